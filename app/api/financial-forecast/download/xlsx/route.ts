import {
  financialForecastSchema,
  financialModelSchema,
  fullBusinessAnalysisSchema,
} from "@/lib/artifacts/schemas";
import { financialWorkbook } from "@/lib/documents/xlsx";
import { downloadBase, downloadRoute } from "@/lib/routes/downloads";
import { methodNotAllowed } from "@/lib/http";

/** The financial forecast as a live Excel model (Fuel and up): the project's forecast, else its analysis's assumptions. */
export const POST = downloadRoute({
  export: "financialForecastData.xlsx",
  schema: downloadBase.extend({ financialModel: financialModelSchema.optional() }),
  fromProject: (p) => {
    const forecast = financialForecastSchema.safeParse(p.financialForecastData);
    if (forecast.success) return { assumptions: forecast.data.assumptions, market: forecast.data.market };
    const analysis = fullBusinessAnalysisSchema.safeParse(p.fullBusinessAnalysisData);
    return analysis.success ? analysis.data.financialModel : undefined;
  },
  fromBody: (b) => b.financialModel,
  render: (brand, model) => financialWorkbook({ brand, model }),
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
