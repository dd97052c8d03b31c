import { NextRequest } from "next/server";

export interface TestRequestInit {
  method?: string;
  /** A JS value is sent as JSON; a string is sent as is. */
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

/** A request as Next.js would hand it to a route handler. */
export function testRequest(
  path: string,
  { method = "GET", body, cookie, headers = {} }: TestRequestInit = {},
) {
  // Next.js sets x-forwarded-proto on every request; without it Auth.js assumes https (secure cookie names).
  const allHeaders: Record<string, string> = {
    host: "localhost:3000",
    "x-forwarded-proto": "http",
    ...headers,
  };
  if (cookie) allHeaders.cookie = cookie;
  let payload: string | undefined;
  if (body !== undefined) {
    payload = typeof body === "string" ? body : JSON.stringify(body);
    allHeaders["content-type"] ??= "application/json";
  }
  return new NextRequest(`http://localhost:3000${path}`, { method, body: payload, headers: allHeaders });
}

/** The route context Next.js passes: params as a promise. */
export function routeContext<P extends Record<string, string>>(params: P) {
  return { params: Promise.resolve(params) };
}

export async function json<T = unknown>(response: Response): Promise<{ status: number; body: T }> {
  return { status: response.status, body: (await response.json()) as T };
}
