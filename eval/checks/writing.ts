import {
  ARTIFACT_KINDS,
  ARTIFACT_SCHEMAS,
  type FinancialModel,
  type PitchData,
} from "@/lib/artifacts/schemas";
import { artifactFlaws } from "@/lib/ai/text-quality";
import { othersToday } from "@/lib/ai/offline/competition";
import { shownOffline } from "@/lib/ai/offline";
import { isFood } from "@/lib/ai/offline/goods";
import { analyzeIdea } from "@/lib/ai/offline/profile";
import { upperFirst } from "@/lib/ai/offline/text";
import { computeFinancials, figureView } from "@/lib/finance/figures";
import type { QuizAnswers } from "@/lib/validation";

/**
 * What the package writes, read by machine as a founder would: every string of every artifact whole (no
 * cut or broken sentence), every artifact valid by its schema, no claim the answers do not hold.
 */

export type Package = Record<(typeof ARTIFACT_KINDS)[number], unknown>;

/** Every artifact the offline writer makes for one idea (take `variant` of the rewrites). */
export function packageOf(answers: QuizAnswers, variant = 0): Package {
  const input = { answers, brandName: "Testco", variant };
  const analysis = shownOffline("fullBusinessAnalysis", input);
  return Object.fromEntries(
    ARTIFACT_KINDS.map((kind) => [
      kind,
      shownOffline(kind, { ...input, financialModel: analysis.financialModel }),
    ]),
  ) as Package;
}

/** What is wrong with one package, one line each ([] when nothing). */
export function packageProblems(answers: QuizAnswers, pkg: Package): string[] {
  const problems: string[] = [];
  // A fragment the founder wrote ("type passport data in by hand") is their English, not a flaw of ours.
  const theirs = Object.values(answers).join(" ").toLowerCase();
  for (const f of artifactFlaws(pkg)) {
    const fragment = /^"(.+)"$/.exec(f.flaw.detail)?.[1]?.toLowerCase();
    if (fragment && theirs.includes(fragment)) continue;
    problems.push(`${f.path} [${f.flaw.kind}] ${f.flaw.detail}`);
  }
  // Every artifact is what its schema accepts (an elevator pitch of 30-140 words…): a founder's long
  // sentences kept whole must not push a step past it.
  for (const kind of ARTIFACT_KINDS)
    for (const issue of ARTIFACT_SCHEMAS[kind].safeParse(pkg[kind]).error?.issues ?? [])
      problems.push(`${kind}.${issue.path.join(".")}: ${issue.message}`);
  // A brand name's rationale calls a root the founder's word only when their answers hold it.
  const said = Object.values(answers).join(" ").toLowerCase();
  for (const name of (pkg.brandData as { names: { name: string; rationale: string }[] }).names) {
    const m =
      /“([^”]+)”, a word from your own description|^Turns “([^”]+)”[^.]*\. It stays close to what/.exec(
        name.rationale,
      );
    const word = m ? (m[1] ?? m[2]) : null;
    // (A key term is the singular of the founder's word: "family" of "families".)
    if (word && !said.includes(word) && !said.includes(word.replace(/y$/, "ies")))
      problems.push(
        `brandData ${name.name}: “${word}” is called the founder's word, and the answers do not hold it`,
      );
  }
  // A plan that does not break even within its 36 months has no "until break-even" to fund or reach.
  const model = (pkg.fullBusinessAnalysis as { financialModel?: FinancialModel }).financialModel;
  if (model && !figureView(computeFinancials(model)).breaksEven)
    for (const phrase of JSON.stringify(pkg).match(/[^."]*\b(?:until|before|up to) break-even[^."]*/gi) ?? [])
      problems.push(`break-even promised by a plan that never breaks even: “${phrase.trim()}”`);
  // With no company named, the founder's own account of today's alternatives leads the Competition slide,
  // and a sector read without confidence adds none of its typical rivals to it.
  const profile = analyzeIdea({ answers });
  const today = profile.competitors.length ? "" : othersToday(profile);
  if (today) {
    const slide = (pkg.pitch as PitchData).fullSlides!.find((s) => s.title === "Competition")!.content;
    const lead = `Today, in the founder's words: “${today}”`;
    if (slide[0] !== lead)
      problems.push(`pitch Competition: leads with “${slide[0]}”, not the founder's words`);
    const typical = profile.industry.competitorTypes.map((kind) => upperFirst(kind.name));
    if (!profile.industryConfident)
      for (const line of slide.filter((l) => typical.some((kind) => l.startsWith(kind))))
        problems.push(`pitch Competition: a sector read without confidence adds “${line}”`);
  }
  return problems;
}

/** The 4-word shingles of a text, lower-cased, numbers folded (the same template with other figures). */
export function shingles(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[\d.,]+[kmb%]?/g, "#")
    .split(/[^\p{L}#'-]+/u)
    .filter(Boolean);
  const set = new Set<string>();
  for (let i = 0; i + 4 <= words.length; i++) set.add(words.slice(i, i + 4).join(" "));
  return set;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / (a.size + b.size - shared);
}

/** The two ideas whose analyses share the most 4-word shingles, and how much. */
export function mostAlike(ideas: readonly { key: string; answers: QuizAnswers }[]) {
  const texts = ideas.map((idea) => {
    const { financialModel: _model, ...prose } = shownOffline("fullBusinessAnalysis", {
      answers: idea.answers,
      brandName: "Testco",
    });
    return { key: idea.key, shingles: shingles(JSON.stringify(prose)) };
  });
  const worst = { pair: "", value: 0 };
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++) {
      const value = jaccard(texts[i].shingles, texts[j].shingles);
      if (value > worst.value) Object.assign(worst, { pair: `${texts[i].key} / ${texts[j].key}`, value });
    }
  return worst;
}

/**
 * Steps that a confirmed card changes where it should not. A card confirmed as read, with no sector named
 * (a sector's template is written only once the founder confirms one), writes exactly what the answers
 * alone write; and a confirmed card, stored and read back, writes the same again.
 */
export function confirmedProfileDiffers(answers: QuizAnswers): string[] {
  const input = { answers, brandName: "Testco" };
  const profile = shownOffline("quizResult", input).profile!;
  const noSector = { ...profile, industry: { ...profile.industry, id: null, confident: false } };
  const asRead = { ...input, profile: { ...noSector, confirmed: true } };
  const confirmed = { ...input, profile: { ...profile, confirmed: true } };
  const again = { ...input, profile: { ...shownOffline("quizResult", confirmed).profile!, confirmed: true } };
  const same = (a: object, b: object) => (kind: (typeof ARTIFACT_KINDS)[number]) =>
    JSON.stringify(shownOffline(kind, a as typeof input)) ===
    JSON.stringify(shownOffline(kind, b as typeof input));
  return ARTIFACT_KINDS.filter((k) => k !== "quizResult").flatMap((kind) => [
    ...(same(asRead, input)(kind) ? [] : [`${kind} (confirmed as read)`]),
    ...(same(confirmed, again)(kind) ? [] : [`${kind} (read back)`]),
  ]);
}

/** Whether the offline engine reads the idea as food (for foodProblems). */
export const readAsFood = (answers: QuizAnswers) => isFood(analyzeIdea({ answers }));

/**
 * Something eaten is planned as food, not as a gadget: its action plan, prototype and recommendations
 * offer no returns, setup guide, manufacturers, prototypes or hand-built units.
 */
export function foodProblems(answers: QuizAnswers): string[] {
  const input = { answers, brandName: "Testco" };
  const text = JSON.stringify([
    shownOffline("actionPlan", input),
    shownOffline("prototype", input),
    shownOffline("quizResult", input).recommendations,
  ]);
  return (
    text.match(
      /easy returns|setup guide|manufacturers?\b|prototypes?\b|stops working|working units|hand-build/gi,
    ) ?? []
  ).map((word) => `a gadget's “${word}” in the plan of something eaten`);
}
