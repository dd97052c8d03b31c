import { postInvestorPdf } from "@/lib/routes/investor-downloads";

/** The extended investor deck as PDF (Rocket). */
export const POST = postInvestorPdf;
