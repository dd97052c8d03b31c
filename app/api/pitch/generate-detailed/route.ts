/** Same as /api/pitch/generate; the old client calls this one when plan or analysis data exists. */
import { postPitchGenerate } from "@/lib/routes/pitch";
import { methodNotAllowed } from "@/lib/http";

export const POST = postPitchGenerate;

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
