/** The shape of one industry in the offline engine's lexicon (lib/ai/offline/industries.ts). */
export interface IndustryProfile {
  /** Stable id, kebab-case: "food-beverage". */
  id: string;
  /** Lower-case name used inside sentences: "food and beverage". */
  name: string;
  /**
   * Lower-case words or short phrases that signal this industry in a founder's answers. Matched as whole
   * words, a trailing "*" allowing any ending ("bak*" matches bakery, bakeries, baker). 25-40 entries,
   * specific enough not to fire on every idea (no "app", "customer", "business", "online").
   */
  keywords: string[];
  /**
   * Those of `keywords` that name where the customers are or who they are ("school*", "student*"), not
   * what is sold: they count towards the match, but a template is sure only when a word of what it sells
   * is said too (a school-uniform resale or a school run is no education business).
   */
  settingKeywords?: string[];
  customerType: "b2b" | "b2c" | "mixed";
  /**
   * The template is about running the trade itself (its goods, its counter, its floor): its channels,
   * metrics and rules are a food business's or a shop's. Software sold to that trade which names none of
   * its goods (a rota app for cafés, a checkout monitor for shops) is no business of it.
   */
  runsTheTrade?: boolean;
  /** A credible share of the served market a focused company wins in 3 years (the plan's default SOM). */
  obtainableShare: number;
  /** Multiplies the business model's default price (B2B enterprise > 1, consumer impulse < 1). */
  priceMultiplier: number;
  /** Typical monthly churn (0-1), customer acquisition cost in USD, and gross margin (0-1) for the sector. */
  monthlyChurn: number;
  cac: number;
  grossMargin: number;
  /** 3-4 full sentences on current market trends, each ending with a period, no numbers invented as facts. */
  trends: string[];
  /**
   * 3-4 kinds of competitors (generic, no real company names) and the weakness a newcomer can exploit;
   * `for` where only businesses or only consumers weigh it (a point-of-sale suite is no rival to a meal
   * subscription for night-shift workers).
   */
  competitorTypes: { name: string; weakness: string; for?: "business" | "consumer" }[];
  /** 5-6 acquisition channels that work in this sector, as short imperative-free noun phrases. */
  channels: string[];
  /** 3-4 sector risks, each a noun phrase ("thin margins at small food businesses"). */
  risks: string[];
  /** 4-5 metrics a founder in this sector should track, noun phrases. */
  kpis: string[];
  /** Regulation or compliance note, one sentence, or "" when nothing notable. */
  regulation: string;
  /** 10-14 short, evocative, easy-to-pronounce English words for brand naming ("hearth", "crumb"). */
  metaphors: string[];
  /** Mood-board base hue and accent hue (0-360) and 3-4 mood adjectives ("warm", "artisanal"). */
  palette: { hue: number; accentHue: number };
  moodWords: string[];
  /** 3-4 typical screens or assets a prototype in this sector would show ("daily bake plan dashboard"). */
  mockupIdeas: string[];
}
