import { postFullBusinessAnalysis } from "@/lib/routes/analysis";

export const POST = postFullBusinessAnalysis;
