import { BATCH19_CORPUS } from "@/tests/fixtures/idea-corpus-batch19";
import { BATCH18_CORPUS } from "@/tests/fixtures/idea-corpus-batch18";
import { INDUSTRY_CHOICES } from "@/lib/artifacts/idea-profile";
import { GENERAL_INDUSTRY, INDUSTRIES } from "./industries";
import type { IndustryProfile } from "./industry-types";

/** Words that appear in almost every idea and so must never signal an industry on their own. */
const BANNED_KEYWORDS = [
  "app",
  "apps",
  "application",
  "platform",
  "customer",
  "customers",
  "client",
  "clients",
  "business",
  "businesses",
  "company",
  "companies",
  "online",
  "offline",
  "people",
  "person",
  "service",
  "services",
  "data",
  "user",
  "users",
  "tool",
  "tools",
  "software",
  "solution",
  "solutions",
  "product",
  "products",
  "startup",
  "startups",
  "market",
  "markets",
  "ai",
  "website",
  "digital",
  "tech",
  "technology",
  "money",
  "time",
  "subscription",
  "saas",
  "b2b",
  "b2c",
];

/** Famous brand names that must not be suggested as brand-name parts. */
const TRADEMARK_WORDS = [
  "apple",
  "amazon",
  "uber",
  "google",
  "meta",
  "tesla",
  "kindle",
  "nike",
  "slack",
  "zoom",
];

const REQUIRED_IDS = [
  "food-beverage",
  "health-fitness",
  "healthcare-medtech",
  "education-edtech",
  "finance-fintech",
  "real-estate-proptech",
  "retail-ecommerce",
  "travel-hospitality",
  "b2b-software",
  "marketing-creator",
  "sustainability-cleantech",
  "pets",
  "fashion-beauty",
  "logistics-mobility",
  "hr-recruiting",
  "home-services",
];

const ALL_PROFILES: IndustryProfile[] = [...INDUSTRIES, GENERAL_INDUSTRY];

function isWildcard(keyword: string): boolean {
  return keyword.endsWith("*");
}

function stem(keyword: string): string {
  return isWildcard(keyword) ? keyword.slice(0, -1) : keyword;
}

/** True when `pattern` (a keyword, possibly with a trailing "*") matches the whole of `text`. */
function covers(pattern: string, text: string): boolean {
  return isWildcard(pattern) ? text.startsWith(stem(pattern)) : text === pattern;
}

/** Mirrors the documented matching: whole words, a trailing "*" allowing any ending. */
function matches(text: string, keyword: string): boolean {
  const escaped = stem(keyword)
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\s+/g, "\\s+");
  const body = isWildcard(keyword) ? `${escaped}[\\w'-]*` : escaped;
  return new RegExp(`(?<![\\w-])${body}(?![\\w-])`, "i").test(text);
}

function bestIndustry(text: string): string {
  let best = { id: GENERAL_INDUSTRY.id, score: 0 };
  for (const industry of INDUSTRIES) {
    const score = industry.keywords.filter((k) => matches(text, k)).length;
    if (score > best.score) best = { id: industry.id, score };
  }
  return best.id;
}

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
}

const isLowerPhrase = (s: string) => s.length > 0 && s === s.trim() && s === s.toLowerCase();
const startsLower = (s: string) => s.length > 0 && s === s.trim() && s[0] === s[0].toLowerCase();
const noTrailingPunctuation = (s: string) => !/[.,;:!?]$/.test(s);

describe("INDUSTRIES", () => {
  it("has at least 16 industries with unique kebab-case ids, including every required sector", () => {
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(16);
    const ids = ALL_PROFILES.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const id of REQUIRED_IDS) expect(ids).toContain(id);
  });

  it("has unique lower-case names", () => {
    const names = ALL_PROFILES.map((i) => i.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(isLowerPhrase(name)).toBe(true);
  });

  describe.each(INDUSTRIES.map((i) => [i.id, i] as const))("%s keywords", (_id, industry) => {
    it("has 25-40 unique, lower-case keywords with at most a trailing wildcard", () => {
      expect(industry.keywords.length).toBeGreaterThanOrEqual(25);
      expect(industry.keywords.length).toBeLessThanOrEqual(40);
      expect(new Set(industry.keywords).size).toBe(industry.keywords.length);
      for (const keyword of industry.keywords) {
        expect(isLowerPhrase(keyword)).toBe(true);
        expect(keyword).toMatch(/^[a-z0-9\u00e0-\u00ff][a-z0-9\u00e0-\u00ff&' -]*\*?$/);
        expect(keyword).not.toMatch(/\s{2,}/);
        // A wildcard needs a stem long enough not to swallow unrelated words.
        if (isWildcard(keyword)) expect(stem(keyword).length).toBeGreaterThanOrEqual(3);
      }
    });

    it("uses no generic keyword, directly or through a wildcard", () => {
      for (const keyword of industry.keywords) {
        for (const banned of BANNED_KEYWORDS) {
          if (covers(keyword, banned))
            throw new Error(`"${keyword}" in ${industry.id} matches generic word "${banned}"`);
        }
      }
    });

    it("recognises its own keywords in a sentence", () => {
      for (const keyword of industry.keywords) {
        const example = isWildcard(keyword) ? `${stem(keyword)}s` : keyword;
        expect(matches(`We help with ${example} every day.`, keyword)).toBe(true);
      }
    });
  });

  it("never lists the same keyword, or a wildcard covering it, in two industries", () => {
    const clashes: string[] = [];
    for (const a of INDUSTRIES) {
      for (const b of INDUSTRIES) {
        if (a === b) continue;
        for (const ka of a.keywords) {
          for (const kb of b.keywords) {
            if (ka === kb || covers(ka, stem(kb))) clashes.push(`${a.id} "${ka}" / ${b.id} "${kb}"`);
          }
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it("routes typical ideas to the expected industry and generic ideas to none", () => {
    const cases: [string, string][] = [
      ["Independent bakeries throw away unsold bread because they cannot predict demand.", "food-beverage"],
      ["A workout and nutrition coach that keeps gym beginners motivated.", "health-fitness"],
      ["Clinics lose hours on patient intake paperwork before every doctor visit.", "healthcare-medtech"],
      ["Students preparing for exams need a tutor who adapts to their homework.", "education-edtech"],
      ["Freelancers struggle with invoicing, bookkeeping and quarterly taxes.", "finance-fintech"],
      ["Small landlords chase tenants for rent and handle lease renewals by email.", "real-estate-proptech"],
      [
        "Our e-commerce storefront tool helps DTC brands recover abandoned carts at checkout.",
        "retail-ecommerce",
      ],
      ["Travelers waste hours planning a trip itinerary across hotels and flights.", "travel-hospitality"],
      ["Developer teams lose track of deployments and code reviews across tools.", "b2b-software"],
      ["Creators on TikTok and YouTube need help finding sponsorships and brand deals.", "marketing-creator"],
      [
        "Households want to recycle more plastic and track their carbon footprint.",
        "sustainability-cleantech",
      ],
      ["Dog owners need a trusted dog walker and reminders for vet visits.", "pets"],
      ["A skincare and makeup shade finder for beauty shoppers who hate returns.", "fashion-beauty"],
      ["Small fleets plan routing and last-mile delivery with paper and phone calls.", "logistics-mobility"],
      ["Recruiters drown in resumes and lose candidates during hiring.", "hr-recruiting"],
      ["Homeowners cannot find a reliable plumber or electrician for renovation jobs.", "home-services"],
    ];
    for (const [text, id] of cases) expect([text, bestIndustry(text)]).toEqual([text, id]);
    expect(
      bestIndustry("An app that helps people and businesses use their data online with a simple platform."),
    ).toBe(GENERAL_INDUSTRY.id);
  });
});

describe.each(ALL_PROFILES.map((i) => [i.id, i] as const))("%s profile", (_id, industry) => {
  it("has plausible market assumptions", () => {
    expect(["b2b", "b2c", "mixed"]).toContain(industry.customerType);
    expect(industry.obtainableShare).toBeGreaterThanOrEqual(0.005);
    expect(industry.obtainableShare).toBeLessThanOrEqual(0.05);
    expect(industry.priceMultiplier).toBeGreaterThanOrEqual(0.5);
    expect(industry.priceMultiplier).toBeLessThanOrEqual(4);
    expect(industry.monthlyChurn).toBeGreaterThanOrEqual(0.02);
    expect(industry.monthlyChurn).toBeLessThanOrEqual(0.12);
    expect(industry.cac).toBeGreaterThanOrEqual(20);
    expect(industry.cac).toBeLessThanOrEqual(1500);
    expect(industry.grossMargin).toBeGreaterThanOrEqual(0.3);
    expect(industry.grossMargin).toBeLessThanOrEqual(0.9);
  });

  it("has 3-4 complete trend sentences without invented figures", () => {
    expect(industry.trends.length).toBeGreaterThanOrEqual(3);
    expect(industry.trends.length).toBeLessThanOrEqual(4);
    for (const trend of industry.trends) {
      expect(trend).toMatch(/^[A-Z].*[a-z]\.$/);
      expect(trend).not.toMatch(/\d/);
      expect(trend).not.toMatch(/\.\s+[A-Z]/);
    }
  });

  it("has 3-4 competitor archetypes for its customer, with lower-case weakness phrases", () => {
    // A template of both kinds of customer may name rivals for each; any one customer weighs 3-4 of them.
    expect(industry.competitorTypes.length).toBeGreaterThanOrEqual(3);
    const kinds =
      industry.customerType === "mixed"
        ? (["business", "consumer"] as const)
        : [industry.customerType === "b2b" ? ("business" as const) : ("consumer" as const)];
    for (const kind of kinds) {
      const weighed = industry.competitorTypes.filter((c) => !c.for || c.for === kind);
      expect(weighed.length).toBeLessThanOrEqual(4);
      if (industry.customerType !== "mixed") expect(weighed.length).toBeGreaterThanOrEqual(3);
    }
    const names = industry.competitorTypes.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const { name, weakness } of industry.competitorTypes) {
      expect(startsLower(name)).toBe(true);
      expect(noTrailingPunctuation(name)).toBe(true);
      expect(startsLower(weakness)).toBe(true);
      expect(noTrailingPunctuation(weakness)).toBe(true);
      expect(weakness.split(" ").length).toBeGreaterThanOrEqual(4);
    }
  });

  it("has 5-6 channels, 3-4 risks and 4-5 KPIs as noun phrases", () => {
    expect(industry.channels.length).toBeGreaterThanOrEqual(5);
    expect(industry.channels.length).toBeLessThanOrEqual(6);
    expect(industry.risks.length).toBeGreaterThanOrEqual(3);
    expect(industry.risks.length).toBeLessThanOrEqual(4);
    expect(industry.kpis.length).toBeGreaterThanOrEqual(4);
    expect(industry.kpis.length).toBeLessThanOrEqual(5);
    for (const list of [industry.channels, industry.risks, industry.kpis]) {
      expect(new Set(list).size).toBe(list.length);
    }
    for (const channel of industry.channels) {
      expect(channel.length).toBeGreaterThan(0);
      expect(channel).toBe(channel.trim());
      expect(noTrailingPunctuation(channel)).toBe(true);
    }
    for (const phrase of [...industry.risks, ...industry.kpis]) {
      expect(phrase).toBe(phrase.trim().toLowerCase());
      expect(noTrailingPunctuation(phrase)).toBe(true);
    }
  });

  it("has a one-sentence regulation note or none", () => {
    if (industry.regulation === "") return;
    expect(industry.regulation).toMatch(/^[A-Z].*[A-Za-z0-9]\.$/);
    expect(industry.regulation).not.toMatch(/\.\s+[A-Z]/);
  });

  it("has 10-14 unique, short, lower-case brand metaphors", () => {
    expect(industry.metaphors.length).toBeGreaterThanOrEqual(10);
    expect(industry.metaphors.length).toBeLessThanOrEqual(14);
    expect(new Set(industry.metaphors).size).toBe(industry.metaphors.length);
    for (const metaphor of industry.metaphors) {
      expect(metaphor).toMatch(/^[a-z]{3,8}$/);
      expect(TRADEMARK_WORDS).not.toContain(metaphor);
    }
  });

  it("has a palette whose accent hue is clearly different from its base hue", () => {
    const { hue, accentHue } = industry.palette;
    for (const h of [hue, accentHue]) {
      expect(h).toBeGreaterThanOrEqual(0);
      expect(h).toBeLessThanOrEqual(360);
    }
    expect(hueDistance(hue, accentHue)).toBeGreaterThanOrEqual(30);
  });

  it("has 3-4 mood words and 3-4 mockup ideas", () => {
    expect(industry.moodWords.length).toBeGreaterThanOrEqual(3);
    expect(industry.moodWords.length).toBeLessThanOrEqual(4);
    expect(new Set(industry.moodWords).size).toBe(industry.moodWords.length);
    for (const word of industry.moodWords) expect(word).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(industry.mockupIdeas.length).toBeGreaterThanOrEqual(3);
    expect(industry.mockupIdeas.length).toBeLessThanOrEqual(4);
    for (const idea of industry.mockupIdeas) {
      expect(isLowerPhrase(idea)).toBe(true);
      expect(noTrailingPunctuation(idea)).toBe(true);
    }
  });
});

describe("GENERAL_INDUSTRY", () => {
  it("is the keyword-less fallback", () => {
    expect(GENERAL_INDUSTRY.id).toBe("general");
    expect(GENERAL_INDUSTRY.name).toBe("technology and services");
    expect(GENERAL_INDUSTRY.keywords).toEqual([]);
    expect(INDUSTRIES).not.toContain(GENERAL_INDUSTRY);
  });
});

describe("the industries the founder can pick", () => {
  it("are the engine's templates, same ids and names in the same order", () => {
    expect(INDUSTRY_CHOICES).toEqual(INDUSTRIES.map((i) => ({ id: i.id, name: i.name })));
  });
});

describe("an industry is what is sold, not who buys", () => {
  // Loaded here: the profile reader is a heavier import than the templates.
  const { industryConfidence } = jest.requireActual<typeof import("./profile")>("./profile");
  const answers = (problem: string, solution: string, targetAudience: string) => ({
    problem,
    solution,
    targetAudience,
    differentiator: "Simpler than anything else.",
    businessModel: "One price.",
  });

  it("is no template when only the audience names a trade", () => {
    // "renters in apartments and condos" are the customer; a desk converter is no property business.
    const desk = industryConfidence(
      answers(
        "People working from home hurt their backs at the kitchen table.",
        "A flat-pack plywood desk converter that sits on any table and folds flat against the wall.",
        "Renters in small apartments and condos who work from home.",
      ),
    );
    expect(desk.confident).toBe(false);
  });

  it("gives way to what the product does for that trade", () => {
    const bookkeeping = industryConfidence(
      answers(
        "Restaurant owners never know their margins until the accountant calls, months later.",
        "Monthly bookkeeping and cash-flow reports for restaurants, done by our team.",
        "Independent restaurants in São Paulo.",
      ),
    );
    expect(bookkeeping.confident && bookkeeping.industry.id === "food-beverage").toBe(false);
  });

  it("keeps a trade the product itself belongs to", () => {
    const bakery = industryConfidence(
      answers(
        "Independent bakeries throw away unsold bread because they cannot predict demand.",
        "A daily bake plan that predicts how many loaves and pastries to bake from past sales and the weather.",
        "Independent bakeries in Lyon.",
      ),
    );
    expect(bakery).toMatchObject({ confident: true, industry: { id: "food-beverage" } });
  });

  it("reads a flat or a rent as where the customers live, not as a property business", () => {
    // Batch 19's laundry pickup in Mexico City got the real-estate template from "apartments" and "rent".
    const { analyzeIdea } = jest.requireActual<typeof import("./profile")>("./profile");
    const laundry = BATCH19_CORPUS.find((idea) => idea.id === "b19-mx-laundry-subscription")!;
    expect(analyzeIdea({ answers: laundry.answers }).industryRead.confident).toBe(false);
    // Landlords and housing co-ops who buy it are of the trade.
    const booking = answers(
      "Laundry room booking in apartment buildings is a paper board with plastic locks.",
      "Booking in an app and a QR code on the laundry room door to check in.",
      "Housing co-ops and small landlords with 20-100 apartments.",
    );
    expect(analyzeIdea({ answers: booking }).industryRead).toMatchObject({
      confident: true,
      id: "real-estate-proptech",
    });
  });

  it("is no food template for software sold to cafés that names none of their food", () => {
    // The Swedish rota app got food producers' trends, farmers markets, menu margins and food labelling.
    const { analyzeIdea } = jest.requireActual<typeof import("./profile")>("./profile");
    const rota = BATCH18_CORPUS.find((idea) => idea.id === "b18-se-cafe-rota-food-safety")!;
    expect(analyzeIdea({ answers: rota.answers }).industryRead.confident).toBe(false);
    // A forecasting app that says what to bake is of the trade.
    const bake = answers(
      "Independent bakeries throw away unsold bread because they cannot predict demand.",
      "A forecasting app that tells each bakery how many loaves and pastries to bake tomorrow.",
      "Independent bakeries in Lyon.",
    );
    expect(analyzeIdea({ answers: bake }).industryRead).toMatchObject({
      confident: true,
      id: "food-beverage",
    });
  });
});
