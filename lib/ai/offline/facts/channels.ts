import type { QuizAnswers } from "@/lib/validation";

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

/** A channel counts when the founder says they reach customers through it, not when they compete with it. */
export function extractChannels(answers: QuizAnswers): string[] {
  const text = [answers.businessModel, answers.targetAudience, answers.solution, answers.differentiator].join(
    "\n",
  );
  const found: { name: string; index: number }[] = [];
  for (const [pattern, name] of CHANNELS) {
    const match = text.match(pattern);
    if (!match || match.index === undefined) continue;
    const before = text.slice(Math.max(0, match.index - 24), match.index);
    if (/\b(?:unlike|than|instead of|versus|vs\.?|compete\w* with|like)\s+$/i.test(before)) continue;
    if (found.some((f) => f.name === name)) continue;
    found.push({ name, index: match.index });
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.name);
}
