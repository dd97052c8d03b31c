import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import { shownOffline } from "./index";

/**
 * The corpus-wide readings of what the package writes (every string whole, analyses told apart, a
 * confirmed profile writing what the answers write) are evaluations: `npm run eval` (eval/checks/writing.ts).
 * What stays here holds for any one idea.
 */

describe("the confirmed profile", () => {
  it("an unconfirmed stored profile never overrides the answers", () => {
    const [fixture] = IDEA_FIXTURES;
    const input = { answers: fixture.answers, brandName: "Testco" };
    const profile = shownOffline("quizResult", input).profile!;
    const stale = { ...profile, currency: "JPY", confirmed: false };
    expect(shownOffline("fullBusinessAnalysis", { ...input, profile: stale }).financialModel?.currency).toBe(
      shownOffline("fullBusinessAnalysis", input).financialModel?.currency,
    );
  });
});
