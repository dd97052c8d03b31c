import { APICallError, RetryError } from "ai";

import { AppError } from "@/core/errors";

/**
 * Turns an AI provider failure into an AppError with a message a founder can act on. Timeouts are 504;
 * everything the provider did wrong is 502. The provider's raw response never reaches the browser.
 */

/** Once our timeout signal has fired, whatever error the SDK raised is the timeout's doing. */
export function isTimeout(timeoutSignal: AbortSignal): boolean {
  return timeoutSignal.aborted;
}

export function describeAiFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const underlying = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(underlying)) {
    const status = underlying.statusCode;
    console.error(
      `[ai] provider error ${status ?? "(no status)"} from ${underlying.url}: ${underlying.message}`,
    );
    if (status === 401 || status === 403) {
      return new AppError(
        502,
        "The AI provider rejected our credentials. The site operator needs to check the API key.",
      );
    }
    if (status === 404)
      return new AppError(
        502,
        "The AI provider does not offer the configured model. The site operator needs to check AI_MODEL.",
      );
    if (status === 429)
      return new AppError(502, "The AI provider is busy or rate limiting us. Please try again in a minute.");
    if (status === undefined)
      return new AppError(502, "Could not reach the AI provider. Please try again in a moment.");
    return new AppError(502, `The AI provider failed to answer (status ${status}). Please try again.`);
  }
  console.error("[ai] generation failed:", error);
  return new AppError(502, "The AI could not complete this step. Please try again.");
}
