import { methodNotAllowed } from "@/lib/http";
import { getMockup } from "@/lib/routes/mockups";

export const GET = getMockup;

/** Other methods: 405 JSON with Allow. */
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
