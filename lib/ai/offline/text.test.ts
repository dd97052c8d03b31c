import { clip } from "./text";

describe("clip keeps phrases whole", () => {
  it.each([
    // A noun phrase the cut opened is finished, not left on its adjective, article or conjunction.
    [
      "Let homeowners rent out their empty driveway by the day to commuters.",
      6,
      "Let homeowners rent out their empty driveway",
    ],
    [
      "A returns portal that books the cheapest local return label in 14 EU countries",
      7,
      "A returns portal that books the cheapest local return label",
    ],
    [
      "midday dog walks by the same walker every time, with a GPS track and photos after",
      8,
      "midday dog walks by the same walker every time",
    ],
    // Steps back when finishing would run on into another clause.
    [
      "Workers pay for a full coworking membership even when they only need a desk twice a week.",
      8,
      "Workers pay for a full coworking membership",
    ],
    // Nothing is cut from a phrase that fits, whatever its last word.
    [
      "plays 15-second ads, and the driver earns a share just for keeping it on",
      30,
      "plays 15-second ads, and the driver earns a share just for keeping it on",
    ],
    // A cut never ends on the word that opens what was cut, nor between a verb and its particle.
    [
      "is built for a standard 5-wall ger made of recycled wool felt plus a reflective layer - installs in one afternoon",
      12,
      "is built for a standard 5-wall ger",
    ],
    ["Lets families pay it off in small monthly amounts by mobile money", 8, "Lets families pay it off"],
    // A clause cut before the preposition its verb needs goes back to the comma.
    [
      "is built for bank-link payments via open banking, money lands in the shop's account the same day",
      16,
      "is built for bank-link payments via open banking",
    ],
    // Brackets: an aside that does not fit is left out whole.
    [
      "A service that reports every 5 minutes through a cellular hub (no store Wi-Fi needed) and alerts by SMS",
      10,
      "A service that reports every 5 minutes",
    ],
    // A list cut before its last item says there is more, rather than pass a part off as the whole.
    [
      "a focus timer app that comes with study-with-me live rooms, a phone-lock mode and a weekly report the student can share",
      16,
      "a focus timer app that comes with study-with-me live rooms, a phone-lock mode and more",
    ],
    // …but not a list of actions or a new clause: the cut stops at the comma instead.
    [
      "An app that connects to the freelancer's bank account, tags income and expenses automatically and moves the right tax amount to a savings pot.",
      12,
      "An app that connects to the freelancer's bank account",
    ],
    [
      "Heavy 5mm steel braai stands, laser cut and hand welded in Gqeberha, that flat-pack and bolt together.",
      8,
      "Heavy 5mm steel braai stands",
    ],
    // A subordinate clause cut before its verb is left out.
    [
      "shrimp farmers in the Mekong Delta lose whole ponds overnight when salinity or oxygen drops",
      14,
      "shrimp farmers in the Mekong Delta lose whole ponds overnight",
    ],
    // Short enough: untouched.
    ["Fresh bread for busy families", 8, "Fresh bread for busy families"],
  ])("%s (%d words)", (text, max, expected) => {
    expect(clip(text, max)).toBe(expected);
  });
});
