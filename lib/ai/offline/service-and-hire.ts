import type { ActionItem } from "@/lib/artifacts/schemas";

import { handlesPaperwork } from "./delivery";
import { isElectronic } from "./goods";
import type { IdeaProfile } from "./profile";

/** Where a team working at a distance is written to. */
const MESSENGER = /\b(WhatsApp|Telegram|Viber|Signal|Messenger|SMS)\b/i;

type Item = (
  week: number,
  priority: ActionItem["priority"],
  hours: number,
  title: string,
  description: string,
) => ActionItem;

/**
 * What the prototype and the 60-day plan say where the product is neither software nor goods (delivery.ts):
 * a team's work done at a distance, and things or a space hired out.
 */

/**
 * A team's work done at a distance is used through what the client sends and gets back, not through an
 * account of software they run themselves ("Secure accounts with export of all your data" was the
 * accounting office's).
 */
export function doneForYouFeatures(p: IdeaProfile): string[] {
  const app = MESSENGER.exec(p.answers.solution)?.[1];
  return handlesPaperwork(p)
    ? [
        `One place to send documents, photos and questions${app ? `, on ${app}` : ""}`,
        `A named person who answers the same working day`,
        `Every deadline tracked for each client, with a reminder before it`,
        `A monthly summary: what was done, what is due and when`,
      ]
    : [
        `Booking in a few taps, with the price shown before confirming`,
        `The same named person each time, where possible`,
        `A short summary after each booking`,
        `Reminders and easy rebooking`,
      ];
}

/** Things hired out are booked, handed over and brought back; a space is booked and used (delivery.ts). */
export function hireFeatures(p: IdeaProfile, hired: "things" | "space"): string[] {
  return [
    `Booking with what is free now and the price for the time chosen`,
    p.prices.some((x) => x.period === "deposit")
      ? `The deposit taken at booking and given back ${hired === "space" ? "after the booking" : "when the unit returns"}`
      : `Payment taken at booking`,
    hired === "space"
      ? `A check before and after every booking`
      : `A hand-over and return check for every unit`,
    hired === "space" ? `A reminder before each booking starts` : `A reminder before the return is due`,
  ];
}

/**
 * Things hired out are got ready a few at a time and go out and come back; a space is opened and used
 * where it is (delivery.ts). The plan readies them, the booking and the returns or changeovers, instead
 * of "Build only the part that is delivered to the market stall" (a solar freezer) or a manufacturer's
 * quotes.
 */
export function hireBuild(p: IdeaProfile, hired: "things" | "space", item: Item): ActionItem[] {
  const deposit = p.prices.some((x) => x.period === "deposit");
  const pay = `Pick a simple way to book and pay${deposit ? " the deposit" : ""}`;
  // "unlock e-bikes with an app", "book a drill in the app and grab it from the locker": the hire runs
  // itself through the founder's app, which is built first.
  const selfServe = /\b(?:app|unlock\w*)\b/i.test(p.answers.solution);
  return hired === "space"
    ? [
        item(
          3,
          "high",
          16,
          "Get the space ready for the first bookings",
          `Fit out only what the pilot needs, and check it is safe, clean and allowed to open before the first customer comes.`,
        ),
        item(
          3,
          "medium",
          4,
          "Set up booking and payment",
          `${pay}, with the hours that are free shown as they are.`,
        ),
        item(
          4,
          "high",
          16,
          "Open to 2 pilot customers",
          `Show them round, let them use it as they would, and note every question, delay and thing missing.`,
        ),
        item(
          4,
          "medium",
          6,
          "Write the changeover checklist",
          `What is checked and cleaned between one booking and the next, so anyone on the team can do it.`,
        ),
        item(
          5,
          "high",
          12,
          "Run the pilot with all 5 customers",
          `Host every pilot customer, check in after each booking and log every problem, repair and request.`,
        ),
      ]
    : [
        item(
          3,
          "high",
          16,
          "Get the first units ready",
          `Buy, lease or borrow only as many as the pilot needs, and check that each one is safe and works before it goes out.`,
        ),
        selfServe
          ? item(
              3,
              "high",
              20,
              "Build the smallest app that runs a hire",
              `Only booking, paying${deposit ? " the deposit" : ""}, ${/\bunlock/i.test(p.answers.solution) ? "unlocking " : "picking up "}and returning, with one list of who has which unit and when it comes back. No settings, no integrations yet.`,
            )
          : item(
              3,
              "medium",
              4,
              `Set up booking, ${deposit ? "deposits" : "payment"} and returns`,
              `${pay}, and keep one list of who has which unit and when it comes back.`,
            ),
        item(
          4,
          "high",
          16,
          "Hire out to 2 pilot customers",
          selfServe
            ? `Watch them book, pick up and return on their own, and note every question, delay and sign of wear.`
            : `Hand over, show how it works, take it back, and note every question, delay and sign of wear.`,
        ),
        item(
          4,
          "medium",
          6,
          "Write the hand-over and return checklist",
          `What is checked when a unit goes out and when it comes back (damage, cleaning, charge), so anyone on the team can do it.`,
        ),
        item(
          5,
          "high",
          12,
          "Run the pilot with all 5 customers",
          `Hire to every pilot customer, check in after each hire and log every repair, problem and request.`,
        ),
      ];
}

/** Where a team working at a distance is reached: the messenger the founder names, and one list of jobs. */
export function whereClientsReach(p: IdeaProfile, item: Item): ActionItem {
  const reachedOn = MESSENGER.exec(p.answers.solution)?.[1];
  return item(
    3,
    "medium",
    4,
    "Set up where clients reach the team",
    `Pick where clients send their requests and pay${reachedOn ? ` (${reachedOn} is where they already are)` : ""}, and one shared list where the team tracks every job. No custom software yet.`,
  );
}

const GENERIC = /^(?:(?:rental|hire)\s+)?(?:service|platform|product|app|system)$/i;

/**
 * What makes things safe and worth hiring out, instead of the rules for selling them and a first batch's
 * stock ("before it can be sold where you sell", "how long until it sells" were a camping-kit hire's).
 */
export function hireSteps(p: IdeaProfile): ActionItem[] {
  const where = p.geography ? `in ${p.geography.label}` : "where you hire them out";
  return [
    {
      week: 4,
      priority: "high",
      estimatedHours: 4,
      title: "Check insurance and the rules for hiring out",
      description: `Find out what hiring out ${GENERIC.test(p.product) ? "the units" : `the ${p.product}`} needs ${where}: product-safety rules${isElectronic(p) ? " and the safety marks a device needs (CE or UKCA in Europe and the UK, FCC in the US; the national standards body says)" : ""}, insurance for damage, theft and injury, and what the deposit may cover; budget the cost before the first units go out.`,
    },
    {
      week: 5,
      priority: "medium",
      estimatedHours: 6,
      title: "Plan the units and the cash they tie up",
      description: `Decide from the pilot how many units the launch needs, what they cost up front and how many hires pay one back; that cash is part of the raise.`,
    },
  ];
}
