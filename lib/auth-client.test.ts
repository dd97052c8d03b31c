/** @jest-environment jsdom */
import { announceAuthEvent, AUTH_EVENT_KEY, takeAuthEvent } from "./auth-client";

describe("auth events across a sign-in redirect", () => {
  beforeEach(() => sessionStorage.clear());

  it("are shown by the page the redirect loads, once", () => {
    announceAuthEvent("demo", 1_000);
    // The next page started loading after the announcement.
    expect(takeAuthEvent(2_000, 1_500)).toBe("demo");
    expect(takeAuthEvent(2_100, 1_500)).toBeNull();
  });

  it("are left alone by the page that announced them, whose session may refresh before it leaves", () => {
    announceAuthEvent("demo", 1_000);
    expect(takeAuthEvent(1_200, 500)).toBeNull(); // this page loaded at 500, before the announcement
    expect(sessionStorage.getItem(AUTH_EVENT_KEY)).not.toBeNull();
    expect(takeAuthEvent(2_000, 1_500)).toBe("demo"); // the next page gets it
  });

  it("expire after a minute, and ignore what they cannot read", () => {
    announceAuthEvent("signed-out", 1_000);
    expect(takeAuthEvent(62_000, 500)).toBeNull();
    expect(sessionStorage.getItem(AUTH_EVENT_KEY)).toBeNull();
    for (const junk of ["demo", "{", JSON.stringify({ event: "hacked", at: 1_000 })]) {
      sessionStorage.setItem(AUTH_EVENT_KEY, junk);
      expect(takeAuthEvent(2_000, 1_500)).toBeNull();
      expect(sessionStorage.getItem(AUTH_EVENT_KEY)).toBeNull();
    }
  });
});
