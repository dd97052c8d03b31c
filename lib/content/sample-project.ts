/**
 * The 'View Sample Project' example (spec sections 2 and 3): one idea, ClientFlow, taken through all six
 * steps. Static display data; the prices (29, 79 and 199 per month) are for illustration only.
 */

export interface SampleConcept {
  problem: string;
  solution: string;
  targetAudience: string;
  differentiator: string;
  businessModel: string;
}

/** The four stat cards of the Analysis tab. */
export interface SampleAnalysis {
  marketSize: string;
  targetAgencies: string;
  grossMargin: string;
  fundingAsk: string;
}

export interface SampleBrandName {
  name: string;
  domain: string;
  style: string;
  available: boolean;
}

export interface SampleSelectedBrand {
  name: string;
  domain: string;
  tagline: string;
  style: string;
  logoConcept: string;
  colors: { primary: string; secondary: string; accent: string };
}

export interface SampleProjection {
  year: number;
  revenue: string;
  customers: string;
  /** Average monthly churn during the year. */
  churn: string;
}

export interface SampleBusinessPlan {
  executiveSummary: string;
  marketOpportunity: string;
  competitiveAdvantage: string;
  projections: SampleProjection[];
}

export interface SamplePrototypeAssets {
  logoVariations: { kind: "lockup" | "icon" | "monochrome" | "stacked"; name: string; description: string }[];
  palette: { name: string; hex: string; usage: string }[];
  typography: { role: string; family: string; details: string }[];
  mockups: string[];
}

export type SampleActionPlanKey = "weeks1_2" | "weeks3_4" | "weeks5_8" | "weeks9_12" | "weeks13_16";

export interface SampleActionPhase {
  /** e.g. "Weeks 1-2". */
  label: string;
  focus: string;
  tasks: string[];
}

export interface SamplePitchSlide {
  number: number;
  title: string;
  points: string[];
}

export interface SampleProject {
  name: string;
  summary: string;
  concept: SampleConcept;
  analysis: SampleAnalysis;
  brands: SampleBrandName[];
  selectedBrand: SampleSelectedBrand;
  businessPlan: SampleBusinessPlan;
  prototypeAssets: SamplePrototypeAssets;
  actionPlan: Record<SampleActionPlanKey, SampleActionPhase>;
  pitchDeck: { slides: SamplePitchSlide[] };
}

export const ACTION_PLAN_KEYS: readonly SampleActionPlanKey[] = [
  "weeks1_2",
  "weeks3_4",
  "weeks5_8",
  "weeks9_12",
  "weeks13_16",
];

export const SAMPLE_PROJECT: SampleProject = {
  name: "ClientFlow",
  summary: "Automated, white-label client reporting for small marketing agencies.",
  concept: {
    problem:
      "Small marketing agencies lose two to three days every month copying numbers from ad, analytics and social platforms into slide decks for each client. The reports go out late, look different every month, and clients still ask what the numbers mean.",
    solution:
      "ClientFlow connects to the platforms an agency already uses, pulls every client's results automatically and publishes a branded report each month, with a plain-language summary of what changed and why. Agencies review, add a note and send in minutes.",
    targetAudience:
      "Independent marketing agencies with 2 to 25 people and 5 to 40 retainer clients, led by an owner who still builds or checks reports personally. First market: the US, UK, Canada and Australia.",
    differentiator:
      "Enterprise reporting tools are priced and built for large agencies with analysts. ClientFlow is set up in an afternoon, writes the commentary clients actually read, and puts the agency's brand, not ours, on every report and portal.",
    businessModel:
      "Monthly subscription by number of clients: Starter $29 (3 clients), Growth $79 (15 clients) and Agency $199 (unlimited clients and a white-label portal), with a 14-day free trial and a 15% discount for annual billing.",
  },
  analysis: {
    marketSize: "$2.1B",
    targetAgencies: "68,000",
    grossMargin: "84%",
    fundingAsk: "$750K",
  },
  brands: [
    { name: "ReportPilot", domain: "reportpilot.com", style: "Confident", available: false },
    { name: "Brieflane", domain: "brieflane.com", style: "Minimal", available: true },
    { name: "Clarion Metrics", domain: "clarionmetrics.io", style: "Professional", available: true },
    { name: "AgencyLens", domain: "agencylens.com", style: "Analytical", available: false },
    { name: "Tallyhouse", domain: "tallyhouse.co", style: "Friendly", available: true },
  ],
  selectedBrand: {
    name: "ClientFlow",
    domain: "clientflow.io",
    tagline: "Reports your clients actually read.",
    style: "Modern and professional",
    logoConcept:
      "Two rounded arrows forming a continuous loop, one for the agency and one for the client, that read as a stylised 'C' and suggest data flowing on its own.",
    colors: { primary: "#2563EB", secondary: "#0F172A", accent: "#F59E0B" },
  },
  businessPlan: {
    executiveSummary:
      "ClientFlow is a reporting platform for small marketing agencies that replaces manual monthly reports with automated, branded ones. We aim for 3,400 paying agencies and $2.9M in revenue by the end of year three, funded by a $750K pre-seed round.",
    marketOpportunity:
      "Around 68,000 agencies of 2 to 25 people operate in our four launch countries, and most report by hand. Agency reporting software is a $2.1B global market growing about 11% a year, while the tools in it are built for agencies ten times larger.",
    competitiveAdvantage:
      "Setup in under an hour, AI commentary that explains results in the client's language, and white-labelling on every plan above Starter. A template library built with our first agencies makes each new report faster, and the data connections make switching away costly.",
    projections: [
      { year: 1, revenue: "$214K", customers: "420", churn: "4.0% / month" },
      { year: 2, revenue: "$1.02M", customers: "1,450", churn: "2.8% / month" },
      { year: 3, revenue: "$2.9M", customers: "3,400", churn: "2.0% / month" },
    ],
  },
  prototypeAssets: {
    logoVariations: [
      {
        kind: "lockup",
        name: "Primary lockup",
        description: "Loop mark and wordmark side by side, for the app header and website.",
      },
      {
        kind: "icon",
        name: "Icon mark",
        description: "The loop alone in a rounded square, for the app icon and favicon.",
      },
      {
        kind: "monochrome",
        name: "Monochrome",
        description: "Single-colour version for report footers and agency-branded exports.",
      },
      {
        kind: "stacked",
        name: "Stacked",
        description: "Mark above the wordmark, for social profiles and square placements.",
      },
    ],
    palette: [
      { name: "Flow Blue", hex: "#2563EB", usage: "Primary actions and links" },
      { name: "Midnight", hex: "#0F172A", usage: "Headings and body text" },
      { name: "Signal Amber", hex: "#F59E0B", usage: "Highlights and alerts" },
      { name: "Growth Green", hex: "#15803D", usage: "Positive changes in metrics" },
      { name: "Mist", hex: "#F1F5F9", usage: "Backgrounds and report panels" },
    ],
    typography: [
      {
        role: "Headings",
        family: "Plus Jakarta Sans",
        details: "Bold 700, tight tracking for report titles",
      },
      { role: "Body", family: "Inter", details: "Regular 400 and Medium 500 for text and tables" },
      { role: "Data", family: "JetBrains Mono", details: "Tabular figures so numbers line up in tables" },
    ],
    mockups: [
      "Agency dashboard: every client's status at a glance",
      "Drag-and-drop report builder",
      "White-label client portal",
      "Monthly email digest for clients",
      "Mobile report view",
    ],
  },
  actionPlan: {
    weeks1_2: {
      label: "Weeks 1-2",
      focus: "Validate the problem",
      tasks: [
        "Interview 15 agency owners about how they report today and what it costs them",
        "Collect 10 real client reports and list the metrics that appear in every one",
        "Test the $29 / $79 / $199 price points on a one-page site with a waitlist",
      ],
    },
    weeks3_4: {
      label: "Weeks 3-4",
      focus: "Design the core experience",
      tasks: [
        "Prototype the report builder and client portal as clickable mockups",
        "Usability-test the prototype with 5 agencies from the interviews",
        "Choose the first three data connections: Google Analytics, Google Ads, Meta Ads",
      ],
    },
    weeks5_8: {
      label: "Weeks 5-8",
      focus: "Build the MVP",
      tasks: [
        "Build the three data connections with a daily sync",
        "Ship the report builder with six ready-made templates",
        "Add the AI summary of month-over-month changes, with an edit step before sending",
      ],
    },
    weeks9_12: {
      label: "Weeks 9-12",
      focus: "Private beta",
      tasks: [
        "Onboard 20 beta agencies and send 100 real client reports",
        "Track time-to-first-report and aim for under 60 minutes",
        "Turn on billing and convert at least 10 beta agencies to paid plans",
      ],
    },
    weeks13_16: {
      label: "Weeks 13-16",
      focus: "Public launch",
      tasks: [
        "Launch on Product Hunt and in three agency-owner communities",
        "Publish five report templates as free downloads for search traffic",
        "Start a referral programme: one free month for each agency referred",
      ],
    },
  },
  pitchDeck: {
    slides: [
      {
        number: 1,
        title: "Problem",
        points: [
          "Small agencies spend 2-3 days a month building client reports by hand",
          "Reports go out late and clients still ask what the numbers mean",
        ],
      },
      {
        number: 2,
        title: "Solution",
        points: [
          "Automatic, agency-branded reports from the tools agencies already use",
          "AI commentary explains each month's results in plain language",
          "From data to a sent report in under 15 minutes",
        ],
      },
      {
        number: 3,
        title: "Market Size",
        points: [
          "$2.1B global agency reporting software market, growing about 11% a year",
          "68,000 small agencies in our four launch countries",
        ],
      },
      {
        number: 4,
        title: "Business Model",
        points: [
          "Subscriptions at $29, $79 and $199 per month by number of clients",
          "84% gross margin; customers pay back their acquisition cost in about 5 months",
        ],
      },
      {
        number: 5,
        title: "Traction",
        points: [
          "310 agencies on the waitlist from one landing page and two communities",
          "12 paying beta agencies sending 140 client reports a month",
        ],
      },
      {
        number: 6,
        title: "Competition",
        points: [
          "Enterprise dashboards: powerful but priced and built for large agencies",
          "Spreadsheets and slides: free, but slow and error-prone",
          "ClientFlow: fastest setup, AI commentary and white-label on every paid plan",
        ],
      },
      {
        number: 7,
        title: "Financial Projections",
        points: [
          "Revenue of $214K, $1.02M and $2.9M in years one to three",
          "3,400 paying agencies by year three, with monthly churn falling to 2%",
        ],
      },
      {
        number: 8,
        title: "Team",
        points: [
          "CEO: ran a 9-person marketing agency for six years and built its reports",
          "CTO: eight years building data pipelines for analytics products",
        ],
      },
      {
        number: 9,
        title: "Funding Ask",
        points: [
          "$750K pre-seed for 18 months of runway",
          "55% product, 30% go-to-market, 15% operations",
          "Milestone: 1,000 paying agencies and $1M annual revenue run-rate",
        ],
      },
      {
        number: 10,
        title: "Vision",
        points: [
          "The operating system for small agencies' client relationships",
          "From reports to proposals, approvals and renewals in one place",
        ],
      },
    ],
  },
};
