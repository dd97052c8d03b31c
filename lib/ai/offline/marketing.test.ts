import { IDEA_CORPUS } from "@/tests/fixtures/idea-corpus";
import { BATCH3_CORPUS } from "@/tests/fixtures/idea-corpus-batch3";
import { BATCH4_CORPUS } from "@/tests/fixtures/idea-corpus-batch4";
import { BATCH6_CORPUS } from "@/tests/fixtures/idea-corpus-batch6";
import { BATCH13_CORPUS } from "@/tests/fixtures/idea-corpus-batch13";
import { BATCH16_CORPUS } from "@/tests/fixtures/idea-corpus-batch16";
import { BATCH18_CORPUS } from "@/tests/fixtures/idea-corpus-batch18";
import { BATCH19_CORPUS } from "@/tests/fixtures/idea-corpus-batch19";
import { BATCH21_CORPUS } from "@/tests/fixtures/idea-corpus-batch21";
import { HOLDOUT_CORPUS } from "@/tests/fixtures/idea-corpus-holdout";
import { shownOffline } from "./index";
import { analyzeIdea } from "./profile";

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
    // "ergonomic baby prices", "cooperative board tips": a qualifier of two words kept its noun only in
    // some keywords.
    [
      find(BATCH4_CORPUS, "b4-istanbul-baby-carrier"),
      ["ergonomic baby carrier prices", "ergonomic baby carrier tips"],
      /baby(?! carrier)/,
    ],
    [
      find(BATCH16_CORPUS, "b16-pl-warsaw-history-board-game"),
      ["cooperative board game tips", "cooperative board game prices"],
      /board(?! game)/,
    ],
    // "sevici bike app pricing": a rival's name is no topic of the product's own searches.
    [find(HOLDOUT_CORPUS, "seville-shaded-ebike-hire"), ["best bike app"], /sevici bike/],
    // "friday night guide", from "You can swap items until Friday night": a time is when, not a subject.
    [
      find(BATCH21_CORPUS, "b21-ke-nairobi-veg-box"),
      ["weekly veg box guide"],
      /\b(?:friday|saturday|night|morning)\b/,
    ],
  ])("%#", (answers, expected, wrong) => {
    const keywords = keywordsOf(answers);
    for (const keyword of expected) expect(keywords).toContain(keyword);
    expect(keywords.filter((k) => wrong.test(k))).toEqual([]);
  });
});

describe("the founder's channels and the kind of business, in the plan's sentences", () => {
  it("writes a channel the founder named as its name, and gives a service no software or stock lines", () => {
    const finnish = find(BATCH3_CORPUS, "b3-helsinki-finnish-course");
    const p = analyzeIdea({ answers: finnish });
    expect(p.industry.channels[0]).toBe("Facebook");
    const snow = shownOffline("fullBusinessAnalysis", {
      answers: find(BATCH13_CORPUS, "b13-ca-senior-snow-clearing"),
      brandName: "Acme",
    });
    const said = [...(snow.actionItems ?? []), snow.marketingStrategy].join(" ");
    expect(said).not.toMatch(/writing more code|ordering stock|first workflow|named account/);
    // Before: "are won through facebook, one named account at a time" (nurses buying insoles).
    const insoles = shownOffline("fullBusinessAnalysis", {
      answers: find(BATCH18_CORPUS, "b18-gb-nurse-shift-insoles"),
      brandName: "Acme",
    });
    expect(insoles.marketingStrategy).toContain("won through Facebook, one conversation at a time");
  });
});

describe("search phrases of batch 19", () => {
  it("search for the kind of thing, not the adjectives listed before it, nor another language's word cut", () => {
    // "how to pick the right light", "best light, breathable dog boot"; "proper kosztory service".
    const boots = keywordsOf(find(BATCH19_CORPUS, "b19-pt-dog-paw-boots"));
    expect(boots).toContain("best dog boot");
    expect(boots.join(" ")).not.toMatch(/right light|light,/);
    const estimates = keywordsOf(find(BATCH19_CORPUS, "b19-pl-renovation-estimates"));
    expect(estimates.join(" ")).not.toMatch(/kosztory\b/);
  });
});

describe("an action said of the product", () => {
  const answersOf = (id: string) => IDEA_CORPUS.find((i) => i.id === id)!.answers;

  it("opens the search ad on the product, not on 'Is delivered…'", () => {
    const plan = shownOffline("marketingPlan", {
      answers: answersOf("fresh-senior-cat-food-japan"),
      brandName: "Testco",
    });
    expect(plan.adCopy[0].body).toMatch(
      /^Fresh, vet-formulated cat food, delivered frozen every month\. From /,
    );
  });

  it("never says the business is delivered where no brand is chosen yet", () => {
    const analysis = shownOffline("fullBusinessAnalysis", {
      answers: answersOf("fresh-senior-cat-food-japan"),
    });
    expect(analysis.marketingStrategy).not.toMatch(/the business is delivered/i);
    expect(analysis.marketingStrategy).toContain(
      "show how fresh, vet-formulated cat food is delivered frozen",
    );
  });
});
