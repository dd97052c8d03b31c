/**
 * The 'See How It Works' walkthrough (spec sections 2 and 3): six static steps that follow one example
 * idea — Forkcast, a weekly dinner planner for busy parents — from the quiz to the pitch deck.
 * Durations match the six-step table of spec section 1.
 */

export type WalkthroughStepId = 1 | 2 | 3 | 4 | 5 | 6;

export interface WalkthroughStep {
  id: WalkthroughStepId;
  title: string;
  description: string;
  duration: string;
  preview: {
    title: string;
    content: string;
    /** The step's key features. */
    features: string[];
  };
  /** An example: what the founder gives the step, and what the AI gives back. */
  mockData: {
    input: string;
    output: string;
  };
}

export const WALKTHROUGH_STEPS: readonly WalkthroughStep[] = [
  {
    id: 1,
    title: "Business Concept",
    description:
      "Answer five strategic questions about the problem, your solution, your customer, what sets you apart and how you will make money. LaunchForge checks each answer as you type and turns them into a sharper concept.",
    duration: "5-10 min",
    preview: {
      title: "Concept quiz and AI analysis",
      content:
        "One question at a time, with a live character count, then a refined concept with strengths and next steps.",
      features: [
        "Five strategic questions with examples of a good answer",
        "Real-time validation: each answer must reach its minimum length",
        "Voice input and follow-up questions when an answer is vague",
        "AI analysis: refined concept, key strengths and recommendations",
      ],
    },
    mockData: {
      input:
        "Working parents spend hours every week deciding what to cook, shop twice, and still order takeout three nights a week because nothing is planned.",
      output:
        "Refined concept: Forkcast plans five family dinners a week around your calendar, your kids' tastes and what is already in the fridge, then builds one grocery order. Strength: a weekly habit with a clear cost to beat (takeout).",
    },
  },
  {
    id: 2,
    title: "Brand Naming",
    description:
      "Get ten brand names that fit your concept's tone, each checked for a matching domain, so you only fall in love with names you can actually register.",
    duration: "2-5 min",
    preview: {
      title: "Name shortlist with domain checks",
      content:
        "Every name comes with its style, the reasoning behind it and a live availability check for its domain.",
      features: [
        "10 AI-generated names that match your concept and audience",
        "Real domain availability checks for every name",
        "Style labels (playful, professional, modern) to compare at a glance",
        "Pick a suggestion or save your own name",
      ],
    },
    mockData: {
      input:
        "Concept: a weekly dinner planner for busy parents. Tone: warm, clever, never preachy about food.",
      output:
        "Forkcast (forkcast.app, available): a playful twist on 'forecast' that says 'your week of dinners, sorted'. Also: PlatePilot (available), SupperSync (taken), MealNest (available).",
    },
  },
  {
    id: 3,
    title: "Business Analysis",
    description:
      "Turn the concept and brand into a full business analysis: who buys, how big the market is, what you can earn in three years and how you stand against the alternatives.",
    duration: "15-20 min",
    preview: {
      title: "Market, money and competition",
      content:
        "Market size, a three-year revenue projection and your competitive position, in one readable report.",
      features: [
        "Market size from the total market down to your first reachable segment",
        "Three-year revenue, customer and margin projections",
        "Competitive positioning against today's alternatives",
        "An executive summary you can reuse in emails and applications",
      ],
    },
    mockData: {
      input: "Forkcast, family plan at $9.99 per month, launching with dual-income parents in the US.",
      output:
        "Reachable market: about 2.4M planning-minded families. Year 3: 38,000 paying families and $4.1M revenue at 78% gross margin. Position: planning plus one grocery order, where recipe apps stop at ideas and meal kits cost three times more.",
    },
  },
  {
    id: 4,
    title: "Prototype Assets",
    description:
      "See your brand before you build it: logo concepts, a colour palette, a mood board, typography and screen mockups that all share one visual language.",
    duration: "10-15 min",
    preview: {
      title: "Logo, palette and mockups",
      content:
        "A starter brand kit with a logo concept, an accessible palette, type pairings and key screens.",
      features: [
        "Logo concepts with the idea behind each mark",
        "A colour palette with hex codes and contrast-checked text colours",
        "Mood board and typography pairings",
        "Mockups of the screens your MVP needs first",
      ],
    },
    mockData: {
      input:
        "Brand: Forkcast. Personality: warm, organised, family-first. Audience: parents planning on a phone at 9 pm.",
      output:
        "Logo: a fork whose tines rise like forecast bars. Palette: Tomato #C2410C, Basil #15803D, Cream #FFF7ED, Charcoal #1F2937. Type: Nunito for headings, Inter for text. Mockups: weekly menu, grocery list, onboarding.",
    },
  },
  {
    id: 5,
    title: "Action Plan",
    description:
      "Get a 60-day plan from today to a working MVP in customers' hands: weekly tasks, milestones to hit and the tools and people that make each week possible.",
    duration: "5-10 min",
    preview: {
      title: "60-day launch plan",
      content:
        "Week-by-week tasks with milestones, so you always know what to do next and what 'done' looks like.",
      features: [
        "Weekly tasks sized for a small founding team",
        "Milestones with measurable targets",
        "Resource recommendations: tools, services and hires",
        "Export to your calendar and project board on higher plans",
      ],
    },
    mockData: {
      input:
        "MVP: weekly planner and grocery list. Team: one founder and one contract developer. Goal: paying users in 60 days.",
      output:
        "Weeks 1-2: interview 20 parents and test a paper menu. Weeks 3-4: build the planner. Weeks 5-6: grocery list and a 50-family beta. Weeks 7-8: pricing page and launch. Milestone: 25 paying families by day 60.",
    },
  },
  {
    id: 6,
    title: "Pitch Deck",
    description:
      "Finish with a ten-slide investor deck built from everything above, with the problem, the market, the numbers and the ask in the order investors expect.",
    duration: "5-8 min",
    preview: {
      title: "Ten investor-ready slides",
      content:
        "A complete deck drawn from your concept, analysis and plan, with speaker notes for every slide.",
      features: [
        "10 slides from Problem to Vision in the order investors expect",
        "Numbers pulled straight from your business analysis",
        "Speaker notes for every slide",
        "Download as PDF or PowerPoint on higher plans",
      ],
    },
    mockData: {
      input: "Everything from steps 1 to 5: concept, brand, analysis, assets and action plan.",
      output:
        "Slide 1, Problem: 'The 6 pm scramble' costs families hours and takeout money every week. Slide 9, Funding Ask: $600K pre-seed for 18 months to reach 10,000 paying families.",
    },
  },
];
