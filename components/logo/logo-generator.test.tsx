/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";

import { Toaster } from "@/components/ui/sonner";
import { contrastRatio } from "@/lib/color";
import { DEFAULT_LOGO_COLOR, type LogoRenderInput } from "@/lib/content/logo-fonts";
import { drawLogo, layoutLogo, type LogoContext } from "./draw-logo";
import { LogoGenerator } from "./logo-generator";
import { PRESET_COLORS } from "./presets";

/**
 * jsdom has no canvas: a fake 2D context records what is drawn. Its font is monospaced-ish: every glyph
 * advances 0.6 em, its ink spans 0.05-0.55 em and rises 0.7 em above the baseline; no kerning.
 */
class FakeContext {
  font = "10px sans-serif";
  fillStyle: string | CanvasGradient | CanvasPattern = "#000";
  textAlign: CanvasTextAlign = "start";
  textBaseline: CanvasTextBaseline = "alphabetic";
  fontKerning: CanvasFontKerning = "auto";
  calls: { op: string; args: unknown[]; font: string; fillStyle: unknown }[] = [];

  constructor(readonly canvas: HTMLCanvasElement) {}

  private record(op: string, args: unknown[]) {
    this.calls.push({ op, args, font: this.font, fillStyle: this.fillStyle });
  }
  private get size() {
    return Number(this.font.match(/([\d.]+)px/)![1]);
  }
  measureText(text: string) {
    const n = Array.from(text).length;
    const em = this.size;
    return {
      width: 0.6 * em * n,
      actualBoundingBoxLeft: -0.05 * em,
      actualBoundingBoxRight: 0.6 * em * (n - 1) + 0.55 * em,
      actualBoundingBoxAscent: text.trim() ? 0.7 * em : 0,
      actualBoundingBoxDescent: 0,
    } as TextMetrics;
  }
  fillText(...args: unknown[]) {
    this.record("fillText", args);
  }
  setTransform(...args: unknown[]) {
    this.record("setTransform", args);
  }
  clearRect(...args: unknown[]) {
    this.record("clearRect", args);
  }
  /** The text of the last drawing (since the last clearRect). */
  get drawn(): string {
    const last = this.calls.map((c) => c.op).lastIndexOf("clearRect");
    return this.calls
      .slice(last)
      .filter((c) => c.op === "fillText")
      .map((c) => c.args[0])
      .join("");
  }
  get last() {
    return this.calls.filter((c) => c.op === "fillText").at(-1);
  }
}

let contexts: FakeContext[] = [];

beforeEach(() => {
  contexts = [];
  const byCanvas = new WeakMap<HTMLCanvasElement, FakeContext>();
  Object.defineProperty(HTMLCanvasElement.prototype, "getContext", {
    configurable: true,
    value(this: HTMLCanvasElement) {
      let ctx = byCanvas.get(this);
      if (!ctx) {
        ctx = new FakeContext(this);
        byCanvas.set(this, ctx);
        contexts.push(ctx);
      }
      return ctx;
    },
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  toast.dismiss(); // sonner keeps toasts in a module-level store that outlives the render
});

const preview = () => contexts.find((ctx) => ctx.canvas === screen.getByRole("img"))!;

function renderGenerator(initialText = "Your Brand") {
  const user = userEvent.setup();
  render(
    <>
      <LogoGenerator initialText={initialText} />
      <Toaster />
    </>,
  );
  return user;
}

async function choose(user: ReturnType<typeof userEvent.setup>, combobox: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: combobox }));
  await user.click(await screen.findByRole("option", { name: option }));
}

async function optionsOf(user: ReturnType<typeof userEvent.setup>, combobox: string): Promise<string[]> {
  await user.click(screen.getByRole("combobox", { name: combobox }));
  const names = within(await screen.findByRole("listbox"))
    .getAllByRole("option")
    .map((o) => o.textContent ?? "");
  await user.keyboard("{Escape}");
  return names;
}

describe("LogoGenerator", () => {
  it("starts with the brand text, the defaults and a drawn preview", async () => {
    renderGenerator();
    expect(screen.getByRole("textbox", { name: "Brand name" })).toHaveValue("Your Brand");
    expect(screen.getByRole("combobox", { name: "Font" })).toHaveTextContent("Poppins");
    expect(screen.getByRole("combobox", { name: "Weight" })).toHaveTextContent("Semibold (600)");
    expect(screen.getByRole("textbox", { name: "Hex code" })).toHaveValue(DEFAULT_LOGO_COLOR);
    expect(screen.getByRole("img")).toHaveAccessibleName(
      'Logo preview: "Your Brand" in Poppins Semibold, 48 px, letter spacing 0 px, color Deep Blue #1E40AF',
    );
    await waitFor(() => expect(preview().drawn).toBe("Your Brand"));
    expect(preview().last).toMatchObject({ font: '600 48px "Poppins"', fillStyle: "#1E40AF" });
    expect(screen.getByRole("button", { name: /Download PNG/ })).toBeEnabled();
    expect(screen.getByRole("button", { name: /Download SVG/ })).toBeEnabled();
  });

  it("redraws as the name changes and disables both downloads while it is blank", async () => {
    const user = renderGenerator("Acme");
    const name = screen.getByRole("textbox", { name: "Brand name" });
    await user.clear(name);
    await user.type(name, "   ");
    expect(screen.getByRole("button", { name: /Download PNG/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: /Download SVG/ })).toBeDisabled();
    expect(screen.getByText("Enter a brand name to download your logo.")).toBeInTheDocument();
    expect(screen.getByRole("img")).toHaveAccessibleName("Logo preview: empty. Enter a brand name.");
    await waitFor(() => expect(preview().drawn).toBe(""));

    await user.clear(name);
    await user.type(name, "Nova");
    expect(screen.getByRole("button", { name: /Download PNG/ })).toBeEnabled();
    await waitFor(() => expect(preview().drawn).toBe("Nova"));
    expect(name).toHaveAttribute("maxLength", "50");
  });

  it("offers the weights of the chosen font and keeps the nearest one", async () => {
    const user = renderGenerator();
    expect(await optionsOf(user, "Font")).toEqual([
      "Poppins",
      "Montserrat",
      "Roboto",
      "Inter",
      "Open Sans",
      "Lato",
      "Nunito",
      "Source Sans Pro",
    ]);
    expect(await optionsOf(user, "Weight")).toHaveLength(6);

    await choose(user, "Font", "Lato");
    expect(screen.getByRole("combobox", { name: "Weight" })).toHaveTextContent("Bold (700)");
    expect(await optionsOf(user, "Weight")).toEqual(["Light (300)", "Regular (400)", "Bold (700)"]);
    await waitFor(() => expect(preview().last?.font).toBe('700 48px "Lato"'));

    await choose(user, "Font", "Source Sans Pro");
    expect(await optionsOf(user, "Weight")).toEqual([
      "Light (300)",
      "Regular (400)",
      "Semibold (600)",
      "Bold (700)",
    ]);
    await choose(user, "Weight", "Light (300)");
    await waitFor(() => expect(preview().last?.font).toBe('300 48px "Source Sans Pro"'));
  });

  it("applies a hex colour only when it is valid", async () => {
    const user = renderGenerator();
    const hex = screen.getByRole("textbox", { name: "Hex code" });
    await user.clear(hex);
    await user.type(hex, "#12345G");
    expect(hex).toHaveAttribute("aria-invalid", "true");
    expect(hex).toHaveAccessibleDescription(
      "Enter a color as # and three or six hex digits, like #1E40AF or #14A.",
    );
    expect(screen.getByRole("img")).toHaveAccessibleName(/color Deep Blue #1E40AF$/);
    expect(screen.getByRole("button", { name: "Deep Blue" })).toHaveAttribute("aria-pressed", "true");

    await user.clear(hex);
    await user.type(hex, "#0f766e");
    expect(hex).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByText(/six hex digits/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Teal" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByLabelText("Pick a custom color")).toHaveValue("#0f766e");
    await waitFor(() => expect(preview().last?.fillStyle).toBe("#0F766E"));

    // Three digits are a colour too, applied when the field is left and shown as six.
    await user.clear(hex);
    await user.type(hex, "#abc");
    expect(hex).toHaveAttribute("aria-invalid", "false");
    await user.tab();
    expect(hex).toHaveValue("#AABBCC");
    expect(screen.getByLabelText("Pick a custom color")).toHaveValue("#aabbcc");
    await waitFor(() => expect(preview().last?.fillStyle).toBe("#AABBCC"));
  });

  it("sets the colour from a preset and marks it pressed", async () => {
    const user = renderGenerator();
    const presets = within(screen.getByRole("group", { name: "Preset colors" })).getAllByRole("button");
    expect(presets).toHaveLength(13);
    await user.click(screen.getByRole("button", { name: "Emerald" }));
    expect(screen.getByRole("button", { name: "Emerald" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Deep Blue" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("textbox", { name: "Hex code" })).toHaveValue("#059669");
    expect(screen.getByLabelText("Pick a custom color")).toHaveValue("#059669");
    await waitFor(() => expect(preview().last?.fillStyle).toBe("#059669"));
  });

  it("bounds the sliders to the spec's ranges", async () => {
    const user = renderGenerator();
    const size = screen.getByRole("slider", { name: "Font size" });
    expect(size).toHaveAttribute("aria-valuemin", "24");
    expect(size).toHaveAttribute("aria-valuemax", "120");
    expect(size).toHaveAttribute("aria-valuenow", "48");
    const spacing = screen.getByRole("slider", { name: "Letter spacing" });
    expect(spacing).toHaveAttribute("aria-valuemin", "-5");
    expect(spacing).toHaveAttribute("aria-valuemax", "20");
    expect(spacing).toHaveAttribute("aria-valuenow", "0");

    size.focus();
    await user.keyboard("{End}");
    expect(size).toHaveAttribute("aria-valuenow", "120");
    expect(size).toHaveAttribute("aria-valuetext", "120 px");
    await waitFor(() => expect(preview().last?.font).toBe('600 120px "Poppins"'));
    await user.keyboard("{Home}{ArrowRight}");
    expect(size).toHaveAttribute("aria-valuenow", "25");
    spacing.focus();
    await user.keyboard("{Home}");
    expect(spacing).toHaveAttribute("aria-valuenow", "-5");
  });

  it("downloads the SVG from the endpoint with the current settings", async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, blob: async () => new Blob(["<svg/>"]) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => "blob:logo");
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = renderGenerator("Acme Labs");
    await user.click(screen.getByRole("button", { name: /Download SVG/ }));
    expect(await screen.findByText("Logo Downloaded!")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/logo/svg", expect.objectContaining({ method: "POST" }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      text: "Acme Labs",
      fontFamily: "Poppins",
      fontWeight: 600,
      fontSize: 48,
      letterSpacing: 0,
      color: "#1E40AF",
    });
    expect(saved).toEqual(["acme-labs-logo.svg"]);
  });

  it("renders the PNG at 2000 x 600 and reports a failed SVG download", async () => {
    URL.createObjectURL = jest.fn(() => "blob:logo");
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.defineProperty(HTMLCanvasElement.prototype, "toBlob", {
      configurable: true,
      value(callback: BlobCallback) {
        callback(new Blob(["png"], { type: "image/png" }));
      },
    });
    global.fetch = jest.fn(async () =>
      Promise.reject(new TypeError("Failed to fetch")),
    ) as unknown as typeof fetch;
    const user = renderGenerator("Acme");

    await user.click(screen.getByRole("button", { name: /Download PNG/ }));
    expect(await screen.findByText("Logo Downloaded!")).toBeInTheDocument();
    const offscreen = contexts.find((ctx) => ctx.canvas !== screen.getByRole("img"))!;
    expect([offscreen.canvas.width, offscreen.canvas.height]).toEqual([2000, 600]);
    expect(offscreen.drawn).toBe("Acme");
    expect(saved).toEqual(["acme-logo.png"]);

    await user.click(screen.getByRole("button", { name: /Download SVG/ }));
    expect(await screen.findByText("Download Failed")).toBeInTheDocument();
    expect(screen.getByText("Please try again or check your connection.")).toBeInTheDocument();
  });
});

describe("drawLogo", () => {
  const settings: LogoRenderInput = {
    text: "Acme",
    fontFamily: "Inter",
    fontWeight: 700,
    fontSize: 100,
    letterSpacing: 0,
    color: "#111827",
  };
  const canvas = () => document.createElement("canvas");

  /** The ink box the drawing produces, in canvas px. */
  function drawnInk(ctx: FakeContext, scale: number) {
    const layout = drawLogo(ctx as unknown as LogoContext, settings, scale);
    const s = scale * layout.fit;
    return {
      x1: layout.box!.x1 * s + scale * layout.dx,
      x2: layout.box!.x2 * s + scale * layout.dx,
      y1: layout.box!.y1 * s + scale * layout.dy,
      y2: layout.box!.y2 * s + scale * layout.dy,
      fit: layout.fit,
    };
  }

  it("centres the ink on the 1000 x 300 design, at any scale", () => {
    for (const scale of [1, 2]) {
      const ink = drawnInk(new FakeContext(canvas()), scale);
      expect((ink.x1 + ink.x2) / 2).toBeCloseTo(500 * scale);
      expect((ink.y1 + ink.y2) / 2).toBeCloseTo(150 * scale);
      expect(ink.fit).toBe(1);
    }
  });

  it("adds the letter spacing between glyphs and collapses white space", () => {
    const ctx = new FakeContext(canvas());
    ctx.font = '700 100px "Inter"';
    const plain = layoutLogo(ctx, "  A   B ", 0);
    const spaced = layoutLogo(ctx, "A B", 20);
    expect(plain.glyphs.map((g) => g.char)).toEqual(["A", " ", "B"]);
    expect(spaced.glyphs.map((g) => g.x)).toEqual([0, 80, 160]);
    expect(spaced.box!.x2 - spaced.box!.x1).toBeCloseTo(plain.box!.x2 - plain.box!.x1 + 40);
  });

  it("shrinks a name too wide for the padding (10% of the height) to fit", () => {
    const ctx = new FakeContext(canvas());
    const layout = drawLogo(
      ctx as unknown as LogoContext,
      { ...settings, text: "x".repeat(50), fontSize: 120 },
      1,
    );
    const width = (layout.box!.x2 - layout.box!.x1) * layout.fit;
    expect(layout.fit).toBeLessThan(1);
    expect(width).toBeCloseTo(1000 - 2 * 30);
  });
});

describe("PRESET_COLORS", () => {
  it("has 13 distinct colours, the default first, each readable on white", () => {
    expect(PRESET_COLORS).toHaveLength(13);
    expect(PRESET_COLORS[0].hex).toBe(DEFAULT_LOGO_COLOR);
    expect(new Set(PRESET_COLORS.map((p) => p.hex)).size).toBe(13);
    expect(new Set(PRESET_COLORS.map((p) => p.name)).size).toBe(13);
    for (const { hex } of PRESET_COLORS) {
      expect(hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(contrastRatio(hex, "#FFFFFF")).toBeGreaterThanOrEqual(3);
    }
  });
});
