import { sql } from "drizzle-orm";
import { NextResponse } from "next/server";

import { databaseKind, getDb } from "@/db/client";
import { aiProvider, mailProblem, paymentsEnabled, paymentsProblem, smtpUrl } from "@/core/env";
import { methodNotAllowed } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Liveness and configuration: which database, AI provider and payment mode this instance runs. */
export async function GET() {
  // Payments or mail meant to be on but off (the key without the webhook secret, SMTP_URL without
  // APP_URL) degrade the instance: say why.
  const problem = [paymentsProblem(), mailProblem()].filter(Boolean).join(" ") || null;
  const body = {
    status: (problem ? "degraded" : "ok") as "ok" | "degraded",
    database: databaseKind(),
    ai: aiProvider(),
    payments: paymentsEnabled() ? "stripe" : "disabled",
    mail: smtpUrl() ? "smtp" : "disabled",
    ...(problem ? { message: problem } : {}),
  };
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return NextResponse.json(body, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("[health] database check failed:", error instanceof Error ? error.message : error);
    return NextResponse.json(
      { ...body, status: "degraded", message: "The database is unavailable." },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "5" } },
    );
  }
}

/** Other methods: 405 JSON with Allow. */
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
