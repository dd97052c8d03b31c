import path from "node:path";

import JSZip from "jszip";

/** Reading .pptx packages in tests: the XML parts, their text runs, and the checks PowerPoint makes on open. */

export type Parts = Map<string, string>;

/** Every XML part of the package, by path. */
export async function unzip(buffer: Buffer): Promise<Parts> {
  const zip = await JSZip.loadAsync(buffer);
  const parts: Parts = new Map();
  for (const file of Object.values(zip.files)) {
    if (!file.dir && /\.(xml|rels)$/.test(file.name)) parts.set(file.name, await file.async("string"));
  }
  return parts;
}

export function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** The `<a:t>` runs of a part, decoded. */
export function runs(xml: string): string[] {
  return [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => decode(m[1]));
}

/** The text of the shape that holds the slide's title placeholder. */
export function titleOf(xml: string): string {
  const shape = xml.split("<p:sp>").find((sp) => /<p:ph[^>]*type="title"/.test(sp));
  return shape ? runs(shape.split("</p:sp>")[0]).join("") : "";
}

export function slides(parts: Parts): string[] {
  return [...parts.keys()]
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]))
    .map((name) => parts.get(name)!);
}

/** Tags open and close in order (a small stand-in for an XML parser, which node lacks). */
export function isBalanced(xml: string): boolean {
  const body = xml.replace(/<\?[\s\S]*?\?>/g, "").replace(/<!--[\s\S]*?-->/g, "");
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of body.matchAll(/<(\/?)([A-Za-z_][\w:.-]*)(?:\s[^>]*?)?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!close) stack.push(name);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0 && !/<(?![A-Za-z_/?!])/.test(body);
}

/** Well-formed parts, valid colours, no empty runs, every part typed, every internal link resolving. */
export function expectOpensWithoutRepair(parts: Parts, zip: JSZip): void {
  const contentTypes = parts.get("[Content_Types].xml")!;
  const defaults = new Set(
    [...contentTypes.matchAll(/<Default Extension="([^"]+)"/g)].map((m) => m[1].toLowerCase()),
  );
  const overrides = new Set([...contentTypes.matchAll(/<Override PartName="\/([^"]+)"/g)].map((m) => m[1]));
  const files = Object.values(zip.files)
    .filter((f) => !f.dir)
    .map((f) => f.name);

  for (const [name, xml] of parts) {
    expect({ name, ok: xml.trimStart().startsWith("<?xml") && isBalanced(xml) }).toEqual({
      name,
      ok: true,
    });
    for (const [, color] of xml.matchAll(/srgbClr val="([^"]*)"/g)) expect(color).toMatch(/^[0-9A-F]{6}$/);
    expect(xml).not.toMatch(/<a:t><\/a:t>|<a:t\/>/);
  }
  for (const name of files) {
    expect({
      name,
      typed: overrides.has(name) || defaults.has(name.split(".").pop()!.toLowerCase()),
    }).toEqual({ name, typed: true });
  }
  for (const [name, xml] of parts) {
    if (!name.endsWith(".rels")) continue;
    const base = path.posix.dirname(path.posix.dirname(name));
    for (const [tag] of xml.matchAll(/<Relationship [^>]*>/g)) {
      if (/TargetMode="External"/.test(tag)) continue;
      const target = tag.match(/Target="([^"]+)"/)![1];
      const resolved = target.startsWith("/")
        ? target.slice(1)
        : path.posix.normalize(path.posix.join(base, target));
      expect({ from: name, target: resolved, exists: files.includes(resolved) }).toEqual({
        from: name,
        target: resolved,
        exists: true,
      });
    }
  }
}
