import { currentModel } from "@/lib/artifacts/figures";
import { financialModelSchema, fullBusinessAnalysisSchema, pitchDataSchema } from "@/lib/artifacts/schemas";
import { mockupContentOfProject } from "@/lib/documents/mockups";
import { renderOffThread } from "@/lib/render-pool";
import { downloadBase, downloadRoute } from "@/lib/routes/downloads";
import { methodNotAllowed } from "@/lib/http";

/** The pitch deck as PowerPoint: a title slide and the 10 slides, speaker notes, a real revenue chart, the landing-page mockup on the Solution slide (Spark and up). */
export const POST = downloadRoute({
  export: "pitchData.pptx",
  schema: downloadBase.extend({
    pitchData: pitchDataSchema.optional(),
    financialModel: financialModelSchema.optional(),
  }),
  fromProject: (p) => {
    const pitch = pitchDataSchema.safeParse(p.pitchData);
    if (!pitch.success) return undefined;
    const analysis = fullBusinessAnalysisSchema.safeParse(p.fullBusinessAnalysisData);
    // Charts from the project's current model (a saved forecast, else the analysis'), like the text.
    return {
      pitch: pitch.data,
      model: currentModel(p) ?? (analysis.success ? (analysis.data.financialModel ?? null) : null),
      // The product on the Solution slide, drawn from the project's brand and prototype.
      content: mockupContentOfProject(p),
    };
  },
  fromBody: (b) =>
    b.pitchData ? { pitch: b.pitchData, model: b.financialModel ?? null, content: null } : undefined,
  render: (brand, { pitch, model, content }) => renderOffThread("pitchPptx", brand, pitch, model, content),
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
