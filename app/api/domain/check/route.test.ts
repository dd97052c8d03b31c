import { setupTestDatabase } from "@/tests/helpers/db";
import { createTestUser } from "@/tests/helpers/auth";
import { json, testRequest } from "@/tests/helpers/http";

setupTestDatabase();

// No network lookups in this file: DOMAIN_CHECKS=false answers unknown at once (lib/domains has the
// RDAP and DNS tests against servers of our own).
process.env.DOMAIN_CHECKS = "false";

const ctx = { params: Promise.resolve({} as Record<string, never>) };

async function check(body: unknown, cookie?: string) {
  const { POST } = await import("./route");
  return json<Record<string, unknown>>(await POST(testRequest("/api/domain/check", { method: "POST", body, cookie }), ctx));
}

describe("POST /api/domain/check", () => {
  it("answers per extension, unknown when it cannot tell (never a made-up available)", async () => {
    const user = await createTestUser();
    const res = await check({ brandName: "  Crumb Cast " }, user.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      domain: "crumbcast.com",
      available: null,
      extensions: {
        ".com": { available: null, status: "unknown" },
        ".io": { available: null, status: "unknown" },
        ".co": { available: null, status: "unknown" },
        ".ai": { available: null, status: "unknown" },
        ".app": { available: null, status: "unknown" },
      },
    });
  });

  it.each([
    [{}, "brandName is required"],
    [{ brandName: "   " }, "brandName is required"],
    [{ brandName: "x".repeat(51) }, "Brand names are at most 50 characters"],
    [{ brandName: "!!!" }, "Brand name must contain letters or numbers."],
  ])("rejects %j with 400", async (body, message) => {
    const user = await createTestUser();
    const res = await check(body, user.cookie);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it("answers 401 when signed out", async () => {
    expect((await check({ brandName: "Crumbcast" })).status).toBe(401);
  });
});
