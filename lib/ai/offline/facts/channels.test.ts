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
    // Ringing round a region is cold calling, not a channel named after the region; the fair keeps its
    // place's capital.
    [
      "€49 per month. We'll find practices by calling around in NRW with a free check of their last quarter, and with a stand at the therapie Leipzig fair.",
      ["cold calls", "therapie Leipzig fair stand"],
    ],
    // Batch 19: where the samples are left is the channel; "Customers from …" opens the founder's list.
    [
      "Sold from our own online shop - we'll grow through Instagram reels and by leaving samples at vet clinics.",
      ["Instagram reels", "vet clinics"],
    ],
    [
      "350 zł per estimate. Customers from Facebook groups for contractors and partnerships with building supply wholesalers (hurtownie budowlane).",
      ["Facebook groups", "building supply wholesaler partnerships"],
    ],
    // Batch 10: a list led by a platform or by "via", texted "n", a place one hangs out at, an aside kept
    // out, going door to door in any language, calling them directly.
    ["$U 1.290 por mes. Instagram + sampling at the ferias", ["Instagram", "ferias"]],
    ["₡14.900 al mes. Instagram y alianzas con pet shops", ["Instagram", "alianzas con pet shops"]],
    [
      "premium is 4,99 € per maand. via student associations and LinkedIn",
      ["student associations", "LinkedIn"],
    ],
    [
      "$6 booking fee per stay. getting users thru nextdoor n hanging out at dog parks w/ flyers",
      ["nextdoor", "dog parks"],
    ],
    [
      "we keep 15%. We find owners through apartment Facebook groups and СӨХ (residents' association) notice boards.",
      ["apartment Facebook groups", "СӨХ notice boards"],
    ],
    ["Bs 60 al mes. Vamos a conseguir talleres puerta a puerta.", ["door to door"]],
    ["₱149/month. we will go sari sari to sari sari in cebu city", ["door to door"]],
    ["$29.990 mensuales. Llegamos por LinkedIn y llamándolos directamente.", ["linkedin", "cold calls"]],
    // The product itself is no channel.
    [
      "6% of each ticket sold thru the app. marketing thru our fb page n radio ads",
      ["facebook page", "radio ads"],
    ],
    // A lone modifier shares the next piece's head.
    [
      "5,000 kip per trip. We get riders through hotel and guesthouse front desks and TikTok.",
      ["hotel front desks", "guesthouse front desks", "TikTok"],
    ],
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
    // Content in a place is the place; a stall or stand at one is named as one says "a market stall".
    [
      "780 000 so'm a month. We sell with cold visits to HR managers and posts in Telegram channels for IT people.",
      ["cold visits", "Telegram channels"],
    ],
    [
      "A$29/mo. marketing in tradie facebook groups and a stand at Bunnings trade nights",
      ["tradie facebook groups", "Bunnings trade nights stand"],
    ],
    [
      "29 € par mois. Launching through Instagram and a stall at the Midi market in Brussels.",
      ["Instagram", "Midi market stall"],
    ],
    // The piece of a second verb is read once, from the first.
    [
      "49 zł per user per month. Sales via LinkedIn outreach to owners and a stand at the Budma trade fair in Poznań.",
      ["LinkedIn outreach", "Budma trade fair stand"],
    ],
    // Examples after "like" are not more channels.
    [
      "Gs. 95.000 por hectárea. Selling at trade fairs like Expo Santa Rita and through the cooperatives.",
      ["trade fairs", "cooperatives"],
    ],
    // Customers won by a pronoun, going through, partnering with.
    [
      "£4 per room per month. We'll find them through landlord forums and local property meetups.",
      ["landlord forums", "local property meetups"],
    ],
    [
      "€4.99 a month. We'll go through Gaelscoil parents' associations and Instagram.",
      ["Gaelscoil parents' associations", "Instagram"],
    ],
    ["Free to list. We'll partner with minor hockey associations.", ["minor hockey associations"]],
    // "Them" is the customers just named; where they are reached is the channel.
    [
      "MX$2,500 al mes. We'll sign bars by visiting them and with Instagram ads.",
      ["visiting bars", "Instagram ads"],
    ],
    ["0.750 JD per parcel. We sign up shops by DMing them on Instagram.", ["Instagram"]],
    // Selling in a place is where, not how.
    [
      "7% per trip. Customers come from our own field sales team visiting distributors in Apapa and Ikeja.",
      ["field sales team"],
    ],
    [
      "$199 for the collar. We'll sell at hunting expos and in Facebook bird dog groups.",
      ["hunting expos", "facebook"],
    ],
    // Texting shorthand under the platform's name.
    ["900 lekë one time. marketing on tiktok and insta reels", ["tiktok", "instagram reels"]],
    ["J$300 per booking. promo on tiktok n ig", ["tiktok", "instagram"]],
    ["$70/mo. door to door in the fall + posts in community fb pages", ["door to door", "facebook"]],
    // The usual channels with no verb, in the founder's words where there are several.
    ["$180 per house, flat. Door hangers + Nextdoor.", ["door hangers", "nextdoor"]],
    [
      "3.00 USD per month. We'll meet exporters at trade fairs like Biofach and cold email buyers in France.",
      ["trade fairs", "cold email"],
    ],
    ["€149 for the sensor. We'll run radio ads on Cork's 96FM.", ["radio ads"]],
    ["€3 a day. Leaflets in the estates.", ["leaflets"]],
    // Other languages' words.
    ["$U 1.890 por semana. Ventas por Instagram y boca a boca.", ["instagram", "word of mouth"]],
    ["R$ 89 por mês. Clientes via Instagram e indicação de amigos.", ["instagram", "referrals"]],
    ["5 000 FCFA par sac. Flyers dans les résidences et statuts WhatsApp.", ["flyers", "whatsapp"]],
    ["10% on every order. promo on tiktok + with influenceuses", ["tiktok", "influencers"]],
    // Rivals are not channels.
    ["€9 a month, cheaper than Instagram ads.", []],
  ])("%s", (businessModel, expected) => {
    expect(channels(businessModel)).toEqual(expected);
  });
});

describe("channels as batch 12 wrote them", () => {
  it.each([
    // A word with a hyphen is no place to end the channel ("move-in", not "move-").
    [
      "flat $2,800 for a move. leads come from the move-in coordinators at senior living communities and google ads",
      ["move-in coordinators", "google ads"],
    ],
    // How a thing is sold is no channel.
    ["we sell the good stuff on consignment for $40.", []],
    // Recruiting, promotion and going door to door in the founder's language.
    ["₦1,500 per day. we recruit thru the market women associations", ["market women associations"]],
    [
      "$25.000 el día. Promo en hostales, TripAdvisor y GetYourGuide",
      ["hostales", "TripAdvisor", "GetYourGuide"],
    ],
    ["RD$350 al mes. vamos colmado por colmado", ["door to door"]],
    [
      "7 000 FCFA/mois. on recrute via les associations de tailleurs et TikTok",
      ["associations de tailleurs", "TikTok"],
    ],
  ])("%s", (businessModel, expected) => {
    expect(channels(businessModel)).toEqual(expected);
  });
});

describe("channels as batch 13 wrote them", () => {
  it.each([
    // A sentence that opens on printed channels lists them; flyers at a place are that place's flyers.
    [
      "$420 per season. flyers at seniors centres and ads in church bulletins",
      ["seniors centres flyers", "church bulletins"],
    ],
    [
      "Wholesalers pay 3%. Field sales reps visiting pharmacies, plus Pharmaceutical Society of Ghana meetings.",
      ["Field sales reps", "Pharmaceutical Society"],
    ],
    // Spreading the word, a station as radio, a platform's groups in the founder's language.
    [
      "spreading the word at Federated Farmers meetings and on rural radio",
      ["Federated Farmers meetings", "rural radio"],
    ],
    ["We get farmers through agrovet shops and adverts on Inooro FM.", ["agrovet shops", "Inooro FM radio"]],
    ["Rp 25.000. Promosi lewat Instagram dan grup WhatsApp kos.", ["Instagram", "WhatsApp groups"]],
    // Partners are the channel, whatever the founder's shorthand.
    [
      "$4.99/mo. growing thru reddit r/lfg and partnering w/ local game stores",
      ["reddit r/lfg", "local game store partnerships"],
    ],
    // Posters in a place are posters; ads in the app are revenue, not a channel list.
    ["900 din po satu. Instagram + posters in the garages of new buildings", ["Instagram", "posters"]],
    // A price is no place to sell; a bank that lends is no channel; a demo at a show is one.
    [
      "Sold outright at UGX 4,200,000 per unit (cooperatives buy several). We partner with a bank for asset loans. We will demo at the agricultural show in Mbarara and through the cooperative unions.",
      ["agricultural show", "cooperative unions"],
    ],
  ])("%s", (businessModel, expected) => {
    expect(channels(businessModel)).toEqual(expected);
  });
});

describe("channels as batches 15 and 16 wrote them", () => {
  const read = (parts: Partial<QuizAnswers>) => extractChannels({ ...BLANK, ...parts });

  it.each([
    // Things given to someone are a channel with their recipient: "free tasting trays given" lost who.
    [
      {
        businessModel:
          "₱649 per week. We'll find customers through call center Facebook groups and TikTok, plus free tasting trays given to team leads so whole teams sign up together.",
      },
      ["facebook", "TikTok", "free tasting trays given to team leads"],
    ],
    // A noun "market" before a comma starts no selling: the rivals' coverage is no channel.
    [
      {
        differentiator:
          "Arnia exists but they're built for the US market, don't work well with our cell coverage and have no Norwegian app.",
      },
      [],
    ],
    // The count is no part of the channel; a second clause that calls customers is read on its own.
    [
      { businessModel: "$39 once. launching on Reddit and through a couple of podcasting YouTube channels" },
      ["Reddit", "podcasting YouTube channels"],
    ],
    [
      {
        businessModel:
          "3.00 USD per month. We'll meet exporters at trade fairs and cold email buyers in France.",
      },
      ["trade fairs", "cold email"],
    ],
    // Using people to win customers, deals with the ones who let you in, meeting them somewhere.
    [
      { businessModel: "₦1,200 per wash. we'll use campus ambassadors to get the first users." },
      ["campus ambassadors"],
    ],
    [
      { businessModel: "AED 199/month. Marketing on Instagram and deals with building management." },
      ["Instagram", "building management partnerships"],
    ],
    [
      {
        targetAudience:
          "Professional beekeepers in Portugal. We'll meet them through the beekeeping associations and the regional honey fairs.",
      },
      ["beekeeping associations", "regional honey fairs"],
    ],
    // "they bring their tiendas" says what the distributors do, not a channel.
    [
      {
        businessModel:
          "2% per order. We sign distributors with our own field sales team and they bring their tiendas.",
      },
      ["field sales team"],
    ],
    // Where the solution says it is sold, and the founder's own sentences that open on an adverb.
    [{ solution: "A solar lantern with a USB port, sold through village shops." }, ["village shops"]],
    [
      { targetAudience: "Rideshare drivers in the GTA. We're finding them through driver Facebook groups." },
      ["driver Facebook groups"],
    ],
    // Churches are the customers here, not a place to meet them; a church group on Sundays is one.
    [{ targetAudience: "Pentecostal and independent churches in Lagos and Abuja." }, []],
    [{ businessModel: "R9 a day. plus we present at church groups on Sundays." }, ["church groups"]],
    // Podcast studios as the customers name no podcast channel.
    [{ targetAudience: "independent podcasters and small podcast production studios" }, []],
  ])("%j", (parts, expected) => {
    expect(read(parts)).toEqual(expected);
  });
});

describe("channels as batch 23 wrote them", () => {
  it.each([
    // The founder's texted "w/" after "starting" opens the channel, in the audience too.
    [
      {
        targetAudience:
          "students and young professionals sharing rented flats in polish cities, mostly 19-30. starting w/ AGH and UJ facebook groups",
      },
      ["AGH", "UJ facebook groups"],
    ],
    [
      { targetAudience: "Students in Kraków. We start with the student union newsletter." },
      ["student union newsletter"],
    ],
    // The first customers the founder starts with are no channel.
    [{ targetAudience: "Independent clinics. Starting with dental clinics in Accra." }, []],
    [{ targetAudience: "Pharmacies. We'll start with independent pharmacies in Lagos, then chains." }, []],
  ])("%j", (parts, expected) => {
    expect(extractChannels({ ...BLANK, ...parts })).toEqual(expected);
  });
});

describe("words that are no channel", () => {
  const base = {
    problem: "Quotes take two evenings.",
    differentiator: "Cheaper.",
    targetAudience: "HVAC companies.",
  };
  it("reads none from how the product works or from what a price counts", () => {
    // "distributor prices" in how it works, "per distributor" in the price: neither is a way to sell.
    expect(
      extractChannels({
        ...base,
        solution: "A phone app where the tech picks the system from a list of current distributor prices.",
        businessModel: "₹1,499 per month per distributor.",
      }),
    ).toEqual([]);
    expect(
      extractChannels({
        ...base,
        solution: "A solar lantern.",
        businessModel: "$20 each, sold through distributors.",
      }),
    ).toContain("distributors");
  });
});
