import { DOMAIN_EXTENSIONS, type BrandData, type BrandName } from "@/lib/artifacts/schemas";
import { textFlaws } from "@/lib/ai/text-quality";
import { founderEdgeSentence } from "./competition";
import { nameProblem } from "./name-screen";
import { namingTerms, type IdeaProfile, type Tone } from "./profile";
import { baseVerbPhrase, pick, sentence, shuffle, titleCase, upperFirst, wordCount, type Rng } from "./text";

/**
 * Ten distinct, pronounceable brand names built from the founder's own key terms and the industry's
 * metaphors, with several naming techniques, each with a rationale that says why it fits.
 */

type Technique = "compound" | "metaphor" | "suffix" | "prefix" | "blend" | "coined" | "alliteration";

interface Candidate {
  name: string;
  technique: Technique;
  parts: string[];
}

/** Second halves of compounds, with what each suggests. */
const SUFFIX_WORDS: Record<string, string> = {
  wise: "good judgement",
  loop: "a feedback loop that improves every day",
  nest: "a safe home base",
  path: "a clear route forward",
  pilot: "expert guidance",
  stack: "everything in one place",
  works: "a workshop that gets things done",
  hive: "a busy, helpful community",
  spark: "energy and fresh ideas",
  lane: "a dedicated fast track",
  craft: "skill and care",
  mint: "something fresh and new",
  base: "a solid foundation",
  flow: "work that runs smoothly",
  mate: "a friendly helper at your side",
  lab: "smart experimentation",
  sense: "intuition backed by data",
  wave: "momentum",
  ly: "",
};

const TONE_SUFFIXES: Record<Tone, string[]> = {
  premium: ["craft", "wise", "nest", "base", "works"],
  playful: ["spark", "hive", "mate", "loop", "wave"],
  calm: ["nest", "flow", "path", "sense", "wave"],
  bold: ["pilot", "spark", "lane", "stack", "works"],
  eco: ["loop", "path", "mint", "nest", "flow"],
  trusted: ["base", "wise", "pilot", "sense", "path"],
};

const PREFIXES: Record<Tone, string[]> = {
  premium: ["True", "Fine", "Noble"],
  playful: ["Hey", "Go", "Happy"],
  calm: ["Still", "Clear", "Kind"],
  bold: ["Up", "Next", "Bright"],
  eco: ["Good", "Green", "Fair"],
  trusted: ["True", "Clear", "Sure"],
};

const ENDINGS = ["ly", "io", "ify", "a", "o", "ora", "era"];

/** Soft, Latin-style endings for coined names (tax → Taxora). */
const COINED_ENDINGS = ["ora", "ara", "io", "ia", "ova", "ena"];

export function isPronounceable(name: string): boolean {
  const lower = name.toLowerCase().replace(/[^a-z]/g, "");
  if (lower.length < 4 || lower.length > 14) return false;
  if (!/[aeiouy]/.test(lower)) return false;
  if (/[^aeiouy]{4,}/.test(lower)) return false;
  if (/[aeiou]{3,}/.test(lower)) return false;
  if (/(.)\1\1/.test(lower)) return false;
  return nameProblem(name) === null;
}

function brandable(term: string): boolean {
  return /^[a-z]{3,8}$/.test(term);
}

function joinParts(...parts: string[]): string {
  return parts.map((part) => titleCase(part)).join("");
}

/** Attaches an ending, dropping a final vowel first where that reads better (bake + ly → Bakely). */
function withEnding(term: string, ending: string): string {
  const stem = /[aeiou]$/.test(term) && /^[aeiou]/.test(ending) ? term.slice(0, -1) : term;
  return titleCase(stem + ending);
}

/** Joins two words that share letters at the seam: "bread" + "dash" → "Breadash". */
function overlapBlend(a: string, b: string): string | null {
  for (let k = Math.min(4, a.length - 1, b.length - 1); k >= 1; k--) {
    if (a.endsWith(b.slice(0, k)) && a.length + b.length - k <= 10) return titleCase(a + b.slice(k));
  }
  return null;
}

/** The first syllables of a word, ending on a consonant, at most 5 letters: "weather" → "weath", "solar" → "sol". */
function coinedStem(term: string): string | null {
  const cut = term.slice(0, 5);
  const match = cut.match(/^[^aeiou]*[aeiou]+[^aeiou]+/);
  const stem = match ? match[0] : null;
  return stem && stem.length >= 3 && !/[^aeiou]{3}$/.test(stem) ? stem : null;
}

function candidates(p: IdeaProfile, rng: Rng): Candidate[] {
  const terms = namingTerms(p.answers, p.keyTerms).filter(brandable).slice(0, 5);
  const metaphors = shuffle(rng, p.industry.metaphors.filter(brandable)).slice(0, 6);
  const suffixes = TONE_SUFFIXES[p.tone];
  const prefixes = PREFIXES[p.tone];
  const list: Candidate[] = [];
  const add = (name: string | null, technique: Technique, parts: string[]) => {
    if (name && !/(y|s)ly$/i.test(name) && !/([a-z])\1ly$/i.test(name)) list.push({ name, technique, parts });
  };

  for (const [i, term] of terms.entries()) {
    add(joinParts(term, suffixes[i % suffixes.length]), "compound", [term, suffixes[i % suffixes.length]]);
    if (term.length <= 7 && !term.endsWith("ing"))
      add(withEnding(term, ENDINGS[i % ENDINGS.length]), "suffix", [term, ENDINGS[i % ENDINGS.length]]);
    add(joinParts(prefixes[i % prefixes.length], term), "prefix", [prefixes[i % prefixes.length], term]);
    const sameLetter = Object.keys(SUFFIX_WORDS).find((w) => w !== "ly" && w[0] === term[0] && w !== term);
    if (sameLetter) add(joinParts(term, sameLetter), "alliteration", [term, sameLetter]);
    for (const other of terms) if (other !== term) add(overlapBlend(term, other), "blend", [term, other]);
    const stem = coinedStem(term);
    const ending = COINED_ENDINGS[i % COINED_ENDINGS.length];
    if (stem) add(titleCase(stem + ending), "coined", [term, ending]);
  }
  for (const [i, metaphor] of metaphors.entries()) {
    const term = terms[i % Math.max(1, terms.length)];
    if (term && term !== metaphor) add(joinParts(metaphor, term), "metaphor", [metaphor, term]);
    add(joinParts(metaphor, suffixes[(i + 2) % suffixes.length]), "metaphor", [
      metaphor,
      suffixes[(i + 2) % suffixes.length],
    ]);
    add(withEnding(metaphor, ENDINGS[(i + 3) % ENDINGS.length]), "suffix", [
      metaphor,
      ENDINGS[(i + 3) % ENDINGS.length],
    ]);
  }
  return list;
}

function rationale(c: Candidate, p: IdeaProfile): string {
  const [a, b] = c.parts;
  const audience = p.audienceShort;
  const mention = (w: string) =>
    p.keyTerms.includes(w) ? `“${w}”, a word from your own description,` : `“${w}”`;
  const fromFounder = mention(c.technique === "prefix" ? b : a);
  switch (c.technique) {
    case "compound":
    case "alliteration":
      return sentence(
        `Joins ${fromFounder} with “${b}”, which suggests ${SUFFIX_WORDS[b] ?? "what the product does"}. ${
          c.technique === "alliteration"
            ? "The repeated first letter makes it memorable, "
            : "Two short parts, "
        }easy for ${audience} to say, spell and remember`,
      );
    case "metaphor":
      return sentence(
        `Built on the image of “${a}”, which evokes the ${p.industry.moodWords.slice(0, 2).join(", ")} feel of ${p.industryConfident ? p.industry.name : `what ${p.audienceShort} want`}, paired with “${b}”${
          SUFFIX_WORDS[b] ? ` (${SUFFIX_WORDS[b]})` : ""
        }. It tells a story instead of describing a feature, so it can grow with the product`,
      );
    case "suffix":
      // Only the founder's own word stays close to what their customers call the problem; an image word
      // ("nova", "venture") is an image.
      return sentence(
        p.keyTerms.includes(a)
          ? `Turns ${fromFounder} into a friendly product name with the ending “-${b}”. It stays close to what ${audience} already call the problem, so it needs little explaining`
          : `Turns “${a}” into a friendly product name with the ending “-${b}”: an image rather than a description, short and easy for ${audience} to say and remember`,
      );
    case "prefix":
      return sentence(
        `“${a}” in front of ${fromFounder} adds a promise of ${{ True: "honesty", Fine: "quality", Noble: "quality", Hey: "friendliness", Go: "speed", Happy: "delight", Still: "calm", Clear: "clarity", Kind: "care", Up: "progress", Next: "what comes next", Bright: "optimism", Good: "doing good", Green: "sustainability", Fair: "fairness", Sure: "reliability" }[a] ?? "quality"} to a word customers already know`,
      );
    case "blend":
      return sentence(
        `A blend of “${a}” and “${b}”, two ideas at the heart of your concept, merged where the words share letters so it still reads naturally`,
      );
    case "coined":
      return sentence(
        `A coined word: the first syllables of ${fromFounder} with a soft “-${b}” ending. Coined names are distinctive, easier to trademark and more likely to have a free domain`,
      );
  }
}

/**
 * Taglines written from the idea's own words (what it does, for whom, its key phrases and the founder's
 * edge), never picked from a stock list: two ideas do not share one.
 */
function taglines(p: IdeaProfile, rng: Rng): string[] {
  const audience = p.audienceShort;
  // Only an action that starts with a real verb reads after "the simple way to" ("is unlocked…" does not).
  // (Nor a hyphenated word: "plug-in tracker per vehicle…" names the product, it does not plug anything in.)
  const verbLed = !/^(?:is|are|was|were|comes|offers|works|has)\b|^\S+-\S+\s/i.test(p.solutionAction);
  // A line says the whole action or none: a tagline is short, and the founder's sentence is never cut to
  // make one ("Lets local antique and vintage dealers list." was cut before what the dealers list).
  const phrase = (text: string, max: number) => (wordCount(text) <= max ? text.replace(/[.!?]+$/, "") : "");
  const action = phrase(baseVerbPhrase(p.solutionAction), 6);
  const told = phrase(upperFirst(p.solutionAction), 8);
  const edge = founderEdgeSentence(p);
  const product = withArticleless(p.product);
  const lines = [
    verbLed && told ? sentence(told) : "",
    `Made for ${audience}.`,
    verbLed && action ? `The simple way to ${action}.` : "",
    edge && edge.split(/\s+/).length <= 9 && !/^ours\b/i.test(edge) ? sentence(edge) : "",
    product.split(/\s+/).length <= 3 && audience.split(/\s+/).length <= 3
      ? `The ${product} ${audience} deserve.`
      : "",
    product.split(/\s+/).length <= 3 ? `${upperFirst(product)}, made for ${audience}.` : "",
    // The founder's own short claims, each a line: "Ours fits a 60 cm wide wash space" → "Fits a 60 cm wide
    // wash space.", "…, and any local fundi can repair it" → "Any local fundi can repair it."
    ...ownClaims(edge),
  ].filter((line) => line && !/\b(\w+)\s+\1\b/i.test(line) && textFlaws(line, "label").length === 0);
  // Answers too garbled for any of these (a repeated word everywhere) still get a line that reads.
  if (!lines.length) lines.push(`Made for the people who need it.`);
  return shuffle(rng, [...new Set(lines)]);
}

/** The founder's edge cut at its clauses, each of three to nine words that reads alone, as a tagline. */
function ownClaims(edge: string): string[] {
  return edge
    .split(/;\s+|,\s+(?:and|but|so)\s+|\s+[—–]\s+|(?<=[.!?])\s+/)
    .map((clause) =>
      clause
        .trim()
        .replace(/[.!?]+$/, "")
        .replace(/^(?:and|but|so)\s+/i, "")
        // "Ours fits…", "It installs…": the product is the tagline's subject already.
        .replace(/^(?:ours|it)\s+(?=\p{Ll}+s\b)/iu, ""),
    )
    .filter((clause) => {
      const words = clause.split(/\s+/).length;
      return (
        words >= 3 &&
        words <= 9 &&
        !/\b(?:than|unlike|they|them|their|which|who|that|because|if|when)\b/i.test(clause) &&
        !/[()"“”]/.test(clause)
      );
    })
    .map((clause) => sentence(upperFirst(clause)));
}

/** "a forecasting app" → "forecasting app". */
function withArticleless(noun: string): string {
  return noun.replace(/^(?:a|an|the)\s+/i, "");
}

export function domainFor(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z0-9]/g, "")}.com`;
}

export function uncheckedExtensions(): BrandName["extensions"] {
  return Object.fromEntries(
    DOMAIN_EXTENSIONS.map((ext) => [ext, { available: null, status: "unknown" as const }]),
  );
}

export function offlineBrandNames(p: IdeaProfile): BrandData {
  const rng = p.rng("brand");
  const seen = new Set<string>();
  const pool = shuffle(rng, candidates(p, rng)).filter((c) => {
    const key = c.name.toLowerCase();
    if (seen.has(key) || !isPronounceable(c.name) || p.keyTerms.includes(key)) return false;
    seen.add(key);
    return true;
  });

  // Take names round-robin across techniques so the ten show real variety.
  const byTechnique = new Map<Technique, Candidate[]>();
  for (const c of pool) byTechnique.set(c.technique, [...(byTechnique.get(c.technique) ?? []), c]);
  const chosen: Candidate[] = [];
  while (chosen.length < 10 && [...byTechnique.values()].some((l) => l.length)) {
    for (const list of byTechnique.values()) {
      const next = list.shift();
      if (next && chosen.length < 10) chosen.push(next);
    }
  }
  // A very short answer may not yield ten: fall back on industry metaphors with endings.
  const metaphors = p.industry.metaphors.filter(brandable);
  for (let i = 0; chosen.length < 10 && i < 200; i++) {
    const [metaphor, ending] = [pick(rng, metaphors), pick(rng, ENDINGS)];
    const name = withEnding(metaphor, ending);
    if (!seen.has(name.toLowerCase()) && isPronounceable(name)) {
      seen.add(name.toLowerCase());
      chosen.push({ name, technique: "suffix", parts: [metaphor, ending] });
    }
  }

  const lines = taglines(p, rng);
  return {
    names: chosen.map((c, i) => ({
      name: c.name,
      rationale: rationale(c, p),
      tagline: lines[i % lines.length],
      domain: domainFor(c.name),
      available: null,
      extensions: uncheckedExtensions(),
    })),
  };
}
