import { createEvents, type DateArray, type EventAttributes } from "ics";

import type { ActionItem, ActionPlan } from "@/lib/artifacts/schemas";

import { safeFileName, type BrandStyle } from "./brand";

/**
 * The Fuel tier's Calendar Export: the 60-day action plan as an .ics file. Week w starts on the start
 * date + (w − 1) × 7 days and its items are spread over that week's working days. Events are all-day by
 * default; timed events start at 09:00 wall-clock time in the founder's IANA time zone and are written
 * in UTC, so every calendar app shows them at the right hour on both sides of a DST change.
 */

const PLAN_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const START_HOUR = 9;
const MAX_HOURS_PER_DAY = 8;

/** A calendar date as the UTC midnight that starts it, so day arithmetic never meets DST. */
type Day = number;

function parseDay(value: string): Day {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || Number.isNaN(day) || formatDay(day) !== value) {
    throw new Error(`Invalid start date "${value}": expected a real date as YYYY-MM-DD`);
  }
  return day;
}

function formatDay(day: Day): string {
  return new Date(day).toISOString().slice(0, 10);
}

const dateArray = (day: Day): DateArray => {
  const d = new Date(day);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
};
const isWorkingDay = (day: Day) => ![0, 6].includes(new Date(day).getUTCDay());

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
  } catch {
    throw new Error(
      `Unknown time zone "${timeZone}": use an IANA name such as "Europe/Berlin" or "America/New_York"`,
    );
  }
}

/** The wall-clock time an instant shows in the formatter's zone, as if that wall time were UTC. */
function wallTime(formatter: Intl.DateTimeFormat, instant: number): number {
  const parts = Object.fromEntries(
    formatter.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second);
}

/** The UTC instant at which the zone's clocks show `wall` (wall-clock fields encoded as UTC). */
function zonedToUtc(formatter: Intl.DateTimeFormat, wall: number): number {
  let instant = wall - (wallTime(formatter, wall) - wall);
  // A second pass settles instants whose offset differs from the first guess's (near a DST change).
  instant = wall - (wallTime(formatter, instant) - instant);
  return instant;
}

/** The Monday after `from` (a Monday gives the following one), as YYYY-MM-DD in `timeZone`. */
export function nextMonday(from = new Date(), timeZone = "UTC"): string {
  const today = Math.floor(wallTime(zoneFormatter(timeZone), from.getTime()) / DAY_MS) * DAY_MS;
  const weekday = new Date(today).getUTCDay();
  return formatDay(today + ((8 - weekday) % 7 || 7) * DAY_MS);
}

/** Emoji (with their joiners, variation selectors, skin tones and flag parts) and the space before them. */
const EMOJI =
  /[^\S\r\n]*(?:\p{Extended_Pictographic}\uFE0F|\p{Emoji_Presentation}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u200D\uFE0E\uFE0F\u20E3\u{E0020}-\u{E007F}])+/gu;

/** Calendar text: emoji go, accents and CJK stay. */
function clean(text: string): string {
  return text
    .replace(EMOJI, "")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
}

/** A value inside a comma-separated TEXT list (CATEGORIES): the ics package joins but does not escape. */
const listValue = (text: string) =>
  clean(text)
    .replace(/[\\;,]/g, (ch) => `\\${ch}`)
    .replace(/\s+/g, " ");

/** Day offsets (0-based) of the working days in a week, kept inside the 60-day window. */
function workingDaysOfWeek(start: Day, week: number): number[] {
  const offsets: number[] = [];
  for (let offset = (week - 1) * 7; offset < Math.min(week * 7, PLAN_DAYS); offset++) offsets.push(offset);
  const working = offsets.filter((offset) => isWorkingDay(start + offset * DAY_MS));
  return working.length > 0 ? working : offsets;
}

interface CalendarOptions {
  brand: BrandStyle;
  plan: ActionPlan;
  /** First day of week 1, YYYY-MM-DD; defaults to next Monday. */
  startDate?: string;
  /** IANA time zone of the founder, for timed events and the default start date; defaults to "UTC". */
  timeZone?: string;
  /** Timed events (09:00, estimated hours up to 8 h) instead of all-day events. */
  timed?: boolean;
}

export function actionPlanCalendar({
  brand,
  plan,
  startDate,
  timeZone = "UTC",
  timed = false,
}: CalendarOptions): string {
  const formatter = zoneFormatter(timeZone);
  const start = parseDay(startDate ?? nextMonday(new Date(), timeZone));
  const brandName = clean(brand.name) || "Your brand";
  const slug = safeFileName(brand.name, "launch-plan");
  const calName = `${brandName} ${PLAN_DAYS}-day launch plan`;

  // All-day entries mark the day without blocking it; timed ones block their hours.
  const allDay = (day: Day) => ({
    start: dateArray(day),
    end: dateArray(day + DAY_MS),
    busyStatus: "FREE" as const,
    transp: "TRANSPARENT" as const,
  });
  const timedSlot = (day: Day, hours: number) => {
    const begin = zonedToUtc(formatter, day + START_HOUR * 3_600_000);
    const end = begin + Math.min(hours, MAX_HOURS_PER_DAY) * 3_600_000;
    return { start: begin, end, startOutputType: "utc" as const, busyStatus: "BUSY" as const };
  };

  const events: EventAttributes[] = [];
  const byWeek = new Map<number, ActionItem[]>();
  for (const item of plan.actionItems) byWeek.set(item.week, [...(byWeek.get(item.week) ?? []), item]);
  for (const [week, items] of byWeek) {
    const days = workingDaysOfWeek(start, week);
    items.forEach((item, index) => {
      const day = start + days[Math.floor((index * days.length) / items.length)] * DAY_MS;
      events.push({
        ...(timed ? timedSlot(day, item.estimatedHours) : allDay(day)),
        uid: `${slug}-w${week}-${index + 1}@launchforge`,
        title: `[${item.priority}] ${clean(item.title)}`,
        description: [
          clean(item.description),
          "",
          `Priority: ${item.priority}`,
          `Estimated hours: ${item.estimatedHours}`,
          `Week ${week} of the ${calName}`,
        ].join("\n"),
        categories: [listValue(brandName), item.priority],
      });
    });
  }

  const week4 = workingDaysOfWeek(start, 4);
  const milestones = [
    {
      key: "kick-off",
      label: "Kick-off",
      offset: 0,
      text: `The ${PLAN_DAYS}-day plan for ${brandName} starts today.`,
    },
    {
      key: "mvp-ready",
      label: "MVP ready",
      offset: week4[week4.length - 1],
      text: "End of week 4: the first version is with pilot customers.",
    },
    { key: "public-launch", label: "Public launch", offset: 56, text: `${brandName} goes live.` },
    {
      key: "60-day-review",
      label: "60-day review",
      offset: PLAN_DAYS - 1,
      text: "Compare the results with the success metrics and plan the next 60 days.",
    },
  ];
  const metrics = plan.successMetrics.map((m) => `- ${clean(m)}`).join("\n");
  for (const { key, label, offset, text } of milestones) {
    events.push({
      ...allDay(start + offset * DAY_MS),
      uid: `${slug}-milestone-${key}@launchforge`,
      title: `Milestone: ${label}`,
      description: `${text}\n\nSuccess metrics:\n${metrics}\n\n${calName}`,
      categories: [listValue(brandName), "milestone"],
    });
  }

  const { error, value } = createEvents(events, {
    productId: "-//LaunchForge//Launch plan//EN",
    calName,
    method: "PUBLISH",
  });
  if (error || !value) throw new Error(`Could not build the calendar: ${error?.message ?? "no output"}`);
  return value;
}
