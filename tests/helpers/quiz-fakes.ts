import type { FollowUp, QuizResult } from "@/lib/artifacts/schemas";
import {
  followUpRequestSchema,
  projectCreateSchema,
  quizDataSchema,
  quizSubmitSchema,
  type QuizAnswers,
} from "@/lib/validation";
import type { SpeechRecognitionEventLike, SpeechRecognitionLike } from "@/components/quiz/voice-input-button";

/**
 * Test doubles for quiz-flow.test.tsx (never imported by the app): the founder's answers, an analysis, a
 * fetch that answers the quiz and project routes as they do (validating bodies with the same schemas),
 * and a SpeechRecognition that "hears" what a test says.
 */

export const ANSWERS: QuizAnswers = {
  problem:
    "Small independent bakeries throw away up to 20% of their bread every evening because they guess how much to bake each morning.",
  solution:
    "A mobile app that predicts tomorrow's demand for each product from the bakery's sales history, local weather and school holidays.",
  targetAudience: "Owners of independent bakeries and cafés in mid-sized cities who bake on site every day.",
  differentiator:
    "Unlike generic POS reports, it forecasts per product and learns from local weather, not just last week's sales.",
  businessModel: "Monthly subscription of $49 per bakery, with a 30-day free trial.",
};

export const RESULT: QuizResult = {
  concept:
    "A demand-forecasting app for independent bakeries that predicts tomorrow's bake per product. It cuts evening waste by learning from sales, weather and holidays.",
  strengths: ["A costly, daily pain", "A clear first customer group", "Simple subscription pricing"],
  recommendations: [
    "Interview 10 bakery owners",
    "Pilot with 3 bakeries",
    "Track waste per product from day one",
  ],
};

export const PROJECT_ID = "3f2b8c1e-7a4d-4e6f-9b2a-1c3d5e7f9a0b";
export const LIMIT_MESSAGE =
  "The Free plan includes up to 3 projects. Upgrade to Spark or higher for unlimited projects.";

// --- A fake of the API routes the quiz calls, validating bodies with the routes' own schemas ---------------

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeApi {
  calls: Call[];
  projectLimitReached: boolean;
  analysisFails: boolean;
  restore: () => void;
}

function jsonResponse(status: number, body: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    json: async () => body,
    text: async () => JSON.stringify(body),
  };
}

const invalid = (message: string) => jsonResponse(400, { error: "invalid_request", message });

export function installFakeApi(): FakeApi {
  const api: FakeApi = { calls: [], projectLimitReached: false, analysisFails: false, restore: () => {} };
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? "GET").toUpperCase();
    const path = new URL(String(input), "http://localhost").pathname;
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    api.calls.push({ method, path, body });

    if (method === "POST" && path === "/api/quiz") {
      if (!quizSubmitSchema.safeParse(body).success)
        return invalid("problem: Please write at least 10 characters");
      if (api.analysisFails) {
        return jsonResponse(503, {
          error: "service_unavailable",
          message: "The AI service is busy. Please try again.",
        });
      }
      return jsonResponse(200, RESULT);
    }
    if (method === "POST" && path === "/api/quiz/follow-up") {
      const parsed = followUpRequestSchema.safeParse(body);
      if (!parsed.success) return invalid("answer: Too small");
      // Like the offline engine: an answer without a number is vague.
      const specific = /\d/.test(parsed.data.answer);
      const followUp: FollowUp = specific
        ? { field: parsed.data.field, specific, question: null, reason: null }
        : {
            field: parsed.data.field,
            specific,
            question: "What does this problem cost them today: time, money or missed opportunities?",
            reason: "It does not say what the problem costs the people who have it.",
          };
      return jsonResponse(200, followUp);
    }
    if (method === "POST" && path === "/api/projects") {
      const parsed = projectCreateSchema.safeParse(body);
      if (!parsed.success) return invalid("name is required");
      if (api.projectLimitReached) return jsonResponse(403, { error: "forbidden", message: LIMIT_MESSAGE });
      return jsonResponse(201, { id: PROJECT_ID, ...parsed.data });
    }
    if (method === "PUT" && path === `/api/projects/${PROJECT_ID}`) {
      const { quizData } = (body ?? {}) as { quizData?: unknown };
      if (!quizDataSchema.safeParse(quizData).success) return invalid("quizData: Invalid input");
      return jsonResponse(200, { id: PROJECT_ID, ...(body as object) });
    }
    return jsonResponse(404, { error: "not_found", message: "Not found" });
  }) as typeof fetch;
  api.restore = () => {
    globalThis.fetch = original;
  };
  return api;
}

// --- A fake SpeechRecognition -------------------------------------------------------------------------

export class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  lang = "";
  continuous = false;
  interimResults = false;
  listening = false;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null = null;
  onerror: ((event: { readonly error: string }) => void) | null = null;
  onend: (() => void) | null = null;

  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.listening = true;
  }
  stop() {
    this.listening = false;
    this.onend?.();
  }
  abort() {
    this.stop();
  }
  say(transcript: string) {
    this.onresult?.({ resultIndex: 0, results: { length: 1, 0: { isFinal: true, 0: { transcript } } } });
  }
}

export type SpeechWindow = { webkitSpeechRecognition?: unknown };
