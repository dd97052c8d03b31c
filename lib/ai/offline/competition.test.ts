import { HOLDOUT_CORPUS } from "@/tests/fixtures/idea-corpus-holdout";

import { activeRivals, hasLeft } from "./competition";
import { analyzeIdea, shownOffline } from "./index";

describe("a rival the founder says has left", () => {
  // "Sevici has no e-bikes and Lime left the city": the plan said "Try Sevici and Lime as a customer".
  const answers = HOLDOUT_CORPUS.find((i) => i.id === "seville-shaded-ebike-hire")!.answers;
  const input = { answers, brandName: "Testco" };

  it("stays named, is no alternative today, and is not tried as a customer", () => {
    const p = analyzeIdea(input);
    expect(p.competitors.map((c) => c.name)).toEqual(["Sevici", "Lime"]);
    expect(activeRivals(p).map((c) => c.name)).toEqual(["Sevici"]);
    expect(shownOffline("fullBusinessAnalysis", input).competitiveLandscape).toMatch(
      /^You name Sevici as the alternative open to locals and students today, and Lime, which has left\./,
    );
    const titles = shownOffline("actionPlan", input).actionItems.map((a) => a.title);
    expect(titles).toContain("Try Sevici as a customer");
    expect(titles.join(" ")).not.toMatch(/Lime/);
    expect(shownOffline("businessAnalysis", input).swot.threats).toContain("Lime coming back to the market.");
    // The pitch's Problem slide said "On the market: Sevici and Lime".
    const problem = shownOffline("pitch", input).fullSlides!.find((s) => s.title === "Problem")!.content;
    expect(problem).toContain("On the market: Sevici (Lime has left)");
  });

  it("is read from the founder's sentence about it, not from any word 'left' nearby", () => {
    const rival = (name: string, claim: string) => hasLeft({ name, claim });
    expect(rival("Lime", "Sevici has no e-bikes and Lime left the city")).toBe(true);
    expect(rival("Foodpanda", "Foodpanda shut down here in 2023, so nobody delivers")).toBe(true);
    expect(rival("Glovo", "Glovo has pulled out of Kenya")).toBe(true);
    expect(rival("Wolt", "Wolt closed. Nobody else delivers")).toBe(true);
    // Still trading: what is left of a rival, or a customer who left it.
    expect(rival("Sevici", "Sevici has no e-bikes and Lime left the city")).toBe(false);
    expect(rival("Uber", "Riders left Uber for us")).toBe(false);
    expect(rival("Bolt", "Bolt left prices high all summer")).toBe(false);
    expect(rival("Takealot", "Takealot closed the deal with every mall")).toBe(false);
    expect(rival("Jumia Food", "Jumia Food left Ghana in 2023")).toBe(true);
  });
});
