import nlp from "compromise";

import { isEnglishWord } from "./offline/facts/english-words";

/**
 * Finds broken sentences in generated text: what a founder would notice first and no schema catches.
 * Used by the tests over every artifact of every corpus idea, and on the language-model path as a
 * post-check (a flawed answer is repaired). Each rule is narrow on purpose: a false alarm over thousands
 * of strings would make the check useless.
 */

export type FlawKind =
  | "unbalanced-brackets"
  | "unbalanced-quotes"
  | "repeated-word"
  | "function-word-ending"
  | "missing-subject"
  | "agreement"
  | "double-preposition"
  | "dangling-punctuation";

export interface TextFlaw {
  kind: FlawKind;
  detail: string;
}

const PAIRS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

function bracketFlaw(text: string): string | null {
  const stack: string[] = [];
  for (const ch of text) {
    if (ch === "(" || ch === "[" || ch === "{") stack.push(ch);
    else if (ch in PAIRS) {
      // "1)" and "a)" number list items: a closer right after a lone digit or letter at a line start.
      if (stack.pop() !== PAIRS[ch]) return `"${ch}" without its opening bracket`;
    }
  }
  return stack.length ? `"${stack[stack.length - 1]}" never closed` : null;
}

function quoteFlaw(text: string): string | null {
  const open = text.match(/“/g)?.length ?? 0;
  const close = text.match(/”/g)?.length ?? 0;
  if (open !== close) return `${open} opening and ${close} closing quotation marks`;
  const straight = text.match(/"/g)?.length ?? 0;
  return straight % 2 ? "an odd number of straight quotation marks" : null;
}

/** Words a statement, heading or tagline cannot end on (compromise tags, checked word by word). */
const ENDING_TAGS = ["#Preposition", "#Determiner", "#Conjunction", "#Possessive"];
/** Words compromise tags as prepositions or determiners that end sentences well ("… to sign up", "all"). */
// (Texting adverbs, "no local option rn", end a sentence as "right now" would.)
const FINE_ENDINGS =
  /^(?:up|out|in|on|off|over|back|down|through|around|along|away|apart|about|ahead|all|each|both|either|neither|this|that|these|those|here|there|more|less|less|enough|much|many|few|some|any|none|one|own|mine|yours|hers|ours|theirs|first|last|next|else|too|also|yet|before|after|since|since|behind|aside|together|alone|ever|inside|outside|online|below|above|anyway|so|now|today|tonight|again|instead|already|later|soon|anymore|rn|atm|asap|tbh|lol|imo|btw)$/i;

const endings = new Map<string, string | null>();

/** What a sentence ends on, once per sentence: templates end many packages' sentences alike. */
function endingFlaw(sentence: string): string | null {
  const known = endings.get(sentence);
  if (known !== undefined) return known;
  const flaw = findEndingFlaw(sentence);
  if (endings.size >= 20_000) endings.clear();
  endings.set(sentence, flaw);
  return flaw;
}

function findEndingFlaw(sentence: string): string | null {
  const trimmed = sentence.trim();
  if (!trimmed || /\?$/.test(trimmed)) return null; // a question may end on a preposition
  const body = trimmed.replace(/[.!…"”’)\]]+$/, "");
  const words = body.split(/\s+/);
  const last = words[words.length - 1] ?? "";
  if (!/^[a-z]+$/i.test(last) || FINE_ENDINGS.test(last)) return null;
  // "… who want an earlier.": an article and an adjective, the noun cut away.
  const before = words[words.length - 2] ?? "";
  if (
    /^(?:a|an|the|their|our|your|its|his|her)$/i.test(before) &&
    !/^(?:same|best|most|least|latest|first|last|next|rest|other|others|former|latter|opposite|unknown|wealthy|young|old|poor|rich)$/i.test(
      last,
    ) &&
    nlp(`${before} ${last}`).terms().last().has("#Adjective") &&
    // "close the damper": a word read as a comparative that the dictionary also has in the plural is a noun
    // ("dampers"); "an earlier" and "the cheaper" have no plural.
    !(nlp(last).has("#Comparative") && isEnglishWord(`${last}s`))
  )
    return `ends on "${before} ${last}" (the noun is missing)`;
  const terms = nlp(body).terms();
  const term = terms.last();
  const tagged = ENDING_TAGS.find((tag) => term.has(tag));
  if (!tagged) return null;
  // A stranded preposition closes a relative or infinitive clause: "where it comes from", "no one to
  // practise with", "which stage to board at", "that they feel comfortable with".
  if (
    // "much more fun to listen to": compromise may tag the last "to" as a conjunction.
    (tagged === "#Preposition" || /^to$/i.test(last)) &&
    /\b(?:where|which|what|who|whom|that|to)\b/i.test(words.slice(0, -2).join(" ")) &&
    terms.eq(terms.length - 2).has("(#Verb|#Adjective)")
  )
    return null;
  // "what matters", "who they are" end on verbs; possessives like "its" and articles never end a sentence.
  return `ends on "${last}" (${tagged.slice(1).toLowerCase()})`;
}

/**
 * The sentences of a text, by compromise (abbreviations like "e.g." stay inside). Its tokenizer splits
 * them without tagging every word, which took most of a package's check (29 s against 4 s for the
 * 17,529 strings of 40 corpus packages, with the same sentences).
 */
function sentencesOf(text: string): string[] {
  return (nlp.tokenize(text).sentences().out("array") as string[]).filter((s) => /[A-Za-z]/.test(s));
}

/** Flaws in one generated string. `label` strings (names, short headings) skip the sentence checks. */
/**
 * Checked texts, by role: a package repeats its sentences across steps and takes (the concept in the
 * pitch, the profile on every step), and compromise tags each sentence in full. Bounded; cleared when full.
 */
const checked = new Map<string, TextFlaw[]>();

export function textFlaws(text: string, role: "prose" | "label" = "prose"): TextFlaw[] {
  const key = `${role}\u0000${text}`;
  const known = checked.get(key);
  if (known) return known.map((flaw) => ({ ...flaw }));
  const flaws = findFlaws(text, role);
  if (checked.size >= 20_000) checked.clear();
  checked.set(key, flaws);
  return flaws.map((flaw) => ({ ...flaw }));
}

function findFlaws(text: string, role: "prose" | "label"): TextFlaw[] {
  const flaws: TextFlaw[] = [];
  // "1) Discover…; 2) sign up": list markers at a line start or after a semicolon close nothing.
  const brackets = bracketFlaw(text.replace(/(^|\n|;\s)(?:\d{1,2}|[a-z])\)/g, "$1"));
  if (brackets) flaws.push({ kind: "unbalanced-brackets", detail: brackets });
  const quotes = quoteFlaw(text);
  if (quotes) flaws.push({ kind: "unbalanced-quotes", detail: quotes });
  // "the the" is a slip; inside a quotation the doubled word is the founder's ("sari sari stores").
  const unquoted = text.replace(/“[^”]*”/g, "“”");
  const repeated = unquoted.match(/\b([A-Za-z]{2,})\s+\1\b/i);
  // "ours goes in in 20 minutes": a verb's particle before a stretch of time.
  const particle =
    !!repeated &&
    /^(?:in|on|up)$/i.test(repeated[1]) &&
    /^\s*(?:\d|an?\b|under\b|less\b|about\b|one\b|two\b)/i.test(
      unquoted.slice((repeated.index ?? 0) + repeated[0].length),
    );
  if (repeated && !particle && !/^(?:that|had|is|very|bye|ha|no|so|cha|go)$/i.test(repeated[1]))
    flaws.push({ kind: "repeated-word", detail: `"${repeated[0]}"` });
  // Inside a quotation the words are the founder's, whatever their prepositions.
  const double = unquoted.match(
    /\b(by|of|in|to|for|with|from|at|on)\s+(beyond|within|by|of|for|from|with|at|into)\b/i,
  );
  if (
    double &&
    !/\bin (?:within|for|with)\b/i.test(double[0]) &&
    // A verb's particle before a preposition is English: "typed in by hand", "logged on with a code".
    !(/^(?:in|on)$/i.test(double[1]) && /\b\w+(?:ed|en)\s+$/i.test(unquoted.slice(0, double.index ?? 0))) &&
    // "a quick check in at the end", "kicks in at billing": a phrasal verb's particle too.
    !(
      /^(?:in|on)$/i.test(double[1]) &&
      /\b(?:check|checks|checking|log|logs|logging|sign|signs|signing|drop|drops|dropping|plug|plugs|call|calls|calling|dial|dials|tune|tunes|join|joins|move|moves|moving|fill|fills|filling|hand|hands|turn|turns|walk|walks|pop|pops|clock|clocks|opt|opts|come|comes|send|sends|type|types|hop|hops|kick|kicks)\s+$/i.test(
        unquoted.slice(0, double.index ?? 0),
      )
    ) &&
    !/^\s*(?:least|most)\b/i.test(unquoted.slice((double.index ?? 0) + double[0].length))
  )
    flaws.push({ kind: "double-preposition", detail: `"${double[0]}"` });
  if (/[,;:–—-]\s*$/.test(text.trim()) || /\s[,;.]\s|,,/.test(text))
    flaws.push({ kind: "dangling-punctuation", detail: text.trim().slice(-30) });
  if (role === "label") return flaws;

  const noSubject = text.match(/\b(?:is|was) that ([a-z]+s)\b/);
  // "…is that couples will pay": in context the word is a plural noun, the clause's subject.
  const inContext = noSubject
    ? nlp(
        text.slice(
          Math.max(0, (noSubject.index ?? 0) - 40),
          (noSubject.index ?? 0) + noSubject[0].length + 40,
        ),
      )
        .match(`that ${noSubject[1]}`)
        .terms()
        .last()
    : null;
  if (
    noSubject &&
    !(inContext?.has("#Plural") && inContext.has("#Noun")) &&
    nlp(`they ${noSubject[1].replace(/s$/, "")}`)
      .terms()
      .eq(1)
      .has("#Verb") &&
    !nlp(noSubject[1]).has("#Noun")
  )
    flaws.push({ kind: "missing-subject", detail: `"${noSubject[0]}"` });
  const disagreement = text.match(/\b(?:a|an|one) ([a-z]+) that ([a-z]+)\b(?!-)/i);
  if (disagreement) {
    const [, noun, verb] = disagreement;
    const nounTerm = nlp(`a ${noun}`).terms().last();
    const verbTerm = nlp(`they ${verb}`).terms().eq(1);
    if (
      // "a look that Polish manufacturers trust": a capital starts the clause's subject, not a verb.
      !/^[A-Z]/.test(verb) &&
      // "20k bottles a year that sell direct": a measure, not the clause's subject.
      !/^(?:year|month|week|day|night|hour|season)$/i.test(noun) &&
      nounTerm.has("#Singular") &&
      !/s$/.test(verb) &&
      verbTerm.has("#PresentTense") &&
      !verbTerm.has("#Gerund") &&
      !/ing$/.test(verb) &&
      !verbTerm.has("#Modal") &&
      !nlp(verb).has("#Noun") &&
      !/^(?:can|could|will|would|should|must|may|might|did|had|made|was)$/i.test(verb)
    )
      flaws.push({ kind: "agreement", detail: `"${disagreement[0]}"` });
  }
  // A quotation ends on the founder's word, not ours ("…one by one so its expensive"): it is theirs.
  for (const sentence of sentencesOf(unquoted)) {
    const ending = endingFlaw(sentence);
    if (ending) flaws.push({ kind: "function-word-ending", detail: `${ending}: "${sentence.slice(-60)}"` });
  }
  return flaws;
}

const SKIP = /^(?:https?:\/\/|mailto:|#[0-9a-f]{3,8}$|[\w.+-]+@[\w-]+\.|[\d\s.,%$€£:/+-]+$)/i;

/**
 * Every flaw in a generated artifact: walks its strings (objects and arrays), skipping URLs, e-mail
 * addresses, colours and bare numbers; strings of fewer than four words are checked as labels.
 */
export function artifactFlaws(value: unknown, path = ""): { path: string; text: string; flaw: TextFlaw }[] {
  // The idea profile's founder sentences (a rival's claim, the customer segment) are their words verbatim,
  // kept as data for the card: "much more fun to listen to." is theirs to write.
  if (/\bprofile\.(?:competitors\[\d+\]\.claim|customer\.segment)$/.test(path)) return [];
  if (typeof value === "string") {
    if (SKIP.test(value.trim())) return [];
    const role = value.trim().split(/\s+/).length < 4 ? "label" : "prose";
    return textFlaws(value, role).map((flaw) => ({ path, text: value, flaw }));
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => artifactFlaws(item, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => artifactFlaws(item, path ? `${path}.${key}` : key));
  return [];
}
