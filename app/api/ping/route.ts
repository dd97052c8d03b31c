import { methodNotAllowed } from "@/lib/http";

/**
 * A bare answer: no proxy, session, database or work. `npm run bench` measures it first and reports every
 * other route as a ratio of it, so results compare across machines.
 */
export function GET() {
  return Response.json({ ok: true }, { headers: { "cache-control": "no-store" } });
}

/** Other methods: 405 JSON with Allow. */
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
