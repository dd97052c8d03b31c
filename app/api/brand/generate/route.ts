/** The older path of the spec; same contract as /api/brands/generate. */
import { postBrandGenerate } from "@/lib/routes/brands";
import { methodNotAllowed } from "@/lib/http";

export const POST = postBrandGenerate;

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
