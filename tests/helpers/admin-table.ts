import type { NextRequest } from "next/server";

/**
 * The operator console's API (ADMIN_EMAILS only), one row per endpoint: the matrix in
 * app/api/admin/operator.test.ts runs each signed out (401), as a Rocket founder and as a demo account
 * (404), cross-site (403) and as the operator. app/api/authorization.test.ts counts them as covered.
 * The handlers are imported on call, so a test can set ADMIN_EMAILS and SMTP_URL first (env() is read once).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers differ only in their params' shape
type Handler = (request: NextRequest, ctx: { params: Promise<any> }) => Promise<Response>;

export interface OperatorFixture {
  requestId: string;
  userId: string;
  mailId: string;
}

export interface OperatorRow {
  name: OperatorRowName;
  handler: Handler;
  method: "POST" | "PATCH";
  request: (f: OperatorFixture) => { path: string; params: Record<string, string>; body?: unknown };
  /** The operator's answer. */
  owner: number;
}

export const OPERATOR_ROW_NAMES = [
  "PATCH /api/admin/support-requests/[requestId]",
  "POST /api/admin/support-requests/[requestId]/replies",
  "POST /api/admin/users/[userId]/plan",
  "POST /api/admin/failed-mails/[mailId]/retry",
] as const;

export type OperatorRowName = (typeof OPERATOR_ROW_NAMES)[number];

export async function operatorRows(): Promise<Record<OperatorRowName, OperatorRow>> {
  const { PATCH: setRequestStatus } = await import("@/app/api/admin/support-requests/[requestId]/route");
  const { POST: replyToRequest } = await import("@/app/api/admin/support-requests/[requestId]/replies/route");
  const { POST: setPlan } = await import("@/app/api/admin/users/[userId]/plan/route");
  const { POST: retryMail } = await import("@/app/api/admin/failed-mails/[mailId]/retry/route");
  const rows: OperatorRow[] = [
    {
      name: "PATCH /api/admin/support-requests/[requestId]",
      handler: setRequestStatus,
      method: "PATCH",
      request: (f) => ({
        path: `/api/admin/support-requests/${f.requestId}`,
        params: { requestId: f.requestId },
        body: { status: "scheduled" },
      }),
      owner: 200,
    },
    {
      name: "POST /api/admin/support-requests/[requestId]/replies",
      handler: replyToRequest,
      method: "POST",
      request: (f) => ({
        path: `/api/admin/support-requests/${f.requestId}/replies`,
        params: { requestId: f.requestId },
        body: { body: "Thursday 14:00 CET works for us.", status: "scheduled" },
      }),
      owner: 201,
    },
    {
      name: "POST /api/admin/users/[userId]/plan",
      handler: setPlan,
      method: "POST",
      request: (f) => ({
        path: `/api/admin/users/${f.userId}/plan`,
        params: { userId: f.userId },
        body: { tier: "fuel", reason: "Conference prize" },
      }),
      owner: 200,
    },
    {
      name: "POST /api/admin/failed-mails/[mailId]/retry",
      handler: retryMail,
      method: "POST",
      request: (f) => ({ path: `/api/admin/failed-mails/${f.mailId}/retry`, params: { mailId: f.mailId } }),
      owner: 200,
    },
  ];
  return Object.fromEntries(rows.map((row) => [row.name, row])) as Record<OperatorRowName, OperatorRow>;
}
