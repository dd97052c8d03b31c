import type { QuizAnswers } from "@/lib/validation";
import { isKnownPlace } from "../geography";

/** Where founders find customers, as they name them: matched as phrases, kept in this wording. */
const CHANNELS: [RegExp, string][] = [
  [/\binstagram\b|\binsta\b/i, "instagram"],
  [/\btik\s?tok\b/i, "tiktok"],
  [/\bfacebook(?!\s+marketplace)\b|\bfb groups?\b/i, "facebook"],
  [/\bfacebook\s+marketplace\b/i, "facebook marketplace"],
  [/\blinked\s?in\b/i, "linkedin"],
  [/\byou\s?tube\b/i, "youtube"],
  [/\bpinterest\b/i, "pinterest"],
  [/\breddit\b/i, "reddit"],
  [/\bx\.com\b|\btwitter\b/i, "twitter"],
  [/\bwhatsapp\s+(?:groups?|broadcasts?|status|channels?)\b/i, "whatsapp"],
  [/\bgoogle\s+ads\b|\badwords\b/i, "google ads"],
  [/\b(?:meta|facebook|instagram)\s+ads\b/i, "meta ads"],
  [/\bseo\b|\bsearch engine optimi[sz]ation\b|\borganic search\b/i, "seo"],
  [/\bword[-\s]of[-\s]mouth\b/i, "word of mouth"],
  [/\breferrals?\b|\brefer-a-friend\b/i, "referrals"],
  [/\bfarmers'?\s+markets?\b/i, "farmers markets"],
  [/\btrade\s+(?:shows?|fairs?)\b|\bexpos?\b/i, "trade shows"],
  [/\bpharmac(?:y|ies)\b|\bchemists?\b/i, "pharmacies"],
  [
    /\bthrough\s+schools\b|\bin schools\b|\bschool partnerships?\b|\bschools and\b|\bparent[-\s]teacher\b/i,
    "schools",
  ],
  [/\binfluencers?\b|\bcreators? partnerships?\b/i, "influencers"],
  [/\bpodcasts?\b/i, "podcasts"],
  [/\bnewsletters?\b/i, "newsletters"],
  [/\bcold\s+(?:e-?mail|outreach|calling|calls)\b/i, "cold outreach"],
  [/\bdoor[-\s]to[-\s]door\b/i, "door to door"],
  [/\bradio\b/i, "radio"],
  [/\bpop[-\s]ups?\b/i, "pop-ups"],
  [/\bmeetups?\b/i, "meetups"],
  [/\bconferences?\b/i, "conferences"],
  [/\bapp\s+stores?\b/i, "app stores"],
  [/\betsy\b/i, "etsy"],
  [/\bamazon\b/i, "amazon"],
  [/\bcommunity\s+(?:groups?|events?|leaders?)\b|\bchurch(?:es)?\b/i, "community groups"],
  [/\bagents?\s+network\b|\bsales\s+agents?\b|\bresellers?\b|\bdistributors?\b/i, "resellers"],
  [/\bpartnerships?\s+with\b|\bpartner\s+with\b/i, "partnerships"],
  [/\bflyers?\b|\bleaflets?\b/i, "flyers"],
];

/**
 * "We sell through the feed dealers", "selling through vet clinics and Trade Me", "marketing through senior
 * centers, churches and Nextdoor": the founder's own channels after a verb of selling, kept in their words.
 */
const SALES_CUE =
  /\b(?:(?:sell|sells|sold|selling|sales|market|marketing|launch|launching|distribut\w*|promot\w*|advertis(?:e|es|ed|ing)|growth|grow|growing|vertrieb|outreach|recruited|listing|listed|get\s+in|getting\s+in)\b[^.;!?]{0,30}?|(?:get|getting|find|finding|reach|reaching|recruit|recruiting|acquir\w*|win|winning)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+s\b[^.;!?]{0,20}?|(?:customers|clients|users|bookings|orders|leads|buyers)\s+(?:will\s+)?come\s+|(?:we(?:'ll|\s+will)?\s+)?(?:start|starting)\s+)\b(?:through|thru|via|at|on|with|using|über|from|by)\s+/giu;
/** Where a channel's noun phrase ends: a clause, an aside, a purpose. */
const PHRASE_END =
  /\s*(?:\(|\b(?:who|that|which|where|to|for|aimed|visiting|so|because|when|if|in|of(?!\s+mouth))\b|(?<=[A-Za-z]\s+)at\b).*$/i;

function namedChannels(text: string): { name: string; index: number; end: number }[] {
  const found: { name: string; index: number; end: number }[] = [];
  for (const match of text.matchAll(SALES_CUE)) {
    const start = (match.index ?? 0) + match[0].length;
    const rest = text.slice(start).split(/[.;!?](?:\s|$)|\n/)[0];
    let offset = start;
    for (const raw of rest.split(/(\s*,\s*|\s+(?:and|or|\+|&)\s+)/)) {
      if (/^\s*(?:,|and|or|\+|&)\s*$/i.test(raw)) {
        offset += raw.length;
        continue;
      }
      const item = raw
        .replace(PHRASE_END, "")
        .replace(/^(?:and|or|plus|&|\+|then)\s+/i, "")
        .replace(/^(?:from|by)\s+/i, "")
        .replace(/^(?:listing|listed|selling|sold|marketing|ads)\s+(?:on|at|in|through|via)\s+/i, "")
        .replace(/^(?:at|on|in|via|through|with|using)\s+/i, "")
        .replace(/^(?:the|our|own|their|a|an)\s+/i, "")
        .replace(/^(?:own|local)\s+/i, (m) => (raw.includes("our own") ? "" : m))
        .trim();
      const words = item.split(/\s+/).filter(Boolean);
      // A list of places to sell in, a clause ("relatives abroad can pay"), or a long phrase ends it.
      if (!words.length || words.length > 4 || /\b(?:can|will|would|pay|pays|is|are)\b/i.test(item)) break;
      if (isKnownPlace(item) || /^\d/.test(item)) break;
      found.push({
        name: /^\p{Lu}/u.test(item) ? item : item.toLowerCase(),
        index: offset,
        end: offset + raw.length,
      });
      offset += raw.length;
    }
  }
  return found;
}

/** A channel counts when the founder says they reach customers through it, not when they compete with it. */
export function extractChannels(answers: QuizAnswers): string[] {
  const text = [answers.businessModel, answers.targetAudience, answers.solution, answers.differentiator].join(
    "\n",
  );
  const found: { name: string; index: number }[] = [];
  // The founder's own words first, as they wrote them (the business model says how customers are found).
  const named = namedChannels(answers.businessModel);
  for (const item of named) {
    const name = item.name;
    if (!found.some((f) => f.name === name)) found.push({ name, index: item.index });
  }
  for (const [pattern, name] of CHANNELS) {
    const match = text.match(pattern);
    if (!match || match.index === undefined) continue;
    const before = text.slice(Math.max(0, match.index - 24), match.index);
    if (/\b(?:unlike|than|instead of|versus|vs\.?|compete\w* with|like)\s+$/i.test(before)) continue;
    // "Facebook Marketplace and eBay are full of scams": in the comparison, a sentence's subject is a rival.
    const comparison = text.length - answers.differentiator.length;
    if (
      match.index >= comparison &&
      /(?:^|[.!?;:]\s*)(?:(?:and|or|both|but)\s+)?$/i.test(text.slice(comparison, match.index))
    )
      continue;
    if (found.some((f) => f.name === name)) continue;
    // "Facebook ads" read as the founder's own channel is not also "facebook".
    if (named.some((n) => match.index! >= n.index && match.index! < n.end)) continue;
    found.push({ name, index: match.index });
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.name);
}

/**
 * The text without the channels it names ("marketing through mom influencers", "Instagram ads"): how a
 * founder finds customers says nothing of the industry (a baby carrier sold through influencers is not
 * a creator-economy business).
 */
export function withoutChannels(text: string): string {
  let out = text;
  for (const item of namedChannels(text))
    out = out.slice(0, item.index) + " ".repeat(item.end - item.index) + out.slice(item.end);
  for (const [pattern] of CHANNELS) out = out.replace(new RegExp(pattern.source, "gi"), " ");
  return out;
}
