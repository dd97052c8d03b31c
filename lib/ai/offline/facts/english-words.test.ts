import { isEnglishWord } from "./english-words";

describe("isEnglishWord", () => {
  it("knows ordinary words in either spelling and in any case", () => {
    for (const word of ["grammar", "fibre", "fiber", "Colours", "possum", "weave"])
      expect(isEnglishWord(word)).toBe(true);
  });

  it("does not know brands spelt as words English lacks", () => {
    for (const word of ["preply", "italki", "grabfood", "kullabs", "auphonic", "redactable", "wialon"])
      expect(isEnglishWord(word)).toBe(false);
  });
});
