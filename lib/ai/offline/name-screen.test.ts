import { GEOGRAPHY_CORPUS } from "@/tests/fixtures/geography-corpus";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
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
