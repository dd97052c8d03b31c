import { financialForecastSchema, financialModelSchema, fullBusinessAnalysisSchema } from "@/lib/ai/schemas";
import { financialWorkbook } from "@/lib/documents/xlsx";
import { downloadBase, downloadRoute } from "@/lib/routes/downloads";

/** The financial forecast as a live Excel model (Fuel and up): the project's forecast, else its analysis's assumptions. */
export const POST = downloadRoute({
  schema: downloadBase.extend({ financialModel: financialModelSchema.optional() }),
  requiredTier: "fuel",
  tierMessage:
    "Financial Forecasts (Excel) require a Fuel plan or higher. Upgrade to download your forecast.",
  fromProject: (p) => {
    const forecast = financialForecastSchema.safeParse(p.financialForecastData);
    if (forecast.success) return { assumptions: forecast.data.assumptions, market: forecast.data.market };
    const analysis = fullBusinessAnalysisSchema.safeParse(p.fullBusinessAnalysisData);
    return analysis.success ? analysis.data.financialModel : undefined;
  },
  fromBody: (b) => b.financialModel,
  missingMessage: "Generate the full business analysis first: the forecast starts from its assumptions.",
  render: (brand, model) => financialWorkbook({ brand, model }),
  format: "xlsx",
  fileSuffix: "financial-forecast.xlsx",
});
