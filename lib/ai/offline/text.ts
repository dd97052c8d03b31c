import nlp from "compromise";
import worldCountries from "world-countries";

import { isEnglishWord } from "./facts/english-words";
import { isForeignFunctionWord, isMostlyForeign } from "./function-words";

/** Small, deterministic text helpers for the offline engine. */

export const STOPWORDS = new Set(
  `a about above after again against all almost also am an and any are aren't as at be because been before being
  below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each
  even ever every few for from further get gets getting got had hadn't has hasn't have haven't having he her here
  hers herself him himself his how however i if in into is isn't it it's its itself just least less let like lot lots
  many may me might more most much must my myself no nor not now of off often on once one only or other our ours
  ourselves out over own per quite rather really same she should shouldn't so some such than that that's the their
  theirs them themselves then there these they this those through thus to too under until up upon us very via was
  wasn't we were weren't what when where whether which while who whom whose why will with within without won't would
  wouldn't yet you your yours yourself yourselves etc i'm we're they're you're it'd we'll they'll`.split(
    /\s+/,
  ),
);

/** Words too generic to characterise an idea or to build a brand name from. */
export const GENERIC_WORDS = new Set(
  `people person customer customers client clients user users business businesses company companies app apps
  application platform product products service services solution solutions problem problems way ways time times
  thing things make makes making made help helps helping need needs want wants use uses using used easy easier
  easily better best new good great simple simply able lot day days week weeks month months year years today
  currently current many much often every really very also want world market markets online offline digital
  tool tools system systems provide provides offering offer offers based based-on first second main big small large
  high low model models price prices pricing cost costs money pay pays paying fee fees charge charges revenue
  monthly annual yearly free premium subscription subscriptions plan plans tier tiers percent target audience
  unique different difference instead existing current competitors competitor traditional key core real actual
  work works working create creates created allow allows enable enables get find finds found know knows give gives
  take takes keep keeps start starts build builds manage manages save saves spend spends lack lacks struggle
  struggles hard difficult expensive cheap cheaper faster fast slow local independent tomorrow yesterday live
  trained short long daily weekly built paid post posts connect connects along move moves moving nearby everyday
  stylish right real official instant directly each whole full entire general specific special typical usual
  small medium large young old early late last next several certain various possible true sure ready
  book books booking run runs running turn turns show shows set sets put puts go goes going come comes mobile
  sale sales back cut break notice suggest suggests private public basic extra`.split(/\s+/),
);

export function words(value: string): string[] {
  return value.trim().split(/\s+/).filter(Boolean);
}

export function wordCount(value: string): number {
  return words(value).length;
}

/** The first sentence of a text, without its final punctuation. */
export function firstSentence(value: string): string {
  const trimmed = value.trim().replace(/\s+/g, " ");
  // "…oil boilers, esp. older people living alone": an abbreviation's point ends no sentence.
  const match = trimmed.match(
    /^(.+?(?<!\b(?:esp|incl|approx|e\.g|i\.e|vs|St|Dr|Mr|Mrs|Ms|cf|avg))[.!?])(\s|$)/,
  );
  return (match ? match[1] : trimmed).replace(/[.!?]+$/, "").trim();
}

/** Lower-cases the first letter unless the first word looks like an acronym or a name we should keep. */
/** Peoples and languages ("Polish", "Kenyan", "Swahili"), which keep their capital in any sentence. */
let peoples: Set<string> | null = null;
function isPeopleWord(word: string): boolean {
  peoples ??= new Set(
    worldCountries
      .flatMap((c) => [c.demonyms?.eng?.m, c.demonyms?.eng?.f, ...Object.values(c.languages ?? {})])
      .filter((w): w is string => !!w)
      .map((w) => w.toLowerCase()),
  );
  // ("Ukrainians who opened…": the plural is the people too.)
  const lower = word.toLowerCase();
  return peoples.has(lower) || (/s$/.test(lower) && peoples.has(lower.slice(0, -1)));
}

export function lowerFirst(value: string): string {
  const first = value.split(/\s/)[0] ?? "";
  // "Polish teenagers find…", "Spanish-first app": a people's or a language's name is a name.
  if (/^\p{Lu}/u.test(first) && isPeopleWord(first.replace(/[-–].*$/, "").replace(/[^\p{L}]/gu, "")))
    return value;
  if (first.length > 1 && first === first.toUpperCase() && /[A-Z]/.test(first)) return value; // "AI", "SaaS" (partly), "US"
  if (/^[A-Z]{2,}(?:[-\d'’]|s$|$)/.test(first)) return value; // "AI-powered", "GPS-enabled", "B2B", "REI's", "OFWs"
  if (/^[A-Z][a-z]+[A-Z]/.test(first)) return value; // "TikTok", "iPhone"-like
  if (first === "I" || first.startsWith("I'")) return value;
  // "Lisbon pavements are calçada": a place's name stays one.
  const bare = first.replace(/[^\p{L}'’-]/gu, "");
  if (/^\p{Lu}\p{Ll}/u.test(bare) && nlp(bare).has("#Place")) return value;
  // "Truck Lagbe exists", "Solar Advice and…", "Portea and Practo": a name that opens the sentence.
  // An acronym after it names no name: "Owner-operated HVAC companies".
  if (/^\p{Lu}[\p{L}'’-]*\s+(?:\p{Lu}\p{Ll}|(?:and|or|&)\s+\p{Lu})/u.test(value)) return value;
  return value.charAt(0).toLowerCase() + value.slice(1);
}

export function upperFirst(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The founder's action is said of the product ("is delivered frozen every month"), not done by the business. */
export function saidOfProduct(action: string): boolean {
  return /^(?:is|are)\s/.test(action);
}

/** "prove the promise: cleans gutters…", or "prove that it is knitted in Dunedin" for an action said of it. */
export function provePromise(action: string): string {
  return saidOfProduct(action) ? `prove that it ${action}` : `prove the promise: ${action}`;
}

/**
 * The product and what is done to it, where the founder's action is said of the product: "fresh cat food,
 * delivered frozen every month", or "a CO sensor that is very loud" where no participle follows. Null for
 * an action the business does ("sends you drone photos").
 */
export function productAsDone(product: string, action: string): string | null {
  const passive = saidOfProduct(action) ? /^(?:is|are)\s+(?=(\p{L}+))/u.exec(action) : null;
  if (!passive) return null;
  const participle =
    /(?:ed|en|wn|built|made|sewn|cut|set|held|run|kept|sold|knit|spun|paid|dug|shut)$/i.test(passive[1]) &&
    !/^(?:open|even|often|green|golden|wooden|keen)$/i.test(passive[1]);
  return participle ? `${product}, ${action.slice(passive[0].length)}` : `${product} that ${action}`;
}

/** A complete sentence: capitalised, ending with one period (or the ! or ? it already has). */
export function sentence(value: string): string {
  const trimmed = value.trim().replace(/\s+/g, " ");
  if (!trimmed) return trimmed;
  return upperFirst(/[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`);
}

const BOUNDARY_WORDS = new Set([
  "and",
  "or",
  "but",
  "so",
  "in",
  "on",
  "at",
  "for",
  "with",
  "from",
  "by",
  "of",
  "during",
  "within",
  "across",
  "over",
  "into",
  "through",
  "if",
  "when",
  "while",
  "because",
  "until",
]);

/** Words that open a clause or phrase that cannot stand alone: "When the fridge breaks,", "Unlike the big brands,". */
const SUBORDINATORS = new Set([
  "if",
  "when",
  "whenever",
  "once",
  "because",
  "while",
  "after",
  "before",
  "as",
  "since",
  "until",
  "unless",
  "although",
  "though",
  "unlike",
  "like",
  "with",
  "without",
  "despite",
  "for",
  "in",
  "on",
  "at",
  "by",
  "from",
  "instead",
]);

/**
 * A boundary word that says what the words before it are about, so a cut there drops the point: the agent
 * of a passive ("only find out it's been hit [by a car]") and the condition after a verb's person ("alerts
 * you [if it goes past a boundary you set]").
 */
function completesPrevious(all: readonly string[], i: number): boolean {
  const word = all[i].toLowerCase();
  if (i < 2 || /[,;:]$/.test(all[i - 1])) return false;
  const previous = all[i - 1].toLowerCase();
  const before = all[i - 2].toLowerCase().replace(/[’]/g, "'");
  // After a form of "be" the word is a participle ("been hit", "is run"); after "get", only a word that
  // looks like one ("get eaten by foxes", not "parents get receipts by SMS").
  if (word === "by")
    return (
      /^[a-z]+$/.test(previous) &&
      !BOUNDARY_WORDS.has(previous) &&
      (/^(?:is|are|was|were|be|been|being|it's|they're|that's)$/.test(before) ||
        (/^(?:get|gets|got|gotten|getting)$/.test(before) && /(?:ed|en|wn)$/.test(previous)))
    );
  return /^(?:if|when|until|unless|while)$/.test(word) && /^(?:you|them|me|us|him|her)$/.test(previous);
}

const DANGLING = new Set([
  "and",
  "or",
  "with",
  "to",
  "of",
  "for",
  "the",
  "a",
  "an",
  "in",
  "on",
  "by",
  "that",
  "which",
  "who",
  "from",
  "at",
  "as",
  "but",
  "so",
  "because",
  "their",
  "our",
  "your",
  "its",
  "plus",
  "than",
  "into",
  "per",
  // "…and Christchurch, esp. [in suburbs near busy roads]": what these lead into is gone with the cut.
  "esp",
  "eg",
  "ie",
  "especially",
  "particularly",
  "mainly",
  "mostly",
  "including",
  "incl",
  "notably",
]);

/** Words that open a subordinate clause, which needs its own verb. */
const SUBORDINATOR = /^(?:when|whenever|if|because|while|since|although|though|until|unless|whereas|once)$/i;

/** Bracket depth after each word: 0 outside any bracket. */
function depths(parts: readonly string[]): number[] {
  let depth = 0;
  return parts.map((w) => {
    depth += (w.match(/[([{]/g)?.length ?? 0) - (w.match(/[)\]}]/g)?.length ?? 0);
    depth = Math.max(0, depth);
    return depth;
  });
}

/**
 * Whether the comma after word `i` parts the items of a short series ("in English, Russian and Hebrew",
 * "English, Russian, Hebrew and Georgian"): what follows up to the next comma is one word, or up to three
 * with its own "and" or "or". A cut there would change the founder's fact ("in English").
 */
function inSeries(all: readonly string[], i: number): boolean {
  const rest = all.slice(i + 1);
  const end = rest.findIndex((w) => /[,;:.!?]$/.test(w));
  const item = end < 0 ? rest : rest.slice(0, end + 1);
  if (!item.length || /^(?:and|or)$/i.test(item[0])) return false;
  // Names only (languages, places, brands): a list of things cut short still says "and more".
  const named = (w: string) => /^\p{Lu}/u.test(w) || /^(?:and|or|&)$/i.test(w);
  if (!/^\p{Lu}/u.test(all[i]) || !item.every(named)) return false;
  return item.length === 1 || (item.length <= 3 && item.slice(1, -1).some((w) => /^(?:and|or|&)$/i.test(w)));
}

/**
 * Where a series of things one subject does ends, when a cut before word `at` would split it: the cut
 * follows a comma, the next word is a verb ("books them, files ZUS and the tax, and tells you…") and an
 * "and" before another verb closes the series later in the sentence. The index after the series' last word,
 * or 0 when the cut splits none.
 */
function predicateSeriesEnd(all: readonly string[], at: number, depth: readonly number[]): number {
  if (at <= 0 || at >= all.length || !/,$/.test(all[at - 1]) || depth[at - 1] !== 0) return 0;
  const tags = wordTags(all);
  // Said of "it", the word is a verb ("it files"): the tagger alone reads "files ZUS" as a noun.
  const verb = (i: number) =>
    /^\p{Ll}+s$/u.test(all[i] ?? "") &&
    (tags[i]?.has("Verb") || (nlp(`it ${all[i]}`).verbs().json() as unknown[]).length > 0);
  // The clause before the comma says what its subject does ("its accountant books them").
  const clauseStart = all.slice(0, at - 1).findLastIndex((w) => /[,;:.!?]$/.test(w)) + 1;
  if (!verb(at) || !tags.slice(clauseStart, at).some((t) => t.has("Verb"))) return 0;
  for (let i = at + 1; i < all.length - 1; i++) {
    if (/[;.!?]$/.test(all[i - 1])) return 0;
    if (/^and$/i.test(all[i]) && /,$/.test(all[i - 1]) && verb(i + 1)) {
      let end = i + 2;
      while (end < all.length && !/[;.!?]$/.test(all[end - 1])) end++;
      return end;
    }
  }
  return 0;
}

/** Where each short series runs, as [the cut before its first item, the cut after its last]. */
function seriesSpans(all: readonly string[]): [number, number][] {
  const ends = (w: string) => /[,;:.!?]$/.test(w);
  const spans: [number, number][] = [];
  all.forEach((w, i) => {
    if (!/,$/.test(w) || !inSeries(all, i)) return;
    const before = all.slice(0, i).findLastIndex(ends);
    let end = i + 1;
    while (end < all.length && !ends(all[end])) end++;
    spans.push([before + 1, Math.min(all.length, end + 1)]);
  });
  return spans;
}

/**
 * Cuts a phrase to at most `maxWords` words without leaving a dangling "and", "of", "the" at the end and
 * never inside brackets: an aside that does not fit is left out whole, not cut open ("…through a cellular
 * hub (no store." was the bug). When it must cut, it prefers to stop at the last comma or before a
 * conjunction or preposition, if that keeps most of the phrase.
 */
export function clip(value: string, maxWords: number): string {
  // "does what you describe: “…”": the founder's quoted words are kept whole or left out, never cut.
  const quoteAt = value.indexOf("“");
  if (quoteAt > 0 && words(value).length > maxWords) {
    const head = value
      .slice(0, quoteAt)
      .replace(/,?\s+in\s+(?:the\s+founder's|your|their|our)\s+(?:own\s+)?words\s*:?\s*$/i, "")
      .replace(/[\s:,;—–-]+$/, "");
    if (words(head).length <= maxWords) return head;
  }
  let all = words(value);
  // A sentence a few words over is the founder's whole sentence, not a cut one ("…staring at the back
  // [of the driver's seat]" lost what it was about). Headlines and keywords keep their limit.
  if (maxWords >= 12 && all.length <= Math.ceil(maxWords * 1.25)) maxWords = all.length;
  if (all.length > maxWords && /[([{]/.test(value)) {
    // Asides go first: the sentence keeps its own words, the brackets stay whole or absent.
    const withoutAsides = value.replace(/\s*[([{][^()[\]{}]*[)\]}]/g, "");
    all = words(withoutAsides);
  }
  let parts = all.slice(0, maxWords);
  const depth = depths(all);
  // "…explain nothing [in Ukrainian];": a clause that ends a word or two past the limit ends there, whole.
  const clauseEnd =
    maxWords >= 12 && all.length > maxWords
      ? all.findIndex(
          (w, i) =>
            i >= maxWords - 1 &&
            i < maxWords + Math.ceil(maxWords * 0.15) &&
            depth[i] === 0 &&
            /[;.!?]$/.test(w),
        )
      : -1;
  if (clauseEnd >= 0) parts = all.slice(0, clauseEnd + 1);
  else if (all.length > maxWords) {
    const minimum = Math.floor(maxWords * 0.5);
    const series = seriesSpans(all);
    let cut = -1;
    parts.forEach((w, i) => {
      if (depth[i] !== 0) return;
      // A clause that ends at a comma may be a little shorter: "Polish teenagers find history lessons
      // boring," beats "…very few good modern board" (games), cut where the tagger took a noun for a verb.
      if (/[,;:]$/.test(w) && i + 1 >= Math.floor(maxWords * 0.4) && !inSeries(all, i))
        cut = Math.max(cut, i + 1);
      // ("…while you sleep/work — our team comes 2x a week": a dash opens another clause.)
      if (/^[—–]$/.test(w) && i >= Math.floor(maxWords * 0.4)) cut = Math.max(cut, i);
      if (
        i >= minimum &&
        BOUNDARY_WORDS.has(w.toLowerCase()) &&
        (i === 0 || depth[i - 1] === 0) &&
        !completesPrevious(all, i)
      )
        cut = Math.max(cut, i);
      // (Never inside a series: its first item is kept with the rest or goes with them.)
      const inside = series.find(([start, end]) => cut > start && cut < end);
      if (inside) cut = inside[0];
    });
    // "…on WhatsApp by Friday, we buy from farmers [in Limuru…]": a clause of its own, joined by a comma,
    // is kept whole or left out. (Not after "if" or "when": "When the fridge breaks," is no sentence.)
    // Only a clause cut inside (before "in Limuru"), not one ended at a comma or an "and".
    const end = cut > 0 ? cut : maxWords;
    const cutInside = !/[,;:]$/.test(all[end - 1]) && !/^(?:and|or|but|so|then)$/i.test(all[end] ?? "");
    const spliced = all.findLastIndex(
      (w, i) =>
        cutInside &&
        i < end - 1 &&
        i + 1 >= Math.floor(maxWords * 0.4) &&
        depth[i] === 0 &&
        /,$/.test(w) &&
        /^(?:we|you|they|i|he|she)$/i.test(all[i + 1]) &&
        !all.slice(i + 1, end - 1).some((x, k) => depth[i + 1 + k] === 0 && /[,;:]$/.test(x)) &&
        !SUBORDINATORS.has(all[all.slice(0, i).findLastIndex((x) => /[,;:.]$/.test(x)) + 1].toLowerCase()),
    );
    if (spliced >= 0 && !inSeries(all, spliced)) cut = spliced + 1;
    const stop = cut > 0 ? cut : maxWords;
    // "…its certified accountant books them, files ZUS [and the tax, and tells you what you owe]": a cut
    // inside a series of things one subject does ends after the last of them said whole, or after the first
    // where its comma is not far past the limit ("…and it explains it [in English to the parent], gives a
    // script…" keeps the parent), else before the series' subject.
    // (Headlines and keywords keep their limit, as above.)
    const reach = Math.min(all.length, maxWords >= 12 ? Math.ceil(maxWords * 1.25) : maxWords);
    const from = all.slice(0, stop - 1).findLastIndex((w, i) => depth[i] === 0 && /[,;:.]$/.test(w));
    const firstItem = all.findIndex(
      (w, i) =>
        i >= Math.max(0, from) &&
        i < reach &&
        depth[i] === 0 &&
        /,$/.test(w) &&
        !all.slice(stop, i).some((x) => /[;.!?]$/.test(x)) &&
        predicateSeriesEnd(all, i + 1, depth) >= stop,
    );
    if (firstItem >= 0 && firstItem + 1 >= stop) {
      cut = firstItem + 1;
      parts = all.slice(0, cut);
    } else if (firstItem >= 0 && firstItem + 1 >= Math.floor(maxWords * 0.4)) {
      // (After the last thing said whole: "…gets a link, scans their passport with their phone[, and does…".)
      cut =
        all.slice(0, stop).findLastIndex((w, i) => depth[i] === 0 && /,$/.test(w) && !inSeries(all, i)) + 1;
    } else if (firstItem >= 0) {
      const before = all.slice(0, firstItem).findLastIndex((w, i) => depth[i] === 0 && /[,;:]$/.test(w));
      if (before + 1 >= Math.floor(maxWords * 0.4)) cut = before + 1;
    }
    // "…the same technician: water [tested at every visit]", "…an accounting office in Ukrainian: you send
    // photos [of invoices in Telegram]": what follows a colon explains what precedes it, and cut to a word or
    // three it explains nothing. The cut goes to the colon unless the explanation's first clause is whole or
    // says something ("the receptionist takes a photo").
    const colon = all.findLastIndex((w, i) => i < stop - 1 && depth[i] === 0 && /:$/.test(w));
    const kept = (cut > 0 ? cut : stop) - colon - 1;
    if (
      cut < all.length &&
      colon >= 0 &&
      colon + 1 >= Math.floor(maxWords * 0.4) &&
      kept < 4 &&
      !all
        .slice(colon + 1, (cut > 0 ? cut : stop) - 1)
        .some((w, k) => depth[colon + 1 + k] === 0 && /[,;]$/.test(w))
    )
      cut = colon + 1;
    const names = (i: number) => /^\p{Lu}/u.test(all[i] ?? "");
    if (cut > 0 && /^(?:and|or)$/i.test(all[cut]) && names(cut - 1) && names(cut + 1)) {
      // "in Ortigas [and BGC]": names joined by "and" are one list, kept whole ("Ortigas Center and BGC").
      let end = cut + 1;
      while (end + 1 < all.length && names(end + 1) && !/[,;:.]$/.test(all[end])) end++;
      parts = all.slice(0, end + 1);
    } else if (
      cut > 0 &&
      /,$/.test(all[cut - 1]) &&
      names(cut - 1) &&
      names(cut) &&
      all.slice(cut).some((w, i) => /^(?:and|or)$/i.test(w) && names(cut + i + 1))
    ) {
      // "in Nasr City, [Heliopolis and New Cairo]": a list of names is kept whole, to its last name.
      let end = cut;
      while (
        end + 1 < all.length &&
        (names(end + 1) || /^(?:and|or)$/i.test(all[end + 1])) &&
        !/[;:.]$/.test(all[end])
      )
        end++;
      parts = all.slice(0, end + 1);
    } else if (cut > 0) parts = parts.slice(0, cut);
  }
  // Still inside an unclosed bracket: stop before it opened.
  const open = depths(parts);
  if (open.length && open[open.length - 1] > 0) {
    const start = parts.findIndex((_, i) => open[i] > 0 && (i === 0 || open[i - 1] === 0));
    parts = start > 0 ? parts.slice(0, start) : parts.map((w) => w.replace(/[([{]/g, ""));
  }
  if (parts.length < all.length) parts = all.slice(0, phraseEnd(all, parts.length, depth));
  // The founder's sentence in another language cannot be cut by English's grammar: it ends at a clause of
  // its own (a comma), or stays whole.
  const foreign = isMostlyForeign(value);
  if (foreign && parts.length < all.length) {
    const comma = parts.findLastIndex((w, i) => /[,;:]$/.test(w) && depth[i] === 0);
    parts =
      comma >= Math.floor(maxWords / 3)
        ? parts.slice(0, comma + 1)
        : all.length <= maxWords * 2
          ? all
          : parts;
  }
  // A dangling "and", "of", "the" goes; a particle stays ("built in", "sign up"). Only a cut text dangles:
  // the founder's whole phrase keeps its last word ("keeping it on").
  const tagged = wordTags(all);
  const wasCut = parts.length < all.length;
  while (
    (wasCut || /^(?:and|or|but|the|a|an|of)$/i.test(parts[parts.length - 1] ?? "")) &&
    parts.length > 1 &&
    DANGLING.has(parts[parts.length - 1].toLowerCase().replace(/[^a-z']/g, "")) &&
    !(tagged[parts.length - 1]?.has("Particle") && parts[parts.length - 1] === all[parts.length - 1]) &&
    // "pay it off", "pick them up": a particle after the verb's pronoun object ends the phrase.
    !(
      /^(?:off|up|out|down|away|back|over|on|in)$/i.test(parts[parts.length - 1]) &&
      /^(?:it|them|him|her|us|me)$/i.test(parts[parts.length - 2] ?? "") &&
      !!tagged[parts.length - 3]?.has("Verb")
    )
  ) {
    parts = parts.slice(0, -1);
  }
  // "…cada depto tiene su cuenta y": another language's "and", "of", "with" dangles too.
  while (
    wasCut &&
    parts.length > 1 &&
    isForeignFunctionWord(parts[parts.length - 1]) &&
    (foreign || !isEnglishWord(parts[parts.length - 1]))
  )
    parts = parts.slice(0, -1);
  // A cut right after a word that opens what was cut ("a ger made [of wool felt]", "earns a share just [for
  // keeping it on]", "plans the route only [to the traps]"): the participle or adverb goes with it.
  while (
    parts.length > 1 &&
    parts.length < all.length &&
    depth[parts.length - 1] === 0 &&
    !/[,;:]$/.test(parts[parts.length - 1]) &&
    (tagged[parts.length]?.has("Preposition") || /^(?:to|for|of)$/i.test(all[parts.length])) &&
    ((tagged[parts.length - 1]?.has("Adverb") && !tagged[parts.length - 1]?.has("Particle")) ||
      (tagged[parts.length - 1]?.has("Verb") &&
        (tagged[parts.length - 1]?.has("PastTense") || tagged[parts.length - 1]?.has("Participle"))))
  ) {
    parts = parts.slice(0, -1);
    while (parts.length > 1 && DANGLING.has(parts[parts.length - 1].toLowerCase().replace(/[^a-z']/g, "")))
      parts = parts.slice(0, -1);
  }
  // "on the line you [actually ride]", "the tools we [use]": a pronoun after a noun opens a relative clause
  // whose verb was cut, so the clause goes and the noun ends the phrase.
  if (
    parts.length > 2 &&
    parts.length < all.length &&
    /^(?:i|we|you|they|he|she|it)$/i.test(parts[parts.length - 1]) &&
    !!tagged[parts.length - 2]?.has("Noun") &&
    !tagged[parts.length - 2]?.has("Pronoun") &&
    (tagged[parts.length]?.has("Verb") || tagged[parts.length]?.has("Adverb"))
  )
    parts = parts.slice(0, -1);
  // "…high rank players — they [watch your replays]": a clause cut after its subject pronoun goes whole.
  if (
    parts.length > 2 &&
    parts.length < all.length &&
    /^(?:i|we|you|they|he|she)$/i.test(parts[parts.length - 1]) &&
    (/^[—–-]$/.test(parts[parts.length - 2]) || /[,;:]$/.test(parts[parts.length - 2]))
  )
    parts = parts.slice(0, /^[—–-]$/.test(parts[parts.length - 2]) ? -2 : -1);
  // "pay it [off]", "pick them [up]": the particle after the verb's pronoun object belongs to the verb.
  if (
    parts.length < all.length &&
    /^(?:it|them|him|her|us|me)$/i.test(parts[parts.length - 1] ?? "") &&
    !!tagged[parts.length - 2]?.has("Verb") &&
    /^(?:off|up|out|down|away|back|over)$/i.test(all[parts.length])
  )
    parts = all.slice(0, parts.length + 1);
  // "…, money lands [in the shop's account]", "…, and turns them [into an invoice]": a clause cut before
  // the preposition its verb needs goes back to the comma before it.
  const lastKept = parts.length - 1;
  if (
    parts.length < all.length &&
    parts.length > 2 &&
    tagged[parts.length]?.has("Preposition") &&
    ((tagged[lastKept]?.has("Verb") && !tagged[lastKept]?.has("Copula")) ||
      (tagged[lastKept]?.has("Pronoun") && tagged[lastKept - 1]?.has("Verb")))
  ) {
    const comma = parts.findLastIndex((w, i) => /,$/.test(w) && depth[i] === 0);
    if (comma >= 1) parts = parts.slice(0, comma + 1);
  }
  // "…comes from a real shop you can walk [into]": a relative clause cut before the preposition its verb
  // needs, with no comma to go back to, goes back to its noun.
  if (parts.length < all.length && parts.length > 3 && tagged[parts.length]?.has("Preposition")) {
    const pronoun = parts.findLastIndex(
      (w, i) => i >= parts.length - 3 && depth[i] === 0 && /^(?:i|we|you|they|he|she)$/i.test(w),
    );
    if (pronoun >= 2 && tagged[pronoun - 1]?.has("Noun") && tagged[parts.length - 1]?.has("Verb"))
      parts = parts.slice(0, pronoun);
  }
  // "…the entire time and most [of us have sore heels]", "…a bus tour or haggling [with a driver]": a
  // second conjunct cut after a word or two is no phrase; the first stands alone.
  if (parts.length < all.length) {
    // (Not names joined by "and": "in Ortigas and BGC" is one list.)
    const conjunction = parts.findLastIndex(
      (w, i) =>
        i >= parts.length - 2 &&
        depth[i] === 0 &&
        /^(?:and|or|but)$/i.test(w) &&
        !(/^\p{Lu}/u.test(parts[i - 1] ?? "") && /^\p{Lu}/u.test(parts[i + 1] ?? "")),
    );
    if (conjunction >= 3) parts = parts.slice(0, conjunction);
  }
  // A cut inside a subordinate clause before its verb ("…lose whole ponds overnight when salinity [or
  // oxygen drops]") leaves the clause out.
  if (parts.length < all.length) {
    const sub = parts.findLastIndex((w, i) => depth[i] === 0 && SUBORDINATOR.test(w));
    if (
      sub >= Math.floor(maxWords * 0.4) &&
      !parts.slice(sub + 1).some((_, k) => tagged[sub + 1 + k]?.has("Verb"))
    )
      parts = parts.slice(0, sub);
  }
  // A subordinate clause cut after its verb, before the words the verb needs ("…alerts the farmer when it
  // goes [out of range]", "…when money lands [in the account]"): the clause goes whole.
  if (parts.length < all.length) {
    const sub = parts.findLastIndex((w, i) => depth[i] === 0 && SUBORDINATOR.test(w));
    const last = parts.length - 1;
    if (
      sub >= Math.floor(maxWords * 0.4) &&
      sub < last &&
      tagged[last]?.has("Verb") &&
      !/[,;:]$/.test(parts[last]) &&
      (tagged[parts.length]?.has("Preposition") || tagged[parts.length]?.has("Particle"))
    )
      parts = parts.slice(0, sub);
  }
  // A second clause cut before its own verb ("…on the Coral Coast, and the villages that could host them
  // for a lovo, a kava ceremony [or a river trip get nothing from tourism]"): its subject is left hanging,
  // so the sentence ends with the first clause. A verb after "that", "who", "which" is the relative
  // clause's, not the main one.
  if (parts.length < all.length) {
    // Without a comma too, where the cut-off words hold the second clause's verb ("…go out of condition
    // and farmers in Iowa, Nebraska [and the Dakotas only find out…]").
    const clauseVerbCut = (i: number) => {
      const end = all.findIndex((w, k) => k > i && /[.;:!?]$/.test(w));
      const rest = (end < 0 ? all.length : end + 1) - parts.length;
      return (
        !parts.slice(i + 1).some((_, k) => tagged[i + 1 + k]?.has("Verb")) &&
        Array.from({ length: Math.max(0, rest) }, (_, k) => tagged[parts.length + k]).some(
          (t) => !!t && t.has("Verb") && !t.has("Gerund") && !t.has("Participle"),
        )
      );
    };
    const start = parts.findLastIndex(
      (w, i) =>
        depth[i] === 0 &&
        ((/^(?:and|but|so|yet)$/i.test(w) && /,$/.test(parts[i - 1] ?? "")) ||
          /;$/.test(parts[i - 1] ?? "") ||
          (/^(?:and|but)$/i.test(w) &&
            i >= Math.floor(maxWords * 0.4) &&
            parts.length - i >= 4 &&
            // A new subject of its own, plural ("and farmers in Iowa"), not the next item of a list.
            (tagged[i + 1]?.has("Plural") ||
              (tagged[i + 1]?.has("Determiner") && tagged[i + 2]?.has("Plural"))) &&
            !parts.slice(Math.max(0, i - 3), i).some((x) => /,$/.test(x)) &&
            clauseVerbCut(i))),
    );
    if (start > 0) {
      const clause = parts.slice(start + (/;$/.test(parts[start - 1]) ? 0 : 1));
      const offset = parts.length - clause.length;
      const relative = clause.findIndex((w) => /^(?:that|who|which|whose|where)$/i.test(w));
      const firstVerb = clause.findIndex(
        (_, k) => tagged[offset + k]?.has("Verb") && !tagged[offset + k]?.has("Gerund"),
      );
      const opensWithSubject = ["Determiner", "Noun", "Adjective", "Pronoun"].some((t) =>
        tagged[offset]?.has(t),
      );
      if (opensWithSubject && (firstVerb < 0 || (relative >= 0 && firstVerb > relative)))
        parts = parts
          .slice(0, start)
          .map((w, i, kept) => (i === kept.length - 1 ? w.replace(/[,;]$/, "") : w));
    }
  }
  // A clause after a comma cut before its verb ("…have verified profiles, families [book them by the
  // day]"): its subject is left hanging, so the cut goes back to the comma.
  if (
    parts.length < all.length &&
    tagged[parts.length]?.has("Verb") &&
    !tagged[parts.length]?.has("Gerund")
  ) {
    const comma = parts.findLastIndex((w, i) => /,$/.test(w) && depth[i] === 0);
    const tail = parts.slice(comma + 1).map((_, k) => tagged[comma + 1 + k]);
    if (
      comma >= Math.floor(maxWords * 0.4) &&
      tail.length >= 1 &&
      tail.length <= 4 &&
      tail.every((t) => !!t && !t.has("Verb")) &&
      ["Noun", "Determiner", "Pronoun"].some((t) => tail[0]?.has(t))
    )
      parts = parts.slice(0, comma + 1);
  }
  // A list cut before its last item ("live rooms, a phone-lock mode [and a weekly report]") says so.
  const lastComma = parts.findLastIndex((w, i) => /,$/.test(w) && depth[i] === 0);
  const item = lastComma >= 0 ? parts.slice(lastComma + 1).map((_, k) => tagged[lastComma + 1 + k]) : [];
  const cutList =
    parts.length < all.length &&
    /^(?:and|or)$/i.test(all[parts.length]) &&
    // The words since the last comma are one item of a list of things: short, no verb, no preposition first.
    item.length >= 1 &&
    item.length <= 5 &&
    item.every((t) => !!t && !t.has("Verb")) &&
    !item[0]?.has("Preposition") &&
    ["Noun", "Adjective", "Determiner"].some((t) => item[0]?.has(t)) &&
    !/[,;:]$/.test(parts[parts.length - 1] ?? "") &&
    // A list of things ("and a weekly report"), not of actions ("pick, pack and ship", "laser cut and
    // hand welded") or a new clause ("line chefs fast, visas and trials take months").
    !!tagged[parts.length + 1] &&
    !tagged[parts.length + 1].has("Verb") &&
    !tagged[parts.length + 2]?.has("Verb") &&
    ["Determiner", "Noun", "Adjective"].some((t) => tagged[parts.length + 1].has(t)) &&
    // A plural noun straight before another is a verb and its object ("tags income [and expenses]").
    !(item.length >= 2 && /[^s]s$/i.test(parts[lastComma + 1]) && item[1]?.has("Noun"));
  // Otherwise a cut inside the last item of a list stops at its comma: a part is not passed off as the
  // whole ("…bank account, tags income" when the founder wrote "tags income and expenses").
  const insideLastItem =
    !cutList &&
    lastComma >= Math.floor(maxWords * 0.4) &&
    parts.length < all.length &&
    /^(?:and|or)$/i.test(all[parts.length]) &&
    item.length <= 5;
  if (insideLastItem) parts = parts.slice(0, lastComma + 1);
  // "…roleplays of patient handover, correction [of referral letters]": a list item cut from what it is
  // of leaves the list at the item before.
  const sinceComma = parts.length - 1 - lastComma;
  if (
    !cutList &&
    !insideLastItem &&
    parts.length < all.length &&
    lastComma >= Math.floor(maxWords * 0.4) &&
    sinceComma >= 1 &&
    sinceComma <= 2 &&
    /^(?:of|for|to|by|with|from)$/i.test(all[parts.length]) &&
    !tagged[parts.length - 1]?.has("Verb")
  )
    parts = parts.slice(0, lastComma + 1);
  // "…milk in the evening but the collection centre only buys [in the morning]": a second clause whose
  // verb lost what it needs goes, and the sentence ends with the first.
  const lastIndex = parts.length - 1;
  if (
    parts.length < all.length &&
    tagged[lastIndex]?.has("Verb") &&
    !tagged[lastIndex]?.has("Gerund") &&
    !tagged[lastIndex]?.has("Participle") &&
    tagged[parts.length]?.has("Preposition")
  ) {
    const joint = parts.findLastIndex(
      (w, i) =>
        i >= Math.floor(maxWords * 0.4) &&
        i < lastIndex - 1 &&
        depth[i] === 0 &&
        /^(?:but|while|whereas|so)$/i.test(w) &&
        ["Determiner", "Noun", "Pronoun"].some((t) => tagged[i + 1]?.has(t)),
    );
    if (joint > 0) parts = parts.slice(0, joint);
  }
  // "…using crowd [reports]": a cut inside a compound noun takes the compound's head too (two words at most).
  for (let extra = 0; !cutList && extra < 2 && parts.length < all.length; extra++) {
    const i = parts.length - 1;
    const [tags, next] = [tagged[i], tagged[i + 1]];
    if (/[^\p{L}\p{N}]$/u.test(parts[i]) || !tags?.has("Singular") || tags.has("Verb") || tags.has("Pronoun"))
      break;
    // "reports" after "using crowd" is the compound's head, though the parser reads a verb.
    const object = tagged[i - 1]?.has("Gerund") || tagged[i - 1]?.has("Preposition");
    const head = next?.has("Noun") || (object && next?.has("PresentTense") && /s$/.test(all[i + 1] ?? ""));
    // Only English: another language's "y" or "de" is no head the parser knows.
    const word = all[i + 1] ?? "";
    if (!isEnglishWord(word.replace(/[^\p{L}'-]/gu, "")) || isForeignFunctionWord(word)) break;
    if (!head || next?.has("Pronoun") || next?.has("Determiner") || (next?.has("Verb") && !object)) break;
    parts = [...parts, all[i + 1]];
  }
  // "most trailer-boat and small launch owners in Auckland [and Tauranga use the boat maybe 10 times a
  // year]": a cut that keeps the subject and loses its verb says nothing; a sentence up to twice the length
  // asked for is kept whole instead.
  if (!cutList && maxWords >= 12 && parts.length < all.length && !foreign) {
    const finite = (k: number) =>
      !!tagged[k]?.has("Verb") && !tagged[k]?.has("Gerund") && !tagged[k]?.has("Participle");
    const relative = parts.findIndex((w) => /^(?:who|that|which|whose|where)$/i.test(w));
    const kept = (relative < 0 ? parts : parts.slice(0, relative)).some((_, k) => finite(k));
    const end = all.findIndex((w, k) => k >= parts.length && /[.;!?]$/.test(w));
    const sentenceEnd = end < 0 ? all.length : end + 1;
    // The first verb cut off is the sentence's own, not the next of a list of the relative clause's
    // ("An app that connects to …, tags income and …").
    const firstLost = Array.from({ length: sentenceEnd - parts.length }, (_, k) => parts.length + k).find(
      finite,
    );
    const lost =
      firstLost !== undefined &&
      !/,$/.test(all[firstLost - 1] ?? "") &&
      !/^(?:and|or|then|plus)$/i.test(all[firstLost - 1] ?? "");
    const opensOnSubject = ["Noun", "Adjective", "Determiner"].some((t) => tagged[0]?.has(t)) && !finite(0);
    if (
      !kept &&
      lost &&
      opensOnSubject &&
      sentenceEnd <= maxWords * 2 &&
      depths(all.slice(0, sentenceEnd)).at(-1) === 0
    )
      parts = all.slice(0, sentenceEnd);
  }
  if (!cutList && leftOpen(parts, all, tagged)) parts = closedCut(parts, all, depth, tagged, maxWords);
  // "in Mexico City, Guadalajara [and Monterrey]", "the temperature log [and the daily cleaning checklist]":
  // a short last item is said, where "and more" would hide a place or a feature the founder named.
  const lastItem = cutList ? shortLastItem(all, parts.length, tagged) : [];
  if (lastItem.length) parts = [...parts, ...lastItem];
  const more = cutList && !lastItem.length;
  return `${parts.join(" ").replace(/\s*[,;:–—-]+$/, "")}${more ? " and more" : ""}`;
}

/**
 * The words from `all[at]` ("and"/"or") to the end of the list's last item, when that item ends the list
 * (at a stop, a comma or a dash) and is short: one or two names ("and Monterrey,", "and São Paulo."), or a
 * thing of up to four words with no verb ("and the daily cleaning checklist -"). Else none.
 */
function shortLastItem(all: readonly string[], at: number, tagged: readonly WordTags[]): string[] {
  let end = at + 1;
  while (end < all.length && !/[,;:.!?]$/.test(all[end]) && !/^[-–—]$/.test(all[end + 1] ?? "")) end++;
  if (end >= all.length) end = all.length - 1;
  const item = all.slice(at + 1, end + 1);
  const tags = item.map((_, k) => tagged[at + 1 + k]);
  const names = item.length <= 2 && item.every((w) => /^\p{Lu}[\p{L}'’.-]*[,;:.!?]?$/u.test(w));
  const thing =
    item.length <= 4 &&
    tags.every((t) => !!t && (!t.has("Verb") || t.has("Gerund") || t.has("Adjective"))) &&
    !!tags.at(-1)?.has("Noun") &&
    ["Determiner", "Adjective", "Noun"].some((t) => tags[0]?.has(t));
  return item.length && (names || thing) && !item.some((w) => /[()[\]“”"]/.test(w))
    ? all.slice(at, end + 1)
    : [];
}

/** Nouns that need their "of" ("the same kind [of current]", "a couple [of hours]"). */
const NEEDS_OF = /^(?:kind|sort|type|part|lot|number|set|bit|couple|pair|range|variety|series|piece)$/i;

/**
 * Whether a cut leaves a phrase open: it ends on an article, a number, an adjective, a copula or an
 * auxiliary ("owners book a 30 [or 60 min walk]", "defects are only [found at final inspection]"), on an
 * adverb before the verb it qualifies, or on a noun that needs its "of" ("the same kind [of current]").
 */
function leftOpen(parts: string[], all: string[], tagged: WordTags[]): boolean {
  if (parts.length >= all.length || !parts.length) return false;
  const i = parts.length - 1;
  const last = parts[i];
  if (/[,;:.!?]$/.test(last)) return false;
  const tags = tagged[i];
  const next = tagged[i + 1];
  if (/^\d/.test(last) || !tags) return /^\d/.test(last);
  // "pay it off", "pick them up": a particle after the verb's pronoun object closes the phrase.
  if (
    /^(?:off|up|out|down|away|back|over|on|in)$/i.test(last) &&
    /^(?:it|them|him|her|us|me)$/i.test(parts[i - 1] ?? "")
  )
    return false;
  if (["Determiner", "Copula", "Auxiliary", "Preposition", "Conjunction"].some((t) => tags.has(t)))
    return !tags.has("Particle");
  if (tags.has("Adjective") && !tags.has("Noun") && !!next?.has("Noun")) return true;
  if (tags.has("Adverb") && !tags.has("Particle") && (next?.has("Verb") || next?.has("Adjective")))
    return true;
  return NEEDS_OF.test(last.replace(/[^\p{L}]/gu, "")) && /^of$/i.test(all[i + 1] ?? "");
}

/**
 * An open cut goes back to the last clause boundary (a comma, semicolon, colon or spaced dash) when enough
 * is left there; otherwise the founder's sentence is quoted whole rather than broken.
 */
function closedCut(
  parts: string[],
  all: string[],
  depth: number[],
  tagged: WordTags[],
  maxWords: number,
): string[] {
  const minimum = Math.max(3, Math.floor(maxWords * 0.3));
  for (let b = parts.length - 1; b >= minimum - 1; b--) {
    if (depth[b] !== 0) continue;
    if (/[,;:]$/.test(parts[b]) && !leftOpen(parts.slice(0, b + 1), all, tagged))
      return parts.slice(0, b + 1);
    if (/^[–—-]$/.test(parts[b + 1] ?? "") && !leftOpen(parts.slice(0, b + 1), all, tagged))
      return parts.slice(0, b + 1);
  }
  return all;
}

export type WordTags = Set<string>;
const tagCache = new Map<string, WordTags[]>();

/**
 * compromise's tags for each space-separated word of a text, read in context ("empty" in "their empty
 * driveway" is an adjective before its noun). A hyphenated word takes its last part's tags.
 */
export function wordTags(all: readonly string[]): WordTags[] {
  const text = all.join(" ");
  const cached = tagCache.get(text);
  if (cached) return cached;
  const terms = (nlp(text).json() as { terms: { post: string; tags: string[] }[] }[]).flatMap((s) => s.terms);
  const result: WordTags[] = [];
  let current = new Set<string>();
  for (const term of terms) {
    current = new Set(term.tags);
    if (/\s/.test(term.post)) {
      result.push(current);
      current = new Set();
    }
  }
  if (current.size || result.length < all.length) result.push(current);
  // A word of punctuation alone ("layer - installs") is no term to compromise: it gets no tags, and the
  // words after it keep theirs. Tokenisation that still does not line up: no tags, no adjustment.
  let aligned = result.length === all.length ? result : all.map(() => new Set<string>());
  if (result.length !== all.length) {
    let k = 0;
    const byWord = all.map((w) =>
      /[\p{L}\p{N}]/u.test(w) ? (result[k++] ?? new Set<string>()) : new Set<string>(),
    );
    if (k === result.length) aligned = byWord;
  }
  if (tagCache.size > 2000) tagCache.clear();
  tagCache.set(text, aligned);
  return aligned;
}

const isNoun = (t: WordTags) => t.has("Noun") && !t.has("Pronoun") && !t.has("Possessive");
/** A word inside a noun phrase that has not reached its noun yet: "their", "empty", "every", "coworking". */
function opensPhrase(tags: readonly WordTags[], i: number): boolean {
  const t = tags[i];
  const next = tags[i + 1];
  if (!t || !next) return false;
  if (t.has("Determiner") || t.has("Possessive") || t.has("Value"))
    return isNoun(next) || next.has("Adjective");
  if (t.has("ProperNoun") || t.has("Place")) return false;
  if (t.has("Adjective") || t.has("Gerund") || t.has("Hyphenated"))
    return (isNoun(next) || next.has("Adjective")) && !next.has("Date");
  if (isNoun(t)) return isNoun(next) && !next.has("Date");
  if (t.has("Conjunction")) return isNoun(next) || next.has("Adjective") || next.has("Gerund");
  return false;
}

/** A word no phrase can end on: an article, a preposition, a conjunction, a possessive, "even", "to". */
function cannotEnd(tags: readonly WordTags[], i: number, word: string): boolean {
  const t = tags[i];
  if (!t?.size) return false;
  if (t.has("Particle") || t.has("PhrasalVerb")) return false; // "rent out", "sign up"
  if (/-$/.test(word)) return true;
  return (
    t.has("Determiner") ||
    t.has("Preposition") ||
    t.has("Conjunction") ||
    (t.has("Possessive") && !t.has("ProperNoun")) ||
    t.has("Auxiliary") ||
    t.has("Copula") ||
    t.has("Modal")
  );
}

/**
 * Where a cut of `all` after `n` words should really fall: a noun phrase the cut opened is finished (up
 * to four more words: "their empty" → "their empty driveway", "hair and" → "hair and braiding salons"),
 * else the cut steps back to the last word a phrase can end on ("membership even" → "membership").
 */
export function phraseEnd(all: readonly string[], n: number, depth: readonly number[] = depths(all)): number {
  const tags = wordTags(all);
  // (A word before a comma opens nothing: "time slots, descriptions" are two items, not one noun.)
  const opens = (i: number) => opensPhrase(tags, i) && !/[,;:]$/.test(all[i] ?? "");
  let end = n;
  while (end < all.length && end < n + 4 && depth[end] === 0 && opensPhrase(tags, end - 1)) {
    if (/[,;:.!?]$/.test(all[end])) {
      end++;
      break;
    }
    end++;
  }
  // Past a comma only to the "and" of a list, which the cut then says is longer ("fuel, car rental and
  // more"), never to a next item's first word ("employer, pays", "time slots, descriptions").
  const pastComma = all.slice(n - 1, end - 1).some((w) => /[,;:]$/.test(w));
  if (pastComma && !/^(?:and|or)$/i.test(all[end] ?? "")) end = n;
  if (end > n && !opensPhrase(tags, end - 1) && !cannotEnd(tags, end - 1, all[end - 1])) return end;
  end = n;
  while (
    end > 1 &&
    ((cannotEnd(tags, end - 1, all[end - 1]) && !/,$/.test(all[end - 1])) ||
      opens(end - 1) ||
      leadsOn(tags, end - 1, end < all.length))
  )
    end--;
  return end;
}

/**
 * "…a toddler bed and later [into a small desk]": an adverb just after a conjunction, cut before the
 * preposition it leads into, is half of a phrase; the cut steps back before the conjunction.
 */
function leadsOn(tags: readonly WordTags[], i: number, more: boolean): boolean {
  return (
    more &&
    // ("later" is a comparative to the tagger.)
    !!(tags[i]?.has("Adverb") || tags[i]?.has("Comparative")) &&
    !!tags[i - 1]?.has("Conjunction") &&
    !!tags[i + 1]?.has("Preposition")
  );
}

/**
 * A verb phrase that agrees with a singular subject ("a service that …"): the first verb in the present
 * takes its third-person form, read and conjugated by compromise ("report every 5 minutes" → "reports every
 * 5 minutes"); modals, past forms and phrases that already agree are left alone.
 */
export function thirdPerson(action: string): string {
  // "upload a lease and in 30 seconds we flag the clauses and suggest the fix": the verbs after a subject
  // of their own ("we", "you") are that subject's, and stay as they are.
  // ("pay you when it sells": a pronoun before "when" is the verb's object, not a new subject.)
  const own =
    /(?<=\S\s+)(?:we|you|they|I)\s+(?!(?:when|whenever|if|as|because|before|after|once|until|while|and|or|for|to|with|in|on|at|by|from|back|up|out)\b)\p{Ll}/u.exec(
      action,
    );
  if (own) return `${agreeWithSubject(action.slice(0, own.index))}${action.slice(own.index)}`;
  return agreeWithSubject(action);
}

function agreeWithSubject(action: string): string {
  // "pre-screen operators…, do a test and deliver shortlists": a verb with a prefix the parser does not
  // know agrees like the verb after its hyphen, and the verbs listed with it follow.
  const prefixed =
    /^((?:pre|re|co|de|over|under|out|self|auto|double|cross|fine|hand|up|down)-)([a-z]+)(?=\s)/i.exec(
      action,
    );
  if (prefixed && !/(?:s|ed|ing)$/.test(prefixed[2]) && nlp(`we ${prefixed[2]} it`).has("#Verb")) {
    const verb = prefixed[2];
    const said = /(?:s|sh|ch|x|z|o)$/.test(verb)
      ? `${verb}es`
      : /[^aeiou]y$/.test(verb)
        ? `${verb.slice(0, -1)}ies`
        : `${verb}s`;
    // (An aside keeps its words: "(…, transport route)" is no list of verbs.)
    const asides: string[] = [];
    const bare = action
      .slice(prefixed[0].length)
      .trimStart()
      .replace(/\([^()]*\)/g, (aside) => `\u0000${asides.push(aside) - 1}\u0000`);
    const rest = thirdPerson(`do ${bare}`)
      .replace(/^does\s/, "")
      .replace(/\u0000(\d+)\u0000/g, (_, i: string) => asides[Number(i)]);
    return `${prefixed[1]}${said} ${rest}`;
  }
  const agreed = agreeJoined(action);
  // "translates akiya listings, check the house, and handles…": a bare verb after a comma, in a list led by
  // a verb that agrees, agrees too.
  if (agreed === action) return agreed;
  return (
    agreed
      // ("…and delivers them, then collect them after": "then" leads the next verb of the list.)
      .replace(
        /,\s+(?:and\s+)?(?:then\s+)?([a-z]+)(?=\s+(\S+))/g,
        (whole, word: string, next: string, offset: number) => {
          if (inflected(word) || !nlp(`to ${word}`).terms().eq(1).has("#Verb")) return whole;
          const inContext = wordTags(words(agreed))[words(agreed.slice(0, offset + 1)).length];
          if (inContext?.has("Noun") && !inContext.has("Verb") && !OBJECT_NEXT.test(next)) return whole;
          const present = presentOf(word);
          return present ? whole.replace(new RegExp(`\\b${word}$`), present) : whole;
        },
      )
      .replace(
        // "…from your home, photograph and lists everything": the bare verb joined to one that agrees, agrees.
        /,\s+([a-z]+)(\s+and\s+)([a-z]+)(?=\s)/g,
        (whole, word: string, and: string, joined: string) => {
          if (inflected(word) || !/s$/.test(joined) || !nlp(`to ${word}`).terms().eq(1).has("#Verb"))
            return whole;
          if (!action.includes(`${word}${and}${joined.replace(/e?s$/, "")}`)) return whole; // it agreed here
          const present = presentOf(word);
          return present ? `, ${present}${and}${joined}` : whole;
        },
      )
      .replace(
        // "…every week, wash, dries and folds it": a bare verb listed just before one that agrees, agrees.
        /,\s+([a-z]+),\s+([a-z]+)(?=\s)/g,
        (whole, word: string, listed: string) => {
          if (
            inflected(word) ||
            !/s$/.test(listed) ||
            !action.includes(`, ${word}, ${listed.replace(/(?:ie)?s$/, "")}`)
          )
            return whole;
          if (!nlp(`to ${word}`).terms().eq(1).has("#Verb")) return whole;
          const present = presentOf(word);
          return present ? `, ${present}, ${listed}` : whole;
        },
      )
  );
}

/** A verb already inflected: "-s", "-ed", or a gerund ("bring" and "string" end in "ing" and are bare). */
function inflected(word: string): boolean {
  return /(?:s|ed)$/.test(word) || (/ing$/.test(word) && nlp(word).has("#Gerund"));
}

/** A word after a verb that makes it one whatever the tagger says: its object ("pay you", "list everything"). */
const OBJECT_NEXT =
  /^(?:you|it|them|him|her|us|me|everything|something|anything|the|a|an|your|their|our|his|its|each|every|all)$/i;

/** A bare verb's third person: "close" → "closes" (compromise reads a lone "close" as no verb until "to close"). */
function presentOf(word: string): string | undefined {
  for (const text of [word, `to ${word}`, `we ${word}`]) {
    const present = (nlp(text).verbs().conjugate()[0] as { PresentTense?: string } | undefined)?.PresentTense;
    if (present) return present.replace(/^(?:to|we)\s+/, "");
  }
  return undefined;
}

function agreeJoined(action: string): string {
  // Every verb joined by "and" or "but" agrees too: "reports every 5 minutes and alerts by SMS", "looks
  // completely normal but closes with hidden magnets".
  const pieces = action.split(/(\s+(?:and|but)\s+)/);
  if (pieces.length === 1) return firstVerbThirdPerson(action);
  const parts = pieces.filter((_, i) => i % 2 === 0);
  const joiners = pieces.filter((_, i) => i % 2 === 1);
  const head = firstVerbThirdPerson(parts[0]);
  // Only a verb this function made agree carries its joined verbs with it: "comes with pickup …
  // and damage protection built in" is a list of nouns after a verb that already agreed.
  if (head === parts[0]) return action;
  // After a verb that agrees, a bare verb joined by "and" follows it ("… and alert by SMS"); a noun
  // there stays one, read in context ("… and damage protection built in").
  const tags = wordTags(words(action));
  let at = words(parts[0]).length + 1;
  const joined = parts.slice(1).map((part) => {
    const [word, ...rest] = part.split(" ");
    const inContext = tags[at];
    at += words(part).length + 1;
    if (
      !/^[a-z]+$/.test(word) ||
      inflected(word) ||
      !nlp(`to ${word}`).terms().eq(1).has("#Verb") ||
      (inContext?.has("Noun") && !inContext.has("Verb") && !OBJECT_NEXT.test(rest[0] ?? ""))
    )
      return part;
    const present = presentOf(word);
    return present ? [present, ...rest].join(" ") : part;
  });
  return [head, ...joined].map((part, i) => (i === 0 ? part : `${joiners[i - 1]}${part}`)).join("");
}

function firstVerbThirdPerson(action: string): string {
  const [first, ...rest] = action.split(" ");
  if (!first || !/^[a-z]+$/.test(first) || /(?:s|ed)$/.test(first)) return action;
  const term = nlp(`they ${first} ${rest.slice(0, 3).join(" ")}`)
    .terms()
    .eq(1);
  if (!term.has("#Verb") || term.has("#Modal") || term.has("#PastTense") || term.has("#Gerund"))
    return action;
  const present = (nlp(first).verbs().conjugate()[0] as { PresentTense?: string } | undefined)?.PresentTense;
  return present && present !== first ? [present, ...rest].join(" ") : action;
}

/** The founder's sentence, whole and in quotation marks, ending with its own punctuation. */
export function quoteFounder(text: string): string {
  const flat = text.trim().replace(/\s+/g, " ");
  if (!flat) return "";
  // The founder's words as written: "montonio and maksekeskus do…" keeps its lower-case brand.
  return `“${/[.!?]$/.test(flat) ? flat : `${flat}.`}”`;
}

const OF_THE_CUSTOMERS: Record<string, string> = {
  i: "they",
  "i'm": "they're",
  "i’m": "they’re",
  "i've": "they've",
  "i’ve": "they’ve",
  "i'd": "they'd",
  "i’d": "they’d",
  "i'll": "they'll",
  "i’ll": "they’ll",
  me: "them",
  my: "their",
  mine: "theirs",
  myself: "themselves",
  am: "are",
  we: "they",
  "we're": "they're",
  "we’re": "they’re",
  "we've": "they've",
  "we’ve": "they’ve",
  us: "them",
  our: "their",
  ours: "theirs",
  ourselves: "themselves",
};

/**
 * A problem the founder tells as their own ("I spend 9 hours a day hunched over a laptop and my neck is
 * wrecked…", "My mom lives alone…") told of the customers it speaks for ("they spend…, their neck…"), so it
 * reads after "remote workers have a costly problem:". Only a sentence that opens in the first person is
 * turned: elsewhere "we" is more likely the founder's company than the customer. English verbs after "I"
 * and "they" agree alike, except "am" (and "was", turned only right after "I").
 */
export function customersVoice(sentence: string): string {
  if (!/^(?:I|I['’](?:m|ve|d|ll)|my|we|we['’](?:re|ve)|our)\b/i.test(sentence.trim())) return sentence;
  return sentence
    .replace(/\bI\s+was\b/g, (_, at: number) => (at === 0 ? "They were" : "they were"))
    .replace(
      /\b(?:I['’](?:m|ve|d|ll)|I|me|my|mine|myself|am|we['’](?:re|ve)|we|us|ours|our|ourselves)\b/gi,
      (word: string, at: number) => {
        // "US" and "AM" in capitals are the country and the morning, not pronoun and verb.
        if (word === "US" || word === "AM") return word;
        const turned = OF_THE_CUSTOMERS[word.toLowerCase()] ?? word;
        // A capital only where the sentence starts ("I" is capital everywhere).
        return at === 0 ? turned[0].toUpperCase() + turned.slice(1) : turned;
      },
    );
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

/** A list whose items may contain "and" or commas: "a; b; and c". */
export function listItems(items: readonly string[]): string {
  if (items.length <= 1 || !items.some((i) => /,|\band\b/.test(i))) return joinList(items);
  if (items.length === 2) return `${items[0]}; and ${items[1]}`;
  return `${items.slice(0, -1).join("; ")}; and ${items[items.length - 1]}`;
}

/** The base form of a verb phrase's first verb: "predicts demand" → "predict demand", "matches" → "match". */
export function baseVerbPhrase(phrase: string): string {
  // "does", "goes", "has", "is": the irregular ones ("doe the whole downsizing" was written).
  const irregular = /^(does|goes|has|is)\b/i.exec(phrase)?.[1].toLowerCase();
  if (irregular)
    return `${{ does: "do", goes: "go", has: "have", is: "be" }[irregular]}${phrase.slice(irregular.length)}`;
  return phrase.replace(/^(\w+?)(ies|ches|shes|sses|xes|zes|s)\b/i, (_m, stem: string, ending: string) => {
    const e = ending.toLowerCase();
    if (e === "ies") return `${stem}y`;
    if (e === "s") return stem;
    return stem + ending.slice(0, -2);
  });
}

/** "an app", "a mobile app", "an hourly plan" (by the first sound, close enough for English nouns). */
const MASS_NOUN =
  /(?:^|\s)(?:software|hardware|equipment|furniture|jewellery|jewelry|clothing|apparel|luggage|gear|footwear|merchandise|advice|training|coaching|research|feedback|insurance|skincare|haircare|bedding|signage|food|kombucha|coffee|tea|honey|oil|bread|beer|wine|juice|milk|yogh?urt|kimchi|meat|cheese|chocolate|granola)$/i;

export function withArticle(noun: string): string {
  // "Testco is software that…": a mass noun takes no article ("a software" is not English).
  if (MASS_NOUN.test(noun)) return noun;
  // "daily lessons and MCQ practice", "custom AI agents and automation": a plural takes none either.
  const head =
    noun
      .split(/\s+(?:and|&|\+|with|of|for)\s+|,/)[0]
      .trim()
      .split(/\s+/)
      .pop() ?? "";
  if (/[^s']s$/i.test(head) && nlp(`the ${head}`).has("#Plural")) return noun;
  // "a one-time sale", "a usage-based model", "an hour".
  return /^(?:[aei]|o(?!ne[\s-]|nce\b)|u(?!ni|se|sa|ti)|hour|honest|heir)/i.test(noun)
    ? `an ${noun}`
    : `a ${noun}`;
}

export function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** Naive singular for counting and naming ("bakeries" → "bakery", "tools" → "tool"). */
export function singular(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3 || w.endsWith("ss") || w.endsWith("us") || w.endsWith("is")) return w;
  // "clothes", "jeans", "goods": words with no singular stay as they are.
  if (w.endsWith("s") && nlp(w).has("#Uncountable")) return w;
  // "kosztorys": English plurals in -ys ("days", "toys") have an English singular; a word without one is
  // another language's singular, not cut ("kosztory").
  if (w.endsWith("ys") && !isEnglishWord(w) && !isEnglishWord(w.slice(0, -1))) return w;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(ches|shes|xes|zes|sses)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s")) return w.slice(0, -1);
  return w;
}

/** FNV-1a: a stable 32-bit hash of a string. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Rng = () => number;

/** mulberry32: a tiny seeded PRNG, so the same idea always gets the same output. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length) % items.length];
}

/** A seeded shuffle (Fisher-Yates) that leaves the input untouched. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * The founder's problem cut to `maxWords` from its pain: "Seville is flat and perfect for cycling, but in
 * summer it's too hot to pedal…", cut before "but", kept only the good news.
 */
export function painClip(problem: string, maxWords: number): string {
  const cut = clip(problem, maxWords);
  // (The first "but" outside brackets: "(…Portugal is easy but pays less) but they fail the OET".)
  const first = firstSentence(problem);
  const outside = first.replace(/\([^()]*\)/g, (aside) => "\u0000".repeat(aside.length));
  const at = /,?\s+but\s+/i.exec(outside);
  const concession =
    at && !/[.;!?]/.test(first.slice(0, at.index))
      ? [first, first.slice(0, at.index), first.slice(at.index + at[0].length)]
      : null;
  if (!concession || words(cut).length > words(concession[1]).length + 1) return cut;
  // ("…have 10-60 staff but can't justify a full-time HR manager": a clause with no subject of its own
  // shares the first one's, and is no sentence alone.)
  const opening = (nlp(concession[2]).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags;
  if (!opening || ["Verb", "Modal", "Auxiliary", "Negative", "Adverb"].some((tag) => opening.includes(tag)))
    return cut;
  return clip(concession[2], maxWords);
}

/** Texting shortenings founders type, in plain English: "u" → "you", "ppl" → "people", "thru" → "through". */
const TEXTED: Record<string, string> = {
  u: "you",
  ur: "your",
  r: "are",
  ppl: "people",
  thru: "through",
  til: "until",
  bc: "because",
  cuz: "because",
  abt: "about",
  rn: "right now",
  dont: "don't",
  doesnt: "doesn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  arent: "aren't",
  didnt: "didn't",
  im: "I'm",
  ive: "I've",
  gonna: "going to",
  wanna: "want to",
  pls: "please",
  govt: "government",
  biz: "business",
};

/**
 * Contractions typed without their apostrophe, given it back for the tagger only: "Thule Chariot doesnt
 * fold" read "doesnt" as a noun and the rival as "Chariot". What is quoted stays as typed.
 */
export function withApostrophes(text: string): string {
  return text.replace(
    /\b(?:dont|doesnt|didnt|cant|isnt|arent|wasnt|werent|wouldnt|couldnt|shouldnt|havent|hasnt)\b/g,
    (word) => TEXTED[word] ?? `${word.slice(0, -1)}'t`,
  );
}

/**
 * The founder's texting written out, for the sentences the package builds from their words (a quotation
 * stays as typed): "app where u see each tailor's work" → "app where you see each tailor's work",
 * "small voice rooms w other learners + a host" → "…with other learners and a host", "uni students n young
 * workers" → "…and young workers". Only lower-case shortenings standing alone are read so ("U2", "R&D" stay).
 */
export function spelledOut(text: string): string {
  // Another language's "w", "i", "u" are words of their own ("w aucie", "odbieramy i czyścimy").
  if (isMostlyForeign(text)) return text;
  return (
    text
      .replace(/(?<=\p{L})\s+(?:n|\+)\s+(?=\p{L})/gu, " and ")
      .replace(/\s\+\s*$/u, "")
      .replace(/\bw\/\s*/g, "with ")
      .replace(/(?<=\s)w(?=\s+\p{L})/gu, "with")
      .replace(/(?<![\p{L}\p{N}'’&-])\p{Ll}+(?![\p{L}\p{N}'’&-])/gu, (word) => TEXTED[word] ?? word)
      .replace(/(?<![\p{L}\p{N}'’-])i(?=\s|'|’)/gu, "I")
      // "a CO sensor that's very loud": the relative pronoun and its verb, written out for the parser.
      .replace(/\b(that|which|who)['’]s\b/gi, "$1 is")
      // "you don't know if its clean": "its" before an adjective that ends the clause is "it's".
      .replace(
        /\bits\s+(\p{Ll}+)(?=\s*(?:[.,;!?)]|$)|\s+(?:and|or|but|enough)\b)/gu,
        (whole, word: string) => {
          const tags = (nlp(word).json()[0]?.terms?.[0]?.tags ?? []) as string[];
          return tags.includes("Adjective") && !tags.includes("Noun") ? `it's ${word}` : whole;
        },
      )
      // "sari sari stores": a word doubled on purpose is written as one, "sari-sari".
      .replace(/\b(\p{L}{3,})\s+\1\b/giu, "$1-$1")
  );
}

function keywordPattern(keyword: string): RegExp {
  const escaped = keyword.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  const body = escaped.endsWith("*") ? `${escaped.slice(0, -1)}[\\w'-]*` : escaped;
  return new RegExp(`(?<![\\w-])${body.replace(/\s+/g, "\\s+")}(?![\\w-])`, "gi");
}

const patternCache = new Map<string, RegExp>();
/** How often a keyword ("subscri*" for any ending) occurs in a text, counted up to three. */
export function countMatches(text: string, keyword: string): number {
  let pattern = patternCache.get(keyword);
  if (!pattern) {
    pattern = keywordPattern(keyword);
    patternCache.set(keyword, pattern);
  }
  return Math.min(3, text.match(pattern)?.length ?? 0);
}

/** `text` matched literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
