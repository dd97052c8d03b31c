import { answersWith } from "@/tests/helpers/answers";
import { alreadyTrading, founderTraction, workedAlone } from "./founder";

const answers = answersWith;

describe("workedAlone", () => {
  it.each([
    [{ solution: "I come round and assemble furniture, mount TVs and shelves." }, true],
    [{ differentiator: "I'm one person, DBS checked, same day most days." }, true],
    [{ differentiator: "It's just me for now, with a van." }, true],
    // A team's work, or a plan the founder has not started, is no one-person business.
    [{ solution: "I come round with my crew; we assemble anything flat-packed." }, false],
    [{ solution: "I want to build an app that books furniture assembly." }, false],
    [{ solution: "We come round and assemble furniture." }, false],
  ])("%j → %s", (parts, alone) => {
    expect(workedAlone(answers(parts))).toBe(alone);
  });
});

describe("alreadyTrading", () => {
  it.each([
    [{ targetAudience: "Renters in Manchester. I get most jobs from Nextdoor." }, true],
    [{ businessModel: "We already sell at two farmers' markets for €6 a jar." }, true],
    [{ differentiator: "Our regular clients come back every month." }, true],
    [{ targetAudience: "We've sold 300 kits so far through Instagram." }, true],
    [{ targetAudience: "commuters in SE portland. got like 15 regulars already from nextdoor" }, true],
    // Plans and a first group lined up are not sales.
    [{ targetAudience: "We start with 25 traders at Gikomba that my aunt knows." }, false],
    [{ targetAudience: "We'll get customers through Facebook groups." }, false],
  ])("%j → %s", (parts, trading) => {
    expect(alreadyTrading(answers(parts))).toBe(trading);
  });
});

describe("founderTraction", () => {
  it.each([
    [
      {
        targetAudience:
          "The sellers are antique dealers in Valencia - I've got about 40 of them on a list and 12 already said yes.",
      },
      "I've got about 40 of them on a list and 12 already said yes",
    ],
    [
      { businessModel: "Free to start. We have a waitlist of 300 from one Reddit post." },
      "We have a waitlist of 300 from one Reddit post",
    ],
    [
      { targetAudience: "Renters in Manchester. I get most jobs from Nextdoor." },
      "I get most jobs from Nextdoor",
    ],
    // A plan or a list is no proof yet.
    [{ targetAudience: "We start with 25 traders at Gikomba that my aunt knows." }, null],
    [{ businessModel: "We'll build a waitlist on Instagram." }, null],
  ])("%j → %s", (parts, said) => {
    expect(founderTraction(answers(parts))).toBe(said);
  });
});
