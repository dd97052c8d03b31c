import type { QuizAnswers } from "@/lib/validation";

/**
 * Very different ideas, written the way founders answer the quiz. Used by the offline engine's tests
 * (and handy for trying the engine by hand). `expect` names what the engine should recognise.
 */
export interface IdeaFixture {
  id: string;
  answers: QuizAnswers;
  expect: { industry: string; billingModel: string; terms: string[] };
}

export const IDEA_FIXTURES: IdeaFixture[] = [
  {
    id: "bakery-forecasting",
    answers: {
      problem:
        "Small independent bakeries throw away up to 20% of their bread every evening because they guess how much to bake each morning.",
      solution:
        "A mobile app that predicts tomorrow's demand for each product from the bakery's sales history, local weather and school holidays.",
      targetAudience:
        "Owners of independent bakeries and cafés in mid-sized cities who bake on site every day.",
      differentiator:
        "Unlike generic POS reports, it forecasts per product and learns from local weather, not just last week's sales.",
      businessModel: "Monthly subscription of $49 per bakery, with a 30-day free trial.",
    },
    expect: { industry: "food-beverage", billingModel: "subscription", terms: ["bakery", "bread"] },
  },
  {
    id: "dog-walking-marketplace",
    answers: {
      problem:
        "Busy dog owners in big cities struggle to find reliable, vetted dog walkers at short notice, and last-minute cancellations leave dogs alone all day.",
      solution:
        "A marketplace that matches dog owners with background-checked walkers nearby, with live GPS tracking of every walk and instant replacement if a walker cancels.",
      targetAudience: "Working professionals aged 25-45 with dogs who live in apartments in large cities.",
      differentiator:
        "Guaranteed replacement within 30 minutes and insurance on every walk, which no current walker app offers.",
      businessModel: "We take a 15% commission on each booked walk; average walk costs $25.",
    },
    expect: { industry: "pets", billingModel: "marketplace", terms: ["dog", "walker"] },
  },
  {
    id: "nurse-language-learning",
    answers: {
      problem:
        "Internationally trained nurses fail language exams and wait months to work in hospitals because general language apps don't teach clinical vocabulary.",
      solution:
        "A language learning app with short daily lessons built on real ward conversations, patient handovers and the official exam format.",
      targetAudience: "Internationally trained nurses preparing for nursing registration exams abroad.",
      differentiator:
        "It is the only course written with practising nurses and exam examiners, so every lesson uses real clinical language.",
      businessModel:
        "Freemium: a free basic version, and premium features like mock exams for $15 per month.",
    },
    expect: { industry: "education-edtech", billingModel: "freemium", terms: ["nurse", "language"] },
  },
  {
    id: "solar-cleaning-robot",
    answers: {
      problem:
        "Dust on solar panels cuts the energy output of solar farms by up to a quarter, and manual cleaning uses a lot of water and labour.",
      solution:
        "A waterless cleaning robot that moves along panel rows at night and brushes off dust automatically, controlled from a dashboard.",
      targetAudience: "Operators of utility-scale solar farms in dry, dusty regions.",
      differentiator:
        "It uses no water at all and installs without modifying the panel mounts, unlike existing cleaning systems.",
      businessModel: "We sell each robot for $2,400 per unit, plus an optional maintenance contract.",
    },
    expect: { industry: "sustainability-cleantech", billingModel: "one_time", terms: ["solar", "robot"] },
  },
  {
    id: "freelancer-tax",
    answers: {
      problem:
        "Freelancers lose hours every quarter working out how much tax to set aside and often face surprise tax bills and late-payment penalties.",
      solution:
        "An app that connects to the freelancer's bank account, tags income and expenses automatically and moves the right tax amount to a savings pot.",
      targetAudience: "Self-employed designers, developers and writers who invoice their own clients.",
      differentiator:
        "It calculates tax in real time on every payment instead of once a year like traditional accounting software.",
      businessModel: "Subscription at $12 per month, billed monthly or yearly.",
    },
    expect: { industry: "finance-fintech", billingModel: "subscription", terms: ["tax", "freelancer"] },
  },
  {
    id: "recycled-sneakers",
    answers: {
      problem:
        "Sneakers are one of fashion's biggest sources of plastic waste, and shoppers who want sustainable shoes find them ugly or overpriced.",
      solution:
        "A direct-to-consumer sneaker brand that makes stylish everyday shoes from recycled ocean plastic and takes old pairs back for recycling.",
      targetAudience: "Style-conscious young adults who care about the environment and buy sneakers online.",
      differentiator:
        "Every pair is fully recyclable through our take-back program, and the design competes with mainstream fashion brands.",
      businessModel: "We sell the sneakers online at $120 per pair, direct to consumers.",
    },
    expect: { industry: "fashion-beauty", billingModel: "one_time", terms: ["sneaker", "plastic"] },
  },
  {
    id: "restaurant-hiring",
    answers: {
      problem:
        "Restaurants lose shifts and revenue because hiring cooks and servers takes weeks, and most applicants never show up to the interview.",
      solution:
        "A hiring platform where restaurants post a shift-ready job and candidates book a paid trial shift directly, with reminders that cut no-shows.",
      targetAudience: "Restaurant managers and owners hiring hourly kitchen and floor staff.",
      differentiator:
        "Candidates are matched on availability and verified skills, and the paid trial shift replaces the interview.",
      businessModel: "Restaurants pay $49 per job post, pay as you go, with discounts for bundles.",
    },
    expect: { industry: "hr-recruiting", billingModel: "usage", terms: ["restaurant", "shift"] },
  },
  {
    id: "renovation-contractors",
    answers: {
      problem:
        "Homeowners planning a renovation can't tell which contractors are trustworthy, and quotes for the same kitchen remodel vary by 50% or more.",
      solution:
        "A platform that breaks a renovation into fixed-price packages, matches homeowners with vetted contractors and holds payments in escrow until each stage is done.",
      targetAudience:
        "Homeowners in suburbs planning a kitchen or bathroom renovation in the next six months.",
      differentiator:
        "Fixed prices agreed up front and escrow payments per milestone, so homeowners never pay for unfinished work.",
      businessModel: "We charge contractors a 10% commission on each completed project.",
    },
    expect: { industry: "home-services", billingModel: "marketplace", terms: ["renovation", "contractor"] },
  },
  {
    id: "teen-journaling",
    answers: {
      problem:
        "Teenagers dealing with stress and anxiety rarely talk about it, and waiting lists for school counsellors are months long.",
      solution:
        "A private journaling app with guided prompts and mood tracking that helps teens notice patterns and suggests when to reach out for help.",
      targetAudience: "Teenagers aged 13-17 and the parents who want to support their mental health.",
      differentiator:
        "Designed with adolescent psychologists, fully private by default, with no social feed or likes.",
      businessModel:
        "Free for teens; parents or schools pay a $5 per month subscription for premium guided programs.",
    },
    expect: { industry: "health-fitness", billingModel: "freemium", terms: ["teen", "journaling"] },
  },
  {
    id: "site-safety-saas",
    answers: {
      problem:
        "Construction site managers still use paper checklists for daily safety inspections, so hazards are missed and audits take days to prepare.",
      solution:
        "Software with mobile safety checklists, photo evidence and automatic audit reports that site managers fill in on their phones.",
      targetAudience: "Site managers at mid-sized construction companies with 5 to 50 active sites.",
      differentiator:
        "Works offline on site and produces regulator-ready audit reports in one click, unlike generic form builders.",
      businessModel: "SaaS subscription at $39 per user per month, billed annually for companies.",
    },
    expect: { industry: "home-services", billingModel: "subscription", terms: ["safety", "site"] },
  },
];
