import { getPlan } from "@/lib/plans";

const usd = (dollars: number) => `$${dollars.toLocaleString("en-US")}`;

/** The pricing page's FAQ and trust statements (spec sections 1, 2 and 9). */

export const FAQ = [
  {
    q: "Is it really a one-time payment?",
    a: "Yes. Spark, Fuel and Rocket are one-time payments in US dollars, not subscriptions. You keep the plan and everything you create with it.",
  },
  {
    q: "What can I do on the Free plan?",
    a: "The AI idea analysis, 10 brand names with domain checks, and the full business analysis and plan, for up to 3 projects. Paid plans add the prototype assets, the 60-day plan, the pitch deck, exports and unlimited projects.",
  },
  {
    q: "Can I get my money back?",
    a: "Yes. Every paid plan comes with a 30-day money-back guarantee. Write to us through the contact page and we refund the payment in full.",
  },
  {
    q: "Which AI writes my analysis?",
    a: "LaunchForge uses a large language model when the operator configures one (for example OpenAI) and its own offline engine otherwise. Every number comes from a financial model you can inspect and change.",
  },
  {
    q: "Are the domain checks real?",
    a: "Yes. We ask the registries (RDAP) and DNS for .com, .io, .co, .ai and .app. When a registry cannot be reached we say 'Unknown' rather than guess.",
  },
  {
    q: "Can I upgrade later?",
    a: `Any time, and you pay only the difference: from Spark, Rocket costs ${usd(getPlan("rocket").price - getPlan("spark").price)} rather than ${usd(getPlan("rocket").price)}. Your projects stay where they are, and the steps of the new plan unlock at once.`,
  },
] as const;

export const TRUST = [
  { value: "30-day", label: "money-back guarantee" },
  { value: "One-time", label: "payment, no subscription" },
  { value: "Stripe", label: "secure card payments" },
  { value: "500+", label: "ideas launched" },
] as const;
