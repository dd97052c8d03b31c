import { FALLBACK_BRAND_NAME } from "@/lib/documents/fallback-brand";
import { brandFromQuery } from "./logo-query";

describe("brandFromQuery", () => {
  it("takes the first ?brand=, trimmed, and cuts it to 50 characters without splitting a character", () => {
    expect(brandFromQuery(["  Acme Labs ", "Other"])).toBe("Acme Labs");
    expect(brandFromQuery("Solo")).toBe("Solo");
    expect(brandFromQuery("x".repeat(80))).toBe("x".repeat(50));
    // An emoji across the 50th character is dropped whole, not left as half a surrogate pair.
    expect(brandFromQuery(`${"a".repeat(49)}😀b`)).toBe("a".repeat(49));
  });

  it("falls back to the placeholder brand when absent or blank", () => {
    expect(brandFromQuery(undefined)).toBe(FALLBACK_BRAND_NAME);
    expect(brandFromQuery([])).toBe(FALLBACK_BRAND_NAME);
    expect(brandFromQuery(["   "])).toBe(FALLBACK_BRAND_NAME);
  });
});
