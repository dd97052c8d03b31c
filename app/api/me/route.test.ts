import { deleteUserById } from "@/db/queries/users";
import { createTestUser, sessionCookieFor } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { GET } from "./route";

setupTestDatabase();
const ctx = routeContext({});

describe("GET /api/me", () => {
  it("returns the signed-in user's profile and plan from the database", async () => {
    const user = await createTestUser({ tier: "fuel" });
    const res = await json(await GET(testRequest("/api/me", { cookie: user.cookie }), ctx));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      name: "Demo Founder",
      email: user.email,
      image: null,
      isDemo: true,
      tier: "fuel",
      tierName: "Fuel",
      subscriptionStatus: "active",
    });
  });

  it("answers 401 when signed out or when the cookie is forged", async () => {
    expect((await GET(testRequest("/api/me"), ctx)).status).toBe(401);
    const forged = `authjs.session-token=${Buffer.from('{"sub":"someone"}').toString("base64url")}`;
    expect((await GET(testRequest("/api/me", { cookie: forged }), ctx)).status).toBe(401);
  });

  it("treats a session whose user no longer exists as signed out", async () => {
    const user = await createTestUser();
    await deleteUserById({ id: user.id });
    const res = await json(await GET(testRequest("/api/me", { cookie: await sessionCookieFor(user) }), ctx));
    expect(res.status).toBe(401);
  });
});
