import { postAnalysisPdf } from "@/lib/routes/pdf-downloads";

export const POST = postAnalysisPdf;
