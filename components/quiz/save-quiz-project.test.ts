import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import { projectNameFromIdea } from "./save-quiz-project";

describe("projectNameFromIdea", () => {
  it("names a project from the first words of the founder's solution", () => {
    expect(
      projectNameFromIdea(
        "A mobile app that predicts tomorrow's demand for each product from the bakery's sales history.",
      ),
    ).toBe("Mobile app that predicts tomorrow's demand");
    expect(projectNameFromIdea("A language learning app with short daily lessons.")).toBe(
      "Language learning app",
    );
    expect(projectNameFromIdea("A waterless cleaning robot that moves along panel rows at night")).toBe(
      "Waterless cleaning robot that moves",
    );
  });

  it("never cuts inside a bracket, never ends on a dangling word, and always gives something", () => {
    expect(projectNameFromIdea("Sensors (report every 5 minutes) for cold rooms")).toBe("Sensors");
    expect(projectNameFromIdea("   ")).toBe("New project");
    expect(projectNameFromIdea("!!! ???")).toBe("New project");
    expect(projectNameFromIdea("x".repeat(300))).toHaveLength(60);
  });

  it("gives every idea of the corpus its own short, whole name", () => {
    const names = IDEA_FIXTURES.map((f) => projectNameFromIdea(f.answers.solution));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(name.length).toBeLessThanOrEqual(60);
      expect(name).not.toMatch(/[([{]|\b(the|a|an|of|to|with|and|that)$/i);
      expect(name).toMatch(/^\p{Lu}/u);
    }
  });
});
