import "@testing-library/jest-dom";

// jsdom lacks a few browser APIs that sonner and Radix use.
if (typeof window !== "undefined") {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
}

// A test file that drew a download stops the render pool's threads (lib/render-pool.ts) when it ends.
afterAll(async () => {
  const close = (globalThis as Record<symbol, unknown>)[Symbol.for("launchforge.closeRenderPool")];
  if (typeof close === "function") await (close as () => Promise<void>)();
});
