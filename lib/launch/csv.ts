import { stringify } from "csv-stringify/sync";

/**
 * The waitlist as CSV for a spreadsheet. Visitors wrote these cells, so one that a spreadsheet would run
 * as a formula (=, +, -, @, a tab or carriage return first) is written with a leading apostrophe (OWASP's
 * advice against CSV injection): it shows as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const safe = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

export function waitlistCsv(
  rows: readonly {
    email: string;
    name: string | null;
    answer: string | null;
    confirmedAt: Date | null;
    createdAt: Date;
  }[],
  question: string,
): string {
  return stringify(
    rows.map((r) => [
      safe(r.email),
      safe(r.name ?? ""),
      safe(r.answer ?? ""),
      r.confirmedAt ? "yes" : "no",
      r.createdAt.toISOString(),
    ]),
    {
      header: true,
      columns: ["email", "name", question ? `answer: ${question}` : "answer", "confirmed", "signed_up_at"],
      bom: true,
    },
  );
}
