import { QueryClient, type QueryFunctionContext } from "@tanstack/react-query";

/**
 * The browser's fetch wrapper (spec sections 7 and 8). A non-OK response becomes an ApiError whose message
 * is "status: body text" (or the status text when the body is empty); `userMessage` is the JSON message
 * our API sends, for toasts. Identity travels in the session cookie only.
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

type UnauthorizedBehavior = "returnNull" | "throw";

/** Default query function: GET the path made by joining the query key's parts with '/'. */
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: QueryFunctionContext) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfResNotOk(response);
    return response.json();
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
