import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";

/**
 * The screen every generated brand name passes: no other company's name inside it ("LucidEbay"), no
 * profanity (the `obscenity` package's English dataset, which knows the Scunthorpe problem), no part
 * with an adult or unpleasant meaning a founder would not want on a sign ("GoAdult", "Germio").
 */

/** Well-known brands with coined names: a name containing one reads as theirs (and invites a letter). */
const DISTINCTIVE = [
  ..."expensify shopify spotify zapier airbnb uber lyft etsy ebay paypal venmo robinhood calendly typeform trello asana hubspot mailchimp doordash grubhub instacart fiverr upwork glassdoor zillow redfin houzz peloton fitbit headspace duolingo coursera udemy masterclass allbirds glossier adidas tesla alexa google amazon netflix tiktok instagram facebook whatsapp youtube twitter linkedin pinterest snapchat reddit microsoft adobe samsung disney lego ikea starbucks walmart costco mastercard deliveroo glovo revolut monzo klarna figma".split(
    " ",
  ),
];
/** Brands that are also ordinary words ("wise", "square"): only the whole name is refused. */
const WORD_BRANDS = new Set(
  "wise square target bolt visa meta apple indeed rover notion slack stripe canva calm nest ring wag casper nike siri oracle intel sony warby".split(
    " ",
  ),
);
/** Parts with a meaning no founder wants on the door, checked inside the name. */
const UNFORTUNATE =
  /sex|porn|xxx|nude|adult|kill|dead|hate|scam|fraud|germ|fart|puke|vomit|poop|anus|rapist|nazi|drug/i;

const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** Why a name fails the screen, or null when it passes. */
export function nameProblem(name: string): string | null {
  const lower = name.toLowerCase().replace(/[^a-z]/g, "");
  const famous =
    DISTINCTIVE.find((brand) => lower.includes(brand)) ?? (WORD_BRANDS.has(lower) ? lower : null);
  if (famous) return `contains the brand "${famous}"`;
  if (matcher.hasMatch(name) || matcher.hasMatch(lower)) return "contains a profanity";
  const unfortunate = lower.match(UNFORTUNATE);
  if (unfortunate) return `contains "${unfortunate[0]}"`;
  return null;
}
