import { postInvestorPdf } from "@/lib/routes/investor-downloads";
import { methodNotAllowed } from "@/lib/http";

/** The extended investor deck as PDF (Rocket). */
export const POST = postInvestorPdf;

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
