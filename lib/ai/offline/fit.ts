import type { ZodType } from "zod";

/**
 * The offline engine quotes the founder's answers, and an answer may be 4,000 characters without a full
 * stop or a space. Whatever the schema finds too long is shortened here, at a word boundary with an
 * ellipsis (strings) or to its first items (lists), and a quote that came out empty becomes a dash, so
 * the engine's output fits its schema. Anything else the schema refuses is left for the caller's
 * validation to report.
 */
export function fitToSchema<T>(schema: ZodType, value: T): T {
  let current: unknown = value;
  for (let pass = 0; pass < 4; pass++) {
    const parsed = schema.safeParse(current);
    if (parsed.success) break;
    const copy = structuredClone(current);
    let fixed = false;
    for (const issue of parsed.error.issues) {
      if ((issue.code !== "too_big" && issue.code !== "too_small") || issue.path.length === 0) continue;
      const parent = issue.path
        .slice(0, -1)
        .reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)?.[key], copy) as
        Record<PropertyKey, unknown> | undefined;
      const key = issue.path[issue.path.length - 1];
      const found = parent?.[key];
      if (issue.code === "too_small") {
        // An answer of punctuation alone quotes as nothing; a dash says "not given" without inventing.
        if (typeof found === "string" && issue.origin === "string" && found.trim() === "") {
          parent![key] = "—";
          fixed = true;
        }
      } else if (typeof found === "string" && issue.origin === "string") {
        parent![key] = shorten(found, Number(issue.maximum));
        fixed = true;
      } else if (Array.isArray(found) && issue.origin === "array") {
        parent![key] = found.slice(0, Number(issue.maximum));
        fixed = true;
      }
    }
    if (!fixed) break;
    current = copy;
  }
  return current as T;
}

/** `text` in at most `max` characters: cut at the last space in the final 40%, else mid-word, then "…". */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return text.slice(0, max);
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(" ");
  const cut = space >= max * 0.6 ? head.slice(0, space) : head;
  // "…from a spreadsheet and a…": the ellipsis never follows an article, a conjunction or a preposition.
  const trimmed = closedBrackets(wholeReferences(cut))
    .replace(/[\s,;:.–—-]+$/, "")
    .replace(
      /(?:\s+(?:a|an|the|and|or|but|of|in|on|at|to|for|with|from|by|as|into|than|that|which|who|their|our|your|its|his|her|my))+$/i,
      "",
    )
    .replace(/[\s,;:.–—-]+$/, "");
  return `${trimmed}…`;
}

/**
 * A cut inside a bracket ("…filled out wrong (missing ICD-10 code, wrong…") steps back before the
 * outermost bracket still open, unless that leaves nothing.
 */
function closedBrackets(cut: string): string {
  const open: number[] = [];
  for (let i = 0; i < cut.length; i++) {
    if (cut[i] === "(" || cut[i] === "[") open.push(i);
    else if ((cut[i] === ")" || cut[i] === "]") && open.length) open.pop();
  }
  return open.length && cut.slice(0, open[0]).trim() ? cut.slice(0, open[0]) : cut;
}

/**
 * A cut through a figure reference or an open section (lib/finance/figures.ts) steps back before it, so
 * the shortened text still fills in.
 */
function wholeReferences(cut: string): string {
  if (!cut.includes("⟦")) return cut;
  let out = cut.lastIndexOf("⟦") > cut.lastIndexOf("⟧") ? cut.slice(0, cut.lastIndexOf("⟦")) : cut;
  const open: number[] = [];
  for (const tag of out.matchAll(/⟦([#^/]?)[^⟧]*⟧/g)) {
    if (tag[1] === "#" || tag[1] === "^") open.push(tag.index);
    else if (tag[1] === "/") open.pop();
  }
  if (open.length) out = out.slice(0, open[0]);
  return out;
}
