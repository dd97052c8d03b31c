import { ARTIFACT_KINDS, ARTIFACT_SCHEMAS } from "@/lib/artifacts/schemas";
import { TASKS } from "@/lib/ai/prompts";
import { GENERATIONS } from "@/lib/generation/rules";
import { STEPS } from "@/lib/steps";
import { ARTIFACT_COLUMNS, ARTIFACTS, EXPORTS, exportRule } from "./registry";

/**
 * The tables the code used before the registry, written out as they were (commit fbce9c1), and the same
 * tables derived from the registry: moving the rules into one place changed none of them, except the
 * edit and restore plans of the Spark steps, which closed a gap (a Free user could store them by PUT).
 */

const TODAY_STEPS = [
  {
    key: "concept",
    number: 1,
    title: "Business Concept",
    description: "Answer 5 strategic questions and get an AI analysis of your idea.",
    duration: "5-10 min",
    column: "quizData",
    prerequisite: null,
    requiredTier: "freemium",
    endpoint: null,
    successToast: "Analysis Complete!",
  },
  {
    key: "branding",
    number: 2,
    title: "Brand Naming",
    description: "10 AI-generated brand names with real domain availability checks.",
    duration: "2-5 min",
    column: "brandData",
    prerequisite: "concept",
    requiredTier: "freemium",
    endpoint: "/api/brands/generate",
    successToast: "Brand Names Generated!",
  },
  {
    key: "analysis",
    number: 3,
    title: "Business Analysis",
    description: "Market size, revenue projections and competitive positioning.",
    duration: "15-20 min",
    column: "fullBusinessAnalysisData",
    prerequisite: "branding",
    requiredTier: "freemium",
    endpoint: "/api/full-business-analysis/generate",
    successToast: "Business Analysis Complete!",
  },
  {
    key: "prototype",
    number: 4,
    title: "Prototype Assets",
    description: "Mood board, colour palette, typography and mockups.",
    duration: "10-15 min",
    column: "prototypeData",
    prerequisite: "analysis",
    requiredTier: "spark",
    endpoint: "/api/prototype/generate",
    successToast: "Prototype Assets Generated!",
  },
  {
    key: "actionPlan",
    number: 5,
    title: "Action Plan",
    description: "A 60-day plan of weekly tasks and milestones to launch your MVP.",
    duration: "5-10 min",
    column: "actionPlanData",
    prerequisite: "prototype",
    requiredTier: "spark",
    endpoint: "/api/action-plan/generate",
    successToast: "Action Plan Created!",
  },
  {
    key: "pitch",
    number: 6,
    title: "Pitch Deck",
    description: "10 investor slides built from everything above.",
    duration: "5-8 min",
    column: "pitchData",
    prerequisite: "actionPlan",
    requiredTier: "spark",
    endpoint: "/api/pitch/generate",
    successToast: "Pitch Deck Created!",
  },
];

const TODAY_TASKS = {
  quizResult:
    "Analyse the idea. concept: a refined concept in 4-6 sentences (who, what, why now, how it earns money). strengths: 3-5 concrete strengths. recommendations: 3-5 next steps a founder can do this month.",
  brandData:
    "Propose exactly 10 distinct, pronounceable brand names built from the idea's key terms with varied techniques (compounds, blends, suffixes, metaphors, coined words). For each: name (2-20 letters, no spaces), rationale (why it fits this idea and audience, 1-2 sentences), tagline (under 10 words).",
  businessPlan:
    "Write a business plan: executiveSummary, marketAnalysis, competitiveAnalysis (kinds of alternatives and their weaknesses, no company names you are unsure of), marketingStrategy. One solid paragraph each.",
  businessAnalysis:
    "Write a business analysis: marketSize (use the figures given), targetMarket, revenueModel, competitiveAdvantage, a SWOT (2-5 items per list) and the main risks.",
  fullBusinessAnalysis:
    "Write the narrative parts of a full business analysis: executiveSummary (one paragraph), marketNarrative (trends and why now; no figures, the sizing is added separately), competitiveLandscape, marketingStrategy (phased, with channels), strategicRecommendations (4-7), actionItems (3-6 for the next two weeks).",
  prototype:
    "Design prototype assets: visualIdentity (paragraph), moodBoard (description plus primaryColor, secondaryColor, accentColor, backgroundColor, textColor as #RRGGBB with readable contrast), typography (headingFont and bodyFont from: Poppins, Montserrat, Roboto, Inter, Open Sans, Lato, Nunito, Source Sans Pro; rationale), logoConcepts (2-4), mockups (3-6 screen or asset titles), userFlow (numbered steps), features (4-8).",
  actionPlan:
    "Write a 60-day launch plan: launchStrategy (paragraph), actionItems (15-30 items covering weeks 1 to 9, each with week, title, description, priority high|medium|low and estimatedHours), successMetrics (3-8 measurable targets).",
  pitch:
    "Write the pitch: elevatorPitch (about 30 seconds, 60-110 words), threeminPitch (about 3 minutes, 350-550 words), deckOutline (10 one-line entries), speakingPoints (5-10), fullSlides: exactly 10 slides titled, in order, Problem, Solution, Market Size, Business Model, Traction, Competition, Financial Projections, Team, Funding Ask, Vision, each with content (2-6 bullets) and keyPoints (1-4 speaker notes).",
  marketingPlan:
    "Write a marketing plan: seoKeywords (8-20, each with intent informational|commercial|transactional|navigational and priority), socialPlan (2-4 channels, each with goal, cadence and 4-12 dated posts across days 1-60), adCopy (4-10 variants for search and social, each with headline, body and callToAction).",
  financialForecast: "Propose the assumptions of the financial model (see the schema).",
};

const TODAY_GENERATIONS = {
  quiz: {
    kind: "quizResult",
    column: "quizData",
    requiredTier: "freemium",
    analyticsEvent: "quiz_completed",
  },
  brands: {
    kind: "brandData",
    column: "brandData",
    requiredTier: "freemium",
    prerequisite: {
      columns: ["quizData"],
      message: "No concept data available for brand generation. Complete the business concept quiz first.",
    },
    analyticsEvent: "step_generated",
  },
  businessPlan: {
    kind: "businessPlan",
    column: "businessPlanData",
    requiredTier: "freemium",
    prerequisite: {
      columns: ["quizData"],
      message: "No concept data available for the business plan. Complete the business concept quiz first.",
    },
    analyticsEvent: "step_generated",
  },
  businessAnalysis: {
    kind: "businessAnalysis",
    column: "businessAnalysisData",
    requiredTier: "freemium",
    prerequisite: {
      columns: ["quizData"],
      message:
        "No concept data available for the business analysis. Complete the business concept quiz first.",
    },
    analyticsEvent: "step_generated",
  },
  fullBusinessAnalysis: {
    kind: "fullBusinessAnalysis",
    column: "fullBusinessAnalysisData",
    requiredTier: "freemium",
    prerequisite: {
      columns: ["quizData", "brandData"],
      message: "Complete the brand naming step before the full business analysis.",
    },
    analyticsEvent: "step_generated",
  },
  prototype: {
    kind: "prototype",
    column: "prototypeData",
    requiredTier: "spark",
    tierMessage:
      "Prototype Assets require a Spark plan or higher. Upgrade to unlock the mood board, typography and mockups.",
    prerequisite: {
      columns: ["fullBusinessAnalysisData"],
      message: "Complete the full business analysis before generating prototype assets.",
    },
    analyticsEvent: "step_generated",
  },
  actionPlan: {
    kind: "actionPlan",
    column: "actionPlanData",
    requiredTier: "spark",
    tierMessage:
      "The 60-Day Action Plan requires a Spark plan or higher. Upgrade to unlock your launch plan.",
    prerequisite: {
      columns: ["fullBusinessAnalysisData", "prototypeData"],
      message: "Business analysis and prototype data required for action plan generation",
    },
    analyticsEvent: "step_generated",
  },
  pitch: {
    kind: "pitch",
    column: "pitchData",
    requiredTier: "spark",
    tierMessage:
      "The Pitch Deck requires a Spark plan or higher. Upgrade to unlock your 10-slide investor deck.",
    prerequisite: {
      columns: ["actionPlanData"],
      message: "Complete the 60-day action plan before creating the pitch deck.",
    },
    analyticsEvent: "step_generated",
  },
  marketingPlan: {
    kind: "marketingPlan",
    column: "marketingPlanData",
    requiredTier: "fuel",
    tierMessage:
      "The Marketing Plan Generator requires a Fuel plan or higher. Upgrade to unlock SEO keywords, a social plan and ad copy.",
    prerequisite: {
      columns: ["fullBusinessAnalysisData"],
      message: "Complete the full business analysis before generating a marketing plan.",
    },
    analyticsEvent: "marketing_plan_generated",
  },
};

const TODAY_STATUS_BY_COLUMN = {
  quizData: "concept_analysis",
  brandData: "brand_naming",
  fullBusinessAnalysisData: "business_analysis",
  prototypeData: "prototype_assets",
  actionPlanData: "action_plan",
  pitchData: "completed",
};

const TODAY_PROJECT_DATA_COLUMNS = [
  "quizData",
  "brandData",
  "selectedBrand",
  "businessPlanData",
  "businessAnalysisData",
  "fullBusinessAnalysisData",
  "prototypeData",
  "actionPlanData",
  "pitchData",
  "marketingPlanData",
  "financialForecastData",
  "logoKitData",
];

/** Columns whose edit and restore needed a paid plan (lib/project-schemas.ts COLUMN_TIERS). */
const TODAY_COLUMN_TIERS = {
  marketingPlanData: { tier: "fuel", feature: "The Marketing Plan" },
  financialForecastData: { tier: "fuel", feature: "Financial Forecasts" },
  logoKitData: { tier: "fuel", feature: "The Logo Kit" },
};

const PDF = "PDF downloads require a Spark plan or higher. Upgrade to download your documents.";
const INVESTOR = "The Investor Deck requires a Rocket plan. Upgrade to download the extended deck.";
/** Every download route: endpoint → plan, 403 message, 409 message, format, file suffix. */
const TODAY_DOWNLOADS = {
  "/api/full-business-analysis/download/pdf": [
    "spark",
    PDF,
    "Generate the full business analysis before downloading it.",
    "pdf",
    "full-business-analysis.pdf",
  ],
  "/api/prototype/download/pdf": [
    "spark",
    PDF,
    "Generate the prototype assets before downloading them.",
    "pdf",
    "prototype-assets.pdf",
  ],
  "/api/action-plan/download/pdf": [
    "spark",
    PDF,
    "Generate the action plan before downloading it.",
    "pdf",
    "action-plan.pdf",
  ],
  "/api/pitch/download/pdf": [
    "spark",
    PDF,
    "Create the pitch deck before downloading it.",
    "pdf",
    "pitch.pdf",
  ],
  "/api/marketing-plan/download/pdf": [
    "fuel",
    "The Marketing Plan requires a Fuel plan or higher.",
    "Generate the marketing plan before downloading it.",
    "pdf",
    "marketing-plan.pdf",
  ],
  "/api/action-plan/download/ics": [
    "fuel",
    "Calendar Export requires a Fuel plan or higher. Upgrade to add your plan to your calendar.",
    "Create the action plan before exporting it to your calendar.",
    "ics",
    "action-plan.ics",
  ],
  "/api/financial-forecast/download/xlsx": [
    "fuel",
    "Financial Forecasts (Excel) require a Fuel plan or higher. Upgrade to download your forecast.",
    "Generate the full business analysis first: the forecast starts from its assumptions.",
    "xlsx",
    "financial-forecast.xlsx",
  ],
  "/api/logo-kit/download": [
    "fuel",
    "The Logo Kit requires a Fuel plan or higher. Upgrade to download logos, icons and a favicon.",
    "brandName is required",
    "zip",
    "logo-kit.zip",
  ],
  "/api/pitch/download/pptx": [
    "spark",
    "PowerPoint downloads require a Spark plan or higher. Upgrade to download your pitch deck.",
    "Create the pitch deck before downloading it.",
    "pptx",
    "pitch.pptx",
  ],
  "/api/pitch/download/investor-pptx": [
    "rocket",
    INVESTOR,
    "Create the pitch deck before downloading the investor deck.",
    "pptx",
    "investor-deck.pptx",
  ],
  "/api/pitch/download/investor-pdf": [
    "rocket",
    INVESTOR,
    "Create the pitch deck before downloading the investor deck.",
    "pdf",
    "investor-deck.pdf",
  ],
};

describe("tables derived from the registry equal the ones they replaced", () => {
  it("the six steps", () => {
    expect(STEPS.map(({ status: _status, ...step }) => step)).toEqual(TODAY_STEPS);
  });

  it("the generations", () => {
    const derived = Object.fromEntries(
      Object.entries(GENERATIONS).map(([name, g]) => [
        name,
        {
          kind: g.kind,
          column: g.column,
          requiredTier: ARTIFACTS[g.column].plans.generate,
          ...(g.rule.tierMessage ? { tierMessage: g.rule.tierMessage } : {}),
          ...(g.rule.needs ? { prerequisite: g.rule.needs } : {}),
          analyticsEvent: g.rule.analyticsEvent,
        },
      ]),
    );
    expect(derived).toEqual(TODAY_GENERATIONS);
  });

  it("the status each step sets", () => {
    expect(Object.fromEntries(STEPS.map((s) => [s.column, s.status]))).toEqual(TODAY_STATUS_BY_COLUMN);
  });

  it("the project's data columns", () => {
    expect(ARTIFACT_COLUMNS).toEqual(TODAY_PROJECT_DATA_COLUMNS);
  });

  it("the prompt tasks", () => {
    expect(TASKS).toEqual(TODAY_TASKS);
  });

  it("the download routes", () => {
    const derived = Object.fromEntries(
      EXPORTS.map(({ rule }) => [
        rule.path,
        [rule.plan, rule.tierMessage, rule.missingMessage, rule.format, rule.fileSuffix],
      ]),
    );
    expect(derived).toEqual(TODAY_DOWNLOADS);
  });

  it("the plans to edit and restore: as before for the Fuel columns, and now the Spark steps' too", () => {
    const paid = Object.fromEntries(
      ARTIFACT_COLUMNS.filter((c) => ARTIFACTS[c].plans.edit !== "freemium").map((c) => [
        c,
        { tier: ARTIFACTS[c].plans.edit, feature: ARTIFACTS[c].feature },
      ]),
    );
    expect(paid).toEqual({
      ...TODAY_COLUMN_TIERS,
      // The gap the registry closed: these were writable by PUT on any plan.
      prototypeData: { tier: "spark", feature: "Prototype Assets" },
      actionPlanData: { tier: "spark", feature: "The 60-Day Action Plan" },
      pitchData: { tier: "spark", feature: "The Pitch Deck" },
    });
    for (const c of ARTIFACT_COLUMNS) expect(ARTIFACTS[c].plans.restore).toBe(ARTIFACTS[c].plans.edit);
  });
});

describe("the registry", () => {
  it("generates every artifact kind into exactly one column, with its schema", () => {
    const kinds = ARTIFACT_COLUMNS.flatMap((c) => {
      const g = ARTIFACTS[c].generation;
      return g ? [g.kind] : [];
    });
    expect([...kinds].sort()).toEqual([...ARTIFACT_KINDS].sort());
    for (const c of ARTIFACT_COLUMNS) {
      const g = ARTIFACTS[c].generation;
      // The stored schema is the generated one, except the quiz's, which keeps the answers too.
      if (g && c !== "quizData") expect(ARTIFACTS[c].schema).toBe(ARTIFACT_SCHEMAS[g.kind]);
    }
  });

  it("a generation needs only columns of earlier steps, and a step's prerequisite is an earlier step", () => {
    for (const step of STEPS) {
      if (step.prerequisite) {
        expect(STEPS.find((s) => s.key === step.prerequisite)!.number).toBe(step.number - 1);
      }
    }
    for (const c of ARTIFACT_COLUMNS) {
      for (const need of ARTIFACTS[c].generation?.needs?.columns ?? []) expect(need).not.toBe(c);
    }
  });

  it("never lets a plan download what it cannot generate, or edit less than it generates", () => {
    const rank = ["freemium", "spark", "fuel", "rocket"];
    for (const { column, rule } of EXPORTS) {
      expect(rank.indexOf(rule.plan)).toBeGreaterThanOrEqual(rank.indexOf(ARTIFACTS[column].plans.generate));
    }
    for (const c of ARTIFACT_COLUMNS) expect(ARTIFACTS[c].plans.edit).toBe(ARTIFACTS[c].plans.generate);
  });

  it("finds an export by its id", () => {
    expect(exportRule("pitchData.investorPdf").path).toBe("/api/pitch/download/investor-pdf");
    expect(() => exportRule("pitchData.nope" as never)).toThrow("Unknown export");
  });
});
