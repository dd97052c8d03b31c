import { postMarketingPlanPdf } from "@/lib/routes/pdf-downloads";
import { methodNotAllowed } from "@/lib/http";

export const POST = postMarketingPlanPdf;

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
