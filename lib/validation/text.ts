/**
 * One rule for all text a client sends: no control characters but tab and line breaks (a NUL byte cannot
 * be stored by PostgreSQL at all, and the others are invisible), and no unpaired surrogates (not text).
 * Bodies with them are refused whole with a 400 that names the field, before any work is done.
 */

// C0 controls except \t \n \r, DEL, and the C1 controls.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

function problem(text: string): string | null {
  const control = CONTROL.exec(text);
  if (control) {
    const code = control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
    return `contains a control character (U+${code}), which cannot be stored`;
  }
  if (!text.isWellFormed()) return "contains a broken character (an unpaired surrogate)";
  return null;
}

/** The first string in a JSON value (keys included) that breaks the rule, as "path: what is wrong". */
export function findUnstorableText(value: unknown, path: string[] = []): string | null {
  const where = (p: string[]) => (p.length ? p.join(".") : "body");
  if (typeof value === "string") {
    const found = problem(value);
    return found && `${where(path)} ${found}`;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = problem(key);
      if (keyProblem) return `a field name in ${where(path)} ${keyProblem}`;
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
