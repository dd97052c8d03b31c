import { postBusinessPlan } from "@/lib/routes/analysis";

export const POST = postBusinessPlan;
