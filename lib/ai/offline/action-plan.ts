import type { ActionItem, ActionPlan } from "@/lib/artifacts/schemas";
import { computeFinancials, financialFacts, proposeFinancialModel, type Financials } from "./financials";
import { askedPrice } from "./revenue-model";
import { foodBuild, isFood, isProduce, sellableSteps, servedOnTheSpot } from "./goods";
import { listedFreeSide, otherSideBuys, otherSideOf } from "./marketplace";
import { activeRivals } from "./competition";
import { doneForYou, handlesPaperwork, hiredOut } from "./delivery";
import { hireBuild, hireSteps, whereClientsReach } from "./service-and-hire";
import type { IdeaProfile } from "./profile";
import { clip, joinList, listItems, provePromise } from "./text";

/**
 * A 60-day plan (weeks 1-8 plus the four days of week 9) from validation to launch, in the founder's
 * terms: interviews with their audience, an MVP of their solution, their price, their channels.
 */
export function offlineActionPlan(
  p: IdeaProfile,
  brandName?: string | null,
  financials?: Financials,
): ActionPlan {
  const f = financials ?? computeFinancials(proposeFinancialModel(p));
  const facts = financialFacts(f);
  const name = brandName?.trim() || "the product";
  const counted = facts.customerWord === "customers" ? "paying customers" : facts.customerWord;
  const audience = p.audienceShort;
  const [c1, c2] = p.industry.channels;
  const core = clip(p.solutionAction, 10);
  const asked = askedPrice(p, facts);
  // What one paid order of a marketplace is called in the founder's words ("trip", "booking").
  const deal =
    p.answers.businessModel
      .match(/\b(?:booking|rental|order|sale|job|trip|ride|placement)s?\b/i)?.[0]
      .toLowerCase()
      .replace(/s$/, "") ?? "transaction";
  // A team's work done at a distance is built as a service, not as software (delivery.ts).
  const remote = doneForYou(p);
  const hardware = p.kind === "physical" || p.prices.some((price) => price.period === "hardware");
  const food = isFood(p);
  const hire = food ? null : hiredOut(p);
  // A marketplace's other side, in the founder's words ("pharmacies pay nothing", "Vendors list for
  // free", "passengers … are the other side"): who has to be there before the payers see anything.
  // Sellers paying a flat fee to list ("Traders pay KSh 500 per month to list. Free for buyers") need the
  // free side just as much: they renew only when it brings them orders.
  const otherSide = p.billingModel === "marketplace" ? otherSideOf(p) : listedFreeSide(p);

  const item = (
    week: number,
    priority: ActionItem["priority"],
    estimatedHours: number,
    title: string,
    description: string,
  ): ActionItem => ({
    week,
    title,
    description,
    priority,
    estimatedHours,
  });

  const build: Record<IdeaProfile["kind"], ActionItem[]> = {
    digital: [
      item(
        3,
        "high",
        20,
        "Build the core of the MVP",
        `Build only the part that ${core}. No settings, no integrations yet.`,
      ),
      item(
        3,
        "medium",
        4,
        "Define success metrics and tracking",
        `Set up analytics for sign-ups, activation and weekly use; agree what "activated" means for ${audience}.`,
      ),
      item(
        4,
        "high",
        20,
        "Finish the MVP and test it with 2 pilots",
        `Complete the first end-to-end flow and watch two pilot customers use it without help. Fix what confuses them.`,
      ),
      item(
        4,
        "medium",
        6,
        "Prepare onboarding",
        `Write a 3-step onboarding and a one-page guide. Aim for first value within ten minutes.`,
      ),
      item(
        5,
        "high",
        12,
        "Run the pilot with all 5 customers",
        `Onboard every pilot customer, check in twice a week and log every problem and request.`,
      ),
    ],
    physical: [
      item(
        3,
        "high",
        20,
        "Make the first prototypes",
        `Produce a small sample batch of ${p.product} with a local workshop or supplier; it only has to ${provePromise(core)}.`,
      ),
      item(
        3,
        "medium",
        6,
        "Get quotes from two manufacturers",
        // The device's own margin when it is sold beside a plan, not the plan's.
        `Compare unit cost, minimum order and lead time; check that the ${facts.when("hasUpfront", `${facts.upfrontMargin} margin on the device`)}${facts.when("hasUpfront", `${facts.grossMargin} gross margin`, false)} in the plan holds at small volumes.`,
      ),
      item(
        4,
        "high",
        12,
        "Test the prototype with 2 pilot customers",
        `Hand over the samples and watch them use the product for a week. Note what delights them and what breaks.`,
      ),
      item(
        4,
        "medium",
        8,
        "Set up ordering, packaging and delivery",
        `Choose a shop system, packaging and a shipping partner; run one test order end to end.`,
      ),
      item(
        5,
        "high",
        12,
        "Run a pre-order pilot with 5 customers",
        `Take paid pre-orders from five customers, deliver, and collect feedback on the product, packaging and delivery.`,
      ),
    ],
    "in-person": [
      item(
        3,
        "high",
        12,
        "Design the service and deliver it once by hand",
        remote && handlesPaperwork(p)
          ? `Write the service step by step (what the client sends, what your team does, what the client gets back), run it for one friendly client and time every step.`
          : `Write the service step by step, run it for one friendly customer and time every step.`,
      ),
      remote
        ? whereClientsReach(p, item)
        : item(
            3,
            "medium",
            4,
            "Set up booking and payment",
            `Pick a simple booking and payment tool so customers can book without a phone call.`,
          ),
      item(
        4,
        "high",
        16,
        "Deliver the service to 2 pilot customers",
        `Deliver it exactly as designed and ask for feedback the same day.`,
      ),
      item(
        4,
        "medium",
        6,
        "Write the service checklist",
        `Turn what you learned into a checklist anyone on the team can follow.`,
      ),
      item(
        5,
        "high",
        12,
        "Run the pilot with all 5 customers",
        `Serve every pilot customer, check in after each ${remote ? "job" : "visit"} and log every problem and request.`,
      ),
    ],
  };

  const actionItems: ActionItem[] = [
    item(
      1,
      "high",
      10,
      `Interview 10 ${audience}`,
      `Ask them to walk you through the last time they ran into the problem, what it cost them and what they have tried. Record exact phrases; they become your marketing copy.`,
    ),
    item(
      1,
      "high",
      4,
      "Write the problem and promise on one page",
      `Summarise who has the problem, what it costs and the one outcome ${name} promises. Share it with three advisers for blunt feedback.`,
    ),
    activeRivals(p).length
      ? item(
          1,
          "medium",
          4,
          `Try ${joinList(
            activeRivals(p)
              .slice(0, 3)
              .map((c) => c.name),
          )} as a customer`,
          `Go through ${activeRivals(p).length > 1 ? "each" : "it"} as ${audience} would and note where ${activeRivals(p).length > 1 ? "each falls" : "it falls"} short; add the alternatives the interviews mention.`,
        )
      : item(
          1,
          "medium",
          3,
          "Map the competition",
          `List the kinds of alternatives (${listItems(p.industry.competitorTypes.slice(0, 2).map((c) => c.name))}) and note where each falls short for ${audience}; ask every interviewee what they use today, by name.`,
        ),
    item(
      2,
      "high",
      8,
      "Launch a landing page with a waitlist",
      p.billingModel === "ads"
        ? `One page: the problem in the customer's words, the promise, that it is free, and a sign-up form. Measure visit-to-sign-up conversion.`
        : `One page: the problem in the customer's words, the promise, the price at ${asked}, and a sign-up form. Measure visit-to-sign-up conversion.`,
    ),
    // A marketplace needs its other side before its first customers can find anything.
    ...(p.billingModel === "subscription" && otherSide
      ? [
          item(
            2,
            "high",
            8,
            `Bring in the first ${otherSide}`,
            `The ${audience} keep paying ${asked} only while ${otherSide} come through ${name}: line up the first ones by hand before launch, through the places and partners that already reach them, so every ${p.customer.unit} gets customers through it in the first month.`,
          ),
        ]
      : []),
    ...(p.billingModel === "marketplace"
      ? [
          otherSide && otherSideBuys(p, otherSide)
            ? item(
                2,
                "high",
                8,
                `Bring in the first ${otherSide}`,
                `The ${audience} pay only when ${otherSide} come through ${name}: line up the first ones by hand before launch, through the places and partners that already reach them, so the first ${audience} see orders in their first weeks.`,
              )
            : item(
                2,
                "high",
                8,
                "Line up the supply side",
                `Sign the first 10 ${otherSide ?? "providers"} who will list on ${name} at launch, by hand, so the first ${audience} always find a match; agree what they earn and how disputes are settled.`,
              ),
        ]
      : []),
    item(
      2,
      "high",
      6,
      "Recruit 5 pilot customers",
      `Offer early access to ${audience} from the interviews in exchange for weekly feedback. Ask for a small deposit or letter of intent.`,
    ),
    item(
      2,
      "low",
      2,
      "Register the domain and social handles",
      `Secure ${name === "the product" ? "your brand's" : `${name}'s`} domain and handles on the channels your customers use.`,
    ),
    ...(food
      ? foodBuild(p, { core, grossMargin: facts.grossMargin })
      : hire
        ? hireBuild(p, hire, item)
        : build[remote ? "in-person" : p.kind]),
    // Hardware: what makes a device sellable, not just working; food: the kitchen and the label.
    ...(hardware ? (hire ? hireSteps(p) : sellableSteps(p)) : []),
    item(
      5,
      "medium",
      5,
      "Start the first acquisition channel",
      `Begin with ${c1}: a small, measurable test with a fixed budget.`,
    ),
    p.billingModel === "marketplace"
      ? item(
          6,
          "high",
          6,
          // A flat fee per order ("5,000 kip per trip, drivers keep the whole fare") is tested as that fee.
          f.model.assumptions.revenueShare >= 1
            ? `Test the ${facts.price} fee per ${deal}`
            : `Test the ${Math.round(f.model.assumptions.revenueShare * 1000) / 10}% take rate`,
          `Run the first paid ${deal}s through ${name} at that fee and ask both sides whether it feels fair. Track who comes back.`,
        )
      : p.billingModel === "ads"
        ? item(
            6,
            "high",
            6,
            "Test the advertising offer",
            `Show 3 to 5 businesses that want to reach ${p.audienceShort} the pilot's usage numbers and ask what a placement is worth to them. The app stays free to its users.`,
          )
        : item(
            6,
            "high",
            6,
            `Test the price`,
            `Ask pilot customers to convert to paid at ${asked}. Track who says yes, who negotiates and why.`,
          ),
    item(
      6,
      "medium",
      8,
      "Improve the offer from pilot feedback",
      `Fix the top three issues from the pilot; cut anything nobody used.`,
    ),
    item(
      6,
      "low",
      3,
      "Collect testimonials",
      `Ask happy pilot customers for a quote and permission to use their name.`,
    ),
    item(
      7,
      "high",
      8,
      "Test a second acquisition channel",
      `Run a two-week experiment on ${c2}; compare cost per customer with ${c1}. Target acquisition cost: ${facts.cac}.`,
    ),
    item(
      7,
      "medium",
      6,
      "Write launch content",
      `Prepare a launch post, an email to the waitlist and a short demo video showing how ${name} ${clip(core, 8)}.`,
    ),
    item(
      8,
      "high",
      6,
      "Launch preparation",
      p.kind === "digital" && !remote && !hire
        ? `Check billing, support inbox, onboarding emails and analytics. Do a full run-through as a new customer.`
        : remote
          ? `Check the team's capacity, payments, support inbox and response times. Do a full run-through as a new customer.`
          : `Check stock or capacity, payments, support inbox and delivery times. Do a full run-through as a new customer.`,
    ),
    item(
      8,
      "medium",
      4,
      "Line up a launch partner",
      `Find one partner, community or publication that ${audience} already follow and agree the date they share the launch; offer them something their members value in return.`,
    ),
    item(
      9,
      "high",
      8,
      "Launch publicly",
      `${p.billingModel === "ads" ? "Open sign-ups" : "Open sales"}, email the waitlist, publish the launch content and answer every question within hours.`,
    ),
    item(
      9,
      "high",
      4,
      "Review the 60 days and plan the next 90",
      `Compare results with the success metrics, decide which channel to scale and set targets for the next quarter.`,
    ),
  ];

  return {
    launchStrategy: [
      p.billingModel === "ads"
        ? `Validate before building: the first two weeks prove that ${audience} feel the problem and would open a free tool for it every week, and that businesses would pay about ${asked} to reach them.`
        : `Validate before building: the first two weeks prove that ${audience} feel the problem and ${p.payers === audience ? "will" : `${p.payers} will`} pay ${asked}.`,
      `Weeks 3-5 ${food ? (servedOnTheSpot(p) ? "fix the menu and trial the spot" : isProduce(p) ? "source, pack and trial the first boxes" : "cook and taste-test the first batches") : hire === "space" ? "open the space and pilot the bookings" : hire ? "get the first units out and pilot the hire" : p.kind === "physical" ? "make and test the first prototypes" : p.kind === "in-person" || remote ? "design and pilot the service" : "build and pilot the smallest version"} of ${name}, focused on one promise: it ${core}.`,
      p.billingModel === "ads"
        ? `Weeks 6-9 turn pilots into weekly users, take their numbers to the first advertisers, test two acquisition channels, and launch publicly on days 57-60.`
        : `Weeks 6-9 turn pilots into paying customers, test two acquisition channels, and launch publicly on days 57-60.`,
      `The goal for day 60: ${p.billingModel === "ads" ? `the pilots using it every week, a first advertiser at about ${asked}` : `the pilots paying ${asked}`} and a repeatable channel. The forecast's month 1 is the first month after the launch (days 61-90), with ${facts.month1Customers} ${counted} won through the launch by its end; it leaves the pilots out, to stay conservative.`,
    ].join(" "),
    actionItems,
    successMetrics: [
      `10 problem interviews completed by day 7`,
      `Waitlist conversion of at least 15% of landing-page visitors`,
      `5 active pilot customers by day 35`,
      p.billingModel === "ads"
        ? `At least 3 of the 5 pilots using it every week by day 60, and one advertiser agreeing to about ${asked}`
        : `At least 3 of the 5 pilots paying ${asked} by day 60 (the forecast does not count them)`,
      `${facts.month1Customers} ${counted} by day 90, won through the launch in the forecast's first month`,
      `Acquisition cost at or below ${facts.cac} in the best channel`,
      facts.when("buysOnce", `At least 3 of 5 pilot customers recommending ${name} to someone they know`) +
        facts.when(
          "buysOnce",
          p.kind === "digital" && !remote && !hire
            ? `Weekly retention of pilot users above 60%`
            : `At least 3 of 5 pilot customers ready to buy again or refer a friend`,
          false,
        ),
    ],
  };
}
