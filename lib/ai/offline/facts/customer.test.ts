import type { QuizAnswers } from "@/lib/validation";
import { extractCustomer, payerNamed } from "./customer";

const answers = (targetAudience: string, businessModel = ""): QuizAnswers => ({
  problem: "",
  solution: "",
  targetAudience,
  differentiator: "",
  businessModel,
});

describe("extractCustomer reads the head of the audience's first noun phrase", () => {
  it.each([
    // Nouns joined by "and" (or a list) before a shared head are its modifiers.
    ["Craft beer and cider bars in Leeds", "bar", "bars"],
    ["Nail, lash and brow studios across Wales", "studio", "studios"],
    ["Below-knee and above-knee runners training for a marathon", "runner", "runners"],
    // A dash between spaces ends the phrase; a hyphen joins a compound.
    ["Hobby birdwatchers - retirees and families with a garden", "birdwatcher", "birdwatchers"],
    // French plurals English keeps.
    ["Accounting bureaus with 2-15 accountants", "bureau", "bureaus"],
    // A team at an organisation: the organisation pays.
    ["Operations teams at banks and insurers in Colombo", "bank", "banks"],
    ["Software teams of 5-50 developers at startups", "team", "teams"],
    // A plural before "and" is a head of its own: the first group listed is the unit.
    ["Landlords and letting agents in Cardiff", "landlord", "landlords"],
    // A bracketed aside (a translation, a size) never wins.
    ["Family bakeries (boulangeries familiales) in Lyon", "bakery", "bakeries"],
    ["Boutique hotels (10-40 rooms) on the coast", "hotel", "hotels"],
    // An acronym, or a name compromise reads as a verb, is a modifier.
    ["B2B SaaS startups in Berlin", "startup", "startups"],
    ["Etsy jewellery sellers with 100+ sales", "seller", "sellers"],
    // compromise reads a plural after a noun as a verb; it is the head.
    ["Indie coffee roasters in Oslo", "roaster", "roasters"],
    ["Sports clubs in Leeds", "club", "clubs"],
    // What follows the head ends the phrase: a number, an adjective, a participle, "who".
    ["Men over 40 who want to lose weight", "man", "men"],
    ["Retirees 65+ living alone in Porto", "retiree", "retirees"],
    ["Cyclists commuting into Leeds every day", "cyclist", "cyclists"],
    ["Teenagers 13-17 with braces", "teenager", "teenagers"],
    // A hyphenated compound is one word, changed only at its end.
    ["Gym-goers in Berlin", "gym-goer", "gym-goers"],
    // An adjective comes before its noun: a "noun" followed by one was a modifier compromise misread.
    ["Pet friendly hotels in Devon", "hotel", "hotels"],
    ["Brazilian amateur astronomers with a backyard telescope", "astronomer", "astronomers"],
    // A letter or number after a capitalised name belongs to it.
    ["Tier 1 suppliers in Stuttgart", "supplier", "suppliers"],
    // An adjective used as a noun, or a phrase in another language: the next group listed is the unit.
    ["Regulars and shift workers near the station", "worker", "workers"],
    ["Trabajadores independientes and freelancers in Lima", "freelancer", "freelancers"],
    // A pronoun stands for "person".
    ["Anyone with a bike and a commute", "person", "people"],
    // A plural compromise reads as a verb at the start is the noun.
    ["tailors in Dakar & Thiès who want more clients", "tailor", "tailors"],
    // Texting: "n" and "+" are "and", "w/" is "with", "ppl", "devs", "depts" are the words they shorten.
    ["uni students n young workers in da nang", "student", "students"],
    ["volunteer fire depts + rural EMS squads", "department", "departments"],
    ["young ppl 18-25 getting their licence", "person", "people"],
    ["Legal-tech devs, law firms w/ in-house IT", "developer", "developers"],
    // Another language's "and"; a noun first and its adjective after in a Romance language.
    ["Jeunes cadres et familles in Cocody", "cadre", "cadres"],
    ["farmacias independientes (not the chains) in SPS", "farmacia", "farmacias"],
    // "-ies" is "-y" only where English has the "-y" word.
    ["sole trader and small team tradies in SE Queensland", "tradie", "tradies"],
    ["Families in Leeds", "family", "families"],
    // A collective noun names a group: the next group listed is the unit.
    ["The Azerbaijani diaspora in Germany, plus collectors of Caucasian rugs", "collector", "collectors"],
    // Two nouns joined by a slash are either, not one word ("wholesalersdistributor").
    ["The licensed wholesalers/distributors in district towns", "wholesaler", "wholesalers"],
    // The organisation its owners and managers run, a chain by its kind (batch 18's "owners" of café chains).
    ["Owners and ops managers of independent café and bakery chains in Sweden", "café chain", "café chains"],
    ["Owners and managers of small hotels in Crete", "hotel", "hotels"],
    ["Owners of coffee shop chains in Leeds", "coffee shop chain", "coffee shop chains"],
  ])("%s → %s", (audience, unit, units) => {
    const customer = extractCustomer(answers(audience), "mixed");
    expect([customer.unit, customer.units]).toEqual([unit, units]);
  });
});

describe("extractCustomer keeps the founder's acronyms", () => {
  it.each([
    ["Owner-operated HVAC companies in Texas", "HVAC company", "HVAC companies"],
    ["NGOs in Kenya", "NGO", "NGOs"],
  ])("%s: %s, %s", (audience, unit, units) => {
    expect(extractCustomer(answers(audience), "b2b")).toMatchObject({ unit, units });
  });
});

describe("extractCustomer tells a business from a consumer", () => {
  it.each([
    ["Nail, lash and brow studios across Wales", "business"],
    // The first head the lists do not know: the next group listed decides.
    ["Caretakers and facility managers of office blocks", "business"],
    // …or its bracketed gloss.
    ["Gemeinden (municipalities) in Bavaria", "business"],
    // "Who" names people acting for themselves.
    ["Stammerers who want to speak up at work", "consumer"],
    // Employed staff pay for their own courses.
    ["Nurses in Manila preparing for a licensing exam", "consumer"],
    // Agents and stalls sell for a living; startups and plants are organisations.
    ["Independent insurance agents in Ohio", "business"],
    ["Market stalls in Lagos", "business"],
    ["Early-stage and Series B startups in London", "business"],
    ["Bottling plants near Porto", "business"],
  ] as const)("%s → %s", (audience, type) => {
    expect(extractCustomer(answers(audience), "b2b").type).toBe(type);
  });

  it("reads people who want more clients as sellers", () => {
    expect(extractCustomer(answers("Tailors in Dakar who want more clients"), "b2c").type).toBe("business");
  });

  it("keeps an ad-funded audience as the consumer it is", () => {
    const free = answers("Hikers in the Alps", "Free for hikers; we sell ads to hotels and shops.");
    expect(extractCustomer(free, "b2c").type).toBe("consumer");
    const sold = answers("Patients with back pain", "We sell the app to clinics at €90 a month.");
    expect(extractCustomer(sold, "b2c").type).toBe("business");
  });

  it("takes the brands the business model says pay as the customer", () => {
    const free = answers(
      "Birdwatchers in Kent",
      "Free to download. Outdoor brands pay for featured gear lists.",
    );
    expect(extractCustomer(free, "b2c")).toMatchObject({ unit: "brand", units: "brands", type: "business" });
    // Anyone else who pays a commission is not the audience's stand-in.
    const insurers = answers("Cat owners in Leeds", "Insurers pay us £30 per policy sold.");
    expect(extractCustomer(insurers, "b2c")).toMatchObject({ unit: "cat owner", type: "consumer" });
  });
});

describe("the payer the audience names in so many words", () => {
  it.each([
    ["two sides: sitters are students; the ppl paying are cat owners in Leeds", "cat owner", "consumer"],
    [
      "The paying side is local businesses that want to reach fans. Readers never pay.",
      "business",
      "business",
    ],
    ["Both sides: boat owners, and the renters. The renters are the ones who pay.", "renter", "consumer"],
    ["class 11 and 12 students in Pokhara, parents pay", "parent", "consumer"],
    [
      "Readers are young people in Bishkek; the ones who pay are cafés, venues and brands.",
      "cafe",
      "business",
    ],
    [
      "tailors in Dakar who want more clients. clients use the app for free, its the tailor who pays us",
      "tailor",
      "business",
    ],
  ])("%s", (audience, unit, type) => {
    expect(extractCustomer(answers(audience), "b2c")).toMatchObject({ unit, type });
  });
});

describe("audiences batch 12 wrote", () => {
  it.each([
    // "for" opens an audience only as a word: "foreigners" keeps its first letters.
    [
      "foreigners living in Japan (and some abroad) who want a cheap countryside house",
      "foreigner",
      "consumer",
    ],
    // Another language's short function word ends the phrase.
    ["fresh nursing graduates sa provinces na hindi makapunta sa Manila", "graduate", "consumer"],
    // A Romance plural is a head of its own, with the founder's accents; "negocios" says they are businesses.
    ["panaderías y cafeterías de barrio, negocios familiares de 1-2 locales", "panadería", "business"],
    // The founder's bracketed English names an unknown word.
    ["otočani (islanders) who commute to Split for work, school, the hospital", "islander", "consumer"],
    // People named by what they sell sell for a living; "market" before them is theirs, no "Market:" lead.
    ["market women selling fresh fish and meat in Mile 1 and Creek Road markets", "market woman", "business"],
    // A pronoun counts no one: the group listed beside it is the unit.
    ["everyone who works for themselves, small businesses too", "business", "business"],
    // Texted "kids" are children.
    ["adult kids (45-65) whose parents are moving into senior living", "adult child", "consumer"],
    // A shop of any trade is a business; a side named first is a label, not the customer.
    ["Independent barbershops in Kadıköy and Beşiktaş, 1-5 chairs.", "barbershop", "business"],
    [
      "Supply side: mitumba traders at Gikomba and Toi market. Buyers: students in Nairobi.",
      "mitumba trader",
      "business",
    ],
  ])("%s → %s (%s)", (audience, unit, type) => {
    const customer = extractCustomer(answers(audience), "b2c");
    expect([customer.unit, customer.type]).toEqual([unit, type]);
  });

  it("reads past a label for the side that sells, and names the payer without 'their' or a participle", () => {
    const dealers = extractCustomer(
      answers("The sellers are independent antique and vintage furniture dealers in Valencia."),
      "b2c",
    );
    expect([dealers.unit, dealers.type]).toEqual(["dealer", "business"]);
    expect(
      payerNamed(
        "Parents aged 60+ living alone. The ones paying are their adult children working in Nairobi or in the diaspora.",
      ),
    ).toBe("adult children");
  });

  it("reads past a label that announces two sides, to the side the business model says pays", () => {
    // Batch 19's aso-ebi marketplace was sold to "sides", as consumers.
    const tailors = extractCustomer(
      {
        problem: "Tailors disappear with your fabric before the party.",
        solution: "An app where customers browse tailors and pay into escrow.",
        targetAudience:
          "Two sides: tailors/fashion designers with small shops in Lagos (Yaba, Surulere, Lekki), and women 22-45 who attend weddings & parties and need aso-ebi outfits sewn.",
        differentiator: "Escrow.",
        businessModel: "Customers pay nothing extra. Tailors pay 10% commission on every completed order.",
      },
      "b2c",
    );
    expect([tailors.unit, tailors.type]).toEqual(["tailor", "business"]);
    const both = extractCustomer(
      answers("Both sides: van owners in Leeds, and the people who rent vans."),
      "b2c",
    );
    expect(both.unit).toBe("van owner");
  });

  it("reads people in a job, described by their pay and their home, as buying for themselves", () => {
    const agents = extractCustomer(
      answers(
        "BPO agents aged 22-35 on graveyard shift in Ortigas Center and BGC, usually renting a bedspace or condo unit, earning around ₱20k-35k a month.",
      ),
      "mixed",
    );
    expect([agents.unit, agents.type]).toEqual(["agent", "consumer"]);
    // Agents a business employs, with no life of their own described, are the business's.
    expect(extractCustomer(answers("Real estate agents and small agencies in Almaty."), "mixed").type).toBe(
      "business",
    );
  });

  it("keeps a noun of another script as typed, with its vowel marks and no English plural", () => {
    const customer = extractCustomer(
      answers("พนักงานออฟฟิศ aged 25-40 in central Bangkok who care about their weight"),
      "b2c",
    );
    expect([customer.unit, customer.units]).toEqual(["พนักงานออฟฟิศ", "พนักงานออฟฟิศ"]);
  });

  it("reads a product that tracks the payer's own clients as sold to a business", () => {
    const customer = extractCustomer(
      {
        problem: "los colmados dan fiao a medio barrio",
        solution: "app sencilla pa apuntar el fiao por cliente",
        targetAudience: "colmaderos en Santo Domingo",
        differentiator: "",
        businessModel: "",
      },
      "b2c",
    );
    // "en" ends the phrase; the clients the app tracks make the colmadero a business.
    expect([customer.unit, customer.type]).toEqual(["colmadero", "business"]);
  });
});
