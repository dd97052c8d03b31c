import { BATCH19_CORPUS } from "@/tests/fixtures/idea-corpus-batch19";
import { BATCH20_CORPUS } from "@/tests/fixtures/idea-corpus-batch20";
import { BATCH21_CORPUS } from "@/tests/fixtures/idea-corpus-batch21";
import { BATCH18_CORPUS } from "@/tests/fixtures/idea-corpus-batch18";
import { GEOGRAPHY_CORPUS } from "@/tests/fixtures/geography-corpus";
import { countryPopulation, detectGeography, geographyFromCurrency } from "./geography";

describe("detectGeography", () => {
  it.each(GEOGRAPHY_CORPUS.map((f) => [f.id, f] as const))("reads the market of %s", (_, fixture) => {
    const found = detectGeography(fixture.answers);
    if (fixture.geography === null) {
      expect(found).toBeNull();
      return;
    }
    expect(found).toMatchObject({
      label: fixture.geography.label,
      countries: fixture.geography.countries,
      continent: fixture.geography.continent ?? null,
    });
    expect(found!.population).toBeGreaterThan(1_000_000);
  });

  it("counts a town's people beside a neighbourhood it cannot place, not the whole country's", () => {
    const found = detectGeography({
      problem: "In Brooklyn most apartments have no washer, so people lose half of Sunday at the laundromat.",
      solution: "Laundry pickup and delivery on a schedule.",
      targetAudience: "Young professionals renting in Brooklyn (Williamsburg, Park Slope to start)",
      differentiator: "One flat monthly price.",
      businessModel: "$79/month.",
    });
    expect(found?.countries).toEqual(["US"]);
    // The neighbourhoods in brackets are where it starts inside Brooklyn, not more market.
    expect(found?.label).toBe("Brooklyn (the United States)");
    expect(found!.population).toBeGreaterThan(1_000_000);
    expect(found!.population).toBeLessThan(10_000_000);
  });

  it("takes a people's towns typed in lower case for their country, not a city the problem names", () => {
    // "kid bike trailers dont fit in amsterdam apartments", for "parents in dutch cities": sized for Amsterdam.
    const found = detectGeography({
      problem: "kid bike trailers dont fit in amsterdam apartments or stairwells",
      solution: "trailer that folds flat to 18cm in 10 sec, fits 2 kids",
      targetAudience: "parents in dutch cities without a shed",
      differentiator: "Thule Chariot doesnt fold this flat and costs way more",
      businessModel: "€649 once",
    });
    expect(found?.countries).toEqual(["NL"]);
    expect(found?.label).toBe("the Netherlands");
  });

  it("counts districts of one town named without it as that town, once", () => {
    // "Grooming salons in Palermo, Belgrano and Caballito…, dog owners in CABA" was sized as Belgrano.
    const found = detectGeography({
      problem: "Booking a dog groomer in Buenos Aires means messaging five salons on Instagram.",
      solution: "An app where grooming salons publish their free slots and dog owners book instantly.",
      targetAudience:
        "Grooming salons in Palermo, Belgrano and Caballito on one side, dog owners in CABA on the other.",
      differentiator: "Instant booking.",
      businessModel: "Salons pay 12% per booking.",
    });
    expect(found?.label).toBe("Buenos Aires (Argentina)");
    expect(found!.population).toBeGreaterThan(2_000_000);
  });

  it("knows a city the tables call 'Makati City' by its everyday name", () => {
    const found = detectGeography({
      problem: "Condo units in Makati and BGC have no space for a washer.",
      solution: "Pickup & drop laundry subscription.",
      targetAudience: "young professionals renting studio units in Makati, BGC and Ortigas",
      differentiator: "Sealed bags labelled with your unit number.",
      businessModel: "₱1,800/month.",
    });
    // BGC and Ortigas are business districts that draw on all of Metro Manila, which holds Makati.
    expect(found?.label).toBe("Makati, BGC and Ortigas (the Philippines)");
    expect(found!.population).toBe(13_484_000);
    // Not a name that is a region or another town without its "City": Quebec City is not the province.
    expect(
      detectGeography({
        problem: "Tourists in Quebec City cannot find a guide.",
        solution: "A guide app.",
        targetAudience: "Tourists in Quebec City.",
        differentiator: "Local guides.",
        businessModel: "CA$15 per tour.",
      })?.label,
    ).not.toBe("Quebec (Canada)");
  });

  it("weighs a region by its people against a namesake city, and counts a capital as its town", () => {
    const answers = (targetAudience: string) => ({
      problem: "",
      solution: "",
      targetAudience,
      differentiator: "",
      businessModel: "",
    });
    // Jamaica's Portland parish (about 80,000 people) does not outweigh Portland, Oregon.
    expect(detectGeography(answers("commuters + delivery riders in SE portland"))?.countries).toEqual(["US"]);
    // Bari the city and its province, not Somalia's Bari region of about as many people.
    expect(detectGeography(answers("Olive growers near Bari"))?.countries).toEqual(["IT"]);
    // A territory alone of its kind is no share of the country: Islamabad is its town, not all Pakistan.
    expect(detectGeography(answers("Parents in Islamabad"))!.population).toBeLessThan(3_000_000);
    // A city of millions is the city: Delhi, not the union territory's share estimate of India.
    expect(detectGeography(answers("Parents in Delhi"))!.population).toBeLessThan(30_000_000);
    // Towns listed after "cities like" are places too, all of them.
    expect(
      detectGeography(answers("First-time parents in metro cities like Bengaluru, Pune, Delhi NCR"))?.label,
    ).toBe("Bengaluru, Delhi and Pune (India)");
    // A forum's handle is where they talk, not a place.
    expect(
      detectGeography(
        answers("commuters in SE portland. got 15 regulars from nextdoor and reddit r/portland"),
      )?.label,
    ).toBe("Portland (the United States)");
  });

  it("counts a nation of the United Kingdom as its own people, not the whole kingdom's", () => {
    const only = (targetAudience: string) =>
      detectGeography({ problem: "", solution: "", targetAudience, differentiator: "", businessModel: "" });
    const scotland = only("Adults 55+ in Scotland with mild to moderate hearing loss.");
    expect(scotland).toMatchObject({
      label: "Scotland (the United Kingdom)",
      countries: ["GB"],
      currency: "GBP",
    });
    expect(scotland!.population).toBeGreaterThan(5_000_000);
    expect(scotland!.population).toBeLessThan(6_000_000);
    // "England, starting in Leeds and Bradford": both towns are where it starts inside England.
    expect(only("Parents of secondary school kids in England, starting in Leeds and Bradford.")?.label).toBe(
      "England (the United Kingdom)",
    );
    expect(only("Letting agents in England and Wales.")!.population).toBeLessThan(62_000_000);
  });

  it("reads the region after a town's comma as its address, not as more market", () => {
    const only = (targetAudience: string) =>
      detectGeography({ problem: "", solution: "", targetAudience, differentiator: "", businessModel: "" });
    expect(only("Cafes in London, England")?.label).toBe("London (the United Kingdom)");
    expect(only("Gyms in Austin, Texas and Denver, Colorado")?.label).toBe(
      "Austin and Denver (the United States)",
    );
    expect(only("Independent gyms in Texas")?.label).toBe("Texas (the United States)");
    // A list of towns or of regions is all market: Ankara is a city too, Sonora no town's address.
    expect(only("Shops and cafes in Istanbul, Ankara and Izmir.")?.label).toBe(
      "Istanbul, Ankara and Izmir (Türkiye)",
    );
    expect(only("Working families in Nuevo León, Sonora and Baja California.")?.label).toBe(
      "Nuevo León, Sonora and Baja California (Mexico)",
    );
  });

  it("knows regions by their English names, after 'the' in a list too", () => {
    const only = (targetAudience: string) =>
      detectGeography({ problem: "", solution: "", targetAudience, differentiator: "", businessModel: "" });
    // ISO 3166-2's table names it "iTjhingalanga-Kapa"; country-region-data, "Western Cape".
    expect(only("Homeowners in Gauteng and the Western Cape on prepaid meters.")?.label).toBe(
      "Gauteng and Western Cape (South Africa)",
    );
    expect(only("Sheep & beef farms in Hawke's Bay, Waikato and Canterbury.")?.label).toBe(
      "Hawke's Bay, Waikato and Canterbury (New Zealand)",
    );
  });

  it("gives the shared currency, or none when the countries differ", () => {
    const byId = Object.fromEntries(GEOGRAPHY_CORPUS.map((f) => [f.id, detectGeography(f.answers)]));
    expect(byId["bookkeeping-ireland"]?.currency).toBe("EUR");
    expect(byId["parents-sensors-uk"]?.currency).toBe("GBP");
    expect(byId["solar-kits-east-africa"]?.currency).toBeNull(); // KES and UGX
    expect(byId["meal-kits-us-canada"]?.currency).toBeNull();
  });

  it("adds the countries the problem names beside one the audience names", () => {
    const found = detectGeography({
      problem:
        "Small coffee washing stations in Rwanda and Uganda sell to one exporter at whatever price they get.",
      solution: "A marketplace where washing stations list microlots for roasters.",
      targetAudience: "Washing stations in Rwanda (Huye, Nyamasheke) and western Uganda.",
      differentiator: "Direct trade, with the cupping scores on every lot.",
      businessModel: "5% of each sale.",
    });
    expect(found).toMatchObject({ label: "Rwanda and Uganda", countries: ["RW", "UG"] });
    // A problem that names no country of the audience's market adds nothing.
    expect(
      detectGeography({
        problem: "Unlike in Germany, shops here still write receipts by hand.",
        solution: "An app.",
        targetAudience: "Shop owners in Portugal.",
        differentiator: "Simple.",
        businessModel: "€9 a month.",
      })?.countries,
    ).toEqual(["PT"]);
    // Nor does one the problem names apart from the audience's country: where the exporters' buyers are.
    expect(
      detectGeography({
        problem:
          "Cocoa buyers in Belgium and the Netherlands receive beans from Ghana that nobody can trace.",
        solution: "A traceability app for each sack.",
        targetAudience: "Cocoa exporters in Ghana.",
        differentiator: "Works offline.",
        businessModel: "$200 a month per exporter.",
      })?.countries,
    ).toEqual(["GH"]);
  });

  it("reads a language after 'in' as the language, not a village of that name", () => {
    expect(
      detectGeography({
        problem: "Invoice OCR breaks on anything that isn't in English.",
        solution: "An API for invoices in 30 languages.",
        targetAudience: "Developers of accounting tools.",
        differentiator: "Self-serve.",
        businessModel: "€0.03 per page.",
      }),
    ).toBeNull();
  });

  it("reads places typed in lower case, but not common words after 'in'", () => {
    const answers = (targetAudience: string, problem = "Dog owners work all day.") => ({
      problem,
      solution: "An app to book a walker.",
      targetAudience,
      differentiator: "Verified walkers.",
      businessModel: "18% of each walk.",
    });
    expect(detectGeography(answers("dog owners in buenos aires"))).toMatchObject({
      label: "Buenos Aires (Argentina)",
      countries: ["AR"],
    });
    // "in apartments", "in march", "in reading": words, not places.
    expect(detectGeography(answers("dog owners in apartments who start in march"))).toBeNull();
    expect(detectGeography(answers("people who live in reading rooms"))).toBeNull();
  });

  it("reads a namesake in the light of the other answers", () => {
    // Palermo alone is Sicily; beside Belgrano with Buenos Aires in the problem it is a barrio.
    const found = detectGeography({
      problem: "in buenos aires people work all day and the dog stays alone in the depto.",
      solution: "an app where owners book a verified walker for small groups",
      targetAudience: "dog owners living in apartments in palermo, belgrano and caballito",
      differentiator: "rover and wag are not in argentina.",
      businessModel: "we keep 18% of each walk",
    });
    expect(found?.countries).toEqual(["AR"]);
    expect(found?.currency).toBe("ARS");
    // A village of the same name elsewhere is no context: Prague stays Czech beside "Bohemia".
    expect(
      detectGeography({
        problem: "Small breweries make amazing beer.",
        solution: "A monthly box with 8 beers from minipivovary around Bohemia and Moravia.",
        targetAudience: "beer fans in Prague and Brno",
        differentiator: "Only micro breweries.",
        businessModel: "1.200 Kč měsíčně",
      }),
    ).toMatchObject({ label: "Prague and Brno (Czechia)", countries: ["CZ"] });
  });

  it("reads a named part of a country as its share of the people, with the town it starts in inside it", () => {
    const answers = (targetAudience: string) => ({
      problem: "Front desks are too busy to call overdue patients.",
      solution: "Software that texts overdue patients a booking link.",
      targetAudience,
      differentiator: "Only recall.",
      businessModel: "$299 a month per practice.",
    });
    const midwest = detectGeography(answers("Dental practices in the Midwest, starting in Chicago."));
    expect(midwest).toMatchObject({ label: "the Midwest (the United States)", countries: ["US"] });
    expect(midwest!.population).toBeGreaterThan(50_000_000);
    expect(midwest!.population).toBeLessThan(countryPopulation("US")! / 3);
    expect(detectGeography(answers("Cafés in the Midlands"))).toMatchObject({
      label: "the Midlands (the United Kingdom)",
      countries: ["GB"],
    });
    // Two towns, neither inside the other: both are the market.
    expect(detectGeography(answers("Cafés in Lisbon and Porto"))?.label).toBe("Lisbon and Porto (Portugal)");
  });
});

describe("the package keeps the founder's market", () => {
  // Loaded here: the offline engine is a heavier import than the geography reader.
  const { shownOffline } = jest.requireActual<typeof import("./index")>("./index");

  it("sizes no market from a ratio: tourists, a city's share or a sector's count are not the founder's count", () => {
    const tourists = {
      problem: "Most tourists in Lisbon never get past the old town and miss the neighbourhood tascas.",
      solution:
        "An app with self-guided food walks through the neighbourhoods, with a map and audio stories.",
      targetAudience: "Tourists visiting Lisbon for a long weekend.",
      differentiator: "Only family-run places, no tourist traps.",
      businessModel: "€9 per walk, paid in the app.",
    };
    const clinics = {
      problem: "Dental practices lose revenue from patients overdue for cleanings who are never recalled.",
      solution:
        "Software that reads the practice management system and texts overdue patients a booking link.",
      targetAudience: "Independent dental practices with 1-5 dentists in Chicago.",
      differentiator: "Weave does messaging as part of a huge suite; we only do recall.",
      businessModel: "$299 per month per practice.",
    };
    for (const answers of [tourists, clinics]) {
      const analysis = shownOffline("fullBusinessAnalysis", { answers, brandName: "Testco" });
      expect(analysis.financialModel!.market.potentialCustomers).toBeNull();
      expect(analysis.marketPotential).toMatch(/^Not sized yet: add your customer count\./);
      expect(analysis.marketPotential).not.toMatch(
        /scaled by population|one business per|residents stand in/,
      );
    }
  });

  it("sizes the market from the count the founder gives, said as theirs", () => {
    const answers = {
      problem:
        "Rural pharmacies in Kenya run out of fast-moving medicines because orders are placed by phone.",
      solution: "A WhatsApp ordering line that batches orders for the weekly distributor run.",
      targetAudience: "The ~2,000 small rural pharmacies in western Kenya.",
      differentiator: "Works on any phone, no app to install.",
      businessModel: "KES 1,500 a month per pharmacy.",
    };
    const analysis = shownOffline("fullBusinessAnalysis", { answers, brandName: "Testco" });
    expect(analysis.financialModel!.market.potentialCustomers).toBe(2000);
    expect(analysis.marketPotential).toMatch(/^By your count there are 2,000 .+ \(source: your answers\)\./);
  });

  it.each(GEOGRAPHY_CORPUS.map((f) => [f.id, f] as const))(
    "%s: sized where the founder sells",
    (_, fixture) => {
      const input = { answers: fixture.answers, brandName: "Testco" };
      const analysis = shownOffline("fullBusinessAnalysis", input);
      const pitch = shownOffline("pitch", { ...input, financialModel: analysis.financialModel });
      const market = analysis.financialModel!.market;
      if (fixture.geography === null) {
        // Said one of a few ways, each calling the United States a placeholder until the founder names a market.
        expect(analysis.marketPotential).toMatch(/the United States (?:as |is )?(?:only )?a placeholder/i);
        return;
      }
      expect(market.geography).toBe(fixture.geography.label);
      expect(analysis.marketPotential).toContain(`in ${fixture.geography.label}`);
      expect(pitch.fullSlides!.map((s) => s.content.join(" ")).join(" ") + pitch.threeminPitch).not.toContain(
        fixture.geography.countries.includes("US") ? "in Kenya" : "in the United States,",
      );
      if (!fixture.geography.countries.includes("US"))
        expect(JSON.stringify(analysis)).not.toMatch(/in the United States/);
    },
  );
});

describe("where customers come from is not the market", () => {
  it("reads the town they are in, not the continents they travel from", () => {
    const answers = {
      problem: "Backpackers want short courses.",
      solution: "Cooking classes in a café.",
      targetAudience: "Backpackers staying a week in La Paz, mostly from Europe and Australia.",
      differentiator: "Start any day.",
      businessModel: "Bs 300 per class.",
    };
    expect(detectGeography(answers)).toMatchObject({ countries: ["BO"], currency: "BOB" });
  });

  it("keeps where they come from when no other place is named", () => {
    const answers = {
      problem: "Tourists from Germany get lost.",
      solution: "Audio guides.",
      targetAudience: "Tourists from Germany.",
      differentiator: "In German.",
      businessModel: "€5 per tour.",
    };
    expect(detectGeography(answers)).toMatchObject({ countries: ["DE"] });
  });

  it("knows Portugal's regions the district table does not name", () => {
    const answers = BATCH19_CORPUS.find((idea) => idea.id === "b19-pt-dog-paw-boots")!.answers;
    expect(detectGeography(answers)).toMatchObject({
      countries: ["PT"],
      label: "Lisbon, Porto and the Algarve (Portugal)",
    });
  });

  it("reads a business district as the metro area its workers come from, counted once", () => {
    const answers = BATCH20_CORPUS.find((idea) => idea.id === "b20-ph-night-shift-meals")!.answers;
    const districts = detectGeography(answers)!;
    expect(districts).toMatchObject({ countries: ["PH"], label: "Ortigas Center and BGC (the Philippines)" });
    // Metro Manila's people once, not twice, and not all 110M Filipinos.
    expect(districts.population).toBe(13_484_000);
    // Elsewhere a district is the city that holds it.
    expect(detectGeography({ ...answers, targetAudience: "Bankers in Sandton." })!.label).toBe(
      "Sandton (South Africa)",
    );
    const metro = detectGeography({ ...answers, targetAudience: "BPO agents in Metro Manila." })!;
    expect([metro.label, metro.population]).toEqual(["Metro Manila (the Philippines)", 13_484_000]);
    // A district named beside the city that holds it is that city, once.
    const nairobi = detectGeography(
      BATCH21_CORPUS.find((idea) => idea.id === "b21-ke-nairobi-veg-box")!.answers,
    )!;
    const alone = detectGeography({ ...answers, targetAudience: "Working mothers in Nairobi." })!;
    expect([nairobi.label, nairobi.population]).toEqual(["Nairobi (Kenya)", alone.population]);
  });

  it("reads where the parents are served, not where the children who pay for it work", () => {
    const answers = BATCH18_CORPUS.find((idea) => idea.id === "b18-ke-parent-nurse-visits")!.answers;
    const geography = detectGeography(answers)!;
    expect(geography.label).not.toMatch(/Nairobi/);
    expect(geography.label).toMatch(/Kiambu, Nyeri and Murang'a/);
    // One audience sentence naming everyone keeps its places.
    expect(
      detectGeography({ ...answers, targetAudience: "Families in Nairobi and Kiambu, who pay for it." })!
        .label,
    ).toMatch(/Nairobi/);
  });
});

describe("the founder's own language", () => {
  it("reads 'en Santiago' as a place and 'que', 'para' as words, not Quế or Pará", () => {
    const answers = {
      problem: "Los administradores de edificios en Santiago cobran con planillas Excel.",
      solution: "Software donde cada depto tiene su cuenta.",
      targetAudience: "Administradores de condominios con 3 a 30 edificios.",
      differentiator: "A diferencia de ComunidadFeliz, que están hechos para grandes administradoras.",
      businessModel: "$29.990 mensuales por edificio.",
    };
    expect(detectGeography(answers)).toMatchObject({ countries: ["CL"], currency: "CLP" });
  });

  it("still reads a lower-case name English puts after 'in' ('in aus')", () => {
    const answers = {
      problem: "tradies waste nights doing quotes",
      solution: "app that builds a quote",
      targetAudience: "sole trader sparkies in aus. not big companies",
      differentiator: "dead simple",
      businessModel: "$29/mth aud",
    };
    expect(detectGeography(answers)).toMatchObject({ countries: ["AU"] });
  });
});

describe("markets batch 12 named", () => {
  const idea = (targetAudience: string, problem = "", businessModel = "") => ({
    problem,
    solution: "",
    targetAudience,
    differentiator: "",
    businessModel,
  });

  it("reads 'the EU' as the Union, not Eu in Normandy", () => {
    expect(
      detectGeography(idea("municipalities, libraries and community centres across the EU")),
    ).toMatchObject({ countries: [], continent: "EU" });
  });

  it("reads the GTA as the Greater Toronto Area", () => {
    expect(detectGeography(idea("families and groups of friends from the GTA"))).toMatchObject({
      countries: ["CA"],
      label: "the Greater Toronto Area (Canada)",
    });
  });

  it("sizes the countries a regional plan starts in", () => {
    expect(
      detectGeography(
        idea("ateliers de couture across West Africa, starting with Senegal and Côte d'Ivoire"),
      ),
    ).toMatchObject({ countries: ["SN", "CI"], continent: null, label: "Senegal and Ivory Coast" });
  });
});

describe("places as batch 13 wrote them", () => {
  const idea = (targetAudience: string) => ({
    problem: "",
    solution: "",
    targetAudience,
    differentiator: "",
    businessModel: "",
  });

  it("reads countries compromise joins into one name", () => {
    expect(
      detectGeography(idea("e-commerce brands in Sweden, Norway, Denmark and Finland shipping 500 orders")),
    ).toMatchObject({ countries: ["SE", "NO", "DK", "FI"] });
  });

  it("sizes the countries in brackets after a region", () => {
    expect(
      detectGeography(
        idea("Transport companies with 10-200 trucks in East Africa (Kenya, Uganda and Tanzania)."),
      ),
    ).toMatchObject({ countries: ["KE", "UG", "TZ"], continent: null });
  });

  it("reads what a flock is lost to, and a para-vet, as no places", () => {
    const answers = {
      ...idea("Farmers keeping 200 to 2,000 broilers."),
      problem: "Small poultry farmers in Kiambu and Machakos lose whole flocks to Newcastle and Gumboro.",
      solution: "A trained para-vet comes to the farm on schedule.",
    };
    expect(detectGeography(answers)).toMatchObject({ countries: ["KE"] });
  });

  it("reads a region by the name its people use, not its transliteration or its compound", () => {
    const kakheti = detectGeography(idea("Small family wineries in Kakheti and Racha."));
    expect(kakheti).toMatchObject({ countries: ["GE"], label: "Kakheti and Racha (Georgia)" });
    // A region's share of Georgia, not a village of 20,000 nor the whole country.
    expect(kakheti!.population).toBeGreaterThan(200_000);
    expect(kakheti!.population).toBeLessThan(2_000_000);
  });

  it("reads a town by the name it still goes by", () => {
    const saigon = detectGeography(idea("office workers in Saigon, 22-35"));
    expect(saigon).toMatchObject({ countries: ["VN"] });
    expect(saigon!.population).toBeGreaterThan(3_000_000);
    expect(saigon!.population).toBeLessThan(10_000_000);
    expect(detectGeography(idea("Small shops in Calcutta and Bombay."))).toMatchObject({ countries: ["IN"] });
  });

  it("reads a country's short name after 'of'", () => {
    expect(detectGeography(idea("sheep, beef and dairy farmers in the south island of nz"))).toMatchObject({
      countries: ["NZ"],
    });
  });
});

describe("the market a currency names", () => {
  it("is the one country that uses it", () => {
    expect(geographyFromCurrency("NGN")).toMatchObject({ countries: ["NG"], label: "Nigeria" });
    expect(geographyFromCurrency("VND")).toMatchObject({ countries: ["VN"] });
    expect(geographyFromCurrency("GBP")).toMatchObject({ countries: ["GB"] });
  });

  it("is none for a currency many countries share, the dollar above all", () => {
    expect(geographyFromCurrency("USD")).toBeNull();
    expect(geographyFromCurrency("EUR")).toBeNull();
    expect(geographyFromCurrency("XOF")).toBeNull();
    expect(geographyFromCurrency(null)).toBeNull();
  });
});
