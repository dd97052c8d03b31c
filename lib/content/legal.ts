/**
 * The privacy policy and the terms of service (spec 2: last updated August 13, 2025; 30 days' notice of
 * material changes; not for children under 13), as structured sections rendered by
 * components/legal/legal-page.tsx. Text may contain links written as [label](/path).
 */

export const LEGAL_LAST_UPDATED = "August 13, 2025";
export const LEGAL_LAST_UPDATED_ISO = "2025-08-13";
export const CONTACT_EMAIL = "hello@launchforge.app";

export type LegalBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  /** A term and its explanation, e.g. a category of data. */
  | { kind: "definitions"; items: { term: string; text: string }[] }
  /** Text the operator must complete before going live; shown highlighted. */
  | { kind: "placeholder"; text: string };

export interface LegalSection {
  /** The anchor: /privacy#your-rights. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  summary: string;
  intro: string[];
  sections: LegalSection[];
}

const p = (text: string): LegalBlock => ({ kind: "paragraph", text });
const list = (...items: string[]): LegalBlock => ({ kind: "list", items });
const terms = (items: Record<string, string>): LegalBlock => ({
  kind: "definitions",
  items: Object.entries(items).map(([term, text]) => ({ term, text })),
});

export const PRIVACY_POLICY: LegalDocument = {
  title: "Privacy Policy",
  summary: "What LaunchForge collects, why, who helps us process it, and the choices you have.",
  intro: [
    "This policy explains how LaunchForge handles personal data when you visit our website, sign in, answer the quiz, generate a launch package, buy a plan or write to us. We collect only what we need to run the service, we do not sell your data, and we do not use advertising trackers.",
  ],
  sections: [
    {
      id: "who-we-are",
      title: "1. Who we are",
      blocks: [
        p(
          'LaunchForge ("LaunchForge", "we", "us") is an online service that takes founders from a business idea to a launch package: a concept quiz with AI analysis, brand names with domain checks, a business analysis, prototype assets, a 60-day action plan and a pitch deck.',
        ),
        p(
          `We are the controller of the personal data described in this policy. You can reach us at any time through our [contact page](/contact) or at ${CONTACT_EMAIL}.`,
        ),
        {
          kind: "placeholder",
          text: "Add the legal name and postal address of the entity that runs LaunchForge here (and the contact details of your data protection officer or EU/UK representative, if you need one) before publishing this policy.",
        },
      ],
    },
    {
      id: "what-we-collect",
      title: "2. What we collect",
      blocks: [
        terms({
          "Account data":
            'When you sign in with Google or GitHub we receive your name, e-mail address, profile picture and the provider\'s account identifier, plus the sign-in tokens the provider issues. We never see your Google or GitHub password. A demo account has a random identifier and the placeholder name "Demo Founder"; it holds no e-mail address or other details about you.',
          "Quiz answers and project content":
            "Your five quiz answers and follow-up answers, and everything generated from them and saved in your projects: analyses, brand names and the brand you select, business analysis, prototype assets (palettes, mood boards, logo concepts), action plan and task progress, pitch deck, and earlier versions of each step so you can restore them.",
          "Domain checks":
            "The brand names you check and the results (available, taken or unknown), which we cache for a short time.",
          "Payment records":
            "When you buy a plan, Stripe processes the payment. We keep a record of the plan, amount, currency, status, date and the Stripe reference of the payment. We never see or store your card number, expiry date or security code.",
          "Contact messages":
            "The name, e-mail address, subject and message you send through the contact form, and your account identifier if you were signed in.",
          "Usage events":
            "Events we record ourselves in our own database when you use the product, such as completing the quiz, generating a step, downloading an export or unlocking an achievement. We use no third-party analytics service.",
          "Technical data":
            "Your IP address and browser details reach our servers with every request. We use the IP address for security and to limit abuse (for example, at most 5 contact messages per address in 10 minutes); these counters expire after a short window. Our hosting provider keeps short-lived server logs.",
        }),
      ],
    },
    {
      id: "cookies",
      title: "3. Cookies and local storage",
      blocks: [
        p("We use only the cookies the service needs to work:"),
        list(
          "A session cookie that keeps you signed in. It is HTTP-only, so scripts on the page cannot read it, and it expires when you sign out or after a period of inactivity.",
          "A CSRF cookie that protects the sign-in and sign-out forms against cross-site request forgery, and a short-lived cookie that remembers which page to return to after signing in.",
        ),
        p(
          "Your browser's local storage keeps quiz answers in progress, so a reload loses nothing; they are removed once the project is saved. We use no advertising cookies, no cross-site trackers and no social-media pixels, so there is nothing to opt out of.",
        ),
      ],
    },
    {
      id: "ai-processing",
      title: "4. How AI processing works",
      blocks: [
        p(
          "To generate your analysis, brand names, plans and deck, we send your quiz answers and the relevant project content to the AI provider the service is configured with, for example OpenAI, through its business API. Depending on the configuration, the same work may instead be done by LaunchForge's built-in offline engine, which runs entirely on our servers and sends nothing to a third party.",
        ),
        p(
          "We do not use your answers or generated content to train our models. How an external AI provider handles the data it receives is governed by that provider's own terms, which the operator of this installation accepts when configuring it; the built-in offline engine sends nothing outside our servers. Please do not enter sensitive personal data (for example health information) or other people's confidential information in your answers.",
        ),
        p(
          "AI output is produced automatically but no decision with legal or similarly significant effects on you is made by automated means.",
        ),
      ],
    },
    {
      id: "legal-bases",
      title: "5. Why we use your data, and our legal bases",
      blocks: [
        terms({
          "To provide the service (contract)":
            "Creating your account, saving your projects, generating and exporting your launch package, unlocking the plan you bought and answering your messages.",
          "To keep it safe and working (legitimate interests)":
            "Preventing abuse and fraud, rate limiting, debugging, and understanding which features are used so we can improve them. We balance these interests against your rights and keep the data involved to a minimum.",
          "To meet legal obligations":
            "Keeping payment and tax records, and answering lawful requests from authorities.",
          "With your consent":
            "Where the law requires consent, we ask first, and you can withdraw it at any time without affecting earlier processing.",
        }),
      ],
    },
    {
      id: "retention",
      title: "6. How long we keep data",
      blocks: [
        list(
          "Account data and projects: for as long as your account exists. Deleting a project removes it and its saved versions; deleting your account removes your projects, usage events and achievements.",
          "Demo accounts are temporary: they and their projects may be deleted at any time, and are deleted 31 days after their last use, when their sign-in cookie has expired and nobody can reach them any more.",
          "Payment records: for as long as tax and accounting law requires, even after your account is deleted.",
          "Contact messages: for as long as we need to answer you and handle any follow-up, and deleted on request.",
          "Rate-limit counters: deleted within two hours. Server logs: a few weeks at most. Cached domain checks: a short time, and they do not identify you.",
        ),
      ],
    },
    {
      id: "sharing",
      title: "7. Who we share data with",
      blocks: [
        p(
          "We do not sell or rent personal data, and we do not share it with advertisers. We share it only with service providers who process it on our behalf, under contracts that limit them to our instructions:",
        ),
        terms({
          Hosting: "The provider that runs our servers and delivers the website.",
          Database: "The provider that hosts our PostgreSQL database.",
          Stripe: "Payment processing, fraud prevention and receipts.",
          "E-mail": "The SMTP provider that delivers contact messages to our team.",
          "AI provider":
            "The provider configured to generate content (for example OpenAI), when the offline engine is not used.",
        }),
        p(
          "When you sign in with Google or GitHub, that provider learns that you signed in to LaunchForge under its own privacy policy. To check a domain we query public domain registries (RDAP) and DNS with the domain name only, never with your identity. We may also disclose data when the law requires it, to protect the rights and safety of our users or the public, or as part of a merger or sale of the business, in which case this policy continues to apply.",
        ),
      ],
    },
    {
      id: "international-transfers",
      title: "8. International transfers",
      blocks: [
        p(
          "Our providers may process data in countries other than yours, including the United States. Where data protection law requires it, we rely on safeguards such as the European Commission's Standard Contractual Clauses or an adequacy decision, and on our providers' equivalent commitments.",
        ),
      ],
    },
    {
      id: "security",
      title: "9. Security",
      blocks: [
        p(
          "All traffic is encrypted with HTTPS. Sessions are signed and kept in HTTP-only cookies, every request for a project checks that it belongs to the signed-in user, and only the people who operate the service can reach the database. Card data is handled by Stripe, which is certified to PCI DSS Level 1. No system is perfectly secure; if a breach affects your data, we will tell you and the authorities as the law requires.",
        ),
      ],
    },
    {
      id: "your-rights",
      title: "10. Your rights",
      blocks: [
        p("Depending on where you live, you have the right to:"),
        list(
          "Access the personal data we hold about you and get a copy of it.",
          "Export your data in a portable format. Your projects can also be downloaded at any time as PDF, PowerPoint, Excel or calendar files, depending on your plan.",
          "Correct data that is inaccurate or incomplete.",
          "Delete your data, or your whole account.",
          "Object to or restrict processing based on legitimate interests, and withdraw consent you have given.",
          "Complain to your local data protection authority.",
        ),
        p(
          `To exercise these rights, write to us through the [contact page](/contact) or at ${CONTACT_EMAIL} from the e-mail address of your account. We may ask you to confirm your identity, and we answer within 30 days. Exercising your rights is free.`,
        ),
      ],
    },
    {
      id: "children",
      title: "11. Children",
      blocks: [
        p(
          "LaunchForge is not for children under 13, and we do not knowingly collect personal data from them. Where the law of your country sets a higher age for consenting to data processing, you need a parent's or guardian's permission below that age. If you believe a child under 13 has given us personal data, please [contact us](/contact) and we will delete it.",
        ),
      ],
    },
    {
      id: "changes",
      title: "12. Changes to this policy",
      blocks: [
        p(
          "We may update this policy as the service or the law changes. For material changes we will give you at least 30 days' notice by e-mail or with a notice in the app before they take effect. The date at the top shows when the policy last changed.",
        ),
      ],
    },
    {
      id: "contact",
      title: "13. Contact",
      blocks: [
        p(
          `Questions about privacy, or a request about your data? Use our [contact page](/contact) or write to ${CONTACT_EMAIL}. We answer requests about your data within one month at the latest, as the law requires.`,
        ),
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: LegalDocument = {
  title: "Terms of Service",
  summary: "The agreement between you and LaunchForge when you use the service or buy a plan.",
  intro: [
    "Please read these terms carefully. They explain what you can expect from LaunchForge, what we expect from you, how one-time plans and refunds work, and the limits of AI-generated suggestions. Our [Privacy Policy](/privacy) explains how we handle personal data.",
  ],
  sections: [
    {
      id: "acceptance",
      title: "1. Acceptance of these terms",
      blocks: [
        p(
          'By creating an account, using a demo account or buying a plan, you agree to these terms. If you use LaunchForge on behalf of a company, you confirm that you may bind it, and "you" includes that company. If you do not agree, please do not use the service.',
        ),
      ],
    },
    {
      id: "eligibility",
      title: "2. Eligibility",
      blocks: [
        p(
          "You must be at least 13 years old to use LaunchForge. If you are under the age of majority where you live, you may use it only with the permission of a parent or guardian, who must agree to these terms and make any purchase.",
        ),
      ],
    },
    {
      id: "accounts",
      title: "3. Accounts",
      blocks: [
        list(
          "You sign in with a Google or GitHub account, or with a demo account. Keep access to your sign-in account secure: anything done through it is treated as done by you.",
          "Demo accounts are temporary. They are meant for trying the service, are not tied to your identity, and may be deleted with their projects at any time without notice. Work you want to keep, and any plan you buy, belongs on a Google or GitHub account.",
          "Tell us promptly through the [contact page](/contact) if you think someone else has used your account.",
        ),
      ],
    },
    {
      id: "plans-and-payments",
      title: "4. Plans and one-time payments",
      blocks: [
        p(
          "LaunchForge has four plans. Prices are in US dollars and are paid once: there is no subscription and no recurring charge.",
        ),
        terms({
          "Free ($0)":
            "AI idea analysis, 10 brand names, the full business analysis and plan, domain checks and up to 3 projects.",
          "Spark ($199)":
            "Everything in Free, plus mood board and mockups, the 60-day action plan, the pitch deck, the logo generator, PDF downloads and unlimited projects.",
          "Fuel ($599)":
            "Everything in Spark, plus the marketing plan, Excel financial forecasts, the logo kit, calendar export and advanced analytics.",
          "Rocket ($1,499)":
            "Everything in Fuel, plus the full launch funnel, the project management board, 1-on-1 mentoring (scheduled by agreement, subject to availability), the investor deck, real-time analytics and priority support.",
        }),
        p(
          "An upgrade from a plan you paid for costs the difference between the two prices. A plan unlocks its features for your account for as long as we offer the service. Payments are processed by Stripe; you may be charged taxes where they apply. We may change prices or plan contents for future purchases, but never retroactively for a plan you have already bought.",
        ),
        p(
          "30-day money-back guarantee: if LaunchForge is not right for you, ask for a refund through the [contact page](/contact) within 30 days of your purchase and we will refund the full price to your original payment method, no questions asked. A refund returns your account to the plan it had before the purchase. This guarantee is in addition to any rights you have under consumer law.",
        ),
      ],
    },
    {
      id: "your-content",
      title: "5. Your content and licence",
      blocks: [
        p(
          "You keep all rights in what you enter (quiz answers, edits, uploaded text) and, as between you and us, in the output generated for your projects. You give us a worldwide, non-exclusive, royalty-free licence to host, store, process and transmit that content, including to the AI provider we use, only as needed to provide and secure the service for you. The licence ends when you delete the content, except for copies we must keep by law or that remain briefly in backups.",
        ),
        p(
          "You are responsible for your content and confirm that you have the rights needed to submit it. We do not use your content to train AI models.",
        ),
      ],
    },
    {
      id: "ai-output",
      title: "6. AI-generated output",
      blocks: [
        list(
          "Everything LaunchForge generates (analyses, market sizes, revenue projections, financial forecasts, brand names, plans and pitch decks) is a suggestion produced automatically. It can be incomplete, out of date or wrong, and similar output may be produced for other users.",
          "Verify anything important before you rely on it. Output is not legal, financial, tax or investment advice; consult a qualified professional for those decisions.",
          "Brand names are not checked against trademark registers. Search the trademark registers of the countries you plan to trade in before you adopt a name.",
          "Domain availability is indicative: it reflects public registry and DNS lookups at the moment of the check, can change at any time, and does not reserve a domain. Only a registrar can confirm and register it.",
        ),
      ],
    },
    {
      id: "acceptable-use",
      title: "7. Acceptable use",
      blocks: [
        p("You agree not to:"),
        list(
          "Break the law, infringe anyone's rights, or use LaunchForge to plan fraud, scams or other harmful activities.",
          "Submit content that is unlawful, hateful, harassing or sexually explicit, or personal data of others without a lawful basis.",
          "Probe, scan or attack the service, bypass plan limits, rate limits or security measures, or access another user's projects.",
          "Scrape the service, resell access to it, or use automated means to generate content at a volume that burdens it.",
          "Use the output to build a competing product, or pretend that output came from someone other than an AI tool where that would mislead.",
        ),
      ],
    },
    {
      id: "intellectual-property",
      title: "8. Intellectual property",
      blocks: [
        p(
          "The LaunchForge service, its software, design, templates, texts and the LaunchForge name and logo belong to us or our licensors. These terms give you no rights in them other than using the service as offered. If you send us feedback or ideas, we may use them freely and without obligation to you.",
        ),
      ],
    },
    {
      id: "third-party-services",
      title: "9. Third-party services",
      blocks: [
        p(
          "LaunchForge relies on services operated by others, including Google and GitHub for sign-in, Stripe for payments, an AI provider for generation, and domain registries for availability checks. Your use of them is also governed by their own terms and privacy policies. We are not responsible for their availability or actions, but we choose them carefully and tell you in our [Privacy Policy](/privacy) what data they receive.",
        ),
      ],
    },
    {
      id: "disclaimers",
      title: "10. Disclaimers",
      blocks: [
        p(
          'We work hard to make LaunchForge useful and reliable, but the service is provided "as is" and "as available". To the extent the law allows, we disclaim all implied warranties, including merchantability, fitness for a particular purpose and non-infringement. We do not promise that the service will be uninterrupted or error-free, or that your business will succeed: statistics and testimonials on our marketing pages are not a promise of results. Nothing in these terms limits rights you have under consumer law that cannot be excluded.',
        ),
      ],
    },
    {
      id: "limitation-of-liability",
      title: "11. Limitation of liability",
      blocks: [
        p(
          "To the extent the law allows, LaunchForge is not liable for indirect, incidental, special or consequential losses, or for lost profits, revenue, data or business opportunities, arising from your use of the service or of its output. Our total liability for any claim relating to the service is limited to the greater of the amount you paid us in the 12 months before the claim and USD 100.",
        ),
        p(
          "These limits do not apply to liability that cannot be limited by law, such as liability for death or personal injury caused by negligence, or for fraud.",
        ),
      ],
    },
    {
      id: "termination",
      title: "12. Termination",
      blocks: [
        p(
          "You can stop using LaunchForge at any time and ask us to delete your account through the [contact page](/contact). We may suspend or close an account that seriously or repeatedly breaks these terms, after a warning where reasonable. If we decide to discontinue the service, we will give you at least 30 days' notice so that you can download your work. Sections that by their nature should survive (such as your content licence for backups, disclaimers, limitation of liability and governing law) survive termination.",
        ),
      ],
    },
    {
      id: "changes",
      title: "13. Changes to these terms",
      blocks: [
        p(
          "We may update these terms as the service evolves. For material changes we will give you at least 30 days' notice by e-mail or with a notice in the app before they take effect. If you keep using LaunchForge after that, the new terms apply; if you do not agree, you can stop using the service and, within the money-back period, ask for a refund.",
        ),
      ],
    },
    {
      id: "governing-law",
      title: "14. Governing law",
      blocks: [
        p(
          "These terms are governed by the laws of the jurisdiction where the operator of LaunchForge is established, and the courts of that jurisdiction have jurisdiction over disputes, without depriving consumers of the protection of the mandatory laws and courts of the country where they live.",
        ),
        {
          kind: "placeholder",
          text: 'Name the governing law and the competent courts here (for example "the laws of the State of Delaware, USA"), together with your legal name and registered address, before publishing these terms.',
        },
      ],
    },
    {
      id: "contact",
      title: "15. Contact",
      blocks: [
        p(`Questions about these terms? Use our [contact page](/contact) or write to ${CONTACT_EMAIL}.`),
      ],
    },
  ],
};
