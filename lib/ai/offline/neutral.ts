import type { BillingModel } from "@/lib/finance/assumptions";
import type { CustomerType } from "./facts";
import { GENERAL_INDUSTRY } from "./industries";
import type { IndustryProfile } from "./industry-types";

/**
 * When no industry template fits the answers clearly, the package must not borrow one: a consumer sensor
 * kit is not a clinic's software, and a speaking-practice app is not a travel agency. This builds the
 * template's content from what the answers do say (the business model, physical or digital, business or
 * consumer, the founder's own channels), phrased as what is typical for that kind of business, so nothing
 * reads as a fact about the founder's sector that nobody checked.
 */

export interface NeutralInput {
  /** The product noun phrase, or null when the answers name none. */
  product: string | null;
  billingModel: BillingModel;
  kind: "digital" | "physical" | "in-person";
  customerType: CustomerType;
  /** Plural, the founder's word: "households". */
  customers: string;
  /** Channels the founder named, used first. */
  channels: string[];
  /** The founder sells hardware (a device price or deposit before a fee). */
  hardware: boolean;
}

const KPIS: Record<BillingModel, string[]> = {
  subscription: ["monthly churn", "monthly recurring revenue", "activation in the first week"],
  freemium: ["free-to-paid conversion", "weekly active users", "monthly churn of paying users"],
  marketplace: [
    "completed transactions a month",
    "active sellers or providers",
    "buyer repeat rate",
    "gross transaction value",
  ],
  one_time: ["conversion rate of visitors to buyers", "average order value", "repeat purchase rate"],
  usage: [
    "usage per active customer",
    "revenue per customer a month",
    "share of customers active each month",
  ],
  services: ["billable utilisation", "client retention", "revenue per client"],
  ads: ["daily active users", "revenue per thousand views", "time spent per visit"],
};

const RISKS: Record<BillingModel, string> = {
  subscription: "customers cancelling after the first months",
  freemium: "too few free users upgrading to pay",
  marketplace: "getting enough supply and demand at the same time",
  one_time: "winning every sale afresh, with few repeat purchases",
  usage: "uneven usage making revenue hard to predict",
  services: "the founder's own time capping growth",
  ads: "needing a very large audience before advertising pays",
};

/** What is typical for consumers paying this way: a free app is not bought in instalments. */
const CONSUMER_TRENDS: Record<BillingModel, string[]> = {
  subscription: [
    "Buyers increasingly expect to try before they commit, through a trial or a first month at a low price.",
    "Households review their subscriptions more often than before and cancel what they do not use every month.",
  ],
  freemium: [
    "People expect to try an app free before paying, and usually upgrade only once it has become a habit.",
    "Most free users never pay; the few who do pay for what saves them time or removes a limit.",
  ],
  marketplace: [
    "Buyers increasingly compare on reviews and ratings, so the first sellers' reviews shape a marketplace's name.",
    "People are used to paying a small fee to a platform when it makes the match safe and fast.",
  ],
  one_time: [
    "Buyers increasingly expect to try before they commit, through a guarantee or easy returns.",
    "Paying in small instalments has made larger one-off purchases easier for many households.",
  ],
  usage: [
    "Paying only for what is used appeals to people whose need comes and goes.",
    "Buyers expect to see what each use costs before they start, with no commitment.",
  ],
  services: [
    "People increasingly book services online and expect a price before the visit, not after.",
    "A service is chosen on reviews and on trust, so the first clients' word carries the business.",
  ],
  ads: [
    "Free apps are tried quickly and dropped quickly: most keep only the users they help every week.",
    "Local businesses move advertising budgets to places where they can see who was reached.",
  ],
};

export function neutralIndustry(input: NeutralInput): IndustryProfile {
  const consumer = input.customerType === "consumer";
  const channels = [
    ...input.channels,
    ...(consumer
      ? [
          `the social networks and groups where ${input.customers} already gather`,
          "word of mouth from the first customers",
          `partnerships with shops or organisations ${input.customers} already trust`,
          "search content that answers the problem",
          "a referral reward for early customers",
        ]
      : [
          `direct outreach to ${input.customers}, one conversation at a time`,
          "referrals from the first customers",
          "trade associations and local business groups",
          "search content that answers the problem",
          "partnerships with suppliers who already serve them",
        ]),
  ];
  const mockups =
    input.kind === "physical"
      ? ["product page with price and order button", "setup guide in the box", "order and delivery tracking"]
      : input.kind === "in-person"
        ? ["booking page with availability", "service menu with prices", "confirmation and reminder message"]
        : ["landing page hero", "the main screen", "sign-up and first use"];
  const risks = [
    RISKS[input.billingModel],
    ...(input.hardware || input.kind === "physical"
      ? [
          "component supply, manufacturing delays and stock tied up in inventory",
          "product safety certification before sale",
        ]
      : []),
    consumer
      ? "acquisition costs on social media rising faster than planned"
      : "long sales cycles with busy owners",
    "unclear differentiation from what customers do today",
  ];
  return {
    ...GENERAL_INDUSTRY,
    id: GENERAL_INDUSTRY.id,
    name: input.product ? `the ${input.product} market` : "the market you serve",
    customerType: consumer ? "b2c" : "b2b",
    trends: consumer
      ? [
          "Consumers typically research online and read reviews before they buy, even when they finish the purchase in a shop.",
          "New consumer brands usually win their first customers through one channel they master before adding others.",
          ...CONSUMER_TRENDS[input.billingModel],
          "Recommendations from friends and family still outweigh advertising for a first purchase from an unknown brand.",
        ]
      : [
          "Small businesses typically adopt a new product when a peer recommends it and it pays back within weeks.",
          "Owners are wary of long contracts, so monthly terms and a quick first result make the first sale easier.",
          "Busy owners buy from people they trust: a local reference customer is worth more than a polished website.",
          "Rising costs push small businesses to look for tools that save staff time or cut waste.",
          "Buyers expect setup in days, not months, and support from a person who knows their kind of business.",
        ],
    competitorTypes: [
      consumer
        ? {
            name: "living with the problem",
            weakness: "costs time, money or peace of mind every time it happens",
          }
        : {
            name: "spreadsheets, paper and manual workarounds",
            weakness: "cost hidden hours and break as the business grows",
          },
      {
        name: `general-purpose products not made for ${input.customers}`,
        weakness: "serve the average buyer and leave the specific need unmet",
      },
      consumer
        ? {
            name: "advice from friends, forums and videos",
            weakness: "is free but scattered, and rarely fits one person's situation",
          }
        : {
            name: "local freelancers and consultants",
            weakness: "solve the problem once, at a price that does not scale",
          },
      ...(input.hardware || input.kind === "physical"
        ? [
            {
              name: "cheaper unbranded products",
              weakness: "compete on price with little support or reliability",
            },
          ]
        : []),
    ],
    channels,
    risks,
    kpis: [
      ...KPIS[input.billingModel],
      ...(input.hardware ? ["units shipped and return rate"] : []),
      "customer acquisition cost",
    ],
    regulation:
      input.kind === "digital"
        ? "Collecting personal data requires a clear privacy policy and compliance with the privacy law of each market you sell in."
        : "",
    mockupIdeas: mockups,
  };
}
