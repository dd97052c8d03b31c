import nlp from "compromise";
import worldCountries from "world-countries";

import { isEnglishWord } from "./facts/english-words";
import { isMostlyForeign } from "./function-words";

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

/** Bracket depth after each word: 0 outside any bracket. */
function depths(parts: readonly string[]): number[] {
  let depth = 0;
  return parts.map((w) => {
    depth += (w.match(/[([{]/g)?.length ?? 0) - (w.match(/[)\]}]/g)?.length ?? 0);
    depth = Math.max(0, depth);
    return depth;
  });
}

/** How many brackets a text leaves open at its end. */
const openBrackets = (text: string) =>
  [...text].reduce((depth, c) => {
    const step = "([{".includes(c) ? 1 : ")]}".includes(c) ? -1 : 0;
    return Math.max(0, depth + step);
  }, 0);

/**
 * Sentences of a text, by ICU's sentence boundaries as built into Node's Intl ("2.5 hours" stays whole),
 * never inside brackets ("Brides (and their moms, who usually pay!) in Toronto" is one).
 */
const SENTENCES = new Intl.Segmenter("en", { granularity: "sentence" });
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const { segment } of SENTENCES.segment(text)) {
    const last = sentences.at(-1);
    if (last !== undefined && openBrackets(last) > 0)
      sentences[sentences.length - 1] = `${last} ${segment.trim()}`;
    else if (segment.trim()) sentences.push(segment.trim());
  }
  return sentences;
}

/** A phrase cut before its bracket closed ("brides (and their moms") ends before the bracket opened. */
function withoutOpenAside(text: string): string {
  if (!openBrackets(text)) return text;
  let depth = 0;
  let opened = -1;
  [...text].forEach((c, i) => {
    if ("([{".includes(c) && depth++ === 0) opened = i;
    else if (")]}".includes(c)) depth = Math.max(0, depth - 1);
  });
  const before = text.slice(0, opened).replace(/[\s,;:–—-]+$/, "");
  return before || text.replace(/[([{]/g, "");
}

/**
 * The founder's phrase as they wrote it, never cut inside a sentence: whole when it is at most a quarter
 * longer than `maxWords`, else its first whole sentences within that length, else its first sentence whole.
 * (The words are theirs: a sentence cut mid-clause says something they did not, so a long one stays long.)
 * A phrase that leads into the founder's quoted words ("does what you describe: “…”") loses the quote
 * rather than cutting it.
 */
export function clip(value: string, maxWords: number): string {
  const text = value.trim().replace(/\s+/g, " ");
  const limit = Math.ceil(maxWords * 1.25);
  const quoteAt = text.indexOf("“");
  if (quoteAt > 0 && words(text).length > limit) {
    const head = text
      .slice(0, quoteAt)
      .replace(/,?\s+in\s+(?:the\s+founder's|your|their|our)\s+(?:own\s+)?words\s*:?\s*$/i, "")
      .replace(/[\s:,;—–-]+$/, "");
    if (head && words(head).length <= limit) return head;
  }
  const trimmed = (kept: string) => withoutOpenAside(kept).replace(/\s*[,;:–—-]+$/, "");
  if (words(text).length <= limit) return trimmed(text);
  const sentences = sentencesOf(text);
  let kept = sentences[0];
  for (const next of sentences.slice(1)) {
    if (words(`${kept} ${next}`).length > limit) break;
    kept = `${kept} ${next}`;
  }
  return trimmed(kept);
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
