import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { DELETE, GET, POST } from "./route";

setupTestDatabase();

const ctx = routeContext({});

const valid = {
  text: "Acme",
  fontFamily: "Poppins",
  fontWeight: 600,
  fontSize: 48,
  letterSpacing: 0,
  color: "#1E40AF",
};

let nextIp = 1;
/** Each test calls from its own address, so the per-IP limit of one test does not reach another. */
function post(
  body: unknown,
  { ip = `203.0.113.${nextIp++}`, cookie }: { ip?: string; cookie?: string } = {},
) {
  return POST(
    testRequest("/api/logo/svg", { method: "POST", body, cookie, headers: { "x-forwarded-for": ip } }),
    ctx,
  );
}

describe("POST /api/logo/svg", () => {
  it("answers a 1000 x 300 SVG with the letters as paths, signed out", async () => {
    const res = await post(valid);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get("content-disposition")).toContain('filename="acme-logo.svg"');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*width="1000" height="300"/);
    expect(svg).toContain('viewBox="0 0 1000 300"');
    expect(svg).toContain("<path");
    expect(svg).not.toContain("<text");
    expect(svg).toContain('fill="#1E40AF"');
    expect(svg).not.toContain("<rect"); // transparent background
  });

  it("works signed in too, trims the text and escapes it in the title", async () => {
    const user = await createTestUser();
    const res = await post(
      { ...valid, text: "  Tom & Jerry's <Co>  ", fontFamily: "Lato", fontWeight: 700 },
      { cookie: user.cookie },
    );
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg).toContain("<title>Tom &amp; Jerry&apos;s &lt;Co&gt;</title>");
    expect(svg).not.toContain("<Co>");
  });

  it("draws the letter spacing and size it is given", async () => {
    const narrow = await (await post({ ...valid, fontSize: 24 })).text();
    const wide = await (await post({ ...valid, fontSize: 24, letterSpacing: 20 })).text();
    const xs = (svg: string) => [...svg.matchAll(/M(-?[\d.]+) /g)].map((m) => Number(m[1]));
    const spread = (svg: string) => Math.max(...xs(svg)) - Math.min(...xs(svg));
    expect(spread(wide)).toBeGreaterThan(spread(narrow) + 40);
  });

  it.each([
    ["blank text", { text: "   " }, "text"],
    ["a 51-character text", { text: "x".repeat(51) }, "text"],
    ["font size 23", { fontSize: 23 }, "fontSize"],
    ["font size 121", { fontSize: 121 }, "fontSize"],
    ["letter spacing -6", { letterSpacing: -6 }, "letterSpacing"],
    ["letter spacing 21", { letterSpacing: 21 }, "letterSpacing"],
    ["the colour 'blue'", { color: "blue" }, "color"],
    ["an unknown font", { fontFamily: "Comic Sans MS" }, "fontFamily"],
    ["a weight the font lacks", { fontFamily: "Lato", fontWeight: 600 }, "fontWeight"],
    ["a missing field", { fontSize: undefined }, "fontSize"],
  ])("answers 400 for %s", async (_, change, field) => {
    const res = await json<{ error: string; message: string }>(await post({ ...valid, ...change }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_request");
    expect(res.body.message).toContain(field);
  });

  describe("rate limit", () => {
    beforeEach(() => {
      // Freeze the clock (only Date) at the start of a window, so all requests fall in the same minute.
      jest.useFakeTimers({
        now: new Date("2031-01-01T00:00:05Z"),
        doNotFake: [
          "hrtime",
          "nextTick",
          "performance",
          "queueMicrotask",
          "requestAnimationFrame",
          "cancelAnimationFrame",
          "requestIdleCallback",
          "cancelIdleCallback",
          "setImmediate",
          "clearImmediate",
          "setInterval",
          "clearInterval",
          "setTimeout",
          "clearTimeout",
        ],
      });
    });
    afterEach(() => jest.useRealTimers());

    it("answers 429 with Retry-After after 60 requests a minute from one IP, and not for another IP", async () => {
      const ip = "198.51.100.7";
      for (let i = 0; i < 60; i++) expect((await post(valid, { ip })).status).toBe(200);
      const limited = await post(valid, { ip });
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBe("55");
      expect(await limited.json()).toEqual({
        error: "rate_limited",
        message: "Too many logo downloads. Please wait a minute.",
      });
      expect((await post(valid, { ip: "198.51.100.8" })).status).toBe(200);

      jest.setSystemTime(new Date("2031-01-01T00:01:00Z"));
      expect((await post(valid, { ip })).status).toBe(200);
    });
  });
});

describe("GET /api/logo/svg", () => {
  const get = (query: string) =>
    GET(
      testRequest(`/api/logo/svg?${query}`, { headers: { "x-forwarded-for": `198.51.100.${nextIp++}` } }),
      ctx,
    );

  it("answers the same picture as POST for the same settings, inline and cacheable", async () => {
    const response = await get("text=Acme&font=Poppins&weight=600&size=48&spacing=0&color=%231E40AF");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename=/);
    expect(await response.text()).toBe(await (await post(valid)).text());
  });

  it("fills in the generator's defaults and takes a colour without # or with three digits", async () => {
    const defaults = await (await get("text=Acme")).text();
    expect(defaults).toBe(await (await post(valid)).text());
    const short = await (await get("text=Acme&color=abc")).text();
    expect(short).toBe(await (await post({ ...valid, color: "#AABBCC" })).text());
  });

  it.each([
    ["no text", "font=Poppins", /text/],
    ["a weight that is not a number", "text=Acme&weight=bold", /weight must be a number/],
    ["a weight the font lacks", "text=Acme&font=Lato&weight=500", /Lato comes in weights 300, 400, 700/],
    ["an unknown parameter", "text=Acme&colour=red", /colour/],
    ["a bad colour", "text=Acme&color=blue", /colour/i],
  ])("answers 400 JSON for %s", async (_, query, message) => {
    const response = await json<{ error: string; message: string }>(await get(query));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("invalid_request");
    expect(response.body.message).toMatch(message);
  });

  it("answers other methods with 405 JSON naming the ones it takes", async () => {
    const response = DELETE();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST");
    expect(await response.json()).toEqual({
      error: "method_not_allowed",
      message: "This endpoint answers GET, POST only.",
    });
  });
});
