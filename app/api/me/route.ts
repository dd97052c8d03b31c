import { NextResponse } from "next/server";

import { methodNotAllowed, withUser } from "@/lib/http";
import { tierName } from "@/lib/plans";

/** The signed-in user's profile and plan, read from the database (reflects upgrades at once). */
export const GET = withUser(async ({ user }) =>
  NextResponse.json({
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
    isDemo: user.isDemo,
    tier: user.subscriptionTier,
    tierName: tierName(user.subscriptionTier),
    subscriptionStatus: user.subscriptionStatus,
  }),
);

/** Other methods: 405 JSON with Allow. */
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
