import { pdf, spark, type ArtifactRule } from "../rules";
import { actionPlanSchema } from "../schemas";

export const actionPlanData = {
  feature: "The 60-Day Action Plan",
  schema: actionPlanSchema,
  plans: spark,
  step: {
    key: "actionPlan",
    number: 5,
    title: "Action Plan",
    description: "A 60-day plan of weekly tasks and milestones to launch your MVP.",
    duration: "5-10 min",
    prerequisite: "prototype",
    endpoint: "/api/action-plan/generate",
    successToast: "Action Plan Created!",
  },
  status: "action_plan",
  generation: {
    kind: "actionPlan",
    task: "Write a 60-day launch plan: launchStrategy (paragraph), actionItems (15-30 items covering weeks 1 to 9, each with week, title, description, priority high|medium|low and estimatedHours), successMetrics (3-8 measurable targets).",
    tierMessage:
      "The 60-Day Action Plan requires a Spark plan or higher. Upgrade to unlock your launch plan.",
    needs: {
      columns: ["fullBusinessAnalysisData", "prototypeData"],
      message: "Business analysis and prototype data required for action plan generation",
    },
    analyticsEvent: "step_generated",
  },
  exports: {
    pdf: pdf(
      "/api/action-plan/download/pdf",
      "action-plan.pdf",
      "Generate the action plan before downloading it.",
      "actionPlan",
    ),
    ics: {
      label: "Calendar (.ics)",
      path: "/api/action-plan/download/ics",
      format: "ics",
      plan: "fuel",
      tierMessage:
        "Calendar Export requires a Fuel plan or higher. Upgrade to add your plan to your calendar.",
      fileSuffix: "action-plan.ics",
      successToast: "Calendar Downloaded!",
      missingMessage: "Create the action plan before exporting it to your calendar.",
      shownIn: ["actionPlan"],
    },
  },
  panel: "actionPlan",
} as const satisfies ArtifactRule;
