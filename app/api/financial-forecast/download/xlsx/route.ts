import { currentModel } from "@/lib/artifacts/figures";
import { financialModelSchema } from "@/lib/artifacts/schemas";
import { financialWorkbook } from "@/lib/documents/xlsx";
import { downloadBase, downloadRoute } from "@/lib/routes/downloads";
import { methodNotAllowed } from "@/lib/http";

/** The financial forecast as a live Excel model (Fuel and up): the project's forecast, else its analysis's assumptions. */
export const POST = downloadRoute({
  export: "financialForecastData.xlsx",
  schema: downloadBase.extend({ financialModel: financialModelSchema.optional() }),
  // The saved forecast (in its currency), else the analysis' assumptions.
  fromProject: (p) => currentModel(p) ?? undefined,
  fromBody: (b) => b.financialModel,
  render: (brand, model) => financialWorkbook({ brand, model }),
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
