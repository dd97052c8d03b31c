import { isCrossSiteRequest } from "./same-origin";

const request = (
  method: string,
  headers: Record<string, string>,
  url = "http://localhost:3000/api/projects",
) => ({
  method,
  headers: new Headers(headers),
  url,
});

describe("isCrossSiteRequest", () => {
  it("lets reads through whatever their origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "get"]) {
      expect(
        isCrossSiteRequest(
          request(method, { "sec-fetch-site": "cross-site", origin: "https://evil.example" }),
        ),
      ).toBe(false);
    }
  });

  it("trusts the browser's Sec-Fetch-Site for writes", () => {
    expect(isCrossSiteRequest(request("POST", { "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(isCrossSiteRequest(request("POST", { "sec-fetch-site": "none" }))).toBe(false);
    expect(isCrossSiteRequest(request("POST", { "sec-fetch-site": "cross-site" }))).toBe(true);
    // A sibling subdomain is another site's page for our purposes.
    expect(isCrossSiteRequest(request("DELETE", { "sec-fetch-site": "same-site" }))).toBe(true);
    // The header wins over an Origin that looks right.
    expect(
      isCrossSiteRequest(
        request("PUT", {
          "sec-fetch-site": "cross-site",
          origin: "http://localhost:3000",
          host: "localhost:3000",
        }),
      ),
    ).toBe(true);
  });

  it("falls back to comparing Origin with the host the client addressed", () => {
    expect(
      isCrossSiteRequest(request("POST", { origin: "http://localhost:3000", host: "localhost:3000" })),
    ).toBe(false);
    expect(
      isCrossSiteRequest(request("POST", { origin: "http://LOCALHOST:3000", host: "localhost:3000" })),
    ).toBe(false);
    expect(
      isCrossSiteRequest(request("POST", { origin: "http://localhost:4000", host: "localhost:3000" })),
    ).toBe(true);
    expect(
      isCrossSiteRequest(request("PATCH", { origin: "https://evil.example", host: "localhost:3000" })),
    ).toBe(true);
    expect(isCrossSiteRequest(request("POST", { origin: "null", host: "localhost:3000" }))).toBe(true);
    // Behind a proxy the public host is in X-Forwarded-Host.
    expect(
      isCrossSiteRequest(
        request("POST", {
          origin: "https://launchforge.example",
          host: "10.0.0.5:3000",
          "x-forwarded-host": "launchforge.example",
        }),
      ),
    ).toBe(false);
    // Without a Host header, the URL's host.
    expect(isCrossSiteRequest(request("POST", { origin: "http://localhost:3000" }))).toBe(false);
  });

  it("lets non-browser clients (no Origin, no Sec-Fetch-Site) through", () => {
    expect(isCrossSiteRequest(request("POST", {}))).toBe(false);
  });
});
