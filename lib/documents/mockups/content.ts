import nlp from "compromise";

import { prototypeDataSchema, selectedBrandSchema } from "@/lib/artifacts/schemas";
import { brandStyleOfProject, type BrandStyle } from "@/lib/documents/brand";
import { quizDataSchema } from "@/lib/validation";

/**
 * What the mockups show, all from the project: the brand (name, tagline, palette, fonts), the concept's
 * first sentence as the promise, the prototype's features and screens, the domain and the mood words.
 * Nothing is invented here: a field the project lacks is left out of the picture, not filled with filler.
 */
export interface MockupContent {
  brand: BrandStyle;
  /** The tagline, or the concept's first sentence when there is no tagline. */
  headline: string;
  /** The concept's first sentence (whole: never cut). */
  summary: string;
  features: string[];
  /** The prototype's mockup titles: the screens the product needs ("Availability calendar"). */
  screens: string[];
  domain: string;
  /** Adjectives of the mood-board description ("warm", "calm"), at most five. */
  moodWords: string[];
  /** The call to action on the buttons. */
  cta: string;
}

/** The first sentence of a text, whole ("…(no store)." keeps its brackets). */
export function firstSentenceOf(text: string): string {
  const flat = text.trim().replace(/\s+/g, " ");
  const sentences = nlp(flat).sentences().out("array") as string[];
  return (sentences[0] ?? flat).trim();
}

/**
 * The mood words: the adjectives of the description's first sentence, where a mood board names its mood
 * ("Clear, dependable, precise, friendly and playful."); the later sentences describe the customers and
 * the pictures ("small", "daily", "employed"), so they are read only when the first names fewer than three.
 */
export function moodWordsOf(description: string): string[] {
  const adjectives = (text: string) => [
    ...new Set(
      (nlp(text).adjectives().out("array") as string[])
        // compromise keeps the punctuation around a word ("clear,"): the word alone.
        .map((w) => w.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
        .filter((w) => /^\p{L}{3,}(?:-\p{L}{3,})?$/u.test(w)),
    ),
  ];
  const first = adjectives(firstSentenceOf(description));
  return (first.length >= 3 ? first : adjectives(description)).slice(0, 5);
}

export function mockupContent(input: {
  brand: BrandStyle;
  concept?: string | null;
  features?: readonly string[];
  screens?: readonly string[];
  domain?: string | null;
  moodDescription?: string | null;
}): MockupContent {
  const summary = input.concept ? firstSentenceOf(input.concept) : "";
  const name = input.brand.name;
  return {
    brand: input.brand,
    headline: input.brand.tagline || summary || name,
    summary: input.brand.tagline ? summary : "",
    features: (input.features ?? []).slice(0, 4),
    screens: (input.screens ?? []).slice(0, 4),
    domain: input.domain || `${name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.com`,
    moodWords: input.moodDescription ? moodWordsOf(input.moodDescription) : [],
    cta: "Get started",
  };
}

/** The mockups' content of a stored project (null without prototype assets: there is nothing to show). */
export function mockupContentOfProject(project: {
  name: string;
  quizData: unknown;
  selectedBrand: unknown;
  prototypeData: unknown;
}): MockupContent | null {
  const prototype = prototypeDataSchema.safeParse(project.prototypeData);
  if (!prototype.success) return null;
  const quiz = quizDataSchema.safeParse(project.quizData);
  const brand = selectedBrandSchema.safeParse(project.selectedBrand);
  return mockupContent({
    brand: brandStyleOfProject(project),
    concept: quiz.success ? quiz.data.concept : null,
    features: prototype.data.features,
    screens: prototype.data.mockups,
    domain: brand.success ? brand.data.domain : null,
    moodDescription: prototype.data.moodBoard.description,
  });
}
