import { AppError } from "@/core/errors";
import { perUserQueue, perUserSlots } from "./concurrency";

describe("perUserSlots", () => {
  it("lets each user run `max` at once, refuses the next with 429 and Retry-After, and frees a slot once", () => {
    const acquire = perUserSlots(() => 2, "Busy");
    const a1 = acquire("a");
    acquire("a");
    acquire("b"); // another user is counted apart
    let refused: unknown;
    try {
      acquire("a");
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, message: "Busy", headers: { "Retry-After": "5" } });
    a1();
    a1(); // a second release gives nothing back twice
    const a3 = acquire("a");
    expect(() => acquire("a")).toThrow("Busy");
    a3();
  });

  it("reads its limit when asked, so configuration applies", () => {
    let max = 1;
    const acquire = perUserSlots(() => max, "Busy");
    acquire("a");
    expect(() => acquire("a")).toThrow("Busy");
    max = 2;
    expect(() => acquire("a")).not.toThrow();
  });
});

describe("perUserQueue", () => {
  it("runs `max` at once per user and lets the next wait its turn, in order", async () => {
    const acquire = perUserQueue(() => 2, "Busy", { maxWaiting: 4, timeoutMs: 1000 });
    const order: string[] = [];
    const r1 = await acquire("a");
    const r2 = await acquire("a");
    const third = acquire("a").then((release) => (order.push("third"), release));
    const fourth = acquire("a").then((release) => (order.push("fourth"), release));
    const other = await acquire("b"); // another user is counted apart
    other();
    await Promise.resolve();
    expect(order).toEqual([]);
    r1();
    r1(); // a second release gives nothing back twice
    const r3 = await third;
    expect(order).toEqual(["third"]);
    r2();
    (await fourth)();
    r3();
    expect(order).toEqual(["third", "fourth"]);
  });

  it("refuses with 429 beyond the waiting line and after the timeout", async () => {
    const acquire = perUserQueue(() => 1, "Busy", { maxWaiting: 1, timeoutMs: 20 });
    const held = await acquire("a");
    const waiter = acquire("a");
    await expect(acquire("a")).rejects.toMatchObject({ status: 429, message: "Busy" });
    await expect(waiter).rejects.toMatchObject({ status: 429, headers: { "Retry-After": "5" } });
    held();
    // The slot is free again and the line is empty.
    (await acquire("a"))();
  });
});
