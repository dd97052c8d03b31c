import { findUnstorableText } from "./text";

describe("findUnstorableText", () => {
  it("accepts ordinary text in any script, with tabs and line breaks", () => {
    expect(findUnstorableText({ name: "Café Zürich 北京 مرحبا", notes: ["a\tb\nc\r\nd", "🚀"] })).toBeNull();
  });

  it("names the field holding a NUL byte or another control character", () => {
    expect(findUnstorableText({ name: "a\u0000b" })).toBe(
      "name contains a control character (U+0000), which cannot be stored",
    );
    expect(findUnstorableText({ quiz: { answers: ["ok", "bell\u0007"] } })).toMatch(
      /^quiz\.answers\.1 .*U\+0007/,
    );
    expect(findUnstorableText({ x: "\u009b" })).toMatch(/U\+009B/);
    expect(findUnstorableText("\u0000")).toMatch(/^body /);
  });

  it("refuses unpaired surrogates and control characters in field names", () => {
    expect(findUnstorableText({ name: "\ud800x" })).toMatch(/^name contains a broken character/);
    expect(findUnstorableText({ ["k\u0000"]: 1 })).toMatch(/^a field name in body/);
  });
});
