import { postInvestorPptx } from "@/lib/routes/investor-downloads";
import { methodNotAllowed } from "@/lib/http";

/** The extended investor deck as PowerPoint (Rocket). */
export const POST = postInvestorPptx;

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
