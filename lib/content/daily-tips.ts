/**
 * The daily tips catalogue: one is shown on the dashboard each day (the same for everyone that day).
 * Seeded into the daily_tips table by db/queries/gamification.ts.
 */

export interface DailyTipContent {
  id: string;
  title: string;
  content: string;
  category: "validation" | "product" | "marketing" | "finance" | "pitching" | "focus";
}

export const DAILY_TIPS: readonly DailyTipContent[] = [
  {
    id: "talk-to-five",
    category: "validation",
    title: "Talk to five customers this week",
    content:
      "Five conversations with people who have the problem teach you more than a month of building. Ask about the last time it happened, not whether they would buy.",
  },
  {
    id: "past-not-future",
    category: "validation",
    title: "Ask about the past, not the future",
    content:
      '"Would you use this?" invites polite lies. "When did this last cost you time or money, and what did you do?" gets facts.',
  },
  {
    id: "pre-sell",
    category: "validation",
    title: "Try to pre-sell before you build",
    content:
      "A deposit, a signed letter of intent or a paid pilot is the strongest evidence that a problem is worth solving.",
  },
  {
    id: "one-segment",
    category: "validation",
    title: "Pick one segment to win first",
    content:
      '"Small businesses" is a market; "independent bakeries in one city" is a segment you can reach, learn from and win.',
  },
  {
    id: "smallest-test",
    category: "validation",
    title: "Run the smallest test that could prove you wrong",
    content:
      "Before a feature, ask what would have to be true for it to matter, and find the cheapest way to check that this week.",
  },
  {
    id: "landing-page",
    category: "marketing",
    title: "Put up a landing page today",
    content:
      "One page with the problem, your promise, a price and a sign-up button. The sign-up rate is your first real metric.",
  },
  {
    id: "write-like-customers",
    category: "marketing",
    title: "Write in your customers' words",
    content:
      "Reuse the phrases people used in interviews. Copy that sounds like them converts better than copy that sounds like you.",
  },
  {
    id: "one-channel",
    category: "marketing",
    title: "Master one channel before adding another",
    content:
      "Spread thin across five channels and none of them works. Pick the one where your customers already gather and go deep.",
  },
  {
    id: "measure-cac",
    category: "marketing",
    title: "Know what a customer costs you",
    content:
      "Divide what you spent on marketing by the customers it brought. If you do not know your acquisition cost, you cannot know if you are growing or buying revenue.",
  },
  {
    id: "case-study",
    category: "marketing",
    title: "Turn your first happy customer into a story",
    content: "A short before-and-after with a real name and a number sells better than any feature list.",
  },
  {
    id: "referrals",
    category: "marketing",
    title: "Ask for the referral at the happy moment",
    content:
      "Right after a customer gets value is when they are most willing to tell a friend. Make it one click.",
  },
  {
    id: "mvp-scope",
    category: "product",
    title: "Cut the MVP in half, then again",
    content:
      "Your first version needs to solve one painful moment well. Everything else can wait for a customer to ask for it.",
  },
  {
    id: "watch-someone",
    category: "product",
    title: "Watch someone use your product",
    content:
      "Ten minutes of watching a real user, silently, shows the confusing parts faster than any survey.",
  },
  {
    id: "retention-first",
    category: "product",
    title: "Retention beats acquisition",
    content:
      "If people do not come back, more sign-ups only fill a leaky bucket. Fix the reason they leave before buying traffic.",
  },
  {
    id: "ship-weekly",
    category: "product",
    title: "Ship something every week",
    content:
      "A weekly release rhythm keeps you honest about progress and gives customers a reason to come back.",
  },
  {
    id: "say-no",
    category: "product",
    title: "Say no to the feature that serves one customer",
    content:
      "Build what many of your best customers need. A custom request from one is a services contract, priced as one.",
  },
  {
    id: "price-higher",
    category: "finance",
    title: "You are probably charging too little",
    content:
      "Early founders underprice. Raise the price for the next ten customers and see who says no; the answer is information.",
  },
  {
    id: "runway",
    category: "finance",
    title: "Know your runway in months",
    content:
      "Cash in the bank divided by what you burn each month. Recalculate it every month and start fundraising with at least six left.",
  },
  {
    id: "unit-economics",
    category: "finance",
    title: "Check your unit economics early",
    content:
      "A customer should be worth at least three times what it costs to win them. Below that, growth makes the hole deeper.",
  },
  {
    id: "gross-margin",
    category: "finance",
    title: "Watch your gross margin",
    content:
      "Revenue minus the direct cost of delivering it. A thin margin limits how much you can spend on growth and team.",
  },
  {
    id: "default-alive",
    category: "finance",
    title: "Are you default alive?",
    content:
      "With today's growth and costs, would you reach profitability before the money runs out? If not, change one of the two now.",
  },
  {
    id: "annual-plans",
    category: "finance",
    title: "Offer an annual plan",
    content:
      "Annual prepayment improves cash flow and retention. A discount of one or two months is usually enough to tempt people.",
  },
  {
    id: "one-sentence",
    category: "pitching",
    title: "Say what you do in one sentence",
    content:
      '"We help [who] do [what] by [how]." If the sentence needs an "and", you are pitching two companies.',
  },
  {
    id: "lead-with-problem",
    category: "pitching",
    title: "Lead with the problem",
    content:
      "Investors and customers lean in when they recognise the pain. Start with a story of someone who has it.",
  },
  {
    id: "traction-slide",
    category: "pitching",
    title: "Your traction slide matters most",
    content:
      "Any evidence of demand, even small: interviews, waitlist sign-ups, pilots, revenue. Show the trend, not just the total.",
  },
  {
    id: "know-your-ask",
    category: "pitching",
    title: "Know exactly what you are asking for",
    content:
      'How much, for how long, and which milestones it buys. "To reach $20K monthly revenue in 12 months" beats "to grow".',
  },
  {
    id: "practice-out-loud",
    category: "pitching",
    title: "Practise your pitch out loud, timed",
    content:
      "Say your 30-second pitch out loud five times today. Cut every word that does not earn its place.",
  },
  {
    id: "weekly-review",
    category: "focus",
    title: "Hold a 20-minute weekly review",
    content:
      "What moved your key metric this week, what did not, and what is the one thing that matters most next week.",
  },
  {
    id: "one-metric",
    category: "focus",
    title: "Pick one metric that matters",
    content:
      "At this stage, choose the single number that best shows customers getting value, and put it where you see it daily.",
  },
  {
    id: "done-list",
    category: "focus",
    title: "Keep a done list, not just a to-do list",
    content: "Writing down what you finished each day shows real progress on the days that feel slow.",
  },
];
