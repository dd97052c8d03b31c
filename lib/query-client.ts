import { QueryClient, type QueryFunctionContext } from "@tanstack/react-query";

import { responseError } from "./api-client";

/** react-query for the pages that use it: GETs through the API's error handling, nothing refetched unasked. */

type UnauthorizedBehavior = "returnNull" | "throw";

/** Default query function: GET the path made by joining the query key's parts with '/'. */
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: QueryFunctionContext) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) return null;
    if (!response.ok) throw await responseError(response);
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
