import { financialModelSchema, fullBusinessAnalysisSchema, pitchDataSchema } from "@/lib/ai/schemas";
import { pitchDeck } from "@/lib/documents/pptx";
import { downloadBase, downloadRoute } from "@/lib/routes/downloads";

/** The pitch deck as PowerPoint: 10 slides, speaker notes, a real revenue chart (Spark and up). */
export const POST = downloadRoute({
  schema: downloadBase.extend({
    pitchData: pitchDataSchema.optional(),
    financialModel: financialModelSchema.optional(),
  }),
  requiredTier: "spark",
  tierMessage: "PowerPoint downloads require a Spark plan or higher. Upgrade to download your pitch deck.",
  fromProject: (p) => {
    const pitch = pitchDataSchema.safeParse(p.pitchData);
    if (!pitch.success) return undefined;
    const analysis = fullBusinessAnalysisSchema.safeParse(p.fullBusinessAnalysisData);
    return { pitch: pitch.data, model: analysis.success ? (analysis.data.financialModel ?? null) : null };
  },
  fromBody: (b) => (b.pitchData ? { pitch: b.pitchData, model: b.financialModel ?? null } : undefined),
  missingMessage: "Create the pitch deck before downloading it.",
  render: (brand, { pitch, model }) => pitchDeck({ brand, pitch, model }),
  format: "pptx",
  fileSuffix: "pitch.pptx",
});
