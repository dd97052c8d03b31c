import { GEOGRAPHY_CORPUS } from "@/tests/fixtures/geography-corpus";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import { BATCH3_CORPUS } from "@/tests/fixtures/idea-corpus-batch3";
import { BATCH18_CORPUS } from "@/tests/fixtures/idea-corpus-batch18";
import { shownOffline } from "./index";
import { nameProblem } from "./name-screen";

describe("the brand-name screen", () => {
  it.each([
    ["LucidEbay", /ebay/],
    ["GoogleNest", /google/],
    ["Square", /square/],
    ["GoAdult", /adult/],
    ["Germio", /germ/],
    ["Twatly", /profanity/],
    ["Sexora", /sex/],
  ])("refuses %s", (name, why) => {
    expect(nameProblem(name)).toMatch(why);
  });

  it.each(["BakeWise", "Breadash", "Solora", "Kindnest", "Scunthorpe", "Analytica", "Cumulo", "Squarely"])(
    "lets %s through",
    (name) => {
      expect(nameProblem(name)).toBeNull();
    },
  );

  it("every name the engine proposes for a corpus idea passes it, ten each", () => {
    for (const fixture of [...IDEA_FIXTURES, ...GEOGRAPHY_CORPUS]) {
      const names = shownOffline("brandData", { answers: fixture.answers }).names.map((n) => n.name);
      expect([fixture.id, names.length, names.filter((n) => nameProblem(n) !== null)]).toEqual([
        fixture.id,
        10,
        [],
      ]);
    }
  });
});

describe("brand taglines", () => {
  it("say a whole phrase of the action, never one cut before what it leads into", () => {
    // "Lets local antique and vintage dealers list." and "The simple way to let local antique." (corpus
    // b18-es-antiques-marketplace) were cut before what the dealers list.
    const answers = BATCH18_CORPUS.find((i) => i.id === "b18-es-antiques-marketplace")!.answers;
    const lines = shownOffline("brandData", { answers }).names.map((n) => n.tagline);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => /\b(?:list|antique)\.$/.test(line))).toEqual([]);
    // A long action makes no line at all: "Remembers where you parked." was its first words, cut before
    // "and pings you when a snow-clearing operation is scheduled…".
    const parking = BATCH3_CORPUS.find((i) => i.id === "b3-montreal-snow-parking")!.answers;
    const lines2 = shownOffline("brandData", { answers: parking }).names.map((n) => n.tagline);
    expect(lines2.length).toBeGreaterThan(0);
    expect(lines2.filter((line) => /\bremember/i.test(line))).toEqual([]);
  });
});
