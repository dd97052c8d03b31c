import { postBusinessAnalysis } from "@/lib/routes/analysis";

export const POST = postBusinessAnalysis;
