import { postActionPlanPdf } from "@/lib/routes/pdf-downloads";

export const POST = postActionPlanPdf;
