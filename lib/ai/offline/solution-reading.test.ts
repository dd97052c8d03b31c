import { BATCH23_CORPUS } from "@/tests/fixtures/idea-corpus-batch23";
import { BATCH24_CORPUS } from "@/tests/fixtures/idea-corpus-batch24";
import { HOLDOUT_CORPUS } from "@/tests/fixtures/idea-corpus-holdout";

import { founderEdgeSentence } from "./competition";
import { deliveredBy } from "./delivery";
import { isFood } from "./goods";
import { shownOffline } from "./index";
import { analyzeIdea, extractSolutionAction } from "./profile";

/** What the product is and does, as batch 23 and the last stop's reading wrote them. */
const answersOf = (id: string) =>
  [...BATCH23_CORPUS, ...BATCH24_CORPUS, ...HOLDOUT_CORPUS].find((i) => i.id === id)!.answers;

describe("the product named by the solution's opening words", () => {
  it("keeps three words before the product noun ('offline topo maps app', not 'offline topo')", () => {
    const p = analyzeIdea({ answers: answersOf("nz-tramping-offline-maps") });
    expect(p.product).toBe("offline topo maps app");
    expect(p.solutionAction).toBe(
      "pulls DOC alerts, hut bookings and river level data and warns you before you lose signal",
    );
  });

  it("takes no opening sentence for a product when it starts with a subject and a verb", () => {
    // Three words before "tracker", one of them "we": no name.
    expect(
      analyzeIdea({
        answers: {
          ...answersOf("nz-tramping-offline-maps"),
          solution: "We build a tracker that pulls DOC alerts.",
        },
      }).product,
    ).not.toMatch(/^we\b/i);
  });

  it("reads a word before a participle as how the thing is made, not a command", () => {
    // It was a "service" that "offers insulated steel tiffin…".
    const p = analyzeIdea({ answers: answersOf("b23-in-bengaluru-insulated-tiffin") });
    expect(p.product).toBe("vacuum insulated steel tiffin");
    expect(p.kind).toBe("physical");
  });

  it("calls the crew the founder sends a service, not the things they bring", () => {
    // It was a "waterless product".
    const p = analyzeIdea({ answers: answersOf("b23-pe-lima-office-parking-car-wash") });
    expect(p.product).toBe("service");
    expect(p.kind).toBe("in-person");
    expect(p.solutionAction).toMatch(/^sends a two-person crew to office parking lots/);
  });
});

describe("what the product does", () => {
  it("reads a verb before a gerund as the product's ('splits recurring bills', not 'lets splits recur bills')", () => {
    expect(
      extractSolutionAction(
        "flatmate bills tracker that splits recurring bills automatically and sends a BLIK payment request",
      ),
    ).toBe("splits recurring bills automatically and sends a BLIK payment request");
    // A clause with its own subject still lets that subject act.
    expect(extractSolutionAction("A kit that families pay off in small monthly amounts.")).toBe(
      "lets families pay it off in small monthly amounts",
    );
  });

  it("says what the product does before the parts it comes with when the verb agrees with the product", () => {
    expect(analyzeIdea({ answers: answersOf("b23-in-bengaluru-insulated-tiffin") }).solutionAction).toBe(
      "keeps dal and rice above 60°C for 6 hrs, with 3 leakproof containers",
    );
    // Parts whose own verb agrees with them stay what it comes with.
    expect(extractSolutionAction("A lunch box with 3 containers that keep food warm.")).toBe(
      "comes with 3 containers that keep food warm",
    );
  });
});

describe("what delivers each sale", () => {
  it("counts a tool library's tools as equipment hired out, not software", () => {
    const p = analyzeIdea({ answers: answersOf("b23-au-sydney-apartment-tool-library") });
    expect(deliveredBy(p, false)).toBe("equipment");
  });
});

describe("batch 23's packages", () => {
  it("plans a steel tiffin as a container, not as food", () => {
    const answers = answersOf("b23-in-bengaluru-insulated-tiffin");
    expect(isFood(analyzeIdea({ answers }))).toBe(false);
    const features = shownOffline("prototype", { answers }).features.join(" | ");
    expect(features).not.toMatch(/ingredients|arrive fresh/i);
  });

  it("reads what the rivals lack, in the founder's words after 'neither does', as the edge", () => {
    // "Splitwise and Tricount are made for trips… and neither does BLIK requests" was a feature and an advert.
    const p = analyzeIdea({ answers: answersOf("b23-pl-krakow-flatmate-bills-tracker") });
    expect(founderEdgeSentence(p)).toBe(
      "BLIK requests, which is how everyone here actually pays each other back",
    );
    expect(shownOffline("prototype", { answers: p.answers }).features.join(" | ")).not.toMatch(/neither/i);
  });

  it("books a repair van's jobs one by one: its cover plan is no contract of visits", () => {
    const features = shownOffline("prototype", {
      answers: answersOf("b23-ke-nairobi-phone-repair-van"),
    }).features;
    expect(features.join(" | ")).not.toMatch(/whole contract/);
  });
});

describe("batch 24's packages", () => {
  it("takes the founder's own name before 'is a' for no product ('Darija Daily is a mobile app…')", () => {
    // It was "GoMoroccan is a Darija Daily that offers is a mobile app with 10-minute lessons…".
    const p = analyzeIdea({ answers: answersOf("b24-darija-daily-morocco") });
    expect(p.product).toBe("mobile app");
    expect(p.solutionAction).toMatch(/^comes with 10-minute lessons built around real street dialogues/);
  });

  it("says what a hire business does with the founder's own verbs, each agreeing", () => {
    // It was "works by the day … and deliver them to your villa or apartment, then collect them after".
    expect(analyzeIdea({ answers: answersOf("b24-desert-kit-hire-dubai") }).solutionAction).toBe(
      "rents out full camping kits by the day (tent, sleeping mats, gas stove, cooler box, lights, chairs) and delivers them to your villa or apartment, then collects them after",
    );
  });

  it("checks insurance and the rules for hiring out, not for selling", () => {
    const said = shownOffline("actionPlan", { answers: answersOf("b24-desert-kit-hire-dubai") })
      .actionItems.map((a) => `${a.title}: ${a.description}`)
      .join("\n");
    expect(said).toMatch(/Check insurance and the rules for hiring out/);
    expect(said).not.toMatch(/before it can be sold|until it sells/);
  });

  it("draws the symbol from the founder's words where no sector is read with confidence", () => {
    const symbol = (id: string) =>
      shownOffline("prototype", { answers: answersOf(id) }).logoConcepts.find((c) => c.startsWith("Symbol"));
    const kit = analyzeIdea({ answers: answersOf("b24-desert-kit-hire-dubai") });
    expect(kit.industryRead.confident).toBe(false);
    expect(symbol("b24-desert-kit-hire-dubai")).toContain("inspired by “full camping kit”");
    // A product named by a word that says nothing ("software") gives way to a noun of the founder's.
    const shifts = symbol("b24-turnero-mx-shift-scheduling")!;
    expect(shifts).not.toContain("nova");
    const word = /inspired by “([^”]+)”/.exec(shifts)![1];
    expect(JSON.stringify(answersOf("b24-turnero-mx-shift-scheduling")).toLowerCase()).toContain(word);
  });
});

describe("the review's counter-examples", () => {
  const base = answersOf("b23-pe-lima-office-parking-car-wash");

  it("keeps the usual commands commands: 'Get licensed electricians…' is no product named 'get licensed electrician'", () => {
    const p = analyzeIdea({
      answers: {
        ...base,
        solution: "Get licensed electricians at your door in an hour, booked and paid in the app.",
      },
    });
    expect(p.product.toLowerCase()).not.toMatch(/^get\b/);
  });

  it("keeps the founder's own clause after a sentence about both rivals", () => {
    const p = analyzeIdea({
      answers: {
        ...answersOf("b23-pl-krakow-flatmate-bills-tracker"),
        differentiator:
          "Splitwise and Tricount are made for trips. Both take a cut of every payment, but we charge a flat 9,99 zł.",
      },
    });
    expect(founderEdgeSentence(p)).toMatch(/\bwe charge a flat 9,99 zł$/);
  });

  it("plans cold-pressed juice in bottles as food: a container named with what it holds", () => {
    const p = analyzeIdea({
      answers: {
        ...answersOf("b23-in-bengaluru-insulated-tiffin"),
        solution:
          "Cold-pressed juice bottles made in Indiranagar from fruit bought that morning, sold in office canteens.",
        businessModel: "₹120 per bottle.",
      },
    });
    expect(isFood(p)).toBe(true);
  });
});
