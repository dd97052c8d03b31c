import { shownOffline } from "./index";

// A São Paulo pet-sitting app, written in Portuguese.
const answers = {
  problem:
    "Tutores em São Paulo não têm com quem deixar o cachorro quando viajam, e os hotéis para pets são caros e lotados.",
  solution:
    "Um aplicativo onde cuidadores verificados do bairro recebem o pet em casa, com fotos diárias e pagamento pelo Pix.",
  targetAudience: "Tutores de cães e gatos em apartamentos de São Paulo, de 25 a 45 anos.",
  differentiator:
    "O DogHero é caro e tem poucos cuidadores na zona leste; nós cobramos menos e verificamos todos.",
  businessModel: "Cobramos 15% de cada reserva; a diária média é R$ 80.",
};

describe("answers in another language", () => {
  it("are said to be, on the card and in the analysis, with the package in English", () => {
    const input = { answers, brandName: "Testco" };
    const profile = shownOffline("quizResult", input).profile!;
    expect(profile.language).toBe("Portuguese");
    const analysis = shownOffline("fullBusinessAnalysis", input);
    expect(analysis.executiveSummary).toContain(
      "This package is written in English: your answers are in Portuguese, and your own words are quoted as you wrote them.",
    );
  });

  it("are not mentioned for answers in English", () => {
    const english = {
      ...answers,
      problem: "Pet owners in São Paulo have nobody to leave the dog with when they travel.",
      solution: "An app where verified sitters nearby host the pet at home, with daily photos.",
      targetAudience: "Dog and cat owners in São Paulo flats.",
      differentiator: "DogHero is expensive and has few sitters in the east zone.",
      businessModel: "We take 15% of each booking; a night costs R$ 80.",
    };
    const input = { answers: english, brandName: "Testco" };
    expect(shownOffline("quizResult", input).profile!.language).toBeNull();
    expect(shownOffline("fullBusinessAnalysis", input).executiveSummary).not.toContain("written in English");
  });
});
