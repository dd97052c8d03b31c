import { contrastRatio, ensureContrast, hexToRgb, hslToHex, readableOn, relativeLuminance } from "./color";

describe("colour", () => {
  it("converts HSL to hex", () => {
    expect(hslToHex(0, 100, 50)).toBe("#FF0000");
    expect(hslToHex(120, 100, 25)).toBe("#008000");
    expect(hslToHex(240, 100, 50)).toBe("#0000FF");
    expect(hslToHex(0, 0, 100)).toBe("#FFFFFF");
    expect(hexToRgb("#1e40af")).toEqual({ r: 30, g: 64, b: 175 });
  });

  it("computes WCAG contrast", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21);
    expect(contrastRatio("#777777", "#FFFFFF")).toBeCloseTo(4.48, 2);
    expect(relativeLuminance("#FFFFFF")).toBeCloseTo(1);
  });

  it("adjusts a colour until it passes AA", () => {
    for (let hue = 0; hue < 360; hue += 15) {
      const onWhite = ensureContrast(hue, 80, 60, "#FFFFFF");
      expect(contrastRatio(onWhite, "#FFFFFF")).toBeGreaterThanOrEqual(4.5);
      const onDark = ensureContrast(hue, 80, 30, "#111111");
      expect(contrastRatio(onDark, "#111111")).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableOn("#1E40AF")).toBe("#FFFFFF");
    expect(readableOn("#FDE68A")).toBe("#000000");
  });
});
