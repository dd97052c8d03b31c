import "server-only";

import { toErrorResponse } from "@/lib/http";

/** Streams events as newline-delimited JSON; an error becomes a final `{ type: "error" }` line. */
export function ndjsonResponse(events: () => AsyncGenerator<unknown>): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for await (const event of events()) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      } catch (error) {
        const response = toErrorResponse(error);
        const body = (await response.json()) as { error: string; message: string };
        controller.enqueue(
          encoder.encode(`${JSON.stringify({ type: "error", status: response.status, ...body })}\n`),
        );
      } finally {
        controller.close();
      }
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "application/x-ndjson; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
    },
  });
}

export function wantsStream(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("application/x-ndjson");
}
