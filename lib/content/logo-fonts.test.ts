import { FONT_FAMILIES } from "@/lib/artifacts/schemas";
import { FONT_WEIGHTS, nearestWeight } from "@/lib/documents/fonts";
import { LOGO_FONT_WEIGHTS, nearestLogoWeight, WEIGHT_NAMES } from "./logo-fonts";
import { logoKitSettingsSchema, logoRenderSchema } from "./logo-schemas";

const valid = {
  text: "Acme",
  fontFamily: "Poppins",
  fontWeight: 600,
  fontSize: 48,
  letterSpacing: 0,
  color: "#1E40AF",
};

describe("LOGO_FONT_WEIGHTS", () => {
  it("is the one table the documents use too", () => {
    expect(LOGO_FONT_WEIGHTS).toBe(FONT_WEIGHTS);
  });

  it("names every weight it offers, all within 300-800", () => {
    for (const weights of Object.values(LOGO_FONT_WEIGHTS)) {
      for (const weight of weights) {
        expect(weight).toBeGreaterThanOrEqual(300);
        expect(weight).toBeLessThanOrEqual(800);
        expect(WEIGHT_NAMES[weight]).toBeDefined();
      }
    }
  });

  it("picks the nearest weight as the server does", () => {
    for (const family of FONT_FAMILIES) {
      for (const weight of [100, 300, 450, 500, 550, 600, 800, 900]) {
        expect(nearestLogoWeight(family, weight)).toBe(nearestWeight(family, weight));
      }
    }
    expect(nearestLogoWeight("Lato", 600)).toBe(700);
    expect(nearestLogoWeight("Lato", 500)).toBe(400);
    expect(nearestLogoWeight("Source Sans Pro", 800)).toBe(700);
  });
});

describe("logoRenderSchema", () => {
  it("accepts the defaults and trims the text", () => {
    expect(logoRenderSchema.parse({ ...valid, text: "  Acme  " })).toEqual(valid);
  });

  it.each([
    ["blank text", { text: "   " }],
    ["51 characters", { text: "x".repeat(51) }],
    ["size 23", { fontSize: 23 }],
    ["size 121", { fontSize: 121 }],
    ["spacing -6", { letterSpacing: -6 }],
    ["spacing 21", { letterSpacing: 21 }],
    ["a named colour", { color: "blue" }],
    ["an unknown font", { fontFamily: "Comic Sans MS" }],
    ["a weight the font lacks", { fontFamily: "Lato", fontWeight: 600 }],
  ])("rejects %s", (_, change) => {
    expect(logoRenderSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe("logoKitSettingsSchema", () => {
  it("accepts exactly the family and weight pairs the logo API renders", () => {
    for (const family of FONT_FAMILIES) {
      for (const weight of [300, 400, 500, 600, 700, 800]) {
        const kit = logoKitSettingsSchema.safeParse({ fontFamily: family, fontWeight: weight }).success;
        const api = logoRenderSchema.safeParse({ ...valid, fontFamily: family, fontWeight: weight }).success;
        expect([family, weight, kit]).toEqual([family, weight, api]);
      }
    }
    expect(
      logoKitSettingsSchema.safeParse({ fontFamily: "Lato", fontWeight: 500 }).error?.issues[0].message,
    ).toBe("Lato comes in weights 300, 400, 700");
  });

  it("takes a weight alone only if some family has it, and three-digit colours as six", () => {
    expect(logoKitSettingsSchema.safeParse({ fontWeight: 500 }).success).toBe(true);
    expect(logoKitSettingsSchema.safeParse({ fontWeight: 550 }).success).toBe(false);
    expect(logoKitSettingsSchema.parse({ color: "#0f7" })).toEqual({ color: "#00FF77" });
  });
});
