import { IDEA_CORPUS } from "@/tests/fixtures/idea-corpus";
import { BATCH14_CORPUS } from "@/tests/fixtures/idea-corpus-batch14";
import { BATCH15_CORPUS } from "@/tests/fixtures/idea-corpus-batch15";
import { BATCH18_CORPUS } from "@/tests/fixtures/idea-corpus-batch18";
import { BATCH19_CORPUS } from "@/tests/fixtures/idea-corpus-batch19";
import { answersWith as answers } from "@/tests/helpers/answers";
import { analyzeIdea } from "./profile";
import { refillOffer } from "./refill";

describe("refillOffer", () => {
  const offer = (id: string) => {
    const idea = [
      ...IDEA_CORPUS,
      ...BATCH14_CORPUS,
      ...BATCH15_CORPUS,
      ...BATCH18_CORPUS,
      ...BATCH19_CORPUS,
    ].find((i) => i.id === id)!;
    return refillOffer(analyzeIdea({ answers: idea.answers }));
  };

  it("reads what a founder sells again after a product bought once, and its price", () => {
    expect(offer("b18-gb-nurse-shift-insoles")).toEqual({
      price: "£9",
      what: "replacement top covers",
      amount: 9,
    });
    expect(offer("b14-gb-sco-hearing-aids")).toEqual({
      price: "£12",
      what: "spare domes and filters",
      amount: 12,
    });
    expect(offer("b15-ng-mother-tongue-reading-pen")).toEqual({
      price: "₦7,500",
      what: "book packs",
      amount: 7500,
    });
    expect(offer("b4-sylhet-solar-lantern")).toEqual({ price: "৳650", what: "spare battery", amount: 650 });
    // ("and a spare pair of soles for €12": the article goes, or the package wrote "your a spare pair".)
    expect(offer("b19-pt-dog-paw-boots")).toEqual({ price: "€12", what: "spare pair of soles", amount: 12 });
  });

  it("finds the refill's own price, not the same figures inside a larger one", () => {
    const p = analyzeIdea({
      answers: answers({
        solution: "A shift insole with a gel heel; the top covers can be swapped when they wear through.",
        businessModel: "£39 one-off for a pair, a £90 care kit for wards, then replacement top covers at £9.",
      }),
    });
    expect(refillOffer(p)).toEqual({ price: "£9", what: "replacement top covers", amount: 9 });
  });

  it("finds none in a second size, a bundle, a set-up fee or a subscription", () => {
    for (const id of [
      "fermented-chilli-sauce-manchester", // "or £20 for a 3-pack"
      "b3-kingston-csec-prep", // "or JMD $7,500 for the maths + english bundle"
      "b3-zurich-bakery-kiosk", // "optional installation for CHF 250"
      "b14-pt-cork-dog-bed", // "€89 small / €129 large"
      "b18-ke-parent-nurse-visits", // a monthly plan
    ])
      expect({ id, offer: offer(id) }).toEqual({ id, offer: null });
  });
});
