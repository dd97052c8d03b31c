/**
 * One rule for all text a client sends: no control characters but tab and line breaks (a NUL byte cannot
 * be stored by PostgreSQL at all, and the others are invisible), no bidirectional embedding, override or
 * isolate controls (U+202A–U+202E, U+2066–U+2069: invisible, and one in a brand name reverses the text
 * around it wherever the name is quoted), and no unpaired surrogates (not text). Bodies with them are
 * refused whole with a 400 that names the field and the character, before any work is done; nothing is
 * stripped silently. Right-to-left text itself (Arabic, Hebrew) and the direction marks U+200E/U+200F
 * are ordinary text. Text a remote AI model writes is cleaned of the same characters instead
 * (`withoutControlCharacters`), since there is nobody to refuse it to.
 */

// C0 controls except \t \n \r, DEL, and the C1 controls.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

const code = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

function problem(text: string): string | null {
  const control = CONTROL.exec(text);
  if (control) return `contains a control character (${code(control[0])}), which cannot be stored`;
  const bidi = BIDI_CONTROL.exec(text);
  if (bidi) {
    return `contains an invisible text-direction control (${code(bidi[0])}), which would reverse the text around it; remove it`;
  }
  if (!text.isWellFormed()) return "contains a broken character (an unpaired surrogate)";
  return null;
}

/** How deeply a request body may nest arrays and objects; no form or API of ours needs more than a few. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a parsed JSON value nests more than `max` arrays and objects inside each other. Walked with a
 * stack of its own, not by recursion: JSON.parse takes 100,000 levels, and a recursive walk over them ran
 * out of call stack (a 500 for every JSON route).
 */
export function nestsDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== "object") continue;
    if (depth > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Where a value sits, as a chain of parent links: the path is spelled out only for a problem found. */
type Place = { key: string; parent: Place } | null;

function spell(place: Place): string {
  const keys: string[] = [];
  for (let p = place; p; p = p.parent) keys.push(p.key);
  return keys.length ? keys.reverse().join(".") : "body";
}

/** The first string in a JSON value (keys included) that breaks the rule, as "path: what is wrong". */
export function findUnstorableText(value: unknown): string | null {
  // Depth first, in document order, without recursion (see nestsDeeperThan).
  const stack: [unknown, Place][] = [[value, null]];
  while (stack.length > 0) {
    const [item, place] = stack.pop()!;
    if (typeof item === "string") {
      const found = problem(item);
      if (found) return `${spell(place)} ${found}`;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], { key: String(i), parent: place }]);
    } else if (item && typeof item === "object") {
      const entries = Object.entries(item);
      for (const [key] of entries) {
        const keyProblem = problem(key);
        if (keyProblem) return `a field name in ${spell(place)} ${keyProblem}`;
      }
      for (let i = entries.length - 1; i >= 0; i--) {
        stack.push([entries[i][1], { key: entries[i][0], parent: place }]);
      }
    }
  }
  return null;
}

/**
 * What is wrong with a parsed request body before its schema runs, or null: nesting past MAX_JSON_DEPTH,
 * or text that cannot be stored.
 */
export function findBodyProblem(value: unknown): string | null {
  if (nestsDeeperThan(value)) {
    return `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`;
  }
  return findUnstorableText(value);
}

const CONTROLS_GLOBAL = new RegExp(`${CONTROL.source}|${BIDI_CONTROL.source}`, "g");

/** A copy of a JSON value with those characters removed from every string (for AI-written output). */
export function withoutControlCharacters<T>(value: T): T {
  if (typeof value === "string") return value.replace(CONTROLS_GLOBAL, "").toWellFormed() as T;
  if (Array.isArray(value)) return value.map(withoutControlCharacters) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutControlCharacters(item)]),
    ) as T;
  }
  return value;
}
