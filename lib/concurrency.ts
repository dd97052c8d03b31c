import { AppError } from "@/core/errors";

/** Each user's running count, and the function that takes one slot (its release gives it back, once). */
function userSlots(onRelease: (userId: string) => void = () => {}) {
  const running = new Map<string, number>();
  return {
    count: (userId: string) => running.get(userId) ?? 0,
    take(userId: string): () => void {
      running.set(userId, (running.get(userId) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
        onRelease(userId);
      };
    },
  };
}

const busy = (message: string) => new AppError(429, message, undefined, { "Retry-After": "5" });

/**
 * Work one user may have running at once on this instance (generations, exports). In memory on purpose:
 * it bounds the load one user puts on this process; budgets that must hold across instances live in
 * the database (lib/rate-limit.ts).
 */
export function perUserSlots(max: () => number, busyMessage: string) {
  const slots = userSlots();
  /** Takes one of the user's slots (429 when all are taken); the returned function gives it back, once. */
  return function acquire(userId: string): () => void {
    if (slots.count(userId) >= max()) throw busy(busyMessage);
    return slots.take(userId);
  };
}

/**
 * Like perUserSlots, but a request over the limit waits its turn (first come, first served) instead of
 * being refused: a page that shows four of a project's pictures asks for them at once, and each one is
 * quick. Still bounded: at most `maxWaiting` wait per user, each at most `timeoutMs`; beyond that, 429.
 */
export function perUserQueue(
  max: () => number,
  busyMessage: string,
  { maxWaiting, timeoutMs }: { maxWaiting: number; timeoutMs: number },
) {
  const waiting = new Map<string, (() => void)[]>();
  // The next in line takes the slot just given back.
  const slots = userSlots((userId) => {
    const queue = waiting.get(userId);
    const next = queue?.shift();
    if (queue && queue.length === 0) waiting.delete(userId);
    next?.();
  });

  /** Resolves with the release function once one of the user's slots is free. */
  return function acquire(userId: string): Promise<() => void> {
    if (slots.count(userId) < max()) return Promise.resolve(slots.take(userId));
    const queue = waiting.get(userId) ?? [];
    if (queue.length >= maxWaiting) return Promise.reject(busy(busyMessage));
    waiting.set(userId, queue);
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve(slots.take(userId));
      };
      const timer = setTimeout(() => {
        const at = queue.indexOf(turn);
        if (at >= 0) queue.splice(at, 1);
        if (queue.length === 0 && waiting.get(userId) === queue) waiting.delete(userId);
        reject(busy(busyMessage));
      }, timeoutMs);
      queue.push(turn);
    });
  };
}
