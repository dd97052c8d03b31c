import type { QuizField } from "@/lib/validation";

/** The five quiz questions (spec 5), in the order of QUIZ_FIELDS. Minimums live in lib/validation (QUIZ_CLIENT_MINIMUMS). */
export interface QuizQuestion {
  field: QuizField;
  title: string;
  /** One line under the title: what a good answer covers. */
  helper: string;
  /** An example answer, shown as the textarea placeholder. */
  placeholder: string;
}

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    field: "problem",
    title: "What problem are you solving?",
    helper: "Describe who has the problem, how often it happens and what it costs them today.",
    placeholder:
      "e.g. Small independent bakeries throw away up to 20% of their bread every evening because they guess how much to bake each morning.",
  },
  {
    field: "solution",
    title: "How does your solution work?",
    helper: "Explain what the customer does with your product and how it removes the problem.",
    placeholder:
      "e.g. A mobile app that predicts tomorrow's demand for each product from the bakery's sales history, local weather and school holidays.",
  },
  {
    field: "targetAudience",
    title: "Who is your target customer?",
    helper: "Name the first group of people who will pay, as precisely as you can.",
    placeholder:
      "e.g. Owners of independent bakeries and cafés in mid-sized cities who bake on site every day.",
  },
  {
    field: "differentiator",
    title: "What makes you different?",
    helper: "Compare your idea with what your customers use today and say why they would switch.",
    placeholder:
      "e.g. Unlike generic POS reports, it forecasts per product and learns from local weather, not just last week's sales.",
  },
  {
    field: "businessModel",
    title: "How will you make money?",
    helper: "Say who pays, how much and how often.",
    placeholder: "e.g. Monthly subscription of $49 per bakery, with a 30-day free trial.",
  },
];
