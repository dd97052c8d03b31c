import type { QuizAnswers } from "@/lib/validation";

import { extractChannels } from "./channels";

const BLANK: QuizAnswers = {
  problem: "Small shops lose time on paperwork.",
  solution: "A simple app that does the paperwork.",
  targetAudience: "Small shops.",
  differentiator: "It is simple.",
  businessModel: "A monthly fee.",
};

const channels = (businessModel: string) => extractChannels({ ...BLANK, businessModel });

describe("extractChannels", () => {
  it.each([
    // The founder's own words after a verb of selling, the aside and the relative clause left out.
    [
      "then 150.000₫/tháng. we sell through the feed dealers (đại lý thức ăn) who visit the farms anyway",
      ["feed dealers"],
    ],
    ["NZ$7.99 per month. selling through vet clinics and Trade Me", ["vet clinics", "Trade Me"]],
    [
      "$28 per ride. Marketing through senior centers, churches and Nextdoor.",
      ["senior centers", "churches", "Nextdoor"],
    ],
    ["Bookings come through the hostels and guesthouses that host our docks.", ["hostels", "guesthouses"]],
    // Usual channels too, in the founder's words.
    [
      "$49/mo per truck. We'll find customers with Facebook ads and cold calls.",
      ["Facebook ads", "cold calls"],
    ],
    // A clause after the list, a place or a payment is no channel.
    [
      "৳3,200 once. sold through local bazaar shops, and relatives abroad can pay with bKash",
      ["local bazaar shops"],
    ],
    ["$U 1.290 por mes. free shipping in Montevideo.", []],
    // Rivals are not channels.
    ["€9 a month, cheaper than Instagram ads.", []],
  ])("%s", (businessModel, expected) => {
    expect(channels(businessModel)).toEqual(expected);
  });
});
