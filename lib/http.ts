import { NextResponse, type NextRequest } from "next/server";
import { z, type ZodType } from "zod";

import { DatabaseLockedError } from "@/db/lock";

export { AppError, ERROR_CODES, type ErrorStatus };
import { AppError, ERROR_CODES, type ErrorStatus } from "@/core/errors";
import { operatorOf, type Operator } from "@/core/operator-access";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "./same-origin";
import { userFromRequest, type CurrentUser } from "./session";
import { findBodyProblem } from "./validation/text";

/**
 * Route-handler plumbing. Every error leaves as JSON `{ error, message }` with its status; a handler
 * parses (zod), authenticates (the session), authorises, calls lib/ or db/queries, and responds.
 */

export const SIGN_IN_MESSAGE = "Please sign in to access this feature.";
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The database is unavailable right now. Please try again shortly.";

export function errorJson(status: ErrorStatus, message: string, code: string = ERROR_CODES[status]) {
  return NextResponse.json({ error: code, message }, { status });
}

const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "08000",
  "08001",
  "08003",
  "08006",
  "57014", // query_canceled: the statement_timeout fired
]);

/** True for faults of the database connection (as opposed to a bug or a constraint violation). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseLockedError) return true;
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && CONNECTION_ERROR_CODES.has(code)) return true;
    if (
      typeof message === "string" &&
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|terminating connection/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function toErrorResponse(error: unknown): NextResponse {
  if (error instanceof AppError) {
    const response = errorJson(error.status, error.message, error.code);
    for (const [key, value] of Object.entries(error.headers ?? {})) response.headers.set(key, value);
    return response;
  }
  if (isDatabaseUnavailable(error)) {
    console.error("[api] database unavailable:", error instanceof Error ? error.message : error);
    const response = errorJson(503, DATABASE_UNAVAILABLE_MESSAGE);
    response.headers.set("Retry-After", "5");
    return response;
  }
  console.error("[api] unexpected error:", error);
  return errorJson(500, "Something went wrong on our side. Please try again.");
}

/** Formats zod issues as one readable sentence: "problem: Too small; email: Invalid email address". */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

export const MAX_JSON_BODY_BYTES = 1_000_000;

export const BODY_TOO_LARGE_MESSAGE = "Request body is too large.";

/**
 * The request body as text, refused with 413 as soon as it passes `maxBytes`: by its Content-Length
 * before reading, or while reading a chunked body, which is never held in memory beyond the limit.
 */
export async function readBodyText(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError(413, BODY_TOO_LARGE_MESSAGE);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError(413, BODY_TOO_LARGE_MESSAGE);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Reads and validates a JSON body. Throws AppError 400/413/415 with a message the UI can show; text with
 * control characters or broken characters is refused before the schema runs (lib/validation/text.ts).
 */
export async function parseBody<T>(request: Request, schema: ZodType<T>): Promise<T> {
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType && !contentType.toLowerCase().includes("application/json")) {
    throw new AppError(415, "Request body must be JSON (Content-Type: application/json).");
  }
  const text = await readBodyText(request);
  let json: unknown;
  try {
    json = text === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError(400, "Request body must be valid JSON.");
  }
  const unstorable = findBodyProblem(json);
  if (unstorable) throw new AppError(400, unstorable);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AppError(400, describeZodError(parsed.error));
  return parsed.data;
}

/** Validates route params (or a query string) the same way. Invalid ids are 404 by default. */
export function parseParams<T>(params: unknown, schema: ZodType<T>, invalid: AppError): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw invalid;
  return parsed.data;
}

export type SessionUser = CurrentUser;

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (args: { request: NextRequest; params: P; user: SessionUser }) => Promise<Response>;
type PublicHandler<P> = (args: {
  request: NextRequest;
  params: P;
  user: SessionUser | null;
}) => Promise<Response>;

/** Wraps a handler that needs a signed-in user: 401 JSON otherwise. Errors become JSON responses. */
export function withUser<P = Record<string, never>>(handler: Handler<P>) {
  return withOptionalUser<P>(async ({ request, params, user }) => {
    if (!user) throw new AppError(401, SIGN_IN_MESSAGE);
    return handler({ request, params, user });
  });
}

/**
 * Wraps an operator-console handler: 401 when signed out, and 404 for everyone who is not an operator
 * (lib/operator.ts), so the console's API does not reveal that it exists.
 */
export function withOperator<P = Record<string, never>>(
  handler: (args: Parameters<Handler<P>>[0] & { operator: Operator }) => Promise<Response>,
) {
  return withUser<P>(async (args) => {
    const operator = operatorOf(args.user);
    if (!operator) throw new AppError(404, "Not found");
    return handler({ ...args, operator });
  });
}

/**
 * Wraps a handler that works signed in or out (contact form, public generation). A state-changing
 * request sent from another site's page is refused first (403, lib/same-origin.ts): proxy.ts does not
 * run for /api, so this is where every API handler gets that check.
 */
export function withOptionalUser<P = Record<string, never>>(handler: PublicHandler<P>) {
  return async (request: NextRequest, context: RouteContext<P>): Promise<Response> => {
    try {
      if (isCrossSiteRequest(request)) throw new AppError(403, CROSS_SITE_MESSAGE);
      const params = ((await context?.params) ?? {}) as P;
      return await handler({ request, params, user: await userFromRequest(request) });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

const notAllowedHandlers = new WeakSet<object>();

/** Whether `handler` is one of methodNotAllowed's (it reads nothing and answers 405). */
export function isMethodNotAllowed(handler: unknown): boolean {
  return typeof handler === "function" && notAllowedHandlers.has(handler);
}

/** The methods an API route can answer. */
export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Handlers for the methods a route does not implement: 405 JSON `{ error, message }` with an Allow header
 * (Next.js would answer them with an empty 405). Each route file exports the ones it lacks:
 * `export const { PUT, PATCH, DELETE } = methodNotAllowed(["GET", "POST"]);`
 */
export function methodNotAllowed(allowed: readonly HttpMethod[]): Record<HttpMethod, () => Response> {
  const allow = allowed.join(", ");
  const handler = () => {
    const response = errorJson(405, `This endpoint answers ${allow} only.`);
    response.headers.set("Allow", allow);
    return response;
  };
  notAllowedHandlers.add(handler);
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler };
}

/** The query string as an object (for a zod schema): each parameter's first value. */
export function searchParamsObject(request: Request): Record<string, string> {
  const params = new URL(request.url).searchParams;
  return Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.get(key)!]));
}
