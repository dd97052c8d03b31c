import { postBrandGenerate } from "@/lib/routes/brands";

export const POST = postBrandGenerate;
