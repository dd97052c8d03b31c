/**
 * The founder's facts, read from the five answers with compromise (its tokenizer and part-of-speech tags:
 * proper nouns, places, actors, money) instead of hand-kept verb and noun lists: the prices with their
 * periods and currency, the competitors they name with what they say about them, the channels they name,
 * and who the customer is. These are what the package must keep whole (lib/artifacts/idea-profile.ts
 * ideaProfileSchema stores them for the founder to confirm).
 *
 * One file per fact: money.ts (prices, currency), units.ts (what a price counts), competitors.ts,
 * channels.ts, customer.ts; devices.ts (the approvals an electronic device needs in the founder's market).
 */
export { extractPrices, resolveCurrency, type PricePoint } from "./money";
export { extractCompetitors, type NamedCompetitor } from "./competitors";
export { channelName, extractChannels, throughChannel, withoutChannels } from "./channels";
export {
  AUDIENCE_LEAD,
  audienceNamesCustomer,
  COUNT_SOURCES,
  extractCustomer,
  payerNamed,
  type Customer,
  type CustomerType,
} from "./customer";
export { pluralOf, pricedUnits, type PricedUnits } from "./units";
export { DEVICE_RISKS, deviceRules } from "./devices";
