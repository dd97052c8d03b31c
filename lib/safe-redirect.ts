/** A same-origin path to return to after sign-in; anything else (absolute URLs, //host) becomes the fallback. */
export function safeCallbackPath(value: unknown, fallback = "/quiz"): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.startsWith("/\\")
  ) {
    return fallback;
  }
  if (value.startsWith("/auth/signin") || value.startsWith("/api/")) return fallback;
  return value;
}
