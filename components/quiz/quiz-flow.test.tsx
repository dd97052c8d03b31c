/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Toaster } from "@/components/ui/sonner";
import { QUIZ_QUESTIONS } from "@/lib/content/quiz";
import { QUIZ_CLIENT_MINIMUMS, QUIZ_FIELDS } from "@/lib/validation";
import { QuizFlow } from "./quiz-flow";
import {
  ANSWERS,
  FakeRecognition,
  installFakeApi,
  LIMIT_MESSAGE,
  PROJECT_ID,
  RESULT,
  type FakeApi,
  type SpeechWindow,
} from "@/tests/helpers/quiz-fakes";
import { firstSentence, projectNameFromIdea } from "./save-quiz-project";
import { FOLLOW_UP_DELAY_MS } from "./use-follow-up";

const push = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh }) }));

// --- Helpers ------------------------------------------------------------------------------------------

let api: FakeApi;
beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  push.mockClear();
  refresh.mockClear();
  FakeRecognition.instances = [];
  api = installFakeApi();
});
afterEach(() => {
  api.restore();
  delete (window as SpeechWindow).webkitSpeechRecognition;
  jest.useRealTimers();
});

function renderQuiz(props: Parameters<typeof QuizFlow>[0] = {}) {
  return render(
    <>
      <QuizFlow {...props} />
      <Toaster />
    </>,
  );
}

const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
type User = ReturnType<typeof setupUser>;

const answerBox = () => screen.getByRole("textbox");
const nextButton = () => screen.getByRole("button", { name: "Next" });

async function answer(user: User, text: string) {
  await user.clear(answerBox());
  if (text) {
    await user.click(answerBox());
    await user.paste(text);
  }
}

/** Answers questions 1-4 and lands on question 5. */
async function answerFirstFour(user: User) {
  for (const field of QUIZ_FIELDS.slice(0, 4)) {
    await answer(user, ANSWERS[field]);
    await user.click(nextButton());
  }
  expect(screen.getByText("Question 5 of 5")).toBeInTheDocument();
}

async function analyse(user: User) {
  await answerFirstFour(user);
  await answer(user, ANSWERS.businessModel);
  await user.click(screen.getByRole("button", { name: "Analyze Concept" }));
  expect(await screen.findByRole("heading", { name: "Refined Concept" })).toBeInTheDocument();
}

// --- Tests --------------------------------------------------------------------------------------------

describe("QuizFlow: questions", () => {
  it("lists the five questions in the order of QUIZ_FIELDS", () => {
    expect(QUIZ_QUESTIONS.map((q) => q.field)).toEqual([...QUIZ_FIELDS]);
  });

  it("counts trimmed characters, asks for the missing ones in amber and turns green at the minimum", async () => {
    const user = setupUser();
    renderQuiz();
    expect(screen.getByText("Question 1 of 5")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Quiz progress" })).toHaveAttribute("aria-valuenow", "20");
    expect(screen.getByLabelText("What problem are you solving?")).toBe(answerBox());
    expect(screen.getByText("0/50 characters")).toBeInTheDocument();

    await answer(user, "   Bread waste   ");
    const counter = screen.getByText("11/50 characters");
    expect(counter).not.toHaveClass("text-success");
    expect(screen.getByText("Please write at least 39 more characters to continue")).toHaveClass(
      "text-warning",
    );
    expect(nextButton()).toBeDisabled();

    await answer(user, "x".repeat(QUIZ_CLIENT_MINIMUMS.problem - 1));
    expect(screen.getByText("Please write at least 1 more character to continue")).toHaveClass(
      "text-warning",
    );

    await answer(user, "x".repeat(QUIZ_CLIENT_MINIMUMS.problem));
    expect(screen.getByText("50/50 characters")).toHaveClass("text-success");
    expect(screen.queryByText(/Please write at least/)).not.toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
  });

  it("moves with Next and Previous, keeps answers, and focuses the answer on each step", async () => {
    const user = setupUser();
    renderQuiz();
    expect(screen.queryByRole("button", { name: "Previous" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go to question 2" })).toBeDisabled();

    await answer(user, ANSWERS.problem);
    await user.click(nextButton());
    expect(screen.getByText("Question 2 of 5")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Quiz progress" })).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getByLabelText("How does your solution work?")).toHaveFocus();
    expect(screen.getByText("0/50 characters")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go to question 2" })).toHaveAttribute("aria-current", "step");
    expect(screen.getByRole("button", { name: "Go to question 3" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByText("Question 1 of 5")).toBeInTheDocument();
    expect(answerBox()).toHaveValue(ANSWERS.problem);
    expect(answerBox()).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Go to question 2" }));
    expect(screen.getByText("Question 2 of 5")).toBeInTheDocument();
  });

  it("reads Complete All Questions on the last step until every answer is long enough", async () => {
    const user = setupUser();
    renderQuiz();
    await answerFirstFour(user);
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Complete All Questions" })).toBeDisabled();

    await answer(user, "Subscription");
    expect(screen.getByText("Please write at least 13 more characters to continue")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Complete All Questions" })).toBeDisabled();

    await answer(user, ANSWERS.businessModel);
    expect(screen.getByRole("button", { name: "Analyze Concept" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Complete All Questions" })).not.toBeInTheDocument();
  });
});

describe("QuizFlow: analysis and saving", () => {
  it("submits the trimmed answers and shows the result screen", async () => {
    const user = setupUser();
    renderQuiz();
    await answerFirstFour(user);
    await answer(user, `  ${ANSWERS.businessModel}  `);
    await user.click(screen.getByRole("button", { name: "Analyze Concept" }));

    expect(await screen.findByRole("heading", { name: "Refined Concept" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Key Strengths" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Recommendations" })).toBeInTheDocument();
    expect(screen.getByText(RESULT.concept)).toBeInTheDocument();
    expect(screen.getByText("Pilot with 3 bakeries")).toBeInTheDocument();
    expect(await screen.findByText("Analysis Complete!")).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === "/api/quiz")?.body).toEqual(ANSWERS);
  });

  it("toasts the server's message when the analysis fails and stays on the question", async () => {
    const user = setupUser();
    renderQuiz();
    api.analysisFails = true;
    await answerFirstFour(user);
    await answer(user, ANSWERS.businessModel);
    await user.click(screen.getByRole("button", { name: "Analyze Concept" }));
    expect(await screen.findByText("Analysis Failed")).toBeInTheDocument();
    expect(screen.getByText("The AI service is busy. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Analyze Concept" })).toBeEnabled();
    expect(screen.queryByRole("heading", { name: "Refined Concept" })).not.toBeInTheDocument();
  });

  it("saves a new project and goes to the dashboard", async () => {
    const user = setupUser();
    renderQuiz();
    await analyse(user);
    expect(window.localStorage.getItem("launchforge:quiz:new")).not.toBeNull();

    await user.click(screen.getByRole("button", { name: "Save This Project" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/dashboard"));
    expect(refresh).toHaveBeenCalled();
    expect(await screen.findByText("Project Saved!")).toBeInTheDocument();

    const save = api.calls.find((c) => c.method === "POST" && c.path === "/api/projects");
    const body = save?.body as {
      name: string;
      description: string;
      status: string;
      quizData: Record<string, unknown>;
    };
    expect(body.name).toBe(projectNameFromIdea(ANSWERS.solution));
    expect(body.name).not.toMatch(/^Project - /);
    expect(body.status).toBe("concept_analysis");
    expect(body.description).toBe(
      "A demand-forecasting app for independent bakeries that predicts tomorrow's bake per product.",
    );
    expect(body.quizData).toEqual({ ...ANSWERS, ...RESULT });
    expect(window.localStorage.getItem("launchforge:quiz:new")).toBeNull();
  });

  it("keeps the result on screen when the save fails", async () => {
    const user = setupUser();
    renderQuiz();
    await analyse(user);
    api.projectLimitReached = true;

    await user.click(screen.getByRole("button", { name: "Save This Project" }));
    expect(await screen.findByText("Save Failed")).toBeInTheDocument();
    expect(screen.getByText(LIMIT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Refined Concept" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save This Project" })).toBeEnabled();
    expect(push).not.toHaveBeenCalled();
  });

  it("Start New Quiz clears the answers and returns to question 1", async () => {
    const user = setupUser();
    renderQuiz();
    await analyse(user);
    await user.click(screen.getByRole("button", { name: "Start New Quiz" }));
    expect(screen.getByText("Question 1 of 5")).toBeInTheDocument();
    expect(answerBox()).toHaveValue("");
    expect(answerBox()).toHaveFocus();
    expect(window.localStorage.getItem("launchforge:quiz:new")).toBeNull();
  });

  it("refines an existing project: prefilled answers, PUT, then the project page", async () => {
    const user = setupUser();
    renderQuiz({ projectId: PROJECT_ID, initialAnswers: ANSWERS });
    expect(answerBox()).toHaveValue(ANSWERS.problem);
    await user.click(screen.getByRole("button", { name: "Go to question 5" }));
    await user.click(screen.getByRole("button", { name: "Analyze Concept" }));
    await user.click(await screen.findByRole("button", { name: "Save This Project" }));

    await waitFor(() => expect(push).toHaveBeenCalledWith(`/project/${PROJECT_ID}`));
    const save = api.calls.find((c) => c.method === "PUT");
    expect(save?.path).toBe(`/api/projects/${PROJECT_ID}`);
    expect(save?.body).toEqual({
      quizData: { ...ANSWERS, ...RESULT },
      description: firstSentence(RESULT.concept),
      status: "concept_analysis",
    });
    expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/projects")).toBe(false);
  });
});

describe("QuizFlow: persistence, voice and follow-ups", () => {
  it("restores the step and answers after a remount", async () => {
    const user = setupUser();
    const first = renderQuiz();
    await answer(user, ANSWERS.problem);
    await user.click(nextButton());
    await answer(user, "A mobile app that predicts");
    first.unmount();

    renderQuiz();
    expect(screen.getByText("Question 2 of 5")).toBeInTheDocument();
    expect(answerBox()).toHaveValue("A mobile app that predicts");
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(answerBox()).toHaveValue(ANSWERS.problem);
  });

  it("keeps a project's draft apart from the new quiz's", async () => {
    window.localStorage.setItem(
      "launchforge:quiz:new",
      JSON.stringify({ step: 0, answers: { problem: "new idea" } }),
    );
    renderQuiz({ projectId: PROJECT_ID, initialAnswers: ANSWERS });
    expect(answerBox()).toHaveValue(ANSWERS.problem);
  });

  it("ignores a malformed draft", () => {
    window.localStorage.setItem("launchforge:quiz:new", "{not json");
    renderQuiz();
    expect(screen.getByText("Question 1 of 5")).toBeInTheDocument();
    expect(answerBox()).toHaveValue("");
  });

  it("renders no voice button where SpeechRecognition is missing", () => {
    renderQuiz();
    expect(screen.getByRole("textbox")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Voice input|Listening/ })).not.toBeInTheDocument();
  });

  it("dictates into the current answer and stops on a second click", async () => {
    (window as SpeechWindow).webkitSpeechRecognition = FakeRecognition;
    const user = setupUser();
    renderQuiz();
    await answer(user, "Bakeries throw away bread.");

    await user.click(screen.getByRole("button", { name: "Voice input" }));
    const recognition = FakeRecognition.instances[0];
    expect(recognition.listening).toBe(true);
    expect(screen.getByRole("button", { name: /Listening…/ })).toHaveAttribute("aria-pressed", "true");

    act(() => recognition.say("They guess how much to bake each morning."));
    expect(answerBox()).toHaveValue("Bakeries throw away bread. They guess how much to bake each morning.");

    await user.click(screen.getByRole("button", { name: /Listening…/ }));
    expect(recognition.listening).toBe(false);
    expect(screen.getByRole("button", { name: "Voice input" })).toHaveAttribute("aria-pressed", "false");
  });

  it("shows a follow-up tip for a vague answer once the founder pauses", async () => {
    const user = setupUser();
    renderQuiz();
    const vague = "Bakeries have a big problem with bread and it is very annoying for them.";
    await answer(user, vague);

    act(() => jest.advanceTimersByTime(FOLLOW_UP_DELAY_MS - 100));
    expect(api.calls.some((c) => c.path === "/api/quiz/follow-up")).toBe(false);
    await act(async () => jest.advanceTimersByTime(100));

    expect(await screen.findByText(/What does this problem cost them today/)).toBeInTheDocument();
    expect(screen.getByText("Tip:")).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === "/api/quiz/follow-up")?.body).toEqual({
      field: "problem",
      answer: vague,
    });
    expect(nextButton()).toBeEnabled();

    await answer(user, ANSWERS.problem); // specific: it has a number
    await act(async () => jest.advanceTimersByTime(FOLLOW_UP_DELAY_MS));
    await waitFor(() => expect(screen.queryByText("Tip:")).not.toBeInTheDocument());
  });

  it("does not check answers below the minimum, and drops a response for an answer that has changed", async () => {
    const user = setupUser();
    renderQuiz();
    await answer(user, "Too short to check");
    await act(async () => jest.advanceTimersByTime(FOLLOW_UP_DELAY_MS * 2));
    expect(api.calls.some((c) => c.path === "/api/quiz/follow-up")).toBe(false);

    // The check for the first answer is still in flight when the answer changes.
    let release: () => void = () => {};
    const fakeFetch = globalThis.fetch;
    globalThis.fetch = ((...args: Parameters<typeof fetch>) =>
      new Promise((resolve) => {
        release = () => resolve(fakeFetch(...args));
      })) as typeof fetch;
    await answer(user, "Bakeries have a big problem with bread and it is very annoying for them.");
    await act(async () => jest.advanceTimersByTime(FOLLOW_UP_DELAY_MS));
    globalThis.fetch = fakeFetch;
    await answer(user, ANSWERS.problem);
    await act(async () => release());
    expect(screen.queryByText("Tip:")).not.toBeInTheDocument();
  });
});
