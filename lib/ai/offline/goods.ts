import type { ActionItem } from "@/lib/artifacts/schemas";
import type { IdeaProfile } from "./profile";
import { provePromise } from "./text";

/** Put on the skin: a cosmetic, registered before it is sold in most markets. */
const COSMETIC =
  /\b(?:cosmetics?|skincare|skin\s+care|soaps?|creams?|lotions?|serums?|shampoos?|balms?|sunscreens?|make-?up|lipsticks?|deodorants?)\b/i;

/**
 * Physical goods: what makes food and devices sellable, beyond working.
 *
 * Food and drink the founder makes or packs and sells: meals, meal kits, veg boxes, sauces, beer. Such goods
 * are eaten, not returned or set up: they are cooked in a registered kitchen, costed per portion, tasted
 * in a pilot and delivered fresh. The prototype and the plan say so instead of a gadget's returns policy
 * and manufacturer quotes (a night-shift meal subscription was given "Tracked delivery and easy returns"
 * and "Get quotes from two manufacturers").
 */

const EDIBLE =
  /\b(?:meals?|lunch(?:es)?|dinners?|breakfasts?|food|snacks?|sauces?|coffee|beers?|wines?|kombucha|juices?|breads?|cakes?|pastr(?:y|ies)|marmitas?|biryani|curr(?:y|ies)|ingredients|recipes|spices|chocolates?|teas?|honey|cheeses?|jams?|soups?|salads?|tiffins?|bento|dishes|cookies|baked\s+goods|veg|vegetables|fruits?|groceries|milk|yogh?urts?|kimchi|pickles|sukuma|siopao|eggs|fish|prawns|seafood|meat|chorizo|pantry|olive\s+oil)\b/i;

/** Things to make, keep or order food with: equipment, whatever it brews, cools or weighs. */
const EQUIPMENT =
  /\b(?:fermenters?|machines?|equipment|grinders?|ovens?|fridges?|coolers?(?!\s+(?:bags?|box))|stoves?|blenders?|utensils?|cookware|kettles?|brewing\s+kits?|tablets?|sensors?|scales?|devices?|probes?|loggers?|trackers?)\b/i;

/** What food is carried or kept in: "vacuum insulated steel tiffin" is a box for dal and rice, not a meal. */
const CONTAINER =
  /\b(?:insulated|stainless|steel(?!\s*-?\s*cut)|thermos|flasks?|bottles?|containers?|lunch\s*box(?:es)?|tiffin\s+(?:box(?:es)?|carriers?))\b/i;

/**
 * Eaten within days, and so delivered in a time slot rather than by parcel: the product is a meal, a veg
 * box or bread, or the founder says it is cooked, fresh or frozen (a protein bar "with real fruit" keeps).
 */
const PERISHABLE_PRODUCT =
  /\b(?:meals?|lunch(?:es)?|dinners?|breakfasts?|marmitas?|veg|vegetables|fruits?|breads?|salads?|soups?|tiffins?|bento|milk|yogh?urts?|pastr(?:y|ies)|cakes?|fish|meat|asado)\b/i;
const PERISHABLE_SAID = /\b(?:cooked|fresh|frozen|chilled|meals?|lunch(?:es)?|dinners?)\b/i;

/** Served where it is made (a coffee tuk-tuk, a food truck, a stall): no parcel, no pre-order, no label. */
const ON_THE_SPOT =
  /\b(?:tuk-?tuks?|food\s+trucks?|trucks?|carts?|stalls?|kiosks?|caf[eé]s?|coffee\s+shops?|bars?|restaurants?|pop-?ups?|vans?|stands?)\b/i;

/** The founder serves the food where it is made: a cart, truck, stall or café of their own. */
export function servedOnTheSpot(p: IdeaProfile): boolean {
  return isFood(p) && ON_THE_SPOT.test(p.product);
}

/** The founder sells something to eat or drink that they make, cook or pack themselves. */
export function isFood(p: IdeaProfile): boolean {
  if (p.kind !== "physical") return false;
  const text = `${p.product} ${p.answers.solution}`;
  // (A container named with what it holds is food still: "cold-pressed juice bottles"; a tiffin is the
  // box or the meal, and a steel one is the box.)
  const container = CONTAINER.test(p.product) && !EDIBLE.test(p.product.replace(/\btiffins?\b/gi, ""));
  if (EQUIPMENT.test(text) || container) return false;
  return p.industry.id === "food-beverage" || EDIBLE.test(text);
}

/** Produce sold as it is grown: vegetables, fruit, eggs (a veg box is packed, not cooked). */
const PRODUCE = /\b(?:veg|vegetables?|fruits?|produce|greens|eggs)\b/i;
/** What turns produce into cooking: a meal kit's recipes, a juice, a jar. */
const PREPARED =
  /\b(?:cook\w*|meals?|recipes?|kits?|juices?|smoothies?|jams?|pickles?|soups?|salads?|sauces?|baked|kitchen|chefs?)\b/i;

/** A box of produce bought from growers and packed: sourced and kept fresh, not cooked in a kitchen. */
export function isProduce(p: IdeaProfile): boolean {
  return isFood(p) && PRODUCE.test(p.product) && !PREPARED.test(`${p.product} ${p.answers.solution}`);
}

/** Food that keeps only days: a meal, a veg box, bread. */
export function isPerishable(p: IdeaProfile): boolean {
  return PERISHABLE_PRODUCT.test(p.product) || PERISHABLE_SAID.test(p.answers.solution);
}

/** The prototype's features of a food business that sells online (ordering and delivery). */
export function foodOrderingFeatures(p: IdeaProfile): string[] {
  return [
    ["subscription", "freemium"].includes(p.billingModel)
      ? `Online ordering: this week's choice with prices, picked and paid in one step, and any delivery skipped or paused`
      : `Online shop with clear product pages, ingredients listed, and one-step checkout`,
    isPerishable(p)
      ? `Delivery at a set time, packed to arrive fresh`
      : `Tracked delivery, packed so nothing breaks or leaks`,
  ];
}

/** What every food product carries: what is in it and how long it keeps (on the menu where it is served). */
export function foodLabel(p: IdeaProfile): string {
  return servedOnTheSpot(p)
    ? `A menu board with prices and allergens, and card or mobile payment at the counter`
    : isProduce(p)
      ? `A card in every box: what is in it this week, where it was grown and how to keep it fresh`
      : `Labels with ingredients, allergens and a use-by date`;
}

/** The action plan's make-and-test weeks for food (in the place of a device's prototypes). */
export function foodBuild(
  p: IdeaProfile,
  { core, grossMargin }: { core: string; grossMargin: string },
): {
  week: number;
  priority: "high" | "medium";
  estimatedHours: number;
  title: string;
  description: string;
}[] {
  const fresh = isPerishable(p);
  if (servedOnTheSpot(p))
    return [
      {
        week: 3,
        priority: "high",
        estimatedHours: 16,
        title: "Fix the menu and cost every item",
        description: `Choose a short menu, weigh every ingredient and time every order, and price each item; it only has to ${provePromise(core)}.`,
      },
      {
        week: 3,
        priority: "medium",
        estimatedHours: 6,
        title: "Get quotes from two suppliers",
        description: `Compare ingredient and cup or packaging prices, minimum orders and delivery days; check that the ${grossMargin} gross margin in the plan holds at small volumes.`,
      },
      {
        week: 4,
        priority: "high",
        estimatedHours: 10,
        title: "Secure the spot and the trading permit",
        description: `Agree where you will trade and on which days, and apply for the street-trading or event permit it needs; count the people passing at the hours you plan to open.`,
      },
      {
        week: 5,
        priority: "high",
        estimatedHours: 16,
        title: "Run two trial days",
        description: `Serve at the spot for two days; count customers per hour, time the queue, and note what sells out and what is left.`,
      },
    ];
  // Produce is sourced and packed, not cooked: the first weeks find growers and a packing routine.
  if (isProduce(p))
    return [
      {
        week: 3,
        priority: "high",
        estimatedHours: 16,
        title: "Source and cost the first boxes",
        description: `Agree prices, quantities and a pick-up day with two or three growers or a wholesale market; pack the first boxes, weigh every item and price each box; it only has to ${provePromise(core)}.`,
      },
      {
        week: 3,
        priority: "medium",
        estimatedHours: 6,
        title: "Compare growers and packaging",
        description: `Compare farm-gate, market and wholesale prices, minimum quantities and how fresh each arrives, and the cost of boxes or bags; check that the ${grossMargin} gross margin in the plan holds after what spoils.`,
      },
      {
        week: 4,
        priority: "high",
        estimatedHours: 10,
        title: "Deliver a trial week to 2 pilot customers",
        description: `Give them a week's box. Note what they use, what goes to waste, what they would swap, and what they would pay.`,
      },
      {
        week: 4,
        priority: "medium",
        estimatedHours: 8,
        title: "Set up ordering, packing and delivery",
        description: `Choose how orders come in, where the boxes are packed and kept cool, and a delivery route or courier that gets them to the door the same day; run one test order end to end.`,
      },
      {
        week: 5,
        priority: "high",
        estimatedHours: 12,
        title: "Run a pre-order pilot with 5 customers",
        description: `Take paid pre-orders from five customers, deliver, and collect feedback on the freshness, the box sizes and the delivery.`,
      },
    ];
  return [
    {
      week: 3,
      priority: "high",
      estimatedHours: 20,
      title: fresh ? "Cook and cost the first menu" : "Make and cost the first small batch",
      description: `Make the first ${fresh ? "week's portions" : "batch"} in a kitchen you are allowed to sell from, weigh every ingredient and time every step, and price each portion; it only has to ${provePromise(core)}.`,
    },
    {
      week: 3,
      priority: "medium",
      estimatedHours: 6,
      title: "Get quotes from two suppliers",
      description: `Compare ingredient and packaging prices, minimum orders and delivery days; check that the ${grossMargin} gross margin in the plan holds at small volumes.`,
    },
    {
      week: 4,
      priority: "high",
      estimatedHours: 12,
      title: "Run a tasting with 2 pilot customers",
      description: `Give them a week of it. Note what they finish, what they leave, and what they would pay.`,
    },
    {
      week: 4,
      priority: "medium",
      estimatedHours: 8,
      title: "Set up ordering, packaging and delivery",
      description: fresh
        ? `Choose an order system, food-safe packaging and a delivery route or courier that keeps it fresh to the door; run one test order end to end.`
        : `Choose an order system, food-safe packaging and a courier; run one test order end to end.`,
    },
    {
      week: 5,
      priority: "high",
      estimatedHours: 12,
      title: "Run a pre-order pilot with 5 customers",
      description: `Take paid pre-orders from five customers, deliver, and collect feedback on the taste, the portions and the delivery.`,
    },
  ];
}

/** A thing with electronics: it needs certification marks before it can be sold. */
const ELECTRONIC =
  /\b(?:sensor|device|probe|tracker|collar|scale|charger|battery|solar|gps|bluetooth|wi-?fi|lora|electronic|smart|camera|meter|lock|locker)s?\b/i;

/** A device that needs safety marks (a sensor, a charger, a battery, anything electronic). */
export function isElectronic(p: IdeaProfile): boolean {
  return ELECTRONIC.test(`${p.product} ${p.answers.solution}`);
}

/**
 * The action plan's steps that make goods sellable: a device's certification marks or the product rules,
 * a food business's registered kitchen and label, and the stock (or, for fresh food, the ingredients)
 * bought before anything sells.
 */
export function sellableSteps(p: IdeaProfile): ActionItem[] {
  const where = p.geography ? `in ${p.geography.label}` : "where you sell";
  const rules: ActionItem = isProduce(p)
    ? {
        week: 4,
        priority: "high",
        estimatedHours: 4,
        title: "Check the rules for selling fresh produce",
        description: `Find out what selling fresh produce needs ${where}: a trading licence, food-hygiene rules for storing and transporting it, and any rule on saying where it was grown; budget the cost and the weeks it takes before the first delivery.`,
      }
    : isFood(p)
      ? {
          week: 4,
          priority: "high",
          estimatedHours: 6,
          title: servedOnTheSpot(p)
            ? "Register with the food-safety authority"
            : "Register the kitchen and check the label rules",
          description: servedOnTheSpot(p)
            ? `Find out what a food business needs ${where}: the ${p.product} and its kitchen registered with the food-safety authority, a food-hygiene certificate, and allergens shown on the menu; budget the cost and the weeks it takes before the first day of trading.`
            : `Find out what a food business needs ${where}: the kitchen registered with the food-safety authority, a food-hygiene certificate, and a label with ingredients and allergens; budget the cost and the weeks it takes before the first batch.`,
        }
      : isElectronic(p)
        ? {
            week: 4,
            priority: "high",
            estimatedHours: 6,
            title: "Check certification and safety marking",
            description: `Find out which marks the device needs ${where} (the national standards body says; for example CE or UKCA in Europe and the UK, FCC in the US, a radio-equipment approval if it transmits) and what testing costs; budget it before the first batch.`,
          }
        : {
            week: 4,
            priority: "high",
            estimatedHours: 4,
            title: "Check the rules for selling it",
            // ("Find out what trailer needs…, for food or cosmetics, registration": the product's own rules.)
            description: `Find out what the ${p.product} needs before it can be sold where you sell: labelling and product-safety rules${COSMETIC.test(`${p.product} ${p.answers.solution}`) ? ", and registration of the product as a cosmetic" : ""}; budget the cost before the first batch.`,
          };
  const stock: ActionItem = isProduce(p)
    ? {
        week: 5,
        priority: "medium",
        estimatedHours: 6,
        title: "Plan buying and working capital",
        description: `Buy from growers against orders, not forecasts: what is not delivered within days is thrown away. Work out what a week's produce costs up front and how long until customers have paid for it; that cash is part of the raise.`,
      }
    : isFood(p) && isPerishable(p)
      ? {
          week: 5,
          priority: "medium",
          estimatedHours: 6,
          title: "Plan ingredients and working capital",
          description: `Buy ingredients against pre-orders, not forecasts: what is cooked and not sold within days is thrown away. Work out what a week's ingredients cost up front and how long until they are paid for; that cash is part of the raise.`,
        }
      : {
          week: 5,
          priority: "medium",
          estimatedHours: 6,
          title: "Plan stock and working capital",
          description: `Decide the first batch size from the pilot, what it costs up front and how long until it sells; that cash is part of the raise.`,
        };
  return [rules, stock];
}
