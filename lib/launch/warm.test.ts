import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** The header with which this server asks itself for a launch page to keep (lib/launch/warm.ts). */

describe("launch page warming", () => {
  it("recognises only its own token", async () => {
    const { isWarmRequest, warmToken, WARM_HEADER } = await import("./warm");
    expect(isWarmRequest(new Headers({ [WARM_HEADER]: warmToken() }))).toBe(true);
    expect(isWarmRequest(new Headers({ [WARM_HEADER]: `${warmToken()}x` }))).toBe(false);
    expect(isWarmRequest(new Headers({ [WARM_HEADER]: "guess" }))).toBe(false);
    expect(isWarmRequest(new Headers())).toBe(false);
  });

  it("asks this server's own port for the page, with the token, and reads it to the end", async () => {
    const seen: { url?: string; headers?: IncomingHttpHeaders } = {};
    const server = createServer((req, res) => {
      seen.url = req.url;
      seen.headers = req.headers;
      res.end("<html>kept</html>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const saved = process.env.PORT;
    process.env.PORT = String((server.address() as AddressInfo).port);
    try {
      let warm!: typeof import("./warm");
      jest.isolateModules(() => {
        warm = jest.requireActual("./warm");
      });
      await warm.warmLaunchPage("shiftsole");
      expect(seen.url).toBe("/l/shiftsole");
      expect(seen.headers?.[warm.WARM_HEADER]).toBe(warm.warmToken());
      // Nothing listening: no error reaches the caller.
      server.close();
      await expect(warm.warmLaunchPage("shiftsole")).resolves.toBeUndefined();
    } finally {
      process.env.PORT = saved;
      server.close();
    }
  });
});
