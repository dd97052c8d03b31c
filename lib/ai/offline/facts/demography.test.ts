import { GROUP_SHARE, ageShare, demographyOf, peoplePerHousehold, segmentOf } from "./demography";

const sweden = demographyOf(["SE"], () => 1);
const kenya = demographyOf(["KE"], () => 1);

describe("demographyOf", () => {
  it("reads a country's births and ages, and weights several by population", () => {
    expect(sweden.births).toBeCloseTo(12, 0);
    expect(kenya.births).toBeGreaterThan(2 * sweden.births);
    expect(sweden.ages.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
    const both = demographyOf(["SE", "KE"], (code) => (code === "KE" ? 46_000_000 : 10_000_000));
    expect(both.births).toBeGreaterThan(sweden.births);
    expect(both.births).toBeLessThan(kenya.births);
  });

  it("puts more people in a household where more of the population are children", () => {
    // Sylhet's rural households were counted at 2.5 people, as in the United States; Bangladesh's census
    // says about 4.
    const of = (code: string) => peoplePerHousehold(demographyOf([code], () => 1));
    expect(of("US")).toBe(2.5);
    expect(of("BD")).toBeGreaterThanOrEqual(3.4);
    expect(of("KE")).toBeGreaterThan(of("BD"));
    expect(of("JP")).toBeLessThan(of("US"));
    for (const code of ["JP", "DE", "US", "BD", "KE", "NG", "NE"]) {
      expect(of(code)).toBeGreaterThanOrEqual(2);
      expect(of(code)).toBeLessThanOrEqual(6);
    }
  });

  it("counts the parent a family pays for, not the paying child's age", () => {
    // Elderly home training in Belo Horizonte was sized as everyone aged 40 to 55.
    const segment = segmentOf(
      "Families in Savassi, Funcionários, Sion and Buritis with a parent over 70 living at home, usually the son or daughter aged 40-55 who is paying and worried about falls.",
      demographyOf(["BR"], () => 1),
    );
    expect(segment?.unit).toBe("people aged 70 and over");
  });

  it("falls back to the world's figures for a market it does not know", () => {
    const nowhere = demographyOf(["ZZ"], () => 1);
    expect(nowhere.births).toBeGreaterThan(15);
    expect(nowhere.births).toBeLessThan(25);
  });
});

describe("ageShare", () => {
  it("spreads each band evenly and adds the bands up", () => {
    expect(ageShare(sweden, 0, 90)).toBeCloseTo(1, 2);
    // 65 and over in Sweden is about a fifth; in Kenya under 3%.
    expect(ageShare(sweden, 65, 90)).toBeCloseTo(0.2, 1);
    expect(ageShare(kenya, 65, 90)).toBeLessThan(0.03);
  });
});

describe("segmentOf", () => {
  it.each([
    ["Expecting parents in Sweden, mostly with their first child.", "families with a newborn each year"],
    ["New parents in Stockholm, Göteborg and Malmö.", "families with a newborn each year"],
    ["Parents of children aged 8 to 12 in Toronto.", "families with children aged 8 to 12"],
    ["Parents of babies aged 6 to 18 months in Sydney.", "families with children aged 6 to 18 months"],
    ["Seniors 70+ living at home in Toronto, and their adult kids.", "people aged 70 and over"],
    ["Adult children caring for elderly parents at a distance.", "people aged 65 and over"],
    ["Adults 55+ in Scotland on NHS waiting lists for hearing aids.", "people aged 55 and over"],
    ["Over-60s in Dublin who live alone.", "people aged 60 and over"],
    [
      "Parents aged 60+ living on their own in Kiambu, Nyeri and Murang'a counties.",
      "people aged 60 and over",
    ],
    ["women 18-35 in the UK with adult or hormonal acne", "women aged 18 to 35"],
    ["Young men 14-30 who play tape-ball cricket in Karachi.", "men aged 14 to 30"],
    ["Thai office workers 22-40 around Asok, men and women, who never trained.", "people aged 22 to 40"],
    ["17-25 year olds getting their B licence in Budapest.", "people aged 17 to 25"],
    // Parents of children at school: the stages give the ages.
    ["parents at primary and secondary schools in Leeds to start", "families with children at school"],
    [
      "working parents whose kids use private school transport in Gauteng",
      "families with children at school",
    ],
    ["Parents at primary schools in Bristol.", "families with children at primary school"],
    ["Parents of high school students in Austin.", "families with children at secondary school"],
    ["parents of high-school juniors in Ohio", "families with children at secondary school"],
    ["parents of 5-8 yr olds in Pune, english medium schools", "families with children aged 5 to 8"],
    // Parents with no ages have children: the kid trailer's "parents in dutch cities" counted everyone.
    ["parents in dutch cities without a shed", "families with children under 18"],
    ["Parents in Peru who want their children to keep Quechua", "families with children under 18"],
  ])("%s → %s", (audience, unit) => {
    expect(segmentOf(audience, sweden)?.unit).toBe(unit);
  });

  it("counts parents of no named age as families, two children to a family, and not parents of adults", () => {
    expect(segmentOf("parents in dutch cities without a shed", sweden)!.share).toBeCloseTo(
      (9 * sweden.births) / 1000,
      5,
    );
    expect(segmentOf("parents of boys n girls of shaadi age in lahore", sweden)).toBeNull();
  });

  it("counts the years of births of the school ages named", () => {
    expect(segmentOf("Parents at primary schools in Bristol.", sweden)!.share).toBeCloseTo(
      (7 * sweden.births) / 1000,
      5,
    );
    expect(segmentOf("parents at primary and secondary schools", sweden)!.share).toBeCloseTo(
      (14 * sweden.births) / 1000,
      5,
    );
  });

  it("counts a year's births for new parents, and years of births for children of an age", () => {
    expect(segmentOf("New parents in Malmö.", sweden)!.share).toBeCloseTo(sweden.births / 1000, 5);
    expect(segmentOf("Parents of children aged 8 to 12.", sweden)!.share).toBeCloseTo(
      (5 * sweden.births) / 1000,
      5,
    );
  });

  it.each([
    // Not the customers' own age or stage: other numbers, other sides, a group stressed within them.
    "Small clinics with 20-150 staff in Scotland.",
    "High school seniors in Seoul and their parents.",
    "Dog owners in Austin with senior or anxious dogs.",
    "Homeowners in Halifax, esp seniors.",
    "Low and middle income households in Zambia, especially families with school children who need light.",
    "rural households in Sylhet division, mostly farming families with school-age kids",
    "Two sides: walkers are students and retirees; the people paying are dog owners.",
    "Everyone who wants to eat better - young people, families, older people too.",
  ])("names no segment it is not: %s", (audience) => {
    expect(segmentOf(audience, sweden)).toBeNull();
  });

  it("reads the customers' own ages before a word about babies", () => {
    expect(segmentOf("Women 30-55 in Bucharest, many after pregnancy.", sweden)?.unit).toBe(
      "women aged 30 to 55",
    );
  });

  it("counts half of the people of those ages when the audience names one sex", () => {
    const people = segmentOf("Office workers 35-55 in Stockholm.", sweden)!;
    const women = segmentOf("Women 35-55 in Stockholm.", sweden)!;
    expect(women.share).toBeCloseTo(people.share / 2, 6);
    expect(women.how).toMatch(
      /^women aged 35 to 55, about [\d.]+% of the population, half of the people of those ages \(/,
    );
  });

  it("counts a profession of an age band as a small part of the people of those ages", () => {
    const audience = "Nurses in Brazil with B1+ english, 25-40 years old, mostly SP, MG, RJ";
    const people = segmentOf(audience, sweden)!;
    const nurses = segmentOf(audience, sweden, "nurses")!;
    expect(nurses.unit).toBe("nurses aged 25 to 40");
    expect(nurses.group).toBe("nurses");
    expect(nurses.share).toBeCloseTo(people.share * GROUP_SHARE, 8);
    expect(nurses.how).toMatch(
      /^people aged 25 to 40 are about [\d.]+% of the population \(.*\), and nurses are taken to be 1 in 50 of them, a guess/,
    );
    // Any occupation is a part of unknown size, whether a register counts it or not: "BPO agents aged
    // 22-35 on graveyard shift" are not every Filipino of those ages.
    for (const [text, group] of [
      ["BPO agents aged 22-35 on graveyard shift in Ortigas Center and BGC", "BPO agents"],
      ["Delivery drivers 25-45 who work for Grab and Lalamove", "delivery drivers"],
      ["Uber and Bolt drivers aged 25-45 in Lagos who own a Toyota Corolla", "Uber and Bolt drivers"],
      ["Baristas 20-30 in Melbourne", "baristas"],
      ["Software developers aged 25-40 in Lagos", "software developers"],
    ]) {
      const band = segmentOf(text, sweden)!;
      const job = segmentOf(text, sweden, group)!;
      expect([job.group, job.share / band.share]).toEqual([group, GROUP_SHARE]);
      expect(job.how).toMatch(/a guess that a published count of them would replace$/);
    }
    // A broad group of an age band is the band, narrowed by the serviceable share as before.
    for (const [text, group] of [
      ["Thai office workers 22-40 around Asok", "office workers"],
      ["coffee lovers in Montevideo, 25-50 years old", "coffee lovers"],
      ["Women 18-35 in tier 2 cities", "women"],
      ["Learner drivers 17-25 in Leeds", "learner drivers"],
      ["Gamers aged 16-30 who stream", "gamers"],
    ])
      expect(segmentOf(text, sweden, group)?.group).toBeUndefined();
  });

  it("counts the owners of a dog, a cat or a pet of an age band by the share of people who have one", () => {
    for (const [text, group, share, has] of [
      [
        "Dog owners aged 25-45 in Guadalajara and Zapopan with small and medium dogs",
        "dog owners",
        0.33,
        "a dog",
      ],
      ["Cat owners 30-60 in flats in Lisbon", "cat owners", 0.23, "a cat"],
      ["Busy pet parents aged 25-40 in Austin", "busy pet parents", 0.57, "a pet"],
    ] as const) {
      const band = segmentOf(text, sweden)!;
      const owners = segmentOf(text, sweden, group)!;
      expect(owners.unit).toMatch(new RegExp(`^${group} aged \\d+ to \\d+$`));
      expect([owners.group, owners.share / band.share]).toEqual([group, expect.closeTo(share, 8)]);
      expect(owners.how).toContain(
        `and ${Math.round(share * 100)}% of people have ${has} (GfK's 2016 survey`,
      );
    }
    // Owners of what the figures do not cover, and dogs as a word of the idea, are the band as before.
    for (const [text, group] of [
      ["Car owners 25-45 in Leeds", "car owners"],
      ["Dog lovers 25-45 in Leeds", "dog lovers"],
    ])
      expect(segmentOf(text, sweden, group)?.group).toBeUndefined();
  });
});
