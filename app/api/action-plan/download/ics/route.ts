import { z } from "zod";

import { actionPlanSchema } from "@/lib/artifacts/schemas";
import { actionPlanCalendar } from "@/lib/documents/ics";
import { downloadBase, downloadRoute } from "@/lib/routes/downloads";
import { methodNotAllowed } from "@/lib/http";

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The 60-day plan as a calendar (Fuel and up): one event per task from the chosen start date, plus milestones. */
export const POST = downloadRoute({
  export: "actionPlanData.ics",
  schema: downloadBase.extend({
    actionPlanData: actionPlanSchema.optional(),
    startDate: z.iso.date({ error: "startDate must be a date (YYYY-MM-DD)" }).optional(),
    timeZone: z
      .string()
      .max(64)
      .refine(isTimeZone, "timeZone must be an IANA time zone, e.g. Europe/Berlin")
      .optional(),
    timed: z.boolean().optional(),
  }),
  fromProject: (p) => {
    const plan = actionPlanSchema.safeParse(p.actionPlanData);
    return plan.success ? plan.data : undefined;
  },
  fromBody: (b) => b.actionPlanData,
  render: async (brand, plan, body) =>
    actionPlanCalendar({
      brand,
      plan,
      startDate: body.startDate,
      timeZone: body.timeZone,
      timed: body.timed,
    }),
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
