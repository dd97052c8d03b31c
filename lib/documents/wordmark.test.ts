import { FONT_FAMILIES } from "@/lib/artifacts/schemas";
import { contrastRatio } from "@/lib/color";
import { initials, monogramSvg, wordmarkSvg, type WordmarkSettings } from "@/lib/documents/wordmark";

const base: WordmarkSettings = {
  text: "Acme",
  fontFamily: "Poppins",
  fontWeight: 700,
  fontSize: 96,
  letterSpacing: 0,
  color: "#3730A3",
};
const canvas = { width: 1000, height: 300 };

const pathData = (svg: string) => [...svg.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]);

/** Every coordinate of every path: the data is absolute commands followed by x y pairs. */
function points(svg: string): { x: number; y: number }[] {
  const numbers = pathData(svg).flatMap((d) => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number));
  const result: { x: number; y: number }[] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) result.push({ x: numbers[i], y: numbers[i + 1] });
  return result;
}

describe("wordmarkSvg", () => {
  it("is an SVG of the requested size with the text as paths", () => {
    const svg = wordmarkSvg(base, canvas);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1000" height="300" viewBox="0 0 1000 300"/,
    );
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Acme"');
    expect(svg).toContain("<title>Acme</title>");
    expect(svg).toContain("<path");
    expect(svg).not.toContain("<text");
    expect(svg).not.toContain("<rect");
    expect(pathData(svg)).toHaveLength(4);
    expect(svg).toContain('fill="#3730A3"');
  });

  it("adds a background rectangle when asked", () => {
    const svg = wordmarkSvg(base, { ...canvas, background: "#ffffff" });
    expect(svg).toContain('<rect width="1000" height="300" fill="#FFFFFF"/>');
  });

  it("escapes the brand name in the title and label", () => {
    const svg = wordmarkSvg({ ...base, text: `Tom & Jerry's <"Shop">` }, canvas);
    expect(svg).toContain("<title>Tom &amp; Jerry&apos;s &lt;&quot;Shop&quot;&gt;</title>");
    expect(svg).toContain('aria-label="Tom &amp; Jerry&apos;s &lt;&quot;Shop&quot;&gt;"');
    expect(svg).not.toMatch(/<"Shop">/);
  });

  it("changes the path data with the letter spacing", () => {
    const tight = pathData(wordmarkSvg({ ...base, letterSpacing: -5 }, canvas));
    const loose = pathData(wordmarkSvg({ ...base, letterSpacing: 20 }, canvas));
    expect(tight).toHaveLength(loose.length);
    expect(tight.join("")).not.toEqual(loose.join(""));
    const width = (svg: string) => {
      const xs = points(svg).map((p) => p.x);
      return Math.max(...xs) - Math.min(...xs);
    };
    expect(width(wordmarkSvg({ ...base, letterSpacing: 20 }, canvas))).toBeGreaterThan(
      width(wordmarkSvg({ ...base, letterSpacing: -5 }, canvas)) + 40,
    );
  });

  it("centres the wordmark", () => {
    const xs = points(wordmarkSvg(base, canvas)).map((p) => p.x);
    const ys = points(wordmarkSvg(base, canvas)).map((p) => p.y);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(500, -1);
    expect((Math.min(...ys) + Math.max(...ys)) / 2).toBeCloseTo(150, -1);
  });

  it("shrinks a long name to fit inside the canvas", () => {
    const text = "The Extraordinarily Long Brand Name Of A Very Ambitious Company Limited";
    const svg = wordmarkSvg({ ...base, text, fontSize: 120, letterSpacing: 20 }, canvas);
    const all = points(svg);
    expect(all.length).toBeGreaterThan(100);
    const xs = all.map((p) => p.x);
    const ys = all.map((p) => p.y);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(1000);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ys)).toBeLessThanOrEqual(300);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(800);
  });

  it.each(FONT_FAMILIES.flatMap((family) => [300, 800].map((weight) => [family, weight] as const)))(
    "draws %s at weight %d",
    (fontFamily, fontWeight) => {
      const svg = wordmarkSvg({ ...base, fontFamily, fontWeight, text: "Brand Wave" }, canvas);
      expect(pathData(svg).length).toBeGreaterThanOrEqual(9);
    },
  );

  it("draws lighter and bolder weights differently", () => {
    const light = pathData(wordmarkSvg({ ...base, fontWeight: 300 }, canvas)).join("");
    const bold = pathData(wordmarkSvg({ ...base, fontWeight: 800 }, canvas)).join("");
    expect(light).not.toEqual(bold);
  });

  it("draws CJK and characters no font has without throwing", () => {
    const cjk = wordmarkSvg({ ...base, text: "光速 Labs" }, canvas);
    expect(pathData(cjk).length).toBeGreaterThanOrEqual(6);
    expect(cjk).toContain("<title>光速 Labs</title>");
    expect(() => wordmarkSvg({ ...base, text: "Rocket 🚀" }, canvas)).not.toThrow();
    expect(() => wordmarkSvg({ ...base, text: "Łódź Café" }, canvas)).not.toThrow();
  });

  it("draws nothing for an empty name and rejects a colour that is not #RRGGBB", () => {
    expect(pathData(wordmarkSvg({ ...base, text: "   " }, canvas))).toHaveLength(0);
    expect(() => wordmarkSvg({ ...base, color: 'red" onload="x' }, canvas)).toThrow(/#RRGGBB/);
    expect(() => wordmarkSvg(base, { ...canvas, background: "url(#x)" })).toThrow(/#RRGGBB/);
  });
});

describe("monogramSvg", () => {
  it("takes one or two initials", () => {
    expect(initials("Launch Forge")).toBe("LF");
    expect(initials("launchforge")).toBe("L");
    expect(initials("  a b c ")).toBe("AB");
    expect(initials("")).toBe("");
  });

  it("centres readable initials on a rounded square in the brand colour", () => {
    const svg = monogramSvg({ ...base, text: "Launch Forge" }, { size: 512 });
    expect(svg).toContain('width="512" height="512" viewBox="0 0 512 512"');
    expect(svg).toMatch(/<rect width="512" height="512" rx="[\d.]+" ry="[\d.]+" fill="#3730A3"\/>/);
    const letterColor = svg.match(/<g fill="(#[0-9A-F]{6})">/)![1];
    expect(contrastRatio(letterColor, "#3730A3")).toBeGreaterThanOrEqual(4.5);
    expect(pathData(svg)).toHaveLength(2);
    for (const { x, y } of points(svg)) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(512);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(512);
    }
  });

  it("draws a full square when the radius is 0", () => {
    expect(monogramSvg(base, { size: 180, radius: 0 })).toContain('rx="0"');
  });
});
