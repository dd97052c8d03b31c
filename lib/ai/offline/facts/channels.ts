import type { QuizAnswers } from "@/lib/validation";
import { isKnownPlace } from "../geography";

/**
 * Where founders find customers, matched as phrases. A name reports the channel under its usual name ("insta" and
 * "ig" are Instagram, "boca a boca" is word of mouth); null keeps the founder's own words, lower-cased, where
 * they name one channel several ways ("trade fairs" or "trade shows", "leaflets" or "flyers", "cold email" or
 * "cold calls", "Instagram ads" or "Facebook ads").
 */
const CHANNELS: [RegExp, string | null][] = [
  [/\binstagram(?:ie|u|a|e|ta)?\b|\binsta\b|\big\b/i, "instagram"],
  [/\btik\s?tok\b/i, "tiktok"],
  [/\b(?:facebook|fb)(?!\s+marketplace)\b/i, "facebook"],
  [/\bfacebook\s+marketplace\b/i, "facebook marketplace"],
  [/\blinked\s?in\b/i, "linkedin"],
  [/\byou\s?tube\b/i, "youtube"],
  [/\bpinterest\b/i, "pinterest"],
  [/\breddit\b/i, "reddit"],
  [/\bnextdoor\b/i, "nextdoor"],
  [/\bx\.com\b|\btwitter\b/i, "twitter"],
  // WhatsApp's features, not the app alone (orders often arrive by it), named either way round: "statuts WhatsApp".
  [
    /\bwhatsapp\s+(?:groups?|broadcasts?|status|channels?)\b|\b(?:statuts?|status|estados?|grupos?|groupes?|grup)\s+(?:de\s+|do\s+|no\s+)?whatsapp\b/i,
    "whatsapp",
  ],
  [/\bgoogle\s+ads\b|\badwords\b/i, "google ads"],
  [/\b(?:meta|facebook|instagram|fb|ig|insta)\s+ads\b/i, null],
  [/\bseo\b|\bsearch engine optimi[sz]ation\b|\borganic search\b/i, "seo"],
  // Other languages' word of mouth and referrals: "ventas por Instagram y boca a boca", "indicação de amigos".
  [
    /\bword[-\s]of[-\s]mouth\b|\bboca\s+(?:a|en)\s+boca\b|\bbouche[-\s]à[-\s]oreille\b|\bmundpropaganda\b|\bpassa[-\s]?parola\b/i,
    "word of mouth",
  ],
  [
    /\breferrals?\b(?!\s+(?:fees?|commissions?|payments?|income|revenue))|\brefer-a-friend\b|\bindica[çc](?:ão|ões)\b|\breferidos\b|\bparrainage\b/i,
    "referrals",
  ],
  [/\bfarmers'?\s+markets?\b/i, "farmers markets"],
  [/\btrade\s+(?:shows?|fairs?)\b|\bexpos?\b/i, null],
  [/\bpharmac(?:y|ies)\b|\bchemists?\b/i, null],
  [
    /\bthrough\s+schools\b|\bin schools\b|\bschool partnerships?\b|\bschools and\b|\bparent[-\s]teacher\b/i,
    "schools",
  ],
  // "influenceuses", "influenciadores": the French and Spanish words too.
  [/\binfluenc(?:ers?|eu(?:r|se)s?|iador(?:es|as?)|iadoras)\b|\bcreators? partnerships?\b/i, "influencers"],
  [/\bpodcasts?\b/i, "podcasts"],
  [/\bnewsletters?\b/i, null],
  [/\bcold[-\s](?:e-?mails?|emailing|outreach|calling|calls?|visits|dms?|messages)\b/i, null],
  // "puerta a puerta", "porte-à-porte", "sari sari to sari sari", "shop to shop": going from one customer's
  // door to the next.
  [
    /\bdoor[-\s]to[-\s]door\b|\bpuerta\s+a\s+puerta\b|\bporta\s+a\s+porta\b|\bporte[-\s]à[-\s]porte\b|\bcasa\s+(?:por|a)\s+casa\b|\b(?!(?:day|time|week|month|year|face|end|peer|step|back|head|hand|cheek|door|d[ií]a|paso|poco|mano|cara|uno)\b)([\p{L}-]+(?:\s[\p{L}-]+)?)\s+(?:to|por)\s+\1\b/iu,
    "door to door",
  ],
  [/\bin[-\s]person\b|\bface[-\s]to[-\s]face\b/i, "in person"],
  [/\b(?:llam\p{L}*|calling|phoning)\s+(?:them\s+|los\s+)?direct\p{L}*/iu, "cold calls"],
  [
    /\bdirect\s+sales\b|\bsales\s+team\b|\b(?:go|going|sell|selling)\s+(?:to\s+)?(?:the\s+)?[\p{L}\s-]{0,30}?\s+directly\b/iu,
    "direct sales",
  ],
  [/\bradio(?:\s+(?:ads?|adverts?|spots?))?\b/i, null],
  [/\bpop[-\s]ups?\b/i, "pop-ups"],
  [/\bmeetups?\b/i, "meetups"],
  [/\bconferences?\b/i, "conferences"],
  [/\bapp\s+stores?\b/i, "app stores"],
  [/\betsy\b/i, "etsy"],
  [/\bamazon\b/i, "amazon"],
  [/\bcommunity\s+(?:groups?|events?|leaders?)\b/i, "community groups"],
  // "at church groups on Sundays", "through churches": a church as the place to meet people, not "for churches".
  [
    /\bchurch\s+(?:groups?|events?|services?|notice\s*boards?|bulletins?)\b|(?<=\b(?:at|through|thru|via|in|after)\s+(?:local\s+|the\s+)?)church(?:es)?\b/i,
    null,
  ],
  [/\bagents?\s+network\b|\bsales\s+agents?\b|\bresellers?\b|\bdistributors?\b/i, "resellers"],
  [/\bpartnerships?\s+with\b/i, "partnerships"],
  [/\bflyers?\b|\bleaflets?\b|\bdoor[-\s]?hangers?\b/i, null],
];

/** A founder's texting shorthand for a platform in its usual name: "insta reels", "ig", "fb pages". */
const SHORTHAND: [RegExp, string][] = [
  [/\b(?:insta|ig)\b/gi, "instagram"],
  [/\bfb\b/gi, "facebook"],
  [/\byt\b/gi, "youtube"],
];
const inUsualWords = (name: string) =>
  SHORTHAND.reduce((out, [short, word]) => out.replace(short, word), name);

/**
 * "We sell through the feed dealers", "selling through vet clinics and Trade Me", "marketing through senior
 * centers, churches and Nextdoor", "marketing in tradie facebook groups", "we'll find them through landlord
 * forums", "we'll go through parents' associations", "we'll partner with minor hockey associations": the
 * founder's own channels after a verb of selling or of winning customers, kept in their words.
 */
const SELL = String.raw`(?:demo|demos|demoing|sell|sells|sold|selling|sales|(?<!\b(?:the|a|an|this|that|its|their|US|UK|EU|home|local|target|mass|open|job|free)\s)market|marketing|launch|launching|distribut\w*|promot\w*|advertis(?:e|es|ed|ing)|growth|grow|growing|vertrieb|outreach|recrui?t\w*|listing|listed|list(?=\s+(?:it\s+|them\s+)?on\b)|acquisition|found|get\s+in|getting\s+in|spread(?:ing)?\s+the\s+word)`;
/** Winning customers, who are named ("sign bars", "reach growers") or a pronoun ("find them", "reaching people"). */
const WIN = String.raw`(?:get|getting|got|find|finding|found|reach|reaching|meet|meeting|recruit|recruiting|acquir\w*|win|winning|won|sign|signing|approach|approaching)\s+(?:[\p{L}\d-]+\s+){0,2}?(?<object>[\p{L}-]+s|them|people)`;
const VIA = String.raw`(?:through|thru|via|at|on|with|w/|using|über|from|by)`;
/** Marketing "in" a place is through it ("marketing in tradie facebook groups"); selling in one is where. */
const MARKET_IN = String.raw`(?:market|marketing|advertis(?:e|ing)|promot(?:e|ing)|listed|listing)\s+in|(?:promo\w*|publicidad|anuncios?|publicit[ée])\s+(?:en|por|dans|sur|lewat|melalui|via)`;
const SALES_CUE = new RegExp(
  String.raw`\b(?:${MARKET_IN}|${SELL}\b[^.;!?,]{0,30}?\b${VIA}|door[-\s]to[-\s]door\b[^.;!?,]{0,40}?\band\s+${VIA}|${WIN}\b[^.;!?]{0,20}?\b${VIA}|(?:customers|clients|users|bookings|orders|leads|buyers)\s+(?:will\s+)?come\s+${VIA}|(?:^|(?<=[.;:]\s*))(?:customers|clients|leads)\s+(?:from|through|via)(?=\s+\p{Lu})|(?:we(?:'ll|\s+will)?\s+)?(?:start|starting)\s+${VIA}|(?:we|i)(?:'ll|\s+will)?\s+go\s+(?:through|via)|partner(?:ing)?\s+with|(?:we(?:'ll|\s+will)?\s+)?(?:use|using)(?=\s[^.;!?]{0,40}?\bto\s+(?:get|find|reach|win|sign|recruit|bring)\b))\s+|(?:^|(?<=[.;:]\s*))(?:via|through|thru)\s+|\b(?:channels?|acquisition|marketing|growth)\s*:\s*|(?:^|(?<=[.;:]\s*))(?=(?:instagram|tiktok|facebook|linkedin|youtube|whatsapp|telegram)\s*(?:\+|,|and|y|et|n)\s)|(?:^|(?<=[.;:]\s*))(?=(?:[\p{L}-]+\s+){0,2}(?:flyers?|leaflets?|posters?|adverts?|sales\s+reps?|billboards?)\s+(?:at|in|on|visiting)\s[^.;!?]*?(?:,|\band\b|\bplus\b|\+))`,
  "giu",
);
/** A list piece that is a clause of its own, with its own verb of selling ("and get visitors with Instagram"). */
const OWN_CLAUSE = new RegExp(SALES_CUE.source, "iu");
/** A list piece that wins customers of its own ("and get visitors with Instagram"). */
const WIN_CLAUSE = new RegExp(String.raw`^(?:and\s+|then\s+)?${WIN}\b`, "iu");
/** A list piece that contacts customers ("and cold email buyers in France"): the channel is read on its own. */
const CONTACT_CLAUSE =
  /^(?:and\s+|then\s+)?(?:cold[-\s]?)?(?:e-?mail|call|dm)(?:ing)?\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+s\b/iu;
/** Things handed to someone, who are part of the channel: "free tasting trays given to team leads". */
const GIVEN = String.raw`(?:given|handed|sent|offered|gifted|mailed|delivered)(?:\s+out)?`;
/** Where a channel's noun phrase ends: a clause, an aside, a purpose, examples ("trade fairs like Expo Santa Rita"). */
const PHRASE_END = new RegExp(
  String.raw`\s*(?:\(|(?<![\p{L}-])(?:who|that|which|where|(?<!\b${GIVEN}\s+)to|for|aimed|targeted|geared|focused|so|because|when|if|in|like|such\s+as|of(?!\s+mouth))\b|(?<=[A-Za-z]\s+)(?:at|visiting|with)\b).*$`,
  "iu",
);

/** "local game stores" → "local game store", to stand before another noun. */
const singular = (phrase: string) =>
  phrase
    .trim()
    .replace(/ies$/i, "y")
    .replace(/(ch|sh|ss|x)es$/i, "$1")
    .replace(/([^s])s$/i, "$1");

/** One channel of a list, in the founder's words, or "" when the piece is none. */
function channelPhrase(raw: string, object: string | undefined): string {
  const item = raw
    .trim()
    .replace(/\s{2,}/g, " ")
    .replace(/^(?:and|or|plus|&|\+|then)\s+/i, "")
    .replace(/^(?:from|by)\s+/i, "")
    .replace(/^(?:at|on|via|through|with|using)\s+/i, "")
    .replace(/^(?:the|our|own|their|a|an|les|le|la|los|las|el|des|os|as)\s+/i, "")
    // "a couple of podcasting YouTube channels", "a few local gyms": the count is no part of the channel.
    .replace(
      /^(?:couple|few|handful|lot|lots|number|bunch)\s+of\s+|^(?:some|several|many|two|three|four|five)\s+/i,
      "",
    )
    // "posts in Telegram channels", "ads on Cork's 96FM": where the post or the ad is, is the channel.
    .replace(
      /^(?:listing|listed|selling|sold|marketing|ads|adverts|adverti[sz]ing|posts)\s+(?:on|at|in|through|via)\s+/i,
      "",
    )
    // "calling around in NRW": ringing one customer after another is cold calling, wherever it is done.
    .replace(/^(?:cold[-\s])?(?:calling|phoning|ringing)\s+(?:a)?round\b.*$/i, "cold calls")
    // "DMing them on Instagram", "hanging out at dog parks": where the customers are reached.
    .replace(/^\p{L}+ing\s+them\s+(?:on|at|in|through|via|with)\s+/iu, "")
    .replace(/^\p{L}+ing(?:\s+(?:out|around))?\s+(?:at|in|on)\s+(?:the\s+)?/iu, "")
    // "by leaving samples at vet clinics", "putting posters up in gyms": where the things are left.
    .replace(
      /^(?:leaving|putting|placing|dropping|posting|pinning|sticking|handing\s+out|giving\s+out)\s+(?:[\p{L}-]+\s+){1,2}?(?:up\s+)?(?:at|in)\s+(?:the\s+)?(?=\p{L})/iu,
      "",
    )
    // "СӨХ (residents' association) notice boards": the founder's aside goes, the channel stays whole.
    .replace(/\s*\([^()]*\)\s*/g, " ")
    // "partnering w/ local game stores": partnerships with the shops are the channel.
    .replace(
      /^(?:partner(?:ing|ships?)?|deals?|tie-ups?|agreements?)\s+(?:w\/|with)\s*(?:the\s+)?(.+)$/i,
      (_, who: string) => `${singular(who)} partnerships`,
    )
    .replace(/\s+w\/.*$/i, "")
    // "grup WhatsApp kos", "grupos de Facebook": a platform's groups, in the founder's language.
    .replace(
      /^(?:grup|grupos?|groupes?|gruppi|grupy)\s+(?:de\s+|do\s+|da\s+|di\s+)?(whatsapp|facebook|telegram)\b.*$/i,
      "$1 groups",
    )

    .replace(/^(?:the|their|a|an)\s+/i, "")
    // "a stall at the Midi market", "a stand at Bunnings trade nights": a "Midi market stall", as one says "a market stall".
    .replace(
      /^(stalls?|stands?|booths?|(?:flyers?|leaflets?)(?=\s+at\b))\s+(?:at|in)\s+(?:the\s+)?([^,(]*?)(?=\s+(?:in|for|to|where|who|which)\b|$)/i,
      "$2 $1",
    )
    .replace(PHRASE_END, "")
    // "adverts on Inooro FM": a station is radio.
    .replace(/^(.*\b(?:FM|AM))$/, "$1 radio")
    .replace(/^(?:own|local)\s+/i, (m) => (raw.includes("our own") ? "" : m))
    .trim();
  // "We'll sign bars by visiting them": the pronoun is the customers just named.
  return object && !/^(?:them|people)$/i.test(object) ? item.replace(/\bthem$/i, object) : item;
}

/**
 * "hotel and guesthouse front desks": a lone modifier shares the next piece's head ("hotel front desks"). Only a
 * lower-case word that is no channel of its own ("Instagram and Facebook groups" are two).
 */
function sharedHead(item: string, next: string | undefined): string {
  if (!next || !/^\p{Ll}[\p{L}-]*$/u.test(item) || /s$/.test(item)) return item;
  if (CHANNELS.some(([pattern]) => pattern.test(item))) return item;
  const words = channelPhrase(next, undefined).split(/\s+/);
  return words.length >= 2 && /s$/.test(words.at(-1)!) ? `${item} ${words.slice(1).join(" ")}` : item;
}

function namedChannels(text: string): { name: string; index: number; end: number }[] {
  const found: { name: string; index: number; end: number }[] = [];
  for (const match of text.matchAll(SALES_CUE)) {
    // "(a demo board at the front desk)": a cue inside an aside is part of the channel before it.
    const before = text.slice(0, match.index);
    if ((before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0)) continue;
    const start = (match.index ?? 0) + match[0].length;
    // "rural supply stores (PGG Wrightson, Farmlands)": an aside's commas split no list.
    const rest = text
      .slice(start)
      .split(/[.;!?](?:\s|$)|\n/)[0]
      .replace(/\([^()]*\)/g, (aside) => " ".repeat(aside.length));
    let offset = start;
    // "our fb page n radio ads": the founder's texted "n" joins the list too.
    const pieces = rest.split(/(\s*,\s*|\s+(?:and|or|n|y|et|dan|\+|&|plus)\s+)/);
    for (const [i, raw] of pieces.entries()) {
      if (/^\s*(?:,|and|or|n|y|et|dan|\+|&|plus)\s*$/i.test(raw)) {
        offset += raw.length;
        continue;
      }
      const item = sharedHead(channelPhrase(raw, match.groups?.object), pieces[i + 2]);
      // (Who things are given to is no part of the phrase's length.)
      const words = item
        .replace(new RegExp(String.raw`\s+${GIVEN}\s+to\s+.*$`, "i"), "")
        .split(/\s+/)
        .filter(Boolean);
      // A list of places to sell in, a clause ("relatives abroad can pay", "and get visitors with Instagram": its
      // channels are read from its own verb), or a long phrase ends it.
      if (!words.length || words.length > 4 || /\b(?:can|will|would|pay|pays|is|are)\b/i.test(item)) break;
      // "tickets sold thru the app": the product itself is no channel.
      if (/^(?:app|application|platform|website|site|plataforma)$/i.test(item)) break;
      // "sell the good stuff on consignment", "sold on credit": how a thing is sold, not where.
      if (/^(?:consignment|credit|commission|sale|demand|request|time|installments?)$/i.test(item)) break;
      // A word cut at its hyphen is no channel.
      if (/-$/.test(item)) break;
      if (OWN_CLAUSE.test(`${item} `) || WIN_CLAUSE.test(raw.trim())) break;
      if (CONTACT_CLAUSE.test(raw.trim())) {
        offset += raw.length;
        continue;
      }
      // "and they bring their tiendas": a clause with its own subject says what others do.
      if (/^(?:they|we|he|she|it|i|you|who)\b/i.test(item)) break;
      // "Sold outright at UGX 4,200,000": a price is no place to sell.
      if (isKnownPlace(item) || /^\d/.test(item) || /^(?:\p{Lu}{2,3}\$?|\p{Sc})\s?\d/u.test(item)) break;
      // "We partner with a bank for asset loans": a partner that finances, pays or delivers finds no customers.
      if (
        /\bfor\s+(?:[\p{L}-]+\s+)?(?:loans?|financ\w*|credit|payments?|funding|insurance|deliver(?:y|ies)|logistics|shipping)\b/iu.test(
          raw,
        )
      )
        break;
      // "Sales via LinkedIn outreach to owners and a stand at the Budma trade fair": read once, from the first verb.
      if (found.some((f) => f.index < offset + raw.length && offset < f.end)) break;
      found.push({
        // ("therapie Leipzig fair stand" keeps a name's capital; "CALL CENTER GROUPS" is lower-cased.)
        name: inUsualWords(
          /^\p{Lu}/u.test(item)
            ? item
            : item.replace(/\b\p{Lu}{2,}[\p{Lu}'-]*\b/gu, (w) => (isKnownPlace(w) ? w : w.toLowerCase())),
        ),
        index: offset,
        end: offset + raw.length,
      });
      offset += raw.length;
    }
  }
  return found;
}

/** A sentence in which the founder says how they sell: "We'll reach them through…", "Sold through…", "Channels: …". */
/** What a first step of selling starts with ("starting w/ AGH and UJ facebook groups"), not the first customers. */
const STARTED_ON = String.raw`(?:groups?|newsletters?|fairs?|events?|forums?|pages?|communit(?:y|ies)|facebook|instagram|tiktok|whatsapp|telegram|linkedin|youtube|reddit|ads?|adverts?|flyers?|leaflets?|referrals?|associations?|clubs?|meetups?|markets?)\b`;
const OWN_SELLING = new RegExp(
  String.raw`^\s*(?:(?:honestly|mostly|currently|right\s+now|so|and|but|for\s+now|at\s+first),?\s+)?(?:(?:we|we'll|we're|i|i'll|i'm|our)\b(?=[^.!?]*\b(?:sell|selling|sold|reach|reaching|find|finding|meet|meeting|sign|signing|market|marketing|promot\w*|advertis\w*|get|getting|got|recruit\w*|partner\w*|go|going|approach\w*|list|listing|start(?:ing)?\s+(?:with|w/|through|thru|via|in|on|at)\s(?=[^.!?]*\b${STARTED_ON}))\b)|start(?:ing)?\s+(?:with|w/|through|thru|via|in|on|at)\s(?=[^.!?]*\b${STARTED_ON})|(?:sold|selling|sell|sales|through|thru|via|channels?|promo\w*|ads?|adverts?|marketing|distribution|acquisition|growth|getting|got|finding|found|reaching|partner\w*|instagram|tiktok|facebook|linkedin|youtube|whatsapp)\b)`,
  "i",
);

/** A channel counts when the founder says they reach customers through it, not when they compete with it. */
export function extractChannels(answers: QuizAnswers): string[] {
  // In the comparison only the founder's own plan names channels ("we'll leaflet every estate"); a sentence
  // about rivals ("families put the Mass on Facebook Live") names what they use.
  const ownPlan = answers.differentiator
    .split(/(?<=[.!?;])\s+/)
    .filter(
      (s) => /\b(?:we|we'll|we're|our|i|i'll)\b/i.test(s) && !/\b(?:than|unlike|vs\.?|versus)\b/i.test(s),
    )
    .join(" ");
  // In the audience, only the founder's own sentences about selling ("We sell at chama meetings", "Sold
  // through drugstore chains", "Channels: …"), never how the customers sell ("farmers who sell through
  // middlemen"); the rest is blanked, so the places found keep their offsets.
  const ownAudience = answers.targetAudience.replace(/[^.!?\n]+[.!?]*/g, (sentence) =>
    OWN_SELLING.test(sentence) ? sentence : `${" ".repeat(sentence.length - 1)}.`,
  );
  // The audience's own selling sentences only: "Pentecostal churches in Lagos" are the customers, not a channel.
  // In the solution, only where the product is sold ("a solar lantern …, sold through village shops"):
  // "picks the system from current distributor prices" names no channel.
  const ownSolution = answers.solution.replace(/[^.!?\n]+[.!?]*/g, (sentence) =>
    /\b(?:sold|sell|selling|available)\s+(?:only\s+|mainly\s+|mostly\s+)?(?:through|thru|via|at)\b/i.test(
      sentence,
    )
      ? sentence
      : `${" ".repeat(sentence.length - 1)}.`,
  );
  const text = [answers.businessModel, ownAudience, ownSolution, ownPlan].join("\n");
  const found: { name: string; index: number }[] = [];
  // The founder's own words first, as they wrote them (the business model says how customers are found).
  const named = [
    ...namedChannels(answers.businessModel),
    ...namedChannels(ownAudience).map((n) => ({
      ...n,
      index: n.index + answers.businessModel.length + 1,
      end: n.end + answers.businessModel.length + 1,
    })),
    ...namedChannels(ownSolution).map((n) => ({
      ...n,
      index: n.index + answers.businessModel.length + answers.targetAudience.length + 2,
      end: n.end + answers.businessModel.length + answers.targetAudience.length + 2,
    })),
    ...namedChannels(ownPlan).map((n) => ({
      ...n,
      index: n.index + text.length - ownPlan.length,
      end: n.end + text.length - ownPlan.length,
    })),
  ];
  for (const item of named) {
    // ("…, also flyers at coffee shops": the joining word is no part of the channel.)
    const name = item.name.replace(/^(?:also|plus|and|then|even)\s+/i, "");
    if (!found.some((f) => f.name === name)) found.push({ name, index: item.index });
  }
  const usual: { name: string; index: number; end: number }[] = [];
  for (const [pattern, name] of CHANNELS) {
    const match = text.match(pattern);
    if (!match || match.index === undefined) continue;
    const before = text.slice(Math.max(0, match.index - 24), match.index);
    if (/\b(?:unlike|than|instead of|versus|vs\.?|compete\w* with|like)\s+$/i.test(before)) continue;
    // "₹1,499 per month per distributor": what a price counts is no channel.
    if (/\b(?:per|each|every)\s+$/i.test(before)) continue;
    // "We sign distributors with our own sales team": the customers won are no channel.
    if (
      /\b(?:sign|signing|get|getting|find|finding|reach|reaching|recruit\w*|meet|meeting)\s+(?:up\s+)?(?:the\s+|our\s+|new\s+)?$/i.test(
        before,
      )
    )
      continue;
    // "Facebook Marketplace and eBay are full of scams": in the comparison, a sentence's subject is a rival.
    const comparison = text.length - ownPlan.length;
    if (
      match.index >= comparison &&
      /(?:^|[.!?;:]\s*)(?:(?:and|or|both|but)\s+)?$/i.test(text.slice(comparison, match.index))
    )
      continue;
    // "Facebook ads" read as the founder's own channel is not also "facebook".
    if (named.some((n) => match.index! >= n.index && match.index! < n.end)) continue;
    const words = inUsualWords(match[0].replace(/\s+/g, " ").toLowerCase());
    usual.push({ name: name ?? words, index: match.index, end: match.index + match[0].length });
  }
  for (const item of usual) {
    // "Instagram ads" is one channel, not also "instagram": the longer of two that overlap.
    if (
      usual.some((o) => o.index < item.end && item.index < o.end && o.end - o.index > item.end - item.index)
    )
      continue;
    if (!found.some((f) => f.name === item.name)) found.push(item);
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

/** Platforms as their makers write them ("tiktok" → "TikTok"); any other channel with a capital first letter. */
const PLATFORM_NAMES: Record<string, string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  facebook: "Facebook",
  "facebook marketplace": "Facebook Marketplace",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  pinterest: "Pinterest",
  reddit: "Reddit",
  nextdoor: "Nextdoor",
  twitter: "X (Twitter)",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
  zalo: "Zalo",
  seo: "SEO",
  "google ads": "Google Ads",
};

/** A label starts with a capital ("Dog parks"); inside a sentence only names keep theirs ("dog parks"). */
export function channelName(channel: string, place: "label" | "inline" = "label"): string {
  const named =
    PLATFORM_NAMES[channel.toLowerCase()] ??
    channel.replace(
      /\b(instagram|tiktok|facebook|linkedin|youtube|whatsapp|telegram)\b/gi,
      (w) => PLATFORM_NAMES[w.toLowerCase()],
    );
  return place === "label" ? named.charAt(0).toUpperCase() + named.slice(1) : named;
}

/** How a customer is reached by a channel: "through Instagram", but "in person" and "door to door" as they are. */
export function throughChannel(channel: string): string {
  return /^(?:door to door|door-to-door|in person|in-person|face to face|face-to-face)$/i.test(channel.trim())
    ? channel
    : `through ${channel}`;
}
