/** The older path of the spec; same contract as /api/brands/generate. */
import { postBrandGenerate } from "@/lib/routes/brands";

export const POST = postBrandGenerate;
