import { AppError } from "./errors";
import { perUserSlots } from "./concurrency";

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
