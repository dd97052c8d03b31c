import { createHash } from "node:crypto";

import type { EvalIdea } from "./corpus";

/**
 * The fixed, stratified sample CI reads (`npm run eval -- --sample`): from every part of the corpus (each
 * batch as it arrived) the same share of ideas, chosen by a hash of each idea's key, so the sample never
 * depends on the order of a file and a new idea joins it or not by its key alone. Parts of up to
 * WHOLE_PART ideas are read whole: a floor over three ideas means nothing on one.
 */
export const SAMPLE_SHARE = 0.3;
export const WHOLE_PART = 7;

const rank = (key: string) => createHash("sha256").update(key).digest("hex");

export function stratifiedSample(ideas: readonly EvalIdea[], share = SAMPLE_SHARE): EvalIdea[] {
  const parts = new Map<string, EvalIdea[]>();
  for (const idea of ideas) {
    const id = `${idea.set}/${idea.part}`;
    parts.set(id, [...(parts.get(id) ?? []), idea]);
  }
  const chosen = new Set<EvalIdea>();
  for (const part of parts.values()) {
    const take = part.length <= WHOLE_PART ? part.length : Math.ceil(part.length * share);
    for (const idea of [...part].sort((a, b) => rank(a.key).localeCompare(rank(b.key))).slice(0, take))
      chosen.add(idea);
  }
  // In the corpus's own order.
  return ideas.filter((idea) => chosen.has(idea));
}

/** The first `n` ideas of the sample's order (a quick look: `--sample 20`). */
export function firstOf(ideas: readonly EvalIdea[], n: number): EvalIdea[] {
  return [...ideas].sort((a, b) => rank(a.key).localeCompare(rank(b.key))).slice(0, n);
}
