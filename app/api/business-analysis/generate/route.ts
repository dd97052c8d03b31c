import { postBusinessAnalysis } from "@/lib/routes/analysis";
import { methodNotAllowed } from "@/lib/http";

export const POST = postBusinessAnalysis;

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
