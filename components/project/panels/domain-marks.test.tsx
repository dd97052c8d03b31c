/** @jest-environment jsdom */
import { CHECK_TIMED_OUT, checkDomain } from "./domain-marks";

/** A server that never answers: the request only ends when its signal aborts. */
beforeEach(() => {
  global.fetch = jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
      }),
  ) as typeof fetch;
});

describe("checkDomain", () => {
  it("gives up after its timeout, saying so, rather than waiting for ever", async () => {
    const started = Date.now();
    await expect(checkDomain("BakeWise", { timeoutMs: 50 })).rejects.toThrow(CHECK_TIMED_OUT);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("stops when its caller does (a new check replaced it), without calling that a timeout", async () => {
    const controller = new AbortController();
    const check = checkDomain("BakeWise", { timeoutMs: 10_000, signal: controller.signal });
    controller.abort();
    await expect(check).rejects.toMatchObject({ name: "AbortError" });
  });

  it("asks the server to look again on a recheck", async () => {
    const controller = new AbortController();
    const check = checkDomain("BakeWise", { recheck: true, signal: controller.signal });
    controller.abort();
    await expect(check).rejects.toBeDefined();
    expect(JSON.parse(String((global.fetch as jest.Mock).mock.calls[0][1].body))).toEqual({
      brandName: "BakeWise",
      recheck: true,
    });
  });
});
