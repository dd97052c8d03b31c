import type { FontFamily, MoodBoard, PrototypeData } from "@/lib/artifacts/schemas";
import nlp from "compromise";

import { AA_TEXT, contrastRatio, ensureContrast, hslToHex } from "@/lib/color";
import { founderEdgeSentence } from "./competition";
import { channelName, throughChannel } from "./facts";
import { isEnglishWord } from "./facts/english-words";
import { deliveredBy, doneForYou, handlesPaperwork, hiredOut } from "./delivery";
import { doneForYouFeatures, hireFeatures } from "./service-and-hire";
import { foodLabel, foodOrderingFeatures, isFood, isProduce, servedOnTheSpot } from "./goods";
import type { IdeaProfile, Tone } from "./profile";
import { clip, joinList, sentence, upperFirst, withArticle } from "./text";

/** Prototype assets: a mood board whose colours pass WCAG AA, typography, mockups, a user flow, features. */

const TONE_STYLE: Record<
  Tone,
  { saturation: number; lightness: number; words: string[]; fonts: [FontFamily, FontFamily] }
> = {
  premium: {
    saturation: 40,
    lightness: 32,
    words: ["refined", "understated", "confident"],
    fonts: ["Montserrat", "Lato"],
  },
  playful: {
    saturation: 78,
    lightness: 45,
    words: ["bright", "friendly", "energetic"],
    fonts: ["Nunito", "Nunito"],
  },
  calm: {
    saturation: 35,
    lightness: 40,
    words: ["soft", "spacious", "reassuring"],
    fonts: ["Lato", "Open Sans"],
  },
  bold: {
    saturation: 75,
    lightness: 42,
    words: ["bold", "high-contrast", "dynamic"],
    fonts: ["Poppins", "Inter"],
  },
  eco: {
    saturation: 45,
    lightness: 34,
    words: ["natural", "earthy", "honest"],
    fonts: ["Nunito", "Source Sans Pro"],
  },
  trusted: {
    saturation: 55,
    lightness: 36,
    words: ["clear", "dependable", "precise"],
    fonts: ["Inter", "Source Sans Pro"],
  },
};

/** Five colours: text on background, white on primary, primary and secondary on background all pass AA. */
export function moodBoardColors(p: IdeaProfile): Omit<MoodBoard, "description"> {
  const style = TONE_STYLE[p.tone];
  const jitter = Math.round(p.rng("palette")() * 16) - 8;
  const hue = (p.industry.palette.hue + jitter + 360) % 360;
  const accentHue = (p.industry.palette.accentHue + jitter + 360) % 360;
  const backgroundColor = hslToHex(hue, 30, 97);
  const textColor = ensureContrast(hue, 25, 14, backgroundColor, 7);
  let primaryColor = ensureContrast(hue, style.saturation, style.lightness, "#FFFFFF");
  if (contrastRatio(primaryColor, backgroundColor) < AA_TEXT)
    primaryColor = ensureContrast(hue, style.saturation, style.lightness, backgroundColor);
  const secondaryColor = ensureContrast(
    (hue + 25) % 360,
    Math.max(20, style.saturation - 15),
    28,
    backgroundColor,
  );
  const accentColor = ensureContrast(accentHue, Math.min(90, style.saturation + 10), 55, textColor, AA_TEXT);
  return { primaryColor, secondaryColor, accentColor, backgroundColor, textColor };
}

/**
 * A thing with parts that break: it needs setting up and someone to call. Named as a device, or said to do
 * what only electronics do ("wireless … cables that text the farmer", "a watch that detects a fall").
 */
const DEVICE =
  /\b(?:sensor|device|pump|panel|kit|tracker|charger|battery|batteries|solar|meter|lock|machine|appliance|printer|drone|robot|camera|speaker|lamp|light|heater|cooler|fridge|stove|cookstove|filter|roaster|oven|grill|cooker|kettle|blender|dryer|motor|generator|inverter|router|alarm|thermostat|boiler|scooter|e-?bike|watch|terminal|dispenser|tablet|hearing\s+aid|monitor)s?\b|\b(?:electric|electronic|wireless|bluetooth|gps|smart|rechargeable|detects?|measures?|monitors?|texts?|alerts?|beeps?)\b/i;
/** Goods a buyer holds and judges by hand: socks, a board game, a baby carrier, a desk. */
const HELD =
  /\b(?:socks?|shoes?|sneakers?|boots?|clothing|clothes|apparel|garments?|kurtas?|shirts?|dress(?:es)?|jackets?|blankets?|carriers?|games?|toys?|puzzles?|furniture|desks?|chairs?|stools?|cribs?|benches?|stands?|bags?|backpacks?|jewel\w*|cosmetics?|skincare|sunscreens?|soaps?|candles?|covers?|liners?|trailers?|gear|insoles?|mats?|carpets?|rugs?|ceramics?|pottery|prints?|handpans?|instruments?)\b/i;

/** Held goods, not a device: they are picked up and judged, not demonstrated, set up and serviced. */
function heldGoods(p: IdeaProfile): boolean {
  return HELD.test(p.product) && !DEVICE.test(`${p.product} ${p.answers.solution}`);
}

const USER_FLOWS: Record<IdeaProfile["kind"], (name: string, p: IdeaProfile) => string[]> = {
  digital: (name, p) => [
    `1. Discover: ${withArticle(p.customer.unit)} finds ${name} ${throughChannel(p.industry.channels[0])} and lands on a page that names their problem.`,
    `2. Sign up in under a minute and answer three setup questions.`,
    `3. First value: ${name} ${clip(p.solutionAction, 12)}, shown in one clear screen.`,
    `4. Act: they take the suggested next step and see the result the same day.`,
    p.billingModel === "one_time" || oneOffNeed(p)
      ? `5. Share: when they have what they came for, ${name} invites them to pass it on to a friend.`
      : `5. Return: a weekly summary brings them back and invites them to share ${name} with a peer.`,
  ],
  // A thing with parts that break is demonstrated, set up and checked on; socks or a board game are held.
  physical: (name, p) => {
    const food = isFood(p);
    const device = !heldGoods(p);
    const shown = p.prices.length ? `at the price they were shown` : "with the price said up front";
    return [
      `1. Discover: ${withArticle(p.customer.unit)} sees ${name} ${throughChannel(p.industry.channels[0])}.`,
      ...(sellsOnline(p)
        ? [
            food
              ? `2. Choose: the order page answers the three questions that block a first order (what is in it, what it costs, when it arrives).`
              : `2. Choose: a product page answers the three questions that block a purchase (fit, quality, delivery).`,
            `3. Order and receive: checkout in one step, ${food ? "delivered when promised" : "delivery tracked by email"}.`,
          ]
        : food
          ? [
              `2. Taste: a free sample answers the questions that block a first purchase (the taste, the price, whether it is fresh).`,
              `3. Buy: paid where they buy, ${shown}.`,
            ]
          : device
            ? [
                `2. See it work: a demonstration answers the three questions that block a purchase (does it work here, will it last, who fixes it).`,
                `3. Buy and set up: paid where they buy, ${shown}, and set up with them the same day.`,
              ]
            : [
                `2. Hold it: ${sellingPlace(p) ? `at ${sellingPlace(p)}` : "where they buy"}, they pick it up and see how it is made, how it feels and what it costs before they pay.`,
                `3. Buy: paid where they buy, ${shown}.`,
              ]),
      food
        ? `4. Enjoy: the product ${clip(p.solutionAction, 10)}; ${servedOnTheSpot(p) ? "the menu says what is in each item" : "the label says what is in it and how long it keeps"}.`
        : `4. Use: the product ${clip(p.solutionAction, 10)}; a card in the box explains how to get the most from it.`,
      sellsOnline(p)
        ? `5. Return: a follow-up ${food ? "message asks what they liked" : "email asks for a review"} and offers a reason to reorder or refer a friend.`
        : !food
          ? device
            ? `5. Return: a call or visit a month later checks that it works and asks who else should see it.`
            : `5. Return: a card with the product says where to find ${name} again and asks them to pass the word to a friend.`
          : p.customer.type === "business"
            ? `5. Return: a visit a week later asks what sold or what they would change, and takes the next order.`
            : `5. Return: a loyalty card or a message brings them back and asks them to bring a friend.`,
    ];
  },
  // Work on a contract (lift maintenance, pool care, a weekly clean) is scheduled, not booked visit by visit.
  "in-person": (name, p) =>
    onContract(p)
      ? [
          `1. Discover: ${withArticle(p.customer.unit)} hears of ${name} ${throughChannel(p.industry.channels[0])}.`,
          `2. Sign up: a short visit or call to see the job, then a contract with the visits and the monthly price set out.`,
          `3. Scheduled visits: ${name} ${clip(p.solutionAction, 12)}.`,
          `4. Every visit logged: what was done and by whom, visible the same day.`,
          `5. Renew: a monthly report shows the work done and invites them to refer a neighbour.`,
        ]
      : [
          `1. Discover: ${withArticle(p.customer.unit)} hears of ${name} ${throughChannel(p.industry.channels[0])}.`,
          `2. Book online in under a minute and pay a deposit.`,
          `3. Visit: ${name} ${clip(p.solutionAction, 12)}.`,
          `4. Follow-up: a summary of what was done and what comes next, the same day.`,
          `5. Return: a reminder invites them to book again and to refer a friend.`,
        ],
};

/**
 * Work the founder's team does for a client at a distance (an accounting office in a chat, a translator, a
 * bookkeeper): the client signs up, sends what the team needs and gets the work back, not a screen to use.
 * "First value: StillTax offers an online accounting office in Ukrainian: you send photos, shown in one
 * clear screen" was the software flow said of accountants.
 */
function doneForYouFlow(name: string, p: IdeaProfile): string[] {
  const paperwork = handlesPaperwork(p);
  // Paid by the month it renews; paid per job or per hour (a ride, a session) it is booked again.
  const monthly = p.billingModel === "subscription" || p.billingModel === "freemium";
  return [
    `1. Discover: ${withArticle(p.customer.unit)} hears of ${name} ${throughChannel(p.industry.channels[0])}.`,
    `2. Sign up: a short call or message to see what they need, then the work and ${monthly ? "the monthly price" : "the price"} set out.`,
    `3. Done for them: ${name} ${p.solutionAction}.`,
    paperwork
      ? `4. Every piece of work reported: what was done, what is due and by when, the same day.`
      : `4. Every job reported: what was done and what comes next, the same day.`,
    p.billingModel === "one_time" || oneOffNeed(p)
      ? `5. Share: when the work is done, ${name} asks them to pass it on to a friend.`
      : monthly
        ? `5. Renew: a monthly summary shows the work done and invites them to refer a peer.`
        : `5. Return: a reminder invites them to book again and to refer a friend.`,
  ];
}

/** The founder sells online: a web shop, delivery, a marketplace site or a social shop named in the answers. */
function sellsOnline(p: IdeaProfile): boolean {
  const text = `${p.answers.solution} ${p.answers.businessModel} ${p.channels.join(" ")}`;
  return /\b(?:online|website|web\s*shop|e-?commerce|shopify|etsy|amazon|ebay|jumia|mercado\s*libre|instagram|tiktok|deliver(?:y|ies|ed|s)?|ship(?:s|ped|ping)?|posted|by\s+post|mail[-\s]order|d2c|direct[-\s]to[-\s]consumer|subscription\s+box)\b/i.test(
    text,
  );
}

/** The founder's own channel where goods change hands in person (agro-dealers, markets, pharmacies), if any. */
function sellingPlace(p: IdeaProfile): string | null {
  const place = p.channels.find((channel) =>
    /\b(?:dealers?|shops?|stores?|markets?|retailers?|stockists?|pharmac\w+|co-?ops?|cooperatives?|fairs?|stalls?|agents?|distributors?|wholesalers?|kiosks?|showrooms?)\b/i.test(
      channel,
    ),
  );
  return place ? channelName(place, "inline") : null;
}

/** The product has a screen of its own: an app, alerts, a dashboard. */
const SCREEN =
  /\b(?:apps?|alerts?|dashboards?|notifications?|sms|texts?|portal|software|online\s+account)\b/i;

/**
 * Visits paid for by the month (a lift maintenance contract, a nurse's weekly visit, snow cleared after every
 * fall): they come on a schedule, not booked one by one. Classes and remote work keep their booking.
 */
function onContract(p: IdeaProfile): boolean {
  return (
    // (Priced by the job first, a plan beside it that counts no visits is cover, not a contract of visits:
    // the repair van's "cover plan at KSh 300 a month", not "a monthly package of 8 sessions".)
    (p.prices[0]?.period !== "per_use" ||
      /\b(?:\d+|one|two|three|four|five|six|eight|ten)\s+(?:sessions?|visits?|cleans?|washes?|lessons?|classes)\b|\bvisits?\s*\/\s*mo/i.test(
        p.answers.businessModel,
      )) &&
    (p.billingModel === "subscription" ||
      (p.billingModel === "services" && p.prices.some((x) => x.period === "month"))) &&
    /\b(?:visits?|visiting|comes?\s+(?:to|round)|technicians?|maintenance|cleared|clears?)\b/i.test(
      p.answers.solution,
    )
  );
}

/** Screens for a product no sector template describes: by what is sold and how it is paid for. */

function neutralMockups(p: IdeaProfile): string[] {
  const recurring = ["subscription", "freemium", "usage"].includes(p.billingModel);
  if (p.kind === "physical")
    return [
      // A screen only for a product that has one: a monthly fee can be instalments on a pump.
      ...(recurring && SCREEN.test(`${p.answers.solution} ${p.answers.differentiator}`)
        ? ["the app or alert screen the subscription pays for"]
        : []),
      sellsOnline(p) ? "product page with price and order button" : "the price card shown where it is sold",
      isFood(p)
        ? servedOnTheSpot(p)
          ? "the menu board with prices"
          : isProduce(p)
            ? "the card in the box: this week's contents and where they were grown"
            : "the label with ingredients and allergens"
        : heldGoods(p)
          ? "the packaging and the card inside it"
          : "setup guide in the box",
    ];
  if (p.billingModel === "marketplace")
    return ["search results with availability and prices", "provider profile and booking with payment"];
  if (p.kind === "in-person")
    return onContract(p)
      ? ["the visit log a customer sees after each visit", "the contract summary with visits and price"]
      : ["booking page with availability", "service menu with prices"];
  // Work done for the client by the team (the books kept by the office's accountant, a ride with a
  // driver-companion): what the client sends and gets back, or how they book it, not the dashboard of
  // software they would run themselves.
  if (deliveredBy(p, false) === "people")
    return handlesPaperwork(p)
      ? [
          "where a client sends what the team needs: photos, documents, questions",
          "the summary a client receives: what was done, what is due and when",
        ]
      : ["booking page with availability", "service menu with prices"];
  return ["the main screen after sign-up", "sign-up and first use"];
}

const KIND_FEATURES: Record<IdeaProfile["kind"], (p: IdeaProfile) => string[]> = {
  digital: (p) =>
    doneForYou(p)
      ? doneForYouFeatures(p)
      : [
          `Onboarding that sets up an account for ${p.audienceShort} in minutes`,
          `A home screen with what ${p.audienceShort} came for, and what to do next`,
          `Reminders and weekly summaries`,
          `Secure accounts with export of all your data`,
        ],
  // A shop and parcels only where the founder sells online; else where their customers already buy.
  // Food is tasted, labelled and delivered fresh; it is never returned or set up (food.ts).
  physical: (p) => [
    ...(sellsOnline(p)
      ? isFood(p)
        ? foodOrderingFeatures(p)
        : [`Online shop with clear product pages and one-step checkout`, `Tracked delivery and easy returns`]
      : [
          `${isFood(p) ? "Tasted" : heldGoods(p) ? "Seen and handled" : "Shown working"} before anyone pays, ${sellingPlace(p) ? `at ${sellingPlace(p)}` : `where ${p.audienceShort} already buy`}`,
        ]),
    isFood(p)
      ? foodLabel(p)
      : DEVICE.test(`${p.product} ${p.answers.solution}`)
        ? `A setup guide in the box and a number to call when it stops working`
        : `Packaging that explains how to get the most from the product`,
    `Reviews and a referral reward for happy customers`,
  ],
  "in-person": (p) =>
    onContract(p)
      ? [
          `Visits scheduled for the whole contract, each confirmed the day before`,
          `A service checklist so every visit meets the same standard`,
          `A log of every visit: what was done and by whom`,
          `Monthly report and invoice in one place`,
        ]
      : [
          `Online booking and deposits`,
          `A service checklist so every visit meets the same standard`,
          `Same-day follow-up summary for every customer`,
          `Reminders and easy rebooking`,
        ],
};

export function offlinePrototype(p: IdeaProfile, brandName?: string | null): PrototypeData {
  const name = brandName?.trim() || "The brand";
  const style = TONE_STYLE[p.tone];
  const colors = moodBoardColors(p);
  const [headingFont, bodyFont] = style.fonts;
  const moodWords = [...new Set([...style.words, ...p.industry.moodWords])].slice(0, 5);

  return {
    visualIdentity: [
      sentence(
        `${name} should feel ${joinList(moodWords.slice(0, 3))}: a look ${p.audienceShort} trust at first glance`,
      ),
      `The primary colour (${colors.primaryColor}) carries buttons and headings; the secondary (${colors.secondaryColor}) supports navigation and charts; the accent (${colors.accentColor}) is reserved for highlights and calls to action.`,
      `Photography and illustration show ${/^real\b/i.test(p.audienceShort) ? "actual" : "real"} ${p.audienceShort} in their own setting rather than stock imagery, with generous white space and one clear message per screen.`,
    ].join(" "),
    moodBoard: {
      description: sentence(
        `${upperFirst(joinList(moodWords))}. Inspired by ${p.industryConfident ? `the world of ${p.industry.name}` : "the idea itself"}: real textures, people and moments from the daily life of ${p.audienceShort}, set on a light ${colors.backgroundColor} background with ${colors.textColor} text for strong contrast`,
      ),
      ...colors,
    },
    typography: {
      headingFont,
      bodyFont,
      rationale:
        headingFont === bodyFont
          ? `${headingFont} throughout: headings in bold (700), body text in regular (400), for a friendly and consistent voice that stays readable on small screens.`
          : `${headingFont} for headings gives ${name} a ${style.words[0]} voice; ${bodyFont} for body text keeps long passages easy to read on any screen.`,
    },
    logoConcepts: [
      `Wordmark: “${name}” set in ${headingFont} Bold in the primary colour, with slightly tightened letter spacing.`,
      `Monogram: the initial “${name.charAt(0)}” inside a rounded square in the primary colour, for app icons and favicons.`,
      `Symbol: a simple mark inspired by “${symbolWord(p)}”, drawn with one continuous line in the accent colour.`,
    ],
    mockups: [
      // First the screen that proves the founder's difference, then the sector's typical screens — only
      // for software in a sector the answers clearly name (a sensor for restaurants gets no menu mockup).
      `The screen that proves the difference: ${clip(founderEdgeSentence(p) || withoutIs(p.solutionAction), 14)}`,
      ...(p.industryConfident && p.kind === "digital" && deliveredBy(p, false) !== "people"
        ? p.industry.mockupIdeas
        : neutralMockups(p)
      )
        .slice(0, 2)
        .map((idea) => upperFirst(idea)),
      `Landing page: a headline that names the problem, one ${p.kind === "digital" ? "screenshot" : "product photo"} and a single call to action`,
    ],
    userFlow: (doneForYou(p) ? doneForYouFlow : USER_FLOWS[p.kind])(name, p).join("\n"),
    features: [
      upperFirst(clip(withoutIs(p.solutionAction), 10)),
      ...(founderEdgeSentence(p) ? [upperFirst(clip(founderEdgeSentence(p), 12))] : []),
      ...(!isFood(p) && hiredOut(p) ? hireFeatures(p, hiredOut(p)!) : KIND_FEATURES[p.kind](p)),
    ].slice(0, 7),
  };
}

const ABSTRACT_HEAD =
  /(?:^|\s)(?:app|application|service|platform|site|website|software|tool|system|portal|api|assistant|plan|contract|subscription|delivery|directory|inbox|calendar|catalogue|shop|store|marketplace|product|plugin|cover|go|room|tracker|club|course|startup|non-profit)$/;

/**
 * The thing a symbol is drawn from: the sector's image where the sector is read with confidence; else the
 * founder's product named in a few words ("full camping kit"), or the first of their key terms that is a
 * plain English noun (the general list's "nova" meant nothing to a camping-kit hire; "les", "send" or
 * "hour" would not either).
 */
function symbolWord(p: IdeaProfile): string {
  if (p.industryConfident) return p.industry.metaphors[0];
  const product = p.product.toLowerCase();
  // (A thing, not a name for software or a service: "full camping kit", "solar lantern", not "free app",
  // "online scheduling service" or "monthly maintenance contract".)
  if (
    !ABSTRACT_HEAD.test(product) &&
    /^[\p{Ll} -]+$/u.test(product) &&
    product.split(/\s+/).length <= 3 &&
    product.split(/\s+/).every((word) => isEnglishWord(word.replace(/-.*$/, "")))
  )
    return product;
  const noun = p.keyTerms.find((term) => {
    const tags = nlp(term).json()[0]?.terms?.[0]?.tags as string[] | undefined;
    return (
      /^\p{Ll}{4,}$/u.test(term) &&
      isEnglishWord(term) &&
      !!tags?.includes("Noun") &&
      !tags.some((tag) => ["Verb", "Date", "Place", "Pronoun", "Determiner", "Adjective"].includes(tag))
    );
  });
  return noun ?? p.industry.metaphors[0];
}

/** What the product is, said as a feature: "is left in each parish church" is "Left in each parish church". */
function withoutIs(action: string): string {
  return action.replace(/^is\s+/i, "");
}

/** A need met once, not weekly: a wedding hall, a house bought, a job priced once. */
function oneOffNeed(p: IdeaProfile): boolean {
  const period = p.prices.find((x) => x.amount === p.statedPrice)?.period;
  return (
    period === "one_time" ||
    /\b(?:wedding|funeral|per\s+(?:completed\s+)?(?:purchase|move|booking))\b|\b(?:once|twice)\s+(?:a|per)\s+year\b/i.test(
      `${p.answers.problem} ${p.answers.solution} ${p.answers.businessModel}`,
    )
  );
}
