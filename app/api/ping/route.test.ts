import { GET } from "./route";

describe("GET /api/ping", () => {
  it("answers a static JSON body that is never cached (the benchmark's baseline)", async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true });
  });
});
