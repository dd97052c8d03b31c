import type { QuizAnswers } from "@/lib/validation";

import { extractCompetitors } from "./competitors";

const BLANK: QuizAnswers = {
  problem: "Small shops lose time on paperwork.",
  solution: "A simple app that does the paperwork.",
  targetAudience: "Small shops.",
  differentiator: "It is simple.",
  businessModel: "A monthly fee.",
};

const names = (answers: Partial<QuizAnswers>) =>
  extractCompetitors({ ...BLANK, ...answers }).map((c) => c.name);

describe("extractCompetitors", () => {
  it.each([
    // A bare singular noun that is the subject of a verb is a name, even where the sentence starts.
    ["Zumbly is slow and costly; ours answers in a minute.", ["Zumbly"]],
    // A contraction typed without its apostrophe is no part of the name ("Chariot" lost "Thule").
    ["Thule Chariot doesnt fold this flat and costs way more", ["Thule Chariot"]],
    ["Quorra and Pelling are built for banks, not for shops.", ["Quorra", "Pelling"]],
    // An ordinary word that starts the sentence is not one.
    ["Payroll software like Paywise is built for companies.", ["Paywise"]],
    ["Maintenance free for ten years, and cheaper than Steelbox.", ["Steelbox"]],
    ["Small Gridly shops pay twice as much as they should.", ["Gridly"]],
    // An abbreviation listed first with a rival is one too.
    ["The petrol station washes (ENOC, ADNOC) make you drive there and wait.", ["ENOC", "ADNOC"]],
    // …but a first word before the name's own verb is the name's ("Direct Ferries covers Europe").
    [
      "Direct Ferries covers Europe but not Chile, Recorrido.cl does buses only.",
      ["Direct Ferries", "Recorrido.cl"],
    ],
    // …but a name that owns the next noun keeps its first word ("Smart Fit's app").
    ["Smart Fit's app gives the same plan to everyone; here you talk to your own trainer.", ["Smart Fit"]],
    // Multi-word names stay whole; the longer of two names wins.
    ["Cheaper than the Academy of Music lessons.", ["Academy of Music"]],
    ["Fold + Co and Co-op Storage do this too.", ["Fold + Co", "Co-op Storage"]],
    ["Snapmart Express and Snapmart are full of random stuff.", ["Snapmart Express"]],
    // A list led by a dictionary word or a lower-case brand, when the other is a name: both are rivals.
    ["Loom and PaperTrail do messaging as part of a suite; we only do recall.", ["Loom", "PaperTrail"]],
    ["zembly and Quorra are pricey and give you charts nobody reads.", ["zembly", "Quorra"]],
    // A maker after "from", an example after "players like", a product that "exists".
    ["The imported loggers from Brenholt only let you download the data afterwards.", ["Brenholt"]],
    ["The big players like Al Faris only rent out their own fleet.", ["Al Faris"]],
    ["Bird Buddy exists but it is expensive to ship.", ["Bird Buddy"]],
    // An adjective alone cannot do, have or cost anything: before such a verb it is a name.
    [
      "Stark does a lot more but it's expensive for small teams, and the free contrast checkers only test one pair at a time",
      ["Stark"],
    ],
    ["Bold has every feature and charges for each.", ["Bold"]],
    ["Simple is better than clever.", []],
    ["Cheap doesn't mean flimsy here.", []],
    // A test or a law is no rival, nor half of a compound word.
    ["The free courses for the YKI test have waiting lists; ours has none.", []],
    ["The big IT-Dienstleister don't care about 5-person offices.", []],
    // A lower-case product listed with a name or set against.
    ["Pelmo Pro and brainbox gamify everything.", ["Pelmo Pro", "brainbox"]],
    ["Every coach is certified, unlike tutorio where anyone can sign up.", ["tutorio"]],
    // The founder's own means and background are no rivals.
    ["We sync with Dropbox and Notion calendars, so nothing is typed twice.", []],
    ["We only do clinics and we know the Praxisgesetz rules.", []],
    // What a rival needs is no rival; a place is none either.
    ["Fitbolt is made for gyms and needs Zigbee hubs; ours works alone.", ["Fitbolt"]],
    ["The repair shops in Brixworth take a week and lose parts.", []],
    // "at X is": the sentence speaks of X.
    ["Everything at Toyhaus is plastic; ours is wood.", ["Toyhaus"]],
    // Brands spelt as no English word is: an inner capital, digits joined to a word.
    ["The app most florists use, petalPro, crashes on tablets.", ["petalPro"]],
    ["41hammers is built for big contractors; ours fits a one-van trade.", ["41hammers"]],
    ["Open 24h and booked in 5mins, unlike the kiosks that close at 10pm.", []],
    // An abbreviation that owns something is an organisation; a two-letter term is not.
    ["KTB's repair plan is slow and ours is same-day.", ["KTB"]],
    ["AI's answers are generic; ours are checked by lawyers.", []],
    // A lower-case name set against the product may run over more than one word.
    ["Cheaper than zorvo garage, and open all night.", ["zorvo garage"]],
    ["Unlike zorvo lockers, ours are open all night.", []],
    // An abbreviation or a hyphenated name listed with a rival is one; names joined by "de" stay whole.
    ["imported systems from Xylem or YSI cost a fortune.", ["Xylem", "YSI"]],
    ["easyVerein and SPG-Verein are powerful but look like 2005.", ["easyVerein", "SPG-Verein"]],
    [
      "Unlike Victor Smart-Kill or Rentokil PestConnect, ours work on cellular.",
      ["Victor Smart-Kill", "Rentokil PestConnect"],
    ],
    // Rivals listed as the subject of the comparison, in any case; a capitalised word listed with names.
    ["grabfood and shopeefood are fast but its restaurant food.", ["grabfood", "shopeefood"]],
    ["italki, preply and cambly use professional tutors or people abroad.", ["italki", "preply", "cambly"]],
    ["montonio and maksekeskus do the same thing but with % fees.", ["montonio", "maksekeskus"]],
    [
      "adobe podcast and descript are great, but auphonic is closest.",
      ["adobe podcast", "descript", "auphonic"],
    ],
    ["Harvest, Toggl and FreshBooks all focus on generic timesheets.", ["Harvest", "Toggl", "FreshBooks"]],
    // Not rivals: a kind of customer, a word that opens the sentence, people described, an agent of the law.
    ["the SMEs in the middle still use brokers at the truck stands.", []],
    ["There's no product like this on the market.", []],
    ["uber and lyft drivers are tired of the fees.", []],
    ["Made for restaurants, unlike Pennylane or Dougs which serve everyone.", ["Pennylane", "Dougs"]],
    [
      "Unlike Preuniversitario Pedro de Valdivia or Cpech we're 1:1.",
      ["Preuniversitario Pedro de Valdivia", "Cpech"],
    ],
    // A brand before its product; a city is no rival, a brand that shares a city's name is.
    ["nobody does this here. Nespresso capsules are the closest thing and they're expensive.", ["Nespresso"]],
    ["Sakay.ph only covers Manila and Google Maps doesn't have the routes.", ["Sakay.ph", "Google Maps"]],
    ["Ergobaby and Tula are great but imported and very expensive here.", ["Ergobaby", "Tula"]],
    // An abbreviation before the noun it describes is a term; an all-caps organisation before a noun is not a person.
    ["The light changes all the time (golden hour vs DJ lights).", []],
    [
      "Zoomtaxi won't come inside; MARTA Mobility has to be booked days ahead.",
      ["Zoomtaxi", "MARTA Mobility"],
    ],
  ])("reads the differentiator %j", (differentiator, expected) => {
    expect(names({ differentiator })).toEqual(expected);
  });

  it("takes no tax named before its due dates for a rival", () => {
    // Batch 19's CA-firm app listed "TDS & ITR" beside Karbon and Zoho Practice.
    expect(
      names({
        problem:
          "Small CA firms (2-15 ppl) in tier-2 cities track GST, TDS & ITR due dates for 300+ clients on spreadsheets and WhatsApp.",
        differentiator: "Karbon is built for US firms and priced in dollars.",
      }),
    ).toEqual(["Karbon"]);
  });

  it("takes no family word, no trade fair in the founder's own plan and no system the customer must use", () => {
    expect(names({ problem: "Adult kids have no idea if Mom took her meds today." })).toEqual([]);
    expect(names({ businessModel: "€89/month. Sold at wine fairs like ProWein and Vinitaly." })).toEqual([]);
    expect(names({ problem: "Small shops have to send every invoice through ANAF's SPV." })).toEqual([]);
  });

  it("takes the customers' tool in the problem, unless the founder's product runs on it too", () => {
    const problem = "Plumbers track their jobs with Trello and paper notes.";
    expect(names({ problem })).toEqual(["Trello"]);
    expect(names({ problem, solution: "A Trello power-up that adds invoices." })).toEqual([]);
  });

  it("takes a company that opens a sentence selling something, and no authority or lone common word", () => {
    // English would say "the decathlon": a bare noun that sells the gear is a company.
    expect(names({ differentiator: "Decathlon sells the gear but you have to buy and store it." })).toEqual([
      "Decathlon",
    ]);
    expect(names({ differentiator: "Nobody sells this at a family price here." })).toEqual([]);
    expect(names({ problem: "Builders miss VAT deadlines and get hit with Revenue penalties." })).toEqual([]);
  });

  it("takes no ordinary plural that opens a sentence for a name", () => {
    const names = extractCompetitors({
      ...BLANK,
      differentiator:
        "GetYourGuide tours are big groups on a fixed schedule. Taxis are cheaper but you get zero explanation.",
    }).map((c) => c.name);
    expect(names).toEqual(["GetYourGuide"]);
  });

  it("takes a product that falls short of the need", () => {
    expect(names({ problem: "Riders need bus routes, but Routemapr doesn't show them." })).toEqual([
      "Routemapr",
    ]);
  });

  it("takes the name the customers' verb has as its object in the problem, not a noun it describes", () => {
    expect(names({ problem: "Parents book Kidzo for every party but it is full by March." })).toEqual([
      "Kidzo",
    ]);
    expect(names({ problem: "Home bakers can't get KBS approval, so shops won't stock them." })).toEqual([]);
  });

  it("leaves an authority the founder must satisfy", () => {
    expect(
      names({ problem: "Market stalls are often not licensed by Dunmore Council, so they get shut." }),
    ).toEqual([]);
    expect(names({ problem: "Clinics must be registered with Carewatch before treating anyone." })).toEqual(
      [],
    );
  });

  it("takes a lower-case start as a brand only from a founder who capitalises sentences", () => {
    const differentiator = "zorvo cloak needs staff to hand over bags. Our lockers open by phone.";
    expect(names({ differentiator })).toEqual(["zorvo cloak"]);
    const lowerCase = { problem: "shops lose time", solution: "an app", targetAudience: "small shops" };
    expect(names({ ...lowerCase, differentiator: "battery lasts 3 weeks, twice as long as Trakka" })).toEqual(
      ["Trakka"],
    );
  });

  it("leaves names the audience is described with and comparisons of something else", () => {
    expect(
      names({
        problem: "Gridly stores pay for a return from another EU country more than the item earns.",
        targetAudience: "Gridly stores in Europe.",
      }),
    ).toEqual([]);
  });
});

describe("rivals as batch 7 wrote them", () => {
  it.each([
    // Texted "n" and "r", an equals sign, a lower-case name ending in s.
    ["quotely n fixbook r great but built for teams", ["quotely", "fixbook"]],
    ["Tallyo = enterprise pricing. Scanvo = UK-focused.", ["Tallyo", "Scanvo"]],
    ["learnhubs and zeta eclass r ok but english medium", ["learnhubs", "zeta eclass"]],
    // What a rival covers is not another rival.
    [
      "The Northern Gazette only really covers Leeds United; nobody else does the grassroots game.",
      ["Northern Gazette"],
    ],
    // A place after "in" is where, even in a comparison.
    ["Cheaper than the schools in Sucre and more fun than Duolingo.", ["Duolingo"]],
  ])("%s", (differentiator, expected) => {
    expect(names({ differentiator })).toEqual(expected);
  });

  it("takes a product the customers find too big, and not a region they farm in", () => {
    expect(
      names({ targetAudience: "Plumbing firms in Ohio who find Fieldora way too big and expensive." }),
    ).toEqual(["Fieldora"]);
    expect(names({ problem: "Growers in Alto Paraná and Itapúa can't get a plane on time." })).toEqual([]);
  });
});

describe("rivals as batches 8 and 9 wrote them", () => {
  it.each([
    // An ordinary word the founder writes in lower case mid-sentence is the word, not a brand.
    ["Half the price of a tutor, and grammar is explained in Lao, not only in English.", []],
    ["Alpaca fibre is warmer than plain merino and doesn't pill.", []],
    // How customers pay is a means: "pay with", "pagamento por", a name before "payments".
    ["Tukgo is pricier; you can pay by Zapay OnePay or cash.", ["Tukgo"]],
    ["Fitlandia's app gives the same plan to everyone. Pagamento por Pixa.", ["Fitlandia"]],
    [
      "Kazoo Track and Vanta Fleet cost more, and we have Dinaro payments built in.",
      ["Kazoo Track", "Vanta Fleet"],
    ],
    ["Our MoPay-first checkout pays the organiser out the next morning.", []],
    // A region after "in the", and two other things set against each other, are not rivals.
    ["Stores data offline in the Takla and syncs later; Fleetnik resellers cost more.", ["Fleetnik"]],
    ["Roadtax Pro is for trucks; we split private vs work trips for the IRS.", ["Roadtax Pro"]],
    // What a rival cannot handle is no rival of its own.
    ["Speakwise and Callscore can't handle isiXhosa or SA accents.", ["Speakwise", "Callscore"]],
    // An equals sign after a word no dictionary has; a verb-like word inside a listed name.
    ["Acroform = manual. Blackoutable = UI only, no bulk API.", ["Acroform", "Blackoutable"]],
    ["elsa speak n lingora are u vs the app, here u talk to people", ["elsa speak", "lingora"]],
    // A dictionary word that starts the sentence before its noun describes it.
    ["Backpack spraying needs 5 workers; we do it in 40 minutes.", []],
    ["Pendant alarms only work if you press the button.", []],
  ])("%s", (differentiator, expected) => {
    expect(names({ differentiator })).toEqual(expected);
  });

  it("drops what the founder's own product runs on, named in the comparison", () => {
    expect(
      names({
        solution: "Online booking plus reminders on Chatter and SMS.",
        differentiator: "The software clinics use is made for Italy (no Albanian, no Chatter).",
      }),
    ).toEqual([]);
  });

  it("takes sites named by their address, in lower case, that the customers struggle with", () => {
    expect(names({ problem: "Expats struggle with flatz.ge and rentit.ge: listings are old." })).toEqual([
      "flatz.ge",
      "rentit.ge",
    ]);
  });

  it("reads names after 'in' in the problem as places unless the customers use something there", () => {
    expect(names({ problem: "Families in Chawama and Kanyama can't afford a generator." })).toEqual([]);
    expect(names({ problem: "Shops track stock in Notara or Tallybook and lose sales." })).toEqual([
      "Notara",
      "Tallybook",
    ]);
  });
});

describe("what no rival is (batch 10)", () => {
  it.each([
    // A name the product is likened to is an analogy.
    [{ differentiator: "Parking lots are freezing, and there's no Airbnb-for-garages here." }, []],
    // Technologies and events, and an ordinary word with a capital in the problem.
    [{ differentiator: "Imported controllers are expensive and need WiFi; ours is plain SMS." }, []],
    [
      {
        problem:
          "Since Covid, families in rural Ireland expect the funeral Mass to be streamed, and agents must do Right to Rent checks.",
      },
      [],
    ],
    // A tool the customers use today, listed with another, still is one.
    [
      { problem: "Small yoga studios in Barcelona manage bookings with WhatsApp and Excel every week." },
      ["WhatsApp", "Excel"],
    ],
  ] as [Partial<QuizAnswers>, string[]][])("%j", (answers, expected) => {
    expect(names(answers)).toEqual(expected);
  });
});

describe("what no rival is (batch 12)", () => {
  it.each([
    // A means of payment listed after another way to pay.
    [{ differentiator: "no big upfront. they can pay with bank transfer or OPay" }, []],
    // A language.
    [
      { differentiator: "real prices, real photos, in Uzbek and Russian. right now people just call around" },
      [],
    ],
    // Islands "on" which people live, one of them a town the tables know.
    [{ problem: "island people on Brač and Hvar waste hours bc ferry schedules change" }, []],
    // A name among ordinary things in brackets is one of them; the rivals after it stay.
    [
      {
        differentiator:
          "Built for Irish clubs specifically (lotto, Cúl Camps, county board stuff). ClubZap and Clubforce do bits of it but treasurers still end up in spreadsheets",
      },
      ["ClubZap", "Clubforce"],
    ],
  ] as [Partial<QuizAnswers>, string[]][])("%j", (answers, expected) => {
    expect(names(answers)).toEqual(expected);
  });
});

describe("rivals as batch 12 wrote them", () => {
  it.each([
    // The site customers trawl today, in lower case, though compromise guesses a verb from "-ed".
    [{ differentiator: "sorted by school and size so you're not scrolling vinted for ages." }, ["vinted"]],
    // Scrolling a while is no rival.
    [{ differentiator: "no more scrolling endlessly through feeds" }, []],
    // A name of several words opening the comparison as its subject, though its last word is a country.
    [
      { differentiator: "Cheap Houses Japan just shows listings, we get you all the way to the keys" },
      ["Cheap Houses Japan"],
    ],
    [{ differentiator: "New Zealand has no app like this" }, []],
    // A currency is no company.
    [
      {
        differentiator:
          "Planning Center and ChurchTrac are foreign, priced in dollars, no USSD, no Naira giving.",
      },
      ["Planning Center", "ChurchTrac"],
    ],
  ] as [Partial<QuizAnswers>, string[]][])("%j", (answers, expected) => {
    expect(names(answers)).toEqual(expected);
  });
});

describe("rivals as batch 16 wrote them", () => {
  it.each([
    // A person named by a title is no company; "Papa John's" still is one.
    [
      {
        differentiator:
          "Nobody does the boring last part: making sure Mama Tunde actually has her pills on day 29.",
      },
      [],
    ],
    // A kind of a language, and what people speak, are no rivals.
    [
      {
        problem:
          "Expats in Morocco learn French or Modern Standard Arabic and still can't talk to the taxi driver, because everyone actually speaks Darija.",
        differentiator: "Duolingo doesn't have Darija at all.",
      },
      ["Duolingo"],
    ],
    // "The IKEA one": the maker of the thing compared is a rival, whatever its capitals.
    [
      {
        differentiator: "Stokke's crib doesn't become a desk, and the IKEA one doesn't survive past one kid.",
      },
      ["Stokke", "IKEA"],
    ],
    // "US" is the country, not "us": a rival after it is still one.
    [
      {
        differentiator:
          "ServiceTitan is built for large US companies and is far too complex for a 6-person crew, while Jobber is generic across trades.",
      },
      ["ServiceTitan", "Jobber"],
    ],
  ] as [Partial<QuizAnswers>, string[]][])("%j", (answers, expected) => {
    expect(names(answers)).toEqual(expected);
  });
});
