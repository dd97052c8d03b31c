import { z } from "zod";

import { INDUSTRY_CHOICES, ideaProfileSchema, type IdeaProfileData } from "@/lib/artifacts/idea-profile";
import type { QuizAnswers } from "@/lib/validation";
import { geographyFromCodes } from "./offline/geography";

/**
 * The idea profile as a language model reads it: the same schema as "What we understood", every field
 * optional (a field the model leaves out keeps the engine's reading). The model is shown the engine's
 * reading and corrects what it misreads.
 */
export const modelProfileSchema = ideaProfileSchema
  .omit({ confirmed: true, questions: true, outdated: true })
  .partial();
export type ModelProfile = z.infer<typeof modelProfileSchema>;

export const PROFILE_TASK =
  "profile: what you understood of the idea, in the schema's fields (product; customer: unit, units, business or consumer, the founder's sentence about them; geography: label and ISO 3166 country codes; currency: ISO 4217; prices: each amount with its period; the competitors the founder names, each with the founder's own sentence as the claim; the channels the founder names; billingModel; industry). Start from the reading above and correct only what it misreads. Use only facts written in the answers: never a price, a rival or a place the founder did not write.";

/** Lower case, no accents, one space: "São Paulo" and "sao  paulo" compare equal. */
const fold = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ");

/** Every number the answers write, as a value: "€1.150", "1,150" and "1150" are all 1150. */
function numbersIn(text: string): Set<number> {
  const values = new Set<number>();
  for (const raw of text.match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? []) {
    const compact = raw.replace(/[\u00a0 ]/g, "");
    values.add(Number(compact.replace(/[.,]/g, "")));
    values.add(Number(compact.replace(/,/g, "")));
    values.add(Number(compact.replace(/\./g, "").replace(",", ".")));
  }
  return values;
}

const sentencesOf = (answers: QuizAnswers) =>
  Object.values(answers).flatMap((a) => a.split(/(?<=[.!?])\s+/).map((s) => s.trim()));
const bare = (text: string) =>
  fold(text)
    .replace(/[.!?"“”]+$/g, "")
    .trim();

/** `claim` when it is one of the founder's sentences, whole. */
function founderSentence(answers: QuizAnswers, claim: string): string | null {
  return sentencesOf(answers).find((s) => bare(s) === bare(claim)) ?? null;
}

/** The founder's sentence that names `name`, whole. */
function sentenceNaming(answers: QuizAnswers, name: string): string | null {
  return sentencesOf(answers).find((s) => fold(s).includes(fold(name))) ?? null;
}

/**
 * The engine's reading, corrected by the model where the correction is grounded in the answers: a
 * customer, rival, channel or place the answers write; prices whose amounts the answers write; a
 * currency the answers or the market give. Anything else the model proposes is left out, so a model
 * cannot put a fact in the founder's mouth. Never confirmed: the founder still checks the card.
 */
export function groundModelProfile(
  reading: IdeaProfileData,
  proposed: ModelProfile | undefined,
  answers: QuizAnswers,
): IdeaProfileData {
  if (!proposed) return reading;
  const text = fold(Object.values(answers).join("\n"));
  const written = (phrase: string) => phrase.trim().length > 1 && text.includes(fold(phrase));
  const numbers = numbersIn(Object.values(answers).join("\n"));

  const customer =
    proposed.customer && (written(proposed.customer.unit) || written(proposed.customer.units))
      ? proposed.customer
      : reading.customer;
  const places = proposed.geography?.label.replace(/\s*\([^)]*\)\s*$/, "").split(/,\s*|\s+and\s+/) ?? [];
  const geography =
    proposed.geography === undefined
      ? reading.geography
      : proposed.geography === null
        ? null
        : places.every(written) && proposed.geography.countries.length
          ? proposed.geography
          : reading.geography;
  const marketCurrency = geography ? geographyFromCodes(geography).currency : null;
  const currency =
    proposed.currency !== undefined &&
    (proposed.currency === null ||
      proposed.currency === reading.currency ||
      proposed.currency === marketCurrency ||
      text.includes(fold(proposed.currency)))
      ? proposed.currency
      : reading.currency;
  const prices =
    proposed.prices && proposed.prices.every((p) => numbers.has(p.amount)) ? proposed.prices : reading.prices;
  const competitors = proposed.competitors
    ? proposed.competitors
        .filter((c) => written(c.name))
        .map((c) => ({
          name: c.name,
          // The founder's whole sentence, never a fragment or a paraphrase of it.
          claim: founderSentence(answers, c.claim) ?? sentenceNaming(answers, c.name) ?? "",
        }))
    : reading.competitors;
  const channels = proposed.channels ? proposed.channels.filter(written) : reading.channels;
  const industry =
    proposed.industry &&
    (proposed.industry.id === null || INDUSTRY_CHOICES.some((i) => i.id === proposed.industry!.id))
      ? proposed.industry
      : reading.industry;
  const product =
    proposed.product &&
    proposed.product
      .split(/\s+/)
      .filter((w) => w.length > 3)
      .every(written)
      ? proposed.product
      : reading.product;
  return ideaProfileSchema.parse({
    ...reading,
    product,
    customer,
    geography,
    currency,
    prices,
    billingModel: proposed.billingModel ?? reading.billingModel,
    competitors,
    channels,
    industry,
    confirmed: false,
  });
}
