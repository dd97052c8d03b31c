import { NextResponse } from "next/server";

import { getAnalytics } from "@/lib/analytics";
import { methodNotAllowed, withUser } from "@/lib/http";

/** The signed-in founder's activity and progress (Fuel and up). */
export const GET = withUser(async ({ user }) =>
  NextResponse.json(await getAnalytics(user), { headers: { "Cache-Control": "no-store" } }),
);

/** Other methods: 405 JSON with Allow. */
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
