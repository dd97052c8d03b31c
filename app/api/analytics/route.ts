import { NextResponse } from "next/server";

import { getAnalytics } from "@/lib/analytics";
import { withUser } from "@/lib/http";

/** The signed-in founder's activity and progress (Fuel and up). */
export const GET = withUser(async ({ user }) =>
  NextResponse.json(await getAnalytics(user), { headers: { "Cache-Control": "no-store" } }),
);
