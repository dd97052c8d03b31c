import { encode } from "next-auth/jwt";

import { createTestUser, SESSION_COOKIE } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { eq } from "drizzle-orm";

import { getDb } from "@/db/client";
import { deleteUserById, endUserSessions } from "@/db/queries/users";
import { users } from "@/db/schema";
import { sessionOfRequest, userFromRequest, usesSecureCookies } from "./session";

setupTestDatabase();

const SECRET = process.env.AUTH_SECRET!;
const SECURE_COOKIE = `__Secure-${SESSION_COOKIE}`;

async function tokenFor(sub: string, { salt = SESSION_COOKIE, secret = SECRET, maxAge = 3600 } = {}) {
  return encode({ token: { sub, name: "Ada" }, secret, salt, maxAge });
}

const sessionUserId = async (h: Headers) => (await sessionOfRequest(h))?.id ?? null;

function headers(init: Record<string, string>) {
  return new Headers({ "x-forwarded-proto": "http", ...init });
}

describe("sessionUserId", () => {
  it("reads the user id from a real Auth.js session cookie", async () => {
    const cookie = `other=1; ${SESSION_COOKIE}=${await tokenFor("user-1")}; theme=dark`;
    await expect(sessionUserId(headers({ cookie }))).resolves.toBe("user-1");
  });

  it("is null without a cookie, or with a tampered, foreign, expired or misnamed one", async () => {
    const token = await tokenFor("user-1");
    const tampered = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
    const foreign = await tokenFor("user-1", { secret: "another-secret-another-secret-0123456789" });
    const expired = await tokenFor("user-1", { maxAge: -60 });
    // A token made for another cookie name (its salt) does not decrypt under this one.
    const otherSalt = await tokenFor("user-1", { salt: SECURE_COOKIE });

    await expect(sessionUserId(headers({}))).resolves.toBeNull();
    for (const value of [tampered, foreign, expired, otherSalt, "garbage"]) {
      await expect(sessionUserId(headers({ cookie: `${SESSION_COOKIE}=${value}` }))).resolves.toBeNull();
    }
  });

  it("uses the __Secure- cookie behind https, as Auth.js does", async () => {
    const secure = `${SECURE_COOKIE}=${await tokenFor("user-2", { salt: SECURE_COOKIE })}`;
    const plain = `${SESSION_COOKIE}=${await tokenFor("user-3")}`;
    const https = { "x-forwarded-proto": "https" };

    await expect(sessionUserId(headers({ ...https, cookie: secure }))).resolves.toBe("user-2");
    // The plain cookie is not read over https, nor the secure one over http.
    await expect(sessionUserId(headers({ ...https, cookie: plain }))).resolves.toBeNull();
    await expect(sessionUserId(headers({ cookie: secure }))).resolves.toBeNull();
  });

  it("reads a session split into chunks (large cookies)", async () => {
    const token = await tokenFor("user-4");
    const half = Math.ceil(token.length / 2);
    const cookie = `${SESSION_COOKIE}.0=${token.slice(0, half)}; ${SESSION_COOKIE}.1=${token.slice(half)}`;
    await expect(sessionUserId(headers({ cookie }))).resolves.toBe("user-4");
  });

  it("ignores a Bearer token: identity comes from the cookie only", async () => {
    const authorization = `Bearer ${await tokenFor("user-5")}`;
    await expect(sessionUserId(headers({ authorization }))).resolves.toBeNull();
    await expect(sessionUserId(headers({ authorization, cookie: "theme=dark" }))).resolves.toBeNull();
  });
});

describe("signing out", () => {
  it("ends every copy of every cookie of the account, and only that account's", async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    const request = (cookie: string) =>
      new Request("http://localhost/api/me", { headers: headers({ cookie }) });
    const copy = user.cookie; // the same cookie, kept by another tab, device or an attacker
    await expect(userFromRequest(request(user.cookie))).resolves.toMatchObject({ id: user.id });

    await endUserSessions({ id: user.id });
    await expect(userFromRequest(request(copy))).resolves.toBeNull();
    await expect(userFromRequest(request(other.cookie))).resolves.toMatchObject({ id: other.id });

    // A cookie issued after the sign-out carries the new version and is accepted.
    const fresh = await encode({
      token: { sub: user.id, sv: 1 },
      secret: SECRET,
      salt: SESSION_COOKIE,
      maxAge: 3600,
    });
    await expect(userFromRequest(request(`${SESSION_COOKIE}=${fresh}`))).resolves.toMatchObject({
      id: user.id,
    });
  });
});

describe("the decoded-cookie cache", () => {
  const request = (cookie: string) =>
    new Request("http://localhost/api/me", { headers: headers({ cookie }) });

  it("applies a plan change, a sign-out and a deleted account at once, with the cookie already decoded", async () => {
    const user = await createTestUser();
    const db = await getDb();
    await expect(userFromRequest(request(user.cookie))).resolves.toMatchObject({
      subscriptionTier: "freemium",
    });
    await db.update(users).set({ subscriptionTier: "rocket" }).where(eq(users.id, user.id));
    await expect(userFromRequest(request(user.cookie))).resolves.toMatchObject({
      subscriptionTier: "rocket",
    });
    await endUserSessions({ id: user.id });
    await expect(userFromRequest(request(user.cookie))).resolves.toBeNull();

    const gone = await createTestUser();
    await expect(userFromRequest(request(gone.cookie))).resolves.toMatchObject({ id: gone.id });
    await deleteUserById({ id: gone.id });
    await expect(userFromRequest(request(gone.cookie))).resolves.toBeNull();
  });

  it("stops accepting a cookie when its token expires", async () => {
    const cookie = `${SESSION_COOKIE}=${await tokenFor("user-6", { maxAge: 60 })}`;
    await expect(sessionUserId(headers({ cookie }))).resolves.toBe("user-6");
    await expect(sessionUserId(headers({ cookie }))).resolves.toBe("user-6");
    // Two minutes later, by the clock only (timers stay real: the database and WebCrypto need them).
    jest.useFakeTimers({
      now: Date.now() + 120_000,
      doNotFake: [
        "nextTick",
        "setImmediate",
        "clearImmediate",
        "setTimeout",
        "clearTimeout",
        "setInterval",
        "clearInterval",
        "queueMicrotask",
        "hrtime",
        "performance",
      ],
    });
    try {
      await expect(sessionUserId(headers({ cookie }))).resolves.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("keeps a cookie decoded under one name apart from the same value under the other", async () => {
    const token = await tokenFor("user-7");
    await expect(sessionUserId(headers({ cookie: `${SESSION_COOKIE}=${token}` }))).resolves.toBe("user-7");
    const https = headers({ "x-forwarded-proto": "https", cookie: `${SECURE_COOKIE}=${token}` });
    await expect(sessionUserId(https)).resolves.toBeNull();
  });
});

describe("usesSecureCookies", () => {
  it("follows AUTH_URL when set, else X-Forwarded-Proto, else https", () => {
    expect(usesSecureCookies(new Headers({ "x-forwarded-proto": "http" }), undefined)).toBe(false);
    expect(usesSecureCookies(new Headers({ "x-forwarded-proto": "https" }), undefined)).toBe(true);
    expect(usesSecureCookies(new Headers(), undefined)).toBe(true);
    expect(usesSecureCookies(new Headers({ "x-forwarded-proto": "https" }), "http://localhost:3000")).toBe(
      false,
    );
    expect(
      usesSecureCookies(new Headers({ "x-forwarded-proto": "http" }), "https://launchforge.example"),
    ).toBe(true);
  });
});

describe("userFromRequest", () => {
  it("loads the current profile of the session's user, and null for a user that no longer exists", async () => {
    const user = await createTestUser({ tier: "fuel" });
    const request = new Request("http://localhost/api/me", { headers: headers({ cookie: user.cookie }) });
    await expect(userFromRequest(request)).resolves.toMatchObject({ id: user.id, subscriptionTier: "fuel" });

    const ghost = `${SESSION_COOKIE}=${await tokenFor("demo-deleted-user")}`;
    const orphan = new Request("http://localhost/api/me", { headers: headers({ cookie: ghost }) });
    await expect(userFromRequest(orphan)).resolves.toBeNull();
  });
});
