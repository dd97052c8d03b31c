import { artifactFlaws, textFlaws, type FlawKind } from "./text-quality";

const kinds = (text: string, role?: "prose" | "label") => textFlaws(text, role).map((f) => f.kind);

describe("textFlaws finds the sentences reviewers quoted", () => {
  it.each<[string, FlawKind]>([
    [
      "ColdLog is a service that report every 5 minutes through a cellular hub (no store.",
      "unbalanced-brackets",
    ],
    ["ColdLog is a service that report every 5 minutes through a cellular hub.", "agreement"],
    ["What sets it apart is that fills cancelled slots within minutes.", "missing-subject"],
    // The same words outside a quotation are ours, and are checked.
    ["Delivery is one by one so its expensive.", "function-word-ending"],
    ["Finally, a better way to text patients who want an earlier.", "function-word-ending"],
    ["Cumulative losses are recovered by beyond the 36-month horizon.", "double-preposition"],
    ["We deliver to from Ikeja every morning.", "double-preposition"],
    ["The plan reaches the the first customers in month 3.", "repeated-word"],
    ["In your words: “Joinery instead of screws, so it survives ten moves.", "unbalanced-quotes"],
    ["Launch with a waitlist and.", "function-word-ending"],
    [
      "Message: lead with the problem they feel (families spend a fifth of their income",
      "unbalanced-brackets",
    ],
    ["Build the first workflow: the part that,", "dangling-punctuation"],
    ["Our edge is a price that fits their.", "function-word-ending"],
    ["Most owners would pay for the cheaper.", "function-word-ending"],
    ["Then the wider the market market.", "repeated-word"],
    ["It closes a bracket it never opened) here.", "unbalanced-brackets"],
    ["A plan for the founders of.", "function-word-ending"],
    ['He said "ship it and left.', "unbalanced-quotes"],
    ["A coworking membership that they pay for even.", "function-word-ending"],
  ])("%s → %s", (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});

describe("textFlaws leaves good business writing alone", () => {
  it.each([
    "Ready when you are.",
    "Do more of what matters.",
    // A noun compromise reads as a comparative ("dampers" is a word; "earliers" is not).
    "It tells you when to add fuel and when to close the damper.",
    // A verb's particle before a preposition: the founder's "typed in by hand".
    "Every order is typed in by hand during the morning rush.",
    "Which of these could you build on?",
    // A verb's particle before a stretch of time: the founder's "goes in in 20 minutes".
    "Ours goes in in 20 minutes with no electrician and works on cell signal.",
    "The count is every household in Kenya and Uganda (population divided by 2.5 people per household).",
    "In your words: “Unlike cash-sale kits, families pay in small daily amounts through M-Pesa.”",
    "Revenue: $1.2M (Y1), $3.4M (Y2), €5.6M (Y3).",
    "Customers pay €29 a month, e.g. a bakery with one shop.",
    "Interview 10 to 15 owners: ask what it cost them, and whether they would pay for a fix.",
    "Go-to-market plan",
    "Track weekly active users, activation rate and monthly churn from the first day.",
    "It's the founder's own sentence, quoted whole.",
    "1) Discover the problem; 2) sign up.",
    "Testco is a marketplace that lets couples see real availability and book photographers in one place.",
    "A team that works on weekends.",
    "The data that show the trend are in the appendix.",
    "Sign up in under a minute and get started.",
    "Take the first step and see the result the same day.",
    "What they use today was not built for them.",
    "Hold monthly churn at or below 5%: talk to every customer who leaves.",
    "Testco is a kit of small motion and door sensors that learns the parent's routine.",
    "Say where you sell, and the sizing follows.",
    "Keep the product focused on this one group.",
    "They pay once and own it after 18 months.",
    "Build data or relationships competitors cannot copy quickly.",
    "Prices start at $9.50 per use; volume discounts come later.",
    // Stranded prepositions close a clause: good English, often the founder's own.
    "People have no idea where it actually comes from.",
    "They have no one to practise with.",
    "We show the full route map and which stage to board at.",
    "A teacher in their 60s that older folks feel comfortable with.",
    "We're on your phone, at your pace, and much more fun to listen to.",
    // A phrasal verb's particle before a preposition, and a possessive pronoun that stands alone.
    "Cameras on, mics off, then a quick check in at the end.",
    "The prescription check mostly kicks in at billing.",
    "Our commission is about half of theirs.",
    // A founder's sentence quoted ends on their word, whatever it is.
    "In the founder's words: “GrabFood and ShopeeFood = restaurants only, no home cooks, and delivery is one by one so its expensive.”",
    // And any word pair inside it is theirs too.
    "In your words: “we deliver to from Ikeja every morning.”",
  ])("%s", (text) => {
    expect(textFlaws(text)).toEqual([]);
  });
});

describe("artifactFlaws", () => {
  it("walks nested strings, names each path, and skips colours, URLs and numbers", () => {
    const flaws = artifactFlaws({
      concept: "A clear idea.",
      moodBoard: { primaryColor: "#1a2b3c", url: "https://example.com/a(b" },
      slides: [{ title: "Problem", content: ["Fine sentence here.", "It ends badly with the."] }],
      figures: ["$1.2M", "45%"],
    });
    expect(flaws.map((f) => [f.path, f.flaw.kind])).toEqual([
      ["slides[0].content[1]", "function-word-ending"],
    ]);
  });

  it("checks short strings as labels: brackets and repeats, not sentence endings", () => {
    expect(artifactFlaws({ name: "Plan for" })).toEqual([]);
    expect(artifactFlaws({ name: "Plan (draft" }).map((f) => f.flaw.kind)).toEqual(["unbalanced-brackets"]);
  });
});
