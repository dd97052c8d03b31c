import { PRICE_PERIOD_LABELS, type IdeaProfileData } from "@/lib/artifacts/idea-profile";
import { prototypeDataSchema, selectedBrandSchema } from "@/lib/artifacts/schemas";
import { brandStyleOfProject, type BrandStyle } from "@/lib/documents/brand";
import { asciiSlug } from "@/lib/documents/file-name";
import { firstSentenceOf } from "@/lib/documents/mockups/content";
import { formatMoneyPrice } from "@/lib/finance/format";
import { quizDataSchema } from "@/lib/validation";
import { LAUNCH_SECTIONS, SLUG_MAX, type LaunchSettings } from "./schemas";

/**
 * What a launch page shows, read from the project as it is now: the brand (name, tagline, palette, fonts),
 * the problem and the solution in the founder's own words (whole sentences, never cut), the prototype's
 * features and screens, the founder's price, and answers to a visitor's first questions taken from what
 * the founder confirmed ("What we understood"). A field the project lacks is left out, never invented.
 */
export interface LaunchPageContent {
  brand: BrandStyle;
  settings: LaunchSettings;
  problem: string | null;
  solution: string | null;
  features: string[];
  /** The prototype's screens ("Availability calendar"), shown beside the hero mockup. */
  screens: string[];
  /** Whether the prototype exists, so the mockup pictures can be drawn. */
  hasMockups: boolean;
  /** "£12 a month", "KES 1,500 one-time"; null when the founder named no price a visitor pays. */
  price: string | null;
  faq: { question: string; answer: string }[];
}

export interface LaunchProject {
  name: string;
  quizData: unknown;
  selectedBrand: unknown;
  prototypeData: unknown;
}

/**
 * The prices a visitor pays, in the founder's currency ("£59 · £4 a month"), the first of each period: a
 * seller's commission is not theirs to pay. Null when the founder named none.
 */
export function visitorPrice(profile: IdeaProfileData | undefined): string | null {
  if (!profile?.currency) return null;
  const currency = profile.currency;
  // One price per period: "£39 · £9" says nothing of what the £9 buys, "£59 · £4 a month" does.
  const seen = new Set<string>();
  const prices = profile.prices
    .filter((p) => p.period !== "commission" && !seen.has(p.period) && seen.add(p.period))
    .map((p) => {
      const amount = formatMoneyPrice(p.amount, currency);
      return p.period === "one_time" ? amount : `${amount} ${PRICE_PERIOD_LABELS[p.period]}`;
    });
  return prices.length ? [...new Set(prices)].join(" · ") : null;
}

/** A sentence as the founder wrote it, with its first letter raised and a full stop when it has none. */
const sentence = (text: string) => {
  const t = text.trim().replace(/\s+/g, " ");
  if (!t) return "";
  const raised = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?…)"”]$/.test(raised) ? raised : `${raised}.`;
};

export function launchPageContent(project: LaunchProject, settings: LaunchSettings): LaunchPageContent {
  const quiz = quizDataSchema.safeParse(project.quizData);
  const prototype = prototypeDataSchema.safeParse(project.prototypeData);
  const answers = quiz.success ? quiz.data : null;
  const profile = answers?.profile;
  const price = visitorPrice(profile);
  const faq: LaunchPageContent["faq"] = [];
  if (answers) faq.push({ question: "Who is it for?", answer: sentence(answers.targetAudience) });
  if (price) faq.push({ question: "What does it cost?", answer: `${price.replaceAll(" · ", "; ")}.` });
  if (profile?.geography)
    faq.push({ question: "Where is it available?", answer: sentence(profile.geography.label) });
  if (answers) faq.push({ question: "How is it different?", answer: sentence(answers.differentiator) });
  return {
    brand: brandStyleOfProject(project),
    settings,
    problem: answers ? sentence(answers.problem) : null,
    solution: answers ? sentence(answers.solution) : null,
    features: prototype.success ? prototype.data.features : [],
    screens: prototype.success ? prototype.data.mockups.slice(0, 4) : [],
    hasMockups: prototype.success,
    price,
    faq,
  };
}

/** "Solar Kit Co." → "solar-kit-co": a proposed address for the page (the founder can change it). */
export function slugFrom(name: string): string {
  const slug = asciiSlug(name, SLUG_MAX);
  return slug.length >= 3 ? slug : `launch-${slug || "page"}`;
}

/** The settings a page starts from: the brand's tagline (or the concept's first sentence) as the headline. */
export function defaultLaunchSettings(project: LaunchProject): LaunchSettings {
  const quiz = quizDataSchema.safeParse(project.quizData);
  const brand = selectedBrandSchema.safeParse(project.selectedBrand);
  const concept = quiz.success && quiz.data.concept ? firstSentenceOf(quiz.data.concept) : "";
  const tagline = brand.success ? brand.data.tagline : "";
  // Whole sentences only: a candidate too long for its field gives way to the next, never to a cut one.
  const fits = (max: number) => (text: string) => text.length >= 3 && text.length <= max;
  const headline = [tagline, concept, project.name].find(fits(140)) ?? "Coming soon";
  const solution = quiz.success ? sentence(quiz.data.solution) : "";
  return {
    headline,
    subheadline: [solution, firstSentenceOf(solution)].find(fits(400)) ?? "",
    cta: "Join the waitlist",
    question: "",
    sections: Object.fromEntries(LAUNCH_SECTIONS.map((s) => [s, true])) as LaunchSettings["sections"],
  };
}

/** The name the page goes by: the chosen brand, else the project's name. */
export function launchBrandName(project: LaunchProject): string {
  const brand = selectedBrandSchema.safeParse(project.selectedBrand);
  return brand.success ? brand.data.name : project.name;
}
