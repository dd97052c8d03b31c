import type { QuizAnswers } from "@/lib/validation";
import { cutSentences, inventedMarketCount, numbersWritten } from "./founder-facts";

const answers = (problem: string, targetAudience = "Cassava farmers in Ogun."): QuizAnswers => ({
  problem,
  solution: "A mobile processing van.",
  targetAudience,
  differentiator: "We come to the farm.",
  businessModel: "₦15,000 per tonne processed.",
});

describe("numbersWritten", () => {
  it("reads counts with their scale and both ends of a range", () => {
    expect(numbersWritten("about 2-3k beekeepers, ~1.5M people and 12,000 farms")).toEqual([
      2000, 3000, 1_500_000, 12_000,
    ]);
  });
});

describe("inventedMarketCount", () => {
  const pkg = (potentialCustomers: number) => ({
    fullBusinessAnalysis: {
      financialModel: { market: { potentialCustomers, customerUnit: "farms", geography: "Ogun" } },
    },
  });

  it("names a count the founder never wrote", () => {
    expect(inventedMarketCount(answers("Farms lose half the harvest."), pkg(130_000))).toBe(
      "130,000 farms in Ogun",
    );
  });

  it("accepts the founder's own count, however written", () => {
    expect(
      inventedMarketCount(answers("Farms lose half.", "The ~12k cassava farms in Ogun."), pkg(12_000)),
    ).toBeNull();
    expect(inventedMarketCount(answers("Farms lose half."), { fullBusinessAnalysis: {} })).toBeNull();
  });

  it("names a market size stated where no count was given, and accepts the blank said as one", () => {
    const unsized = (text: string) => ({
      fullBusinessAnalysis: {
        marketPotential: text,
        financialModel: { market: { potentialCustomers: null, customerUnit: "farms", geography: "Ogun" } },
      },
    });
    expect(
      inventedMarketCount(answers("Farms lose half."), unsized("The market (TAM) of ₦4.2B is large.")),
    ).toBe('a market size with no count: "TAM) of ₦4"');
    expect(
      inventedMarketCount(
        answers("Farms lose half."),
        unsized("Not sized yet: add your customer count. It states no TAM, SAM or SOM."),
      ),
    ).toBeNull();
  });
});

describe("cutSentences", () => {
  const founder = answers(
    "Every harvest rots because nobody drives to the farm clusters, peels, grates and presses the cassava on the spot.",
  );

  it("finds a sentence that ends where the founder's list went on", () => {
    const pkg = { pitch: { line: "Every harvest rots because nobody drives to the farm clusters, peels." } };
    expect(cutSentences(founder, pkg)).toEqual([
      "Every harvest rots because nobody drives to the farm clusters, peels.",
    ]);
    // A run from the middle of the founder's sentence is a phrase of theirs, not their sentence cut.
    expect(cutSentences(founder, { line: "Our van drives to the farm clusters, peels." })).toEqual([]);
  });

  it("finds a sentence that ends just before the founder's verb, not one that ends before an object", () => {
    const said = answers("Most small managers still type passport data in by hand late at night.");
    expect(cutSentences(said, { a: "Most small managers still type." })).toEqual([]);
    const verb = answers("The shopkeeper records every sale and sends a reminder on Friday.");
    expect(cutSentences(verb, { a: "It helps when the shopkeeper records every sale and." })).toEqual([
      "It helps when the shopkeeper records every sale and.",
    ]);
    expect(cutSentences(verb, { a: "With us the shopkeeper records every sale." })).toEqual([
      "With us the shopkeeper records every sale.",
    ]);
  });

  it("leaves a noun phrase of theirs alone where their sentence went on with a participle", () => {
    const nurses = answers(
      "Nurses fail exams.",
      "Internationally trained nurses preparing for the OET exam in the UK.",
    );
    expect(cutSentences(nurses, { a: "Made for internationally trained nurses." })).toEqual([]);
  });

  it("leaves their subject alone where their sentence goes on with its verb", () => {
    const rivals = answers("Byju's and Vedantu are too expensive for families in Patna.");
    expect(cutSentences(rivals, { a: "Named rivals to position against: Byju's and Vedantu." })).toEqual([]);
  });

  it("reads a full stop the founder typed before a lower-case word as the end of their sentence", () => {
    const typed = answers("guides earn very little. and trekkers can't check a licence");
    expect(cutSentences(typed, { a: "In your words: “guides earn very little.”" })).toEqual([]);
  });

  it("reads the founder's words in their own sentence: a capitalised name is no verb", () => {
    const rivals = answers("BrightHR and Breathe are generic HR tools, they don't know what PVG is.");
    expect(cutSentences(rivals, { a: "Named rivals to position against: BrightHR and Breathe." })).toEqual(
      [],
    );
    const aside = answers(
      "Norwegian hobby beekeepers, mostly around Trøndelag and Vestland, keep 2 to 10 hives.",
    );
    expect(cutSentences(aside, { a: "Made for Norwegian hobby beekeepers." })).toEqual([]);
  });

  it("counts a cut before a list's next items, and not a phrase ended where an aside begins", () => {
    const places = answers("Parents in Lagos, Abuja and Kano pay tutors in cash.");
    expect(cutSentences(places, { a: "It starts with parents in Lagos." })).toEqual([
      "It starts with parents in Lagos.",
    ]);
    const aside = answers(
      "Sole traders and two-person companies in Ireland, paying an accountant for a year-end they never see.",
    );
    expect(
      cutSentences(aside, { a: "The first customers are sole traders and two-person companies in Ireland." }),
    ).toEqual([]);
  });

  it("leaves the founder's whole sentence, and text that only shares words, alone", () => {
    const whole = { a: `They told us: “${founder.problem}”`, b: "We press the cassava on the spot." };
    expect(cutSentences(founder, whole)).toEqual([]);
  });
});
