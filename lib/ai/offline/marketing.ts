import nlp from "compromise";
import { isAnyPlace } from "./geography";
import type { MarketingPlan } from "@/lib/artifacts/schemas";
import { computeFinancials, financialFacts, proposeFinancialModel, type Financials } from "./financials";
import { founderEdgeSentence } from "./competition";
import { channelName } from "./facts";
import { founderSolution, type IdeaProfile } from "./profile";
import { baseVerbPhrase, clip, productAsDone, singular, upperFirst, wordCount } from "./text";
import { monthlyPrice } from "./billing";
import { weeklyPlan } from "./revenue-model";

/** The Fuel-tier marketing plan: SEO keywords with intent, a 60-day social plan, ad copy variants. */
/** "sneaker" → "sneakers", "bakery" → "bakeries", "watch" → "watches". */
function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** Generic words in a product's name that searchers do not type ("mobile app" is searched as "app"). */
const PRODUCT_FILLER = new Set([
  "mobile",
  "online",
  "digital",
  "web",
  "direct-to-consumer",
  "new",
  "simple",
  "smart",
]);

/** Verbs that the answers' adjacent-word phrases pick up ("matches homeowner", "bakeries throw"). */
const VERBS = new Set(
  "match hold throw lose cut cancel fail help deal tag predict post connect move break make take save find build offer use need want get keep spend pay miss struggle waste book reach suggest notice track bring turn let run give".split(
    " ",
  ),
);
/** -ing words that name a thing or a field ("mood tracking", "language learning"), not an action. */
const NOUN_ING = new Set(
  "tracking learning cleaning clothing packaging booking marketing accounting hiring training building journaling recycling parking housing catering banking coaching tutoring consulting printing shipping funding farming gaming dating".split(
    " ",
  ),
);

/** Nouns too vague to name a product ("tax amount", "right way"). */
const VAGUE = new Set([
  "amount",
  "way",
  "lot",
  "kind",
  "type",
  "number",
  "part",
  "thing",
  "stuff",
  "time",
  "biggest",
]);

/** The head noun of the audience ("homeowners", "owners of independent bakeries" → "owner"). */
function audienceHead(p: IdeaProfile): string {
  const lead = p.audienceShort.toLowerCase().split(/\s+(?:of|aged|with|who|in|at|for)\s+|,/)[0];
  return singular(lead.trim().split(/\s+/).at(-1) ?? "");
}

function isVerbish(word: string, position: "first" | "second"): boolean {
  const w = word.toLowerCase();
  if (NOUN_ING.has(w)) return false; // "tracking" names a thing, though "track" is a verb
  const base = baseVerbPhrase(w);
  if (
    VERBS.has(w) ||
    VERBS.has(base) ||
    VERBS.has(w.replace(/ing$/, "")) ||
    VERBS.has(w.replace(/ing$/, "e"))
  ) {
    return true;
  }
  // "buys clothe(s)": a key phrase keeps its plural nouns singular, so a word still in -s that reads as a
  // verb said of one is the founder's verb.
  if (position === "first" && /[^s]s$/.test(w) && nlp(`she ${w} it`).terms().eq(1).has("#Verb")) return true;
  return position === "second" && /ing$/.test(w) && !NOUN_ING.has(w);
}

/** Product nouns that say what kind of business it is, not what is bought: the qualifier is the subject. */
const GENERIC_NOUN =
  /^(?:brand|service|shop|store|product|subscription|program|programme|course|platform|agency|company|business|site|website|app|tool)$/;
/** Where a product runs: a modifier no one searches for alone ("mac tips"). */
const DEVICE = /^(?:mac|phone|mobile|web|online|desktop|smartphone|chrome|digital|ios|android)$/;

/**
 * What people search for, from the product's own words: a lone qualifier names the product only with its
 * noun ("shift insole", "low table": alone it is another subject, "shift tips", "buy lows online"), unless
 * the noun is generic ("compliance app", "sneaker brand": the qualifier is the subject). A lone adjective,
 * acronym or device before a generic noun ("free app", "AI app", "mac app") names nothing: "" (the caller
 * looks elsewhere).
 */
function subjectOf(listed: string, noun: string, product: string): string {
  // "light, breathable dog boot": the adjectives listed before the kind describe it; the kind ("dog") is
  // what is searched for.
  let qualifier = listed;
  const listedFirst = qualifier.split(",").slice(0, -1);
  if (
    listedFirst.length &&
    listedFirst.every((w) => /^\s*[\p{L}-]+\s*$/u.test(w) && nlp(w.trim()).has("#Adjective"))
  ) {
    const words = qualifier.split(",").at(-1)!.trim().split(/\s+/);
    while (words.length > 1 && nlp(words[0]).has("#Adjective") && !nlp(words[0]).has("#Noun")) words.shift();
    qualifier = words.join(" ");
  }
  if (!qualifier) return "";
  // ("ergonomic baby carrier": a kind the noun names keeps it, or "ergonomic baby prices" is searched for.)
  if (qualifier.includes(" ")) return GENERIC_NOUN.test(noun) ? qualifier : `${qualifier} ${noun}`;
  const modifier =
    DEVICE.test(qualifier) ||
    nlp(qualifier).has("#Adjective") ||
    new RegExp(`\\b${qualifier.toUpperCase().replace(/[^A-Z0-9]/g, "")}\\b`).test(product);
  if (GENERIC_NOUN.test(noun)) return modifier ? "" : qualifier;
  return `${qualifier} ${noun}`;
}

/**
 * What people would type to find this product: the product's own qualifier when it has one ("language
 * learning app"), else a noun phrase of the answers built on one of the two strongest key terms ("dog
 * owner marketplace"), else the strongest key term the solution names first ("bakery app"). Phrases with
 * a verb in them ("matches homeowner") and side details ("school holiday") are never the topic.
 */
const DAY_OR_MONTH =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)s?$/i;
const TIME_OF_DAY =
  /^(?:night|nights|morning|mornings|evening|evenings|afternoon|afternoons|weekend|weekends|tonight|today|tomorrow)$/i;

export function marketingTopic(p: IdeaProfile): {
  topic: string;
  topic2: string;
  offer: string;
} {
  const words = p.product
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => !PRODUCT_FILLER.has(w));
  const noun = words.at(-1) ?? p.product.split(" ").at(-1)!;
  const qualifier = words.slice(0, -1).join(" ");
  const rivals = p.competitors.map((c) => c.name.toLowerCase());
  const phrases = p.keyPhrases.filter((phrase) => {
    const [a, b] = phrase.split(" ");
    // "nairobi tbh": a place or texting is no subject anyone searches for.
    const offTopic = (w: string | undefined) =>
      !!w && (isAnyPlace(w) || /^(?:tbh|rn|lol|imo|btw|asap|atm|etc|pls)$/i.test(w) || DAY_OR_MONTH.test(w));
    // "friday night guide" (from "swap items until Friday night"): a time is when, not what is searched.
    const when = (w: string | undefined) => !!w && (DAY_OR_MONTH.test(w) || TIME_OF_DAY.test(w));
    return (
      !(when(a) && when(b)) &&
      !isVerbish(a, "first") &&
      !isVerbish(b, "second") &&
      !VAGUE.has(a) &&
      !VAGUE.has(b) &&
      !offTopic(a) &&
      !offTopic(b) &&
      // ("sevici bike app": a rival's name is theirs to be searched for, not the product's topic.)
      !rivals.some((rival) => ` ${phrase} `.includes(` ${rival} `)) &&
      !isAnyPlace(phrase)
    );
  });
  const inPhrase = (phrase: string, terms: string[]) => phrase.split(" ").some((w) => terms.includes(w));
  const fromPhrase = phrases.find((phrase) => inPhrase(phrase, p.keyTerms.slice(0, 2)));
  // The strongest key term the solution names that is not the customer ("homeowner" in "for homeowners").
  const solution = p.answers.solution.toLowerCase();
  const head = audienceHead(p);
  // (A place is where it is sold, not what is searched for: "cebu tips".)
  // The market's own place is where it is sold, not what is searched for ("cebu tips").
  const place = new Set((p.geography?.label ?? "").toLowerCase().split(/[^\p{L}]+/u));
  const subjectWord = (term: string) => !place.has(term);
  const terms = p.keyTerms.filter(subjectWord);
  const named = p.keyTerms
    .slice(0, 3)
    .find((term) => term !== head && subjectWord(term) && new RegExp(`\\b${term}`).test(solution));
  // A solution in another language gives no English search phrase: its words glued to "best … service"
  // read as neither language ("best montujemy fotelik service"), so the topic is the product in English.
  const topic = p.language
    ? qualifier || noun
    : subjectOf(qualifier, noun, p.product) || fromPhrase || named || terms[0] || p.industry.name;
  // "sneaker brand" + "brand" is "sneaker brand", not "sneaker brand brand".
  const offer = topic.split(" ").at(-1) === noun ? topic : `${topic} ${noun}`;
  const topicWords = new Set(offer.split(" "));
  // A second subject, from the strongest terms only: never a side detail ("school holiday" for a bakery).
  const topic2 =
    (p.language ? [] : phrases).find(
      (phrase) =>
        !phrase.split(" ").every((w) => topicWords.has(w)) && inPhrase(phrase, p.keyTerms.slice(0, 5)),
    ) ?? offer;
  return { topic, topic2, offer };
}

/**
 * The solution's action as a searchable "how to …" ("predict tomorrow's demand"), or null when the answer
 * does not start with a verb of its own ("comes with…", "restaurants post…", "is built for…").
 */
export function searchableAction(p: IdeaProfile): string | null {
  const [first = ""] = p.solutionAction.split(/\s+/);
  if (!/^[a-z]+s$/i.test(first) || /^(comes|is|offers|works|helps|lets|gives|has)$/i.test(first)) return null;
  const base = baseVerbPhrase(first).toLowerCase();
  if (new RegExp(`\\b${base}`).test(p.audience.toLowerCase())) return null; // a noun: "restaurants post a job"
  // Up to the first comma or "and", at most six words: "connect to the freelancer's bank account".
  // ("adjusts from age 4 to 14 (height and tilt)": an aside goes first, so no cut falls inside it.)
  const clause = baseVerbPhrase(p.solutionAction)
    .replace(/\s*\([^()]*\)/g, "")
    .split(/,|\s+and\s+|\s+with\s+/)[0]
    .trim();
  // A search is a few words: a longer clause is no search anyone types, and is not cut to make one.
  return wordCount(clause) <= 6 ? clause : null;
}

type Keyword = MarketingPlan["seoKeywords"][number];

/**
 * Searches for a solution written in another language are in that language: the founder's own name for
 * it, the first clause of their solution ("wypożyczalnia sprzętu dziecięcego na miesiące"), with no English
 * glued on; then the named rivals and the brand. The English product keywords fill the list only where
 * those are too few, and "how to serve …" (an English verb on their word for the customer) never does.
 */
function foreignKeywords(p: IdeaProfile, english: Keyword[]): Keyword[] {
  const head = (founderSolution(p, 6) ?? "").replace(/[“”]/g, "").toLowerCase();
  const own: Keyword[] =
    wordCount(head) >= 2 ? [{ keyword: head, intent: "commercial", priority: "high" }] : [];
  const named = english.filter((k) => k.intent === "navigational" || / alternative$/.test(k.keyword));
  const rest = english.filter((k) => !named.includes(k) && !/^how to /.test(k.keyword));
  return [...own, ...named, ...rest.slice(0, Math.max(0, 8 - own.length - named.length))];
}

/** Channels where the work is posting: social networks, groups, video, newsletters. */
/** The plan's public launch: days 57-60 (lib/ai/offline/action-plan.ts). */
const LAUNCH_DAY = 57;

/** Messages sent one by one are outreach, not a posting schedule ("Instagram DMs", "WhatsApp messages"). */
const DIRECT = /\b(?:DMs?|direct\s+messag\w*|messag(?:es|ing)|inbox(?:es)?|chats?|calls?)\b/i;

const SOCIAL =
  /\b(?:instagram|tiktok|facebook|linkedin|youtube|pinterest|reddit|twitter|x\.com|threads|whatsapp|telegram|zalo|line|wechat|nextdoor|snapchat|newsletters?|blog|podcasts?|groups?|forums?|communit(?:y|ies)|influencers?|creators?)\b/i;

export function offlineMarketingPlan(
  p: IdeaProfile,
  brandName?: string | null,
  financials?: Financials,
): MarketingPlan {
  const facts = financialFacts(financials ?? computeFinancials(proposeFinancialModel(p)));
  const name = brandName?.trim() || "our product";
  const brand = brandName?.trim().toLowerCase() || null;
  const { topic, topic2, offer } = marketingTopic(p);
  const verbAction = searchableAction(p);
  const action = verbAction ?? `pick the right ${offer}`;

  const transactional: Record<IdeaProfile["kind"], string[]> = {
    // A free app has no pricing page or trial to search for: people search to download it.
    digital: p.billingModel === "ads" ? [`${offer} download`] : [`${offer} pricing`, `${offer} free trial`],
    // "buy shift insole online" (the product, as searched), "buy sneakers online" (a brand's goods).
    physical: [`buy ${topic.includes(" ") ? offer : plural(topic)} online`, `${topic} prices`],
    "in-person": [`${topic} near me`, `book ${topic}`],
  };
  const keywords: Keyword[] = [
    { keyword: `how to ${action}`, intent: "informational", priority: "high" },
    { keyword: `${topic} tips`, intent: "informational", priority: "medium" },
    { keyword: `${topic2} guide`, intent: "informational", priority: "low" },
    p.industryConfident
      ? { keyword: `${p.industry.name} trends`, intent: "informational", priority: "low" }
      : { keyword: `${topic} ideas`, intent: "informational", priority: "low" },
    // People comparing the founder's named rivals are the readiest buyers.
    ...p.competitors.slice(0, 2).map((c) => ({
      keyword: `${c.name} alternative`,
      intent: "commercial" as const,
      priority: "high" as const,
    })),
    { keyword: `best ${offer}`, intent: "commercial", priority: "high" },
    { keyword: `${offer} reviews`, intent: "commercial", priority: "medium" },
    { keyword: `${offer} for ${p.audienceShort}`, intent: "commercial", priority: "medium" },
    ...transactional[p.kind].map((keyword) => ({
      keyword,
      intent: "transactional" as const,
      priority: "high" as const,
    })),
    ...(brand
      ? [
          { keyword: brand, intent: "navigational" as const, priority: "low" as const },
          {
            keyword: `${brand} ${p.kind === "digital" ? "login" : "reviews"}`,
            intent: "navigational" as const,
            priority: "low" as const,
          },
        ]
      : []),
  ];
  // A search of more than eight words is no search anyone types: it goes whole, and is not cut to fit.
  // Too few left, the searches fill up from the product's own noun (its last two words: "quote app").
  const searchable = (k: Keyword) => wordCount(k.keyword) <= 8 && k.keyword.length <= 80;
  const searched = (p.language ? foreignKeywords(p, keywords) : keywords).filter(searchable);
  const head = offer.split(/\s+/).slice(-2).join(" ");
  const more = [topic, offer, head, "product"]
    .flatMap((noun) =>
      ["cost", "comparison", "questions", "guide", "reviews", "tips", "ideas", "options"].map(
        (word) => `${noun} ${word}`,
      ),
    )
    .map((keyword) => ({ keyword, intent: "informational" as const, priority: "low" as const }))
    .filter((k) => searchable(k) && !searched.some((s) => s.keyword === k.keyword));
  const seoKeywords = [...searched, ...[...new Map(more.map((k) => [k.keyword, k])).values()]].slice(
    0,
    Math.max(8, searched.length),
  );

  // Each theme is posted once the plan has what it speaks of (lib/ai/offline/action-plan.ts): interviews in
  // week 1, the pilot in week 5, a week of pilot use by day 36, launch on days 57-60. No "is live" on day 19.
  const themes: { theme: string; caption: string; from: number }[] = [
    {
      theme: "Behind the build",
      caption: `What we are building at ${name} and why, in 60 seconds.`,
      from: 1,
    },
    {
      theme: "Tip",
      caption: `One practical tip for ${p.audienceShort}, from what we know of their day.`,
      from: 1,
    },
    {
      theme: "Problem spotlight",
      caption: `A story from one of our customer interviews: what this problem really costs ${p.audienceShort}.`,
      from: 8,
    },
    {
      theme: "Myth vs fact",
      caption: `A common belief ${p.industryConfident ? `in ${p.industry.name}` : `among ${p.audienceShort}`}, and what our interviews showed instead.`,
      from: 8,
    },
    {
      theme: "How it works",
      caption: `A short walkthrough of the pilot version: how it ${clip(p.solutionAction, 12)}.`,
      from: 29,
    },
    { theme: "Customer voice", caption: `What a pilot customer said after the first week.`, from: 36 },
    { theme: "Results", caption: `Early numbers from the pilot, shared openly.`, from: 43 },
  ];
  const launch = {
    theme: "Launch",
    caption: `${upperFirst(name)} is live: here is what it does and who it is for.`,
    from: LAUNCH_DAY,
  };
  /** A channel's posts: on launch days the launch; before, a theme the plan has reached, each once before any repeats. */
  const postsFor = (ci: number): MarketingPlan["socialPlan"][number]["posts"] => {
    const used = new Map<string, number>();
    return Array.from({ length: 8 }, (_, i) => {
      const day = Math.min(60, 1 + i * 8 + ci * 2);
      if (day >= LAUNCH_DAY) return { day, theme: launch.theme, caption: launch.caption };
      const open = themes.filter((t) => t.from <= day);
      // The least-posted theme, the newest first (what the plan has just reached is news); channels start apart.
      const pick = [...open]
        .reverse()
        .map((t, k) => ({ t, k }))
        .sort(
          (a, b) =>
            (used.get(a.t.theme) ?? 0) - (used.get(b.t.theme) ?? 0) ||
            ((a.k + ci) % open.length) - ((b.k + ci) % open.length),
        )[0].t;
      used.set(pick.theme, (used.get(pick.theme) ?? 0) + 1);
      return { day, theme: pick.theme, caption: pick.caption };
    });
  };
  // Posts go where posting is the work: the founder's social and content channels, then the usual ones for
  // this customer (a hotel front desk or a radio ad gets no posting schedule).
  const social = [
    ...p.channels.filter((channel) => SOCIAL.test(channel) && !DIRECT.test(channel)),
    // A template's channels only where the template is sure; never its long descriptions.
    ...(p.industryConfident ? p.industry.channels : []).filter(
      (channel) => SOCIAL.test(channel) && channel.split(/\s+/).length <= 3,
    ),
    ...(p.customer.type === "business"
      ? ["LinkedIn", "Facebook groups"]
      : // (TikTok has been blocked in India since 2020: short videos go on YouTube there.)
        ["Instagram", p.geography?.countries.includes("IN") ? "YouTube" : "TikTok"]),
  ]
    .map((channel) => channelName(channel))
    .filter(
      (channel, i, all) => all.findIndex((other) => other.toLowerCase() === channel.toLowerCase()) === i,
    );
  const socialPlan: MarketingPlan["socialPlan"] = social.slice(0, 3).map((channel, ci) => ({
    channel,
    goal:
      ci === 0
        ? "Build awareness and a waitlist before launch"
        : ci === 1
          ? "Turn interest into sign-ups around the launch"
          : "Win trust with proof after launch",
    // (The 8 posts listed are the key ones of the 60 days, not all of them.)
    cadence: `${ci === 0 ? 3 : 2} posts a week (8 key posts planned)`,
    posts: postsFor(ci),
  }));

  // A free trial only where the founder offers one; a device is ordered, a marketplace is searched.
  const trial =
    /\bfree\s+trial|\b(?:first|\d+)\s+(?:\d+\s+)?(?:days?|weeks?|months?)\s+(?:of\s+[\w-]+\s+)?(?:are\s+|is\s+)?free\b|\bfree\s+for\b/i.test(
      p.answers.businessModel,
    );
  const cta: Record<IdeaProfile["kind"], string> = {
    digital:
      p.billingModel === "marketplace"
        ? "Find yours"
        : p.billingModel === "ads"
          ? "Get it free"
          : trial
            ? "Start free trial"
            : p.billingModel === "freemium"
              ? "Start free"
              : "Get started",
    physical: p.prices.some((price) => price.period === "hardware") ? "Order yours" : "Shop now",
    "in-person": "Book now",
  };
  // An advert states only a price the founder gave: "From ₫480,000" for a home-cooked lunch was the
  // forecast's placeholder order, and on a marketplace each seller sets theirs.
  const unpriced = p.statedPrice === null && p.billingModel !== "ads" && p.billingModel !== "freemium";
  const noPrice = p.billingModel === "marketplace" ? "Prices set by each seller" : "Join the early list";
  const adCopy: MarketingPlan["adCopy"] = [
    {
      platform: "search",
      headline: clip(upperFirst(offer), 8),
      // ("Is delivered frozen every month." is no sentence: the product is what is delivered.)
      body: `${upperFirst(clip(productAsDone(p.product, p.solutionAction) ?? p.solutionAction, 14))}. ${p.billingModel === "ads" ? "Free to use" : unpriced ? noPrice : `From ${weeklyPlan(p) ? `${facts.weekPrice} a week` : facts.price}`}.`,
      callToAction: cta[p.kind],
    },
    {
      platform: "search",
      headline: verbAction ? clip(upperFirst(verbAction), 7) : `See ${clip(name, 6)} in action`,
      body: `${upperFirst(name)} ${clip(p.solutionAction, 12)}. Made for ${p.audienceShort}.`,
      callToAction: "See how it works",
    },
    {
      platform: "social",
      headline: clip(`For ${p.audienceShort}`, 8),
      body: `${upperFirst(clip(p.problem, 24))}. ${upperFirst(name)} is built for exactly this.`,
      callToAction: "Join the waitlist",
    },
    {
      platform: "social",
      headline: `Meet ${clip(name, 6)}`,
      body: founderEdgeSentence(p)
        ? `${upperFirst(clip(founderEdgeSentence(p), 20))}.`
        : `Built for ${p.audienceShort}.`,
      callToAction: "Learn more",
    },
    {
      platform: "social",
      // The price as the model has it: a device with its fee ("From €6.99" alone would hide the €149
      // sensor), a monthly plan a month, a thing sold once from its price (no "$0, then $129 a month").
      headline:
        p.billingModel === "freemium"
          ? "Free to start"
          : p.billingModel === "ads"
            ? "Free to use"
            : unpriced
              ? noPrice
              : p.billingModel === "subscription" || (p.billingModel === "services" && monthlyPrice(p))
                ? `${facts.when("hasUpfront", `${facts.upfrontPrice}, then `)}${weeklyPlan(p) ? `${facts.weekPrice} a week` : `${facts.price} a month`}`
                : `From ${facts.price}`,
      body: `${upperFirst(name)} does one job well: it ${clip(p.solutionAction, 10)}.`,
      callToAction: cta[p.kind],
    },
  ];

  return { seoKeywords, socialPlan, adCopy };
}
