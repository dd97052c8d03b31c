/** The landing page's copy, as data (spec section 1: claims, features, testimonials). */

export const CLAIMS = [
  { value: "500+", label: "ideas launched" },
  { value: "10k+", label: "entrepreneurs" },
  { value: "98%", label: "success rate" },
  { value: "< 2 h", label: "to a complete startup package" },
] as const;

export const FEATURES = [
  {
    icon: "BrainCircuit",
    title: "AI concept analysis",
    description:
      "Five questions become a refined concept, its real strengths and the next steps that matter, with follow-up questions when an answer is vague.",
  },
  {
    icon: "Globe",
    title: "Brand names with real domains",
    description:
      "Ten names built from your own words, each with a rationale and a tagline, checked against live .com, .io, .co, .ai and .app registries.",
  },
  {
    icon: "ChartNoAxesCombined",
    title: "Investor-grade analysis",
    description:
      "Market size from stated assumptions, competitors and their weak spots, and a three-year projection where every number adds up.",
  },
  {
    icon: "Palette",
    title: "Prototype assets",
    description:
      "A mood board in accessible colours, a font pairing, logo concepts, mockups and a user flow, ready for your designer or your first landing page.",
  },
  {
    icon: "CalendarCheck",
    title: "60-day action plan",
    description:
      "Weekly tasks with priorities and hours, from the first interviews to launch day, exportable to your calendar.",
  },
  {
    icon: "Presentation",
    title: "Pitch deck and exports",
    description:
      "Ten investor slides with speaker notes, as PDF and PowerPoint, plus an Excel forecast you can change, all in your brand's colours.",
  },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      "I had a notebook full of half-ideas. Two hours later I had a name, a real domain, numbers I could defend and a deck I actually pitched with.",
    name: "Maya Okafor",
    role: "Founder, meal-planning app for busy parents",
  },
  {
    quote:
      "The 60-day plan is what changed things. Every Monday I knew exactly which three things to do, and the calendar export put them in my week.",
    name: "Daniel Reyes",
    role: "Solo founder, B2B invoicing tool",
  },
  {
    quote:
      "Our accelerator asked for a market sizing with assumptions. LaunchForge showed the method, not just a big number, and the spreadsheet let us tune it.",
    name: "Priya Raman",
    role: "Co-founder, climate-tech hardware startup",
  },
] as const;
