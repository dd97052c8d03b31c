/**
 * The rules an electronic device meets before it is sold, whatever trade it is sold to: a microcurrent face
 * device is no cosmetic, and a hive sensor is no farm input. Said for the founder's market, and only as
 * what is typical to check, never as a ruling.
 */

/** A thing with electronics in it: what the product is, or what the founder says it runs on. */
const ELECTRONIC =
  /\b(?:device|gadget|sensors?|GPS\s+trackers?|wearables?|smart\s?(?:watch|ring|band|collar|plug|lock|meter)s?|collars?\s+with\s+GPS|GPS\s+(?:collar|tracker|tag)s?|bluetooth|LoRa(?:WAN)?|rechargeable|battery[-\s]powered|microcurrent|electrodes?|USB|LED|thermostats?|robots?|chargers?|hearing\s+aids?|solar\s+(?:lamp|light|kit|panel|pump|fridge)s?)\b/i;

/** A device that acts on the body or claims to help health: medical-device rules may apply. */
const ON_THE_BODY =
  /\b(?:skin|face|facial|muscles?|microcurrent|electrodes?|heart|pulse|blood|glucose|breathing|sleep\s+apnea|pain|therapy|therapeutic|medical|fall\s+detection|hearing|seniors?\s+living\s+alone)\b/i;

/** A device's risk, said as the sector templates say theirs (a noun phrase, in lower case). */
export const DEVICE_RISKS = {
  device: "electrical and radio safety approval for the device",
  body: "safety and medical-device approval for a device that acts on the body",
} as const;

const EUROPE = new Set([
  ...["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV"],
  ...["LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "NO", "IS", "LI", "CH"],
]);

/**
 * Whether the founder sells a thing with electronics in it: the product is one, or a physical product runs
 * on them. (A drone-spraying service or an e-bike hire app uses devices; it does not put them on sale.)
 */
export function isElectronic(product: string, solution: string, physical: boolean): boolean {
  return ELECTRONIC.test(product) || (physical && ELECTRONIC.test(solution));
}

/**
 * The device's rules in the founder's market: electrical and radio approval everywhere, and medical-device
 * rules when it acts on the body or on health. Null for anything without electronics.
 */
export function deviceRules(
  product: string,
  answersText: string,
  physical: boolean,
  countries: readonly string[],
): { regulation: string; risk: string } | null {
  if (!isElectronic(product, answersText, physical)) return null;
  const us = !countries.length || countries.includes("US");
  const gb = countries.includes("GB");
  const eu = countries.some((c) => EUROPE.has(c));
  const marks = [
    us ? "FCC authorisation and a UL or ETL safety listing in the United States" : "",
    eu ? "CE marking in Europe" : "",
    gb ? "UKCA marking in Britain" : "",
  ].filter(Boolean);
  const approval = marks.length
    ? marks.join(", ").replace(/, ([^,]*)$/, " and $1")
    : "the national electrical-safety and radio approvals where it is sold";
  const body = ON_THE_BODY.test(answersText);
  const medical = !body
    ? ""
    : us
      ? "; because it acts on the body, check with the FDA whether it is a medical device that needs clearance, and keep every claim cosmetic until then"
      : eu
        ? "; because it acts on the body, check whether the EU Medical Device Regulation covers it before making any health claim"
        : "; because it acts on the body, check with the health regulator whether it must be registered as a medical device";
  return {
    regulation: `As an electronic device it needs ${approval} before the first sale${medical}.`,
    risk: body ? DEVICE_RISKS.body : DEVICE_RISKS.device,
  };
}
