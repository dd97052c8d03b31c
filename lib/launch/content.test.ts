import type { IdeaProfileData } from "@/lib/artifacts/idea-profile";
import { defaultLaunchSettings, launchPageContent, slugFrom, visitorPrice } from "./content";

const profile = (over: Partial<IdeaProfileData>): IdeaProfileData => ({
  product: "shift insole",
  customer: { unit: "nurse", units: "nurses", type: "consumer", segment: "" },
  geography: { label: "the United Kingdom", countries: ["GB"], continent: "EU" },
  currency: "GBP",
  prices: [],
  billingModel: "one_time",
  competitors: [],
  channels: [],
  industry: { id: null, name: "consumer products", confident: false },
  questions: [],
  confirmed: true,
  outdated: [],
  ...over,
});

const answers = {
  problem: "nurses on 12h shifts are on their feet the entire time",
  solution: "A shift insole with a thick gel heel. You trim it to size at home.",
  targetAudience: "Nurses in NHS hospitals",
  differentiator: "I'm a ward nurse myself (11 yrs)",
  businessModel: "£39 a pair, covers £9 for two",
};

describe("visitorPrice", () => {
  it("lists every price a visitor pays in the founder's currency, never a seller's commission", () => {
    expect(
      visitorPrice(
        profile({
          prices: [
            { amount: 39, period: "one_time" },
            { amount: 9, period: "month" },
            { amount: 12, period: "commission" },
            { amount: 9, period: "one_time" }, // a second one-off price: what it buys is not said
          ],
        }),
      ),
    ).toBe("£39 · £9 a month");
    expect(visitorPrice(profile({ prices: [{ amount: 6, period: "commission" }] }))).toBeNull();
    expect(
      visitorPrice(profile({ currency: null, prices: [{ amount: 39, period: "one_time" }] })),
    ).toBeNull();
  });
});

describe("defaultLaunchSettings", () => {
  it("takes a whole tagline, concept sentence or name as the headline, never a cut one", () => {
    const long = "x".repeat(150);
    const project = (tagline: string, concept: string) => ({
      name: "Shiftsole",
      quizData: { ...answers, concept },
      selectedBrand: {
        name: "Shiftsole",
        tagline,
        rationale: "",
        domain: "shiftsole.com",
        available: null,
        isCustom: true,
      },
      prototypeData: null,
    });
    expect(defaultLaunchSettings(project("Twelve hours on your feet.", "Irrelevant.")).headline).toBe(
      "Twelve hours on your feet.",
    );
    expect(defaultLaunchSettings(project(long, `${long}.`)).headline).toBe("Shiftsole");
    expect(defaultLaunchSettings(project("", "A gel insole for nurses. More.")).headline).toBe(
      "A gel insole for nurses.",
    );
    expect(defaultLaunchSettings(project("", "")).subheadline).toBe(
      "A shift insole with a thick gel heel. You trim it to size at home.",
    );
  });
});

describe("launchPageContent", () => {
  it("quotes the founder's sentences whole, with their first letter raised, and answers from the profile", () => {
    const content = launchPageContent(
      {
        name: "Shiftsole",
        quizData: { ...answers, profile: profile({ prices: [{ amount: 39, period: "one_time" }] }) },
        selectedBrand: null,
        prototypeData: null,
      },
      defaultLaunchSettings({
        name: "Shiftsole",
        quizData: answers,
        selectedBrand: null,
        prototypeData: null,
      }),
    );
    expect(content.problem).toBe("Nurses on 12h shifts are on their feet the entire time.");
    expect(content.faq).toEqual([
      { question: "Who is it for?", answer: "Nurses in NHS hospitals." },
      { question: "What does it cost?", answer: "£39." },
      { question: "Where is it available?", answer: "The United Kingdom." },
      { question: "How is it different?", answer: "I'm a ward nurse myself (11 yrs)" },
    ]);
    expect(content.hasMockups).toBe(false);
  });
});

describe("slugFrom", () => {
  it.each([
    ["Shiftsole", "shiftsole"],
    ["Café Lumière & Co.", "cafe-lumiere-co"],
    ["AI", "launch-ai"],
    ["東京", "launch-page"],
  ])("%s → %s", (name, slug) => {
    expect(slugFrom(name)).toBe(slug);
  });
});
