import { fuel, type ArtifactRule } from "../rules";
import { financialForecastSchema } from "../schemas";

export const financialForecastData = {
  feature: "Financial Forecasts",
  schema: financialForecastSchema,
  plans: fuel,
  step: null,
  status: null,
  generation: {
    kind: "financialForecast",
    task: "Propose the assumptions of the financial model (see the schema).",
    analyticsEvent: "step_generated",
  },
  exports: {
    xlsx: {
      label: "Excel forecast",
      path: "/api/financial-forecast/download/xlsx",
      format: "xlsx",
      plan: "fuel",
      tierMessage:
        "Financial Forecasts (Excel) require a Fuel plan or higher. Upgrade to download your forecast.",
      fileSuffix: "financial-forecast.xlsx",
      shownIn: ["analysis", "forecast"],
      successToast: "Forecast Downloaded!",
      missingMessage: "Generate the full business analysis first: the forecast starts from its assumptions.",
    },
  },
  panel: "forecast",
} as const satisfies ArtifactRule;
