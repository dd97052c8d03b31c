import { answersWith } from "@/tests/helpers/answers";
import { alreadyTrading, founderCredentials, founderTraction, workedAlone } from "./founder";

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

describe("founderCredentials", () => {
  it.each([
    [
      {
        differentiator:
          "Seamless liner, and I'm a ward nurse myself (11 yrs) and designed it with a podiatrist.",
      },
      "I'm a ward nurse myself (11 yrs) and designed it with a podiatrist",
    ],
    [
      { differentiator: "we're ex-firefighters, we know the lingo reviewers want" },
      "We're ex-firefighters, we know the lingo reviewers want",
    ],
    [
      { differentiator: "Works offline in the bay, and its built by a guy whos been a volunteer for 14 yrs" },
      "Its built by a guy whos been a volunteer for 14 yrs",
    ],
    [
      {
        differentiator:
          "Most halal consultants are one-man shops; we have former auditors on the team and we redo the resubmission for free if it's rejected",
      },
      "We have former auditors on the team and we redo the resubmission for free if it's rejected",
    ],
    [
      { differentiator: "Made by a former bank teller who explains things like a friend would." },
      "Made by a former bank teller who explains things like a friend would",
    ],
    [
      { differentiator: "I've been a primary teacher for 9 years, so I know the curriculum." },
      "I've been a primary teacher for 9 years",
    ],
    [
      { targetAudience: "Dog owners in Leeds (I ran a grooming van for six years, so these are my people)." },
      "I ran a grooming van for six years",
    ],
    // A feature that names experts, or the founder's own plans, says nothing of the team.
    [{ solution: "Live classes at night, correction of referral letters by ex-examiners." }, null],
    [{ differentiator: "I'm one person, DBS checked, same day most days." }, null],
    [{ differentiator: "We are cheaper than Uber and we answer in 5 minutes." }, null],
    [{ solution: "A clay pot filter with a silver-lined ceramic candle, made by potters in Kumasi." }, null],
    [
      { problem: "I've been there, I lived in a 22 sqm studio for 3 years and laundry was the worst part." },
      null,
    ],
  ])("%j → %s", (parts, said) => {
    expect(founderCredentials(answers(parts))).toBe(said);
  });
});
