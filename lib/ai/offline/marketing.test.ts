import { BATCH6_CORPUS } from "@/tests/fixtures/idea-corpus-batch6";
import { BATCH13_CORPUS } from "@/tests/fixtures/idea-corpus-batch13";
import { BATCH16_CORPUS } from "@/tests/fixtures/idea-corpus-batch16";
import { BATCH18_CORPUS } from "@/tests/fixtures/idea-corpus-batch18";
import { shownOffline } from "./index";

const keywordsOf = (answers: (typeof BATCH6_CORPUS)[number]["answers"]) =>
  shownOffline("marketingPlan", { answers, brandName: "Acme" }).seoKeywords.map((k) => k.keyword);
const find = (list: { id: string; answers: (typeof BATCH6_CORPUS)[number]["answers"] }[], id: string) =>
  list.find((i) => i.id === id)!.answers;

describe("search keywords name the product, not a word of it", () => {
  // What a founder-investor read in these packages: "buy shifts online", "buy lows online", "kid near me".
  it.each([
    [
      find(BATCH18_CORPUS, "b18-gb-nurse-shift-insoles"),
      ["buy shift insole online", "shift insole prices"],
      /\bshifts?\b(?! insole)/,
    ],
    [
      find(BATCH16_CORPUS, "b16-jp-tokyo-lifting-low-table"),
      ["buy low table online", "low table prices"],
      /\blows?\b(?! table)/,
    ],
    [
      find(BATCH13_CORPUS, "b13-ca-senior-snow-clearing"),
      ["driveway clearing near me", "book driveway clearing"],
      /\bkid\b/,
    ],
    [find(BATCH6_CORPUS, "b6-ohio-hvac-ai-receptionist"), ["ai receptionist tips"], /^ai (?!receptionist)/],
  ])("%#", (answers, expected, wrong) => {
    const keywords = keywordsOf(answers);
    for (const keyword of expected) expect(keywords).toContain(keyword);
    expect(keywords.filter((k) => wrong.test(k))).toEqual([]);
  });
});
