import { postMarketingPlanPdf } from "@/lib/routes/pdf-downloads";

export const POST = postMarketingPlanPdf;
