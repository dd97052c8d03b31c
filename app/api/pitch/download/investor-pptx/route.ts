import { postInvestorPptx } from "@/lib/routes/investor-downloads";

/** The extended investor deck as PowerPoint (Rocket). */
export const POST = postInvestorPptx;
