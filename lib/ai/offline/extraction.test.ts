import type { CorpusIdea } from "@/tests/fixtures/idea-corpus";
import { IDEA_CORPUS } from "@/tests/fixtures/idea-corpus";
import { BATCH13_CORPUS } from "@/tests/fixtures/idea-corpus-batch13";
import { BATCH14_CORPUS } from "@/tests/fixtures/idea-corpus-batch14";
import { BATCH15_CORPUS } from "@/tests/fixtures/idea-corpus-batch15";
import { BATCH16_CORPUS } from "@/tests/fixtures/idea-corpus-batch16";
import { BATCH17_CORPUS } from "@/tests/fixtures/idea-corpus-batch17";
import { BATCH18_CORPUS } from "@/tests/fixtures/idea-corpus-batch18";
import { BATCH19_CORPUS } from "@/tests/fixtures/idea-corpus-batch19";
import { BATCH20_CORPUS } from "@/tests/fixtures/idea-corpus-batch20";
import { BATCH21_CORPUS } from "@/tests/fixtures/idea-corpus-batch21";
import { BATCH22_CORPUS } from "@/tests/fixtures/idea-corpus-batch22";
import { BATCH23_CORPUS } from "@/tests/fixtures/idea-corpus-batch23";
import { BATCH24_CORPUS } from "@/tests/fixtures/idea-corpus-batch24";
import { FIELDS, measureExtraction } from "@/tests/helpers/extraction";

/**
 * How well the engine reads ideas it was not tuned to (tests/fixtures/idea-corpus.ts: 24 ideas written
 * here and 238 by people who never saw the extraction code, in batches each measured before it was fixed
 * for), field by field. The goal is 95% on every
 * field (`npm run bench` reports it); the floors are just under today's reading, so a change that reads
 * worse fails here. Raise them as the reading improves.
 */
const FLOOR: Record<(typeof FIELDS)[number], number> = {
  customerType: 0.98,
  customerUnit: 0.96,
  countries: 0.98,
  currency: 0.99,
  prices: 0.98,
  // 0.95 before retainers read as services and one free side beside a paying one as a marketplace.
  billingModel: 0.96,
  // 0.95 before rivals listed as the subject of the comparison were read in any case (batch 6 arrived at 60%).
  competitors: 0.96,
  // Measured on the blind ideas, which say which channels they name: 72% before the founder's own words
  // after "sell through", "marketing via" were kept; 0.86 before texted and foreign names (batch 9: 50%).
  channels: 0.88,
};

describe("reading the golden corpus", () => {
  const { accuracy, misses } = measureExtraction(IDEA_CORPUS);

  it("has enough varied ideas to measure", () => {
    expect(IDEA_CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(IDEA_CORPUS.map((i) => i.id)).size).toBe(IDEA_CORPUS.length);
  });

  it.each(FIELDS)("%s", (field) => {
    // The failure names the ideas read wrong.
    expect({
      field,
      accuracy: accuracy[field],
      misses: misses[field],
      atFloor: accuracy[field] >= FLOOR[field],
    }).toEqual({
      field,
      accuracy: accuracy[field],
      misses: misses[field],
      atFloor: true,
    });
  });
});

/**
 * Batch 13 (tests/fixtures/idea-corpus-batch13.ts) is measured on its own until it reads as well as the
 * rest: eleven of its thirty ideas are written wholly in another language (Polish, Czech, Thai, Turkish,
 * Indonesian…) and expect the customer in English ("rodzice" are parents), which no rule here translates.
 * Arrived at: type 80%, unit 63%, countries 87%, currency 97%, prices 77%, billing 77%, competitors 73%,
 * channels 60%. The floors are today's reading after the general fixes it prompted.
 */
const BATCH13_FLOOR: Record<(typeof FIELDS)[number], number> = {
  customerType: 0.8,
  customerUnit: 0.63,
  countries: 1,
  currency: 1,
  prices: 0.96,
  billingModel: 1,
  competitors: 0.9,
  channels: 0.8,
};

readsBatch(13, BATCH13_CORPUS, BATCH13_FLOOR, []);

/**
 * Batch 14: thirty more blind ideas, in English from founders in twenty countries (a funeral planner in
 * Accra, a rural pharmacy supply app in Bangladesh, a combi-route app in Lima, waterless car washes in
 * Dubai). Arrived at: type 93%, unit 87%, countries 100%, currency 100%, prices 80%, billing 73%,
 * competitors 80%, channels 53%. Measured apart, like batch 13: folding it in would pull the golden
 * corpus's customer-type reading under its floor (two ad-funded apps whose paying side the batch names as
 * the advertisers, where earlier batches named the users), and a floor is not lowered to make room.
 */
const BATCH14_FLOOR: Record<(typeof FIELDS)[number], number> = {
  customerType: 0.93,
  customerUnit: 0.9,
  countries: 1,
  currency: 1,
  prices: 0.96,
  billingModel: 0.96,
  competitors: 0.83,
  channels: 0.56,
};

readsBatch(14, BATCH14_CORPUS, BATCH14_FLOOR, [BATCH13_CORPUS]);

/**
 * Batch 15: thirty more blind ideas from founders in 28 countries, weighted to what the last reading found
 * weakest (one-off purchases for a part of the population, marketplaces whose sellers pay, hardware with a
 * plan): a clay cookstove in Western Kenya, a shower stool for over-75s in Japan, boat listings in Palawan, a
 * snow-clearing co-op in Quebec. Arrived at: type 97%, unit 97%, countries 100%, currency 100%, prices 97%,
 * billing 83%, competitors 83%, channels 13% (the founders named their channels in the audience answer,
 * where only the business model and the comparison were read). Measured apart: its cricket app names the
 * advertisers as the paying side, as batch 14's did. Its boat-listing site (operators pay ₱1,500 a month,
 * tourists use it free) is read as a subscription, not the marketplace the batch says: no order is shared,
 * and the forecast sells the operators a monthly plan.
 */
const BATCH15_FLOOR: Record<(typeof FIELDS)[number], number> = {
  customerType: 0.96,
  customerUnit: 0.96,
  countries: 1,
  currency: 1,
  prices: 0.96,
  billingModel: 0.96,
  competitors: 0.93,
  channels: 0.76,
};

readsBatch(15, BATCH15_CORPUS, BATCH15_FLOOR, [BATCH13_CORPUS, BATCH14_CORPUS]);

/**
 * Batch 16: thirty more blind ideas from 29 countries, weighted to channels said in varied words ("we get
 * customers by partnering with condo building admins"), durable things bought once, businesses in a named
 * city, marketplaces whose sellers pay a flat fee, services priced per hour or per house, and vague answers.
 * Arrived at: type 87%, unit 93%, countries 97%, currency 100%, prices 90%, billing 70%, competitors 80%,
 * channels 67%. Two of its marketplaces (traders pay KSh 500 a month to list, farms pay 29 € a month) are
 * read as plans sold to the sellers, as batch 15's boat listings were; its restroom map's paying side
 * (cafés, through ads) and its lower-case "medellín" are misses too.
 */
const BATCH16_FLOOR: Record<(typeof FIELDS)[number], number> = {
  customerType: 0.93,
  customerUnit: 0.96,
  countries: 0.96,
  currency: 1,
  prices: 0.93,
  billingModel: 0.93,
  competitors: 0.83,
  channels: 0.73,
};

readsBatch(16, BATCH16_CORPUS, BATCH16_FLOOR, [BATCH13_CORPUS, BATCH14_CORPUS, BATCH15_CORPUS]);

/**
 * Batch 17: five ideas a helper wrote without reading the code or the corpus (a life-stage product in
 * India, a one-person bike repair already trading in Portland, a listing marketplace in Lagos, a per-seat
 * SaaS for Mexican electricians, a hive sensor with a plan per hive in France), whose whole packages a
 * second helper read as a founder-investor before anything was fixed. Arrived at: type 60%, unit 80%,
 * countries 80%, currency 80%, prices 80%, billing 60%, competitors 80%, channels 40% ("r/portland" was a
 * place and Portland was Jamaica's parish, the mechanics' listing fee a free tier with car owners as the
 * customer, the electricians' "two months free" on an annual plan a free tier, and Jobber lost behind
 * "US companies"). Still missed: the hive sensor's hobby beekeepers read as a business, "tuneup is $90"
 * read as a sale, not a job; the listing marketplace read as a plan sold to the mechanics (as batches 15
 * and 16's), and two of its five founders' channels.
 */
const BATCH17_FLOOR: Record<(typeof FIELDS)[number], number> = {
  customerType: 0.8,
  customerUnit: 1,
  countries: 1,
  currency: 1,
  prices: 0.8,
  billingModel: 0.8,
  competitors: 1,
  channels: 0.6,
};

readsBatch(
  17,
  BATCH17_CORPUS,
  BATCH17_FLOOR,
  [BATCH13_CORPUS, BATCH14_CORPUS, BATCH15_CORPUS, BATCH16_CORPUS],
  5,
);

/**
 * Batch 18: five ideas a helper wrote without reading the code or the corpus (a seller-paid antiques
 * marketplace in Valencia, shift insoles for UK nurses of an age band, a café rota and food-safety app in
 * Sweden, driver-guide day trips for tourists in Tbilisi, nurse visits in Kenya paid by the parents' adult
 * children), whose whole packages a second helper read as a founder-investor before anything was fixed.
 * Arrived at: unit 60%, prices 80%, billing 80%, competitors 80%, channels 80% ("The sellers are…" read as
 * the customer "sellers", "SEK 5,900 … if you pay yearly" as a monthly price, a driver-guide's day as
 * metered use, "Taxis are cheaper" as a rival). The café chains were read as their "owners" until "owners
 * and ops managers of" counted as "owners of". Still missed: "door-to-door" kept as the founder spelled it
 * without hyphens.
 */
const BATCH18_FLOOR: Record<(typeof FIELDS)[number], number> = {
  customerType: 1,
  customerUnit: 1,
  countries: 1,
  currency: 1,
  prices: 1,
  billingModel: 1,
  competitors: 1,
  channels: 0.8,
};

readsBatch(
  18,
  BATCH18_CORPUS,
  BATCH18_FLOOR,
  [BATCH13_CORPUS, BATCH14_CORPUS, BATCH15_CORPUS, BATCH16_CORPUS, BATCH17_CORPUS],
  5,
);

/**
 * Batch 19 (tests/fixtures/idea-corpus-batch19.ts): five more a helper wrote without reading the code, asked
 * for dog boots in Portugal, a compliance app for CA firms in India, a laundry subscription in Mexico City,
 * a tailors' marketplace in Lagos and renovation estimates in Poland. Arrived at: customer type and unit
 * 80% (the Lagos audience "Two sides: tailors…, and women…" was sold to "sides", as consumers), competitors
 * 80% ("GST, TDS & ITR due dates" gave a rival "TDS & ITR"), channels 20% ("by leaving samples at vet
 * clinics" read as "leaving samples", "Customers from Facebook groups … and partnerships with building
 * supply wholesalers" as "facebook" and "partnerships"). Still missed: "ICAI branch seminars" and
 * "door to door" against the expected "icai seminars" and "door-to-door", and the partnerships named as
 * partnerships.
 */
const BATCH19_FLOOR: Record<(typeof FIELDS)[number], number> = {
  customerType: 1,
  customerUnit: 1,
  countries: 1,
  currency: 1,
  prices: 1,
  billingModel: 1,
  competitors: 1,
  channels: 0.4,
};

readsBatch(
  19,
  BATCH19_CORPUS,
  BATCH19_FLOOR,
  [BATCH13_CORPUS, BATCH14_CORPUS, BATCH15_CORPUS, BATCH16_CORPUS, BATCH17_CORPUS, BATCH18_CORPUS],
  5,
);

/** The batches measured apart, in order: each is checked against the corpus and the ones before it. */
const BATCHES_APART = [
  BATCH13_CORPUS,
  BATCH14_CORPUS,
  BATCH15_CORPUS,
  BATCH16_CORPUS,
  BATCH17_CORPUS,
  BATCH18_CORPUS,
  BATCH19_CORPUS,
  BATCH20_CORPUS,
  BATCH21_CORPUS,
  BATCH22_CORPUS,
  BATCH23_CORPUS,
];

/** A batch whose every field is read right: its floor stays there. */
const EVERY_FIELD_READ = Object.fromEntries(FIELDS.map((field) => [field, 1])) as Record<
  (typeof FIELDS)[number],
  number
>;

/**
 * Batch 20 (tests/fixtures/idea-corpus-batch20.ts): three a helper wrote blind for the end-of-stop reading
 * (night-shift meals in Manila, a prescription check for German physio practices, elderly home training
 * in Belo Horizonte). Arrived at: customer type 67% (BPO agents earning a wage read as a business), billing
 * 0% (a free check and free tasting trays read as free tiers; home sessions as metered use), prices 33%
 * ("(around ₱130 per meal)" read as a second weekly price, "a monthly package of 8 sessions for R$ 880" as
 * a one-off). All now read.
 */
readsBatch(
  20,
  BATCH20_CORPUS,
  EVERY_FIELD_READ,
  [
    BATCH13_CORPUS,
    BATCH14_CORPUS,
    BATCH15_CORPUS,
    BATCH16_CORPUS,
    BATCH17_CORPUS,
    BATCH18_CORPUS,
    BATCH19_CORPUS,
  ],
  3,
);

/**
 * Batch 21 (tests/fixtures/idea-corpus-batch21.ts): three written for the end-of-stop reading through the
 * running product (a veg box in Nairobi, invoice chasing for Portuguese architecture studios, car care for
 * Lagos ride-hailing drivers). Arrived at: billing 67% ("by giving a free box to church women's groups" read
 * as a free tier, so the veg box was planned as freemium), every other field 100%. Fixed, with the sizing it
 * also showed: "Uber and Bolt drivers aged 25-45" had been every Lagosian of those ages.
 */
readsBatch(
  21,
  BATCH21_CORPUS,
  EVERY_FIELD_READ,
  [
    BATCH13_CORPUS,
    BATCH14_CORPUS,
    BATCH15_CORPUS,
    BATCH16_CORPUS,
    BATCH17_CORPUS,
    BATCH18_CORPUS,
    BATCH19_CORPUS,
    BATCH20_CORPUS,
  ],
  3,
);

/**
 * Batch 22 (tests/fixtures/idea-corpus-batch22.ts): three written for this stop's reading (fresh dog food in
 * Guadalajara, lift maintenance for Cairo building unions, bookkeeping for Ukrainian sole traders in
 * Poland). Arrived at: customer type 67% (building owners' unions read as consumers), prices and billing
 * 67% ("Weekly plan from $390 MXN" read as a one-off price, and "we cook … and deliver it frozen" as a
 * cook's service), channels 67% ("door to door to building unions and through property managers" lost the
 * second). All now read.
 */
readsBatch(
  22,
  BATCH22_CORPUS,
  EVERY_FIELD_READ,
  [
    BATCH13_CORPUS,
    BATCH14_CORPUS,
    BATCH15_CORPUS,
    BATCH16_CORPUS,
    BATCH17_CORPUS,
    BATCH18_CORPUS,
    BATCH19_CORPUS,
    BATCH20_CORPUS,
    BATCH21_CORPUS,
  ],
  3,
);

/**
 * Batch 23 (tests/fixtures/idea-corpus-batch23.ts): seven for this stop's reading (a flatmate bills tracker
 * in Kraków, office car washes in Lima, an insulated tiffin in Bengaluru, guest registration for Portuguese
 * short lets, a kimono marketplace in Kyoto, tool lockers in Sydney, the Nairobi phone-repair van). Arrived
 * at: prices 71% ("S/ 35 for an exterior wash" and the repair van's "KSh 2,500 for a screen" read as sales,
 * not jobs), channels 86% ("starting w/ AGH and UJ facebook groups"), competitors 86%. Still missed:
 * Bunnings, which the Sydney founder names only as where people drive to today ("lose half a Saturday
 * driving to Bunnings"), read as a place.
 */
readsBatch(23, BATCH23_CORPUS, { ...EVERY_FIELD_READ, competitors: 0.85 }, BATCHES_APART.slice(0, 10), 7);

/**
 * Batch 24 (tests/fixtures/idea-corpus-batch24.ts): three a helper wrote blind for this stop's reading
 * through the running product (a Darija app, shift scheduling for Mexican restaurant chains, camping kits
 * hired out by the day in Dubai). Arrived at: prices 67% ("AED 120 for each extra day" read as a sale),
 * channels 67%. Still missed: WhatsApp in "bookings come through instagram and whatsapp".
 */
readsBatch(24, BATCH24_CORPUS, { ...EVERY_FIELD_READ, channels: 0.66 }, BATCHES_APART.slice(0, 11), 3);

/**
 * A blind batch measured on its own floors until it is folded in: ideas (thirty, unless said) none of the golden corpus
 * or the earlier batches holds, each field at or above its floor (the misses are shown when one is not).
 */
function readsBatch(
  n: number,
  corpus: readonly CorpusIdea[],
  floor: Record<(typeof FIELDS)[number], number>,
  earlier: readonly (readonly CorpusIdea[])[],
  size = 30,
) {
  describe(`reading batch ${n}, not yet folded in`, () => {
    const { accuracy, misses } = measureExtraction(corpus);

    it(`has ${size} ideas none of the other corpora holds`, () => {
      expect(corpus).toHaveLength(size);
      const known = new Set([...IDEA_CORPUS, ...earlier.flat()].map((i) => i.id));
      expect(corpus.filter((i) => known.has(i.id))).toEqual([]);
    });

    it.each(FIELDS)("%s", (field) => {
      expect({ field, misses: misses[field], atFloor: accuracy[field] >= floor[field] }).toEqual({
        field,
        misses: misses[field],
        atFloor: true,
      });
    });
  });
}
