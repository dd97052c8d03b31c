import { hashFor, VIEW_HASHES, viewFromHash } from "./views";

describe("project page views", () => {
  it("reads every view's deep link back, and nothing else", () => {
    for (const [view, hash] of Object.entries(VIEW_HASHES)) {
      expect(viewFromHash(`#${hash}`)).toBe(view);
      expect(viewFromHash(hashFor(view as keyof typeof VIEW_HASHES))).toBe(view);
    }
    expect(viewFromHash("#Action-Plan")).toBe("actionPlan");
    expect(viewFromHash("analysis")).toBe("analysis");
    expect(viewFromHash("")).toBeNull();
    expect(viewFromHash("#main")).toBeNull();
    expect(viewFromHash("#%E0%A4%A")).toBeNull();
    expect(hashFor(null)).toBe("");
  });

  it("gives every view a distinct hash", () => {
    const hashes = Object.values(VIEW_HASHES);
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
