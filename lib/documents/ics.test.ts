import ICAL from "ical.js";

import { shownOffline } from "@/lib/ai/offline";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import type { ActionPlan } from "@/lib/artifacts/schemas";

import { brandStyle } from "./brand";
import { actionPlanCalendar, nextMonday } from "./ics";

const brand = brandStyle({ brandName: "Breadwise" });
const plan: ActionPlan = shownOffline("actionPlan", {
  answers: IDEA_FIXTURES[0].answers,
  brandName: "Breadwise",
});

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
  return { calendar, events };
}

const day = (start: string, n: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + (n - 1) * 86_400_000).toISOString().slice(0, 10);
const isMilestone = (event: ICAL.Event) => event.summary.startsWith("Milestone: ");

describe("actionPlanCalendar", () => {
  it("writes one all-day event per action item plus the four milestones, from the start date", () => {
    const { calendar, events } = parse(actionPlanCalendar({ brand, plan, startDate: "2025-03-03" }));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Breadwise 60-day launch plan");
    expect(events).toHaveLength(plan.actionItems.length + 4);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect(events[0].uid).toBe("breadwise-launch-plan-w1-1@launchforge");

    for (const event of events) {
      expect(event.startDate.isDate).toBe(true);
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(86_400_000);
      const date = event.startDate.toString();
      expect(date >= "2025-03-03" && date <= day("2025-03-03", 60)).toBe(true);
    }
    expect(events.map((e) => e.startDate.toString()).sort()[0]).toBe("2025-03-03");

    const items = events.filter((e) => !isMilestone(e));
    plan.actionItems.forEach((item, i) => {
      const event = items[i];
      expect(event.summary).toBe(`[${item.priority}] ${item.title}`);
      expect(event.description).toContain(item.description);
      expect(event.description).toContain(`Priority: ${item.priority}`);
      expect(event.description).toContain(`Estimated hours: ${item.estimatedHours}`);
      expect(event.description).toContain("Breadwise");
      expect(event.component.getFirstProperty("categories")!.getValues()).toEqual([
        "Breadwise",
        item.priority,
      ]);
      const date = event.startDate.toString();
      expect(
        date >= day("2025-03-03", (item.week - 1) * 7 + 1) && date <= day("2025-03-03", item.week * 7),
      ).toBe(true);
      expect([0, 6]).not.toContain(event.startDate.toJSDate().getUTCDay());
    });
  });

  it("spreads a week's items over its working days (week 2: days 8-12)", () => {
    const { events } = parse(actionPlanCalendar({ brand, plan, startDate: "2025-03-03" }));
    const week2 = events.filter((e) => e.uid.includes("-w2-")).map((e) => e.startDate.toString());
    expect(week2.length).toBe(plan.actionItems.filter((item) => item.week === 2).length);
    expect(week2.length).toBeGreaterThan(1);
    for (const date of week2) expect(date >= "2025-03-10" && date <= "2025-03-14").toBe(true);
    expect(new Set(week2).size).toBe(Math.min(week2.length, 5));
  });

  it("places the milestones on day 1, the end of week 4, day 57 and day 60", () => {
    const { events } = parse(actionPlanCalendar({ brand, plan, startDate: "2025-03-03" }));
    const milestones = Object.fromEntries(
      events.filter(isMilestone).map((e) => [e.summary, e.startDate.toString()]),
    );
    expect(milestones).toEqual({
      "Milestone: Kick-off": "2025-03-03",
      "Milestone: MVP ready": "2025-03-28",
      "Milestone: Public launch": day("2025-03-03", 57),
      "Milestone: 60-day review": day("2025-03-03", 60),
    });
  });

  it("writes timed events at 09:00 in the time zone, in UTC, on both sides of a DST change", () => {
    const text = actionPlanCalendar({
      brand,
      plan,
      startDate: "2025-03-17",
      timeZone: "Europe/Berlin",
      timed: true,
    });
    const { events } = parse(text);
    const items = events.filter((e) => !isMilestone(e));
    items.forEach((event, i) => {
      const start = event.startDate.toJSDate();
      // Berlin switches to summer time on 30 March 2025: 09:00 is 08:00Z before and 07:00Z after.
      expect(start.getUTCHours()).toBe(event.startDate.toString() < "2025-03-30" ? 8 : 7);
      expect(event.startDate.isDate).toBe(false);
      const hours = (event.endDate.toJSDate().getTime() - start.getTime()) / 3_600_000;
      expect(hours).toBe(Math.min(plan.actionItems[i].estimatedHours, 8));
    });
    expect(items.some((e) => e.startDate.toString() < "2025-03-30")).toBe(true);
    expect(text).toMatch(/DTSTART:20250317T080000Z/);
    expect(text).toMatch(/DTSTART:2025033\dT070000Z|DTSTART:202504\d\dT070000Z/);
    expect(events.filter(isMilestone).every((e) => e.startDate.isDate)).toBe(true);
  });

  it("keeps accents and CJK, drops emoji, and escapes a comma in the brand name", () => {
    const unicodePlan: ActionPlan = {
      ...plan,
      actionItems: plan.actionItems.map((item, i) =>
        i === 0
          ? {
              ...item,
              title: "Café tasting with 咖啡 roasters 🚀☕️",
              description: `Taste the ${"咖啡豆 ".repeat(40)}crème brûlée 👍🏽.`,
            }
          : item,
      ),
    };
    const text = actionPlanCalendar({
      brand: brandStyle({ brandName: "Acme, Inc." }),
      plan: unicodePlan,
      startDate: "2025-03-03",
    });
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
    const { calendar, events } = parse(text);
    expect(events[0].summary).toBe(`[${plan.actionItems[0].priority}] Café tasting with 咖啡 roasters`);
    expect(events[0].description).toContain(`Taste the ${"咖啡豆 ".repeat(40)}crème brûlée.`);
    expect(events[0].component.getFirstProperty("categories")!.getValues()).toEqual([
      "Acme, Inc.",
      plan.actionItems[0].priority,
    ]);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Acme, Inc. 60-day launch plan");
    expect(text.split("\r\n").every((line) => [...line].length <= 75)).toBe(true);
  });

  it("rejects an invalid start date or time zone with a clear message", () => {
    expect(() => actionPlanCalendar({ brand, plan, startDate: "2025-02-30" })).toThrow(/"2025-02-30"/);
    expect(() => actionPlanCalendar({ brand, plan, startDate: "next monday" })).toThrow(
      /"next monday".*YYYY-MM-DD/,
    );
    expect(() => actionPlanCalendar({ brand, plan, timeZone: "Mars/Olympus" })).toThrow(
      /Unknown time zone "Mars\/Olympus"/,
    );
  });
});

describe("nextMonday", () => {
  it("gives the following Monday for a Sunday, a Monday and a Wednesday", () => {
    expect(nextMonday(new Date("2025-03-02T12:00:00Z"))).toBe("2025-03-03");
    expect(nextMonday(new Date("2025-03-03T12:00:00Z"))).toBe("2025-03-10");
    expect(nextMonday(new Date("2025-03-05T12:00:00Z"))).toBe("2025-03-10");
  });

  it("reads today's date in the given time zone", () => {
    // 23:30 UTC on Sunday is already Monday 00:30 in Berlin.
    expect(nextMonday(new Date("2025-03-02T23:30:00Z"), "Europe/Berlin")).toBe("2025-03-10");
    expect(nextMonday(new Date("2025-03-02T23:30:00Z"))).toBe("2025-03-03");
  });
});
