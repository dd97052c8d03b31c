import { AppError } from "./errors";

/**
 * Work one user may have running at once on this instance (generations, exports). In memory on purpose:
 * it bounds the load one user puts on this process; budgets that must hold across instances live in
 * the database (lib/rate-limit.ts).
 */
export function perUserSlots(max: () => number, busyMessage: string) {
  const running = new Map<string, number>();
  /** Takes one of the user's slots (429 when all are taken); the returned function gives it back, once. */
  return function acquire(userId: string): () => void {
    const count = running.get(userId) ?? 0;
    if (count >= max()) throw new AppError(429, busyMessage, undefined, { "Retry-After": "5" });
    running.set(userId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (running.get(userId) ?? 1) - 1;
      if (left > 0) running.set(userId, left);
      else running.delete(userId);
    };
  };
}
