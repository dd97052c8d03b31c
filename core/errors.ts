/**
 * The one error type that crosses layers: lib/ai, lib/domains and db/queries throw it; lib/http turns it
 * into a JSON response `{ error, message }` with its status.
 */

export const ERROR_CODES = {
  400: "invalid_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  500: "internal_error",
  502: "bad_gateway",
  503: "service_unavailable",
  504: "timeout",
} as const;

export type ErrorStatus = keyof typeof ERROR_CODES;

export class AppError extends Error {
  constructor(
    public readonly status: ErrorStatus,
    message: string,
    public readonly code: string = ERROR_CODES[status],
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}
