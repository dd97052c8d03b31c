/**
 * The browser's fetch wrapper (spec sections 7 and 8). A non-OK response becomes an ApiError whose message
 * is "status: body text" (or the status text when the body is empty); `userMessage` is the JSON message
 * our API sends, for toasts. Identity travels in the session cookie only. The react-query client is in
 * lib/query-client.ts, so that a page that only fetches (the landing's plan buttons) does not load react-query.
 */

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The server's `{ message }`, when it sent one. */
  get userMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === "string" ? message : undefined;
  }
}

/** A message fit for a toast: the server's message, else the error's, else the fallback. */
export function errorMessage(error: unknown, fallback = "Please try again."): string {
  if (error instanceof ApiError) return error.userMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The ApiError for a non-OK response ("status: body text"). */
export async function responseError(response: Response): Promise<ApiError> {
  const text = (await response.text()) || response.statusText;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // plain text body
  }
  return new ApiError(response.status, `${response.status}: ${text}`, body);
}

async function throwIfResNotOk(response: Response): Promise<void> {
  if (!response.ok) throw await responseError(response);
}

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const response = await fetch(url, {
    method,
    signal,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfResNotOk(response);
  return response;
}

export async function apiJson<T>(
  method: string,
  url: string,
  data?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const response = await apiRequest(method, url, data, signal);
  return (await response.json()) as T;
}
