import { safeCallbackPath } from "./safe-redirect";

describe("safeCallbackPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/project/abc?x=1", "/project/abc?x=1"],
    ["https://evil.example/", "/quiz"],
    ["//evil.example/", "/quiz"],
    ["/\\evil.example", "/quiz"],
    ["/auth/signin?callbackUrl=/x", "/quiz"],
    ["/api/projects", "/quiz"],
    [undefined, "/quiz"],
    [["/a", "/b"], "/quiz"],
  ])("%j -> %s", (input, expected) => {
    expect(safeCallbackPath(input)).toBe(expected);
  });
});
