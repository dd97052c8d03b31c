"use client";

// Self-hosted faces for the canvas: every weight of each family, Latin and Latin Extended (the subsets the
// SVG endpoint draws with). unicode-range and lazy loading mean a browser fetches only the files it uses.
import "@fontsource/inter/latin.css";
import "@fontsource/inter/latin-ext.css";
import "@fontsource/lato/latin.css";
import "@fontsource/lato/latin-ext.css";
import "@fontsource/montserrat/latin.css";
import "@fontsource/montserrat/latin-ext.css";
import "@fontsource/nunito/latin.css";
import "@fontsource/nunito/latin-ext.css";
import "@fontsource/open-sans/latin.css";
import "@fontsource/open-sans/latin-ext.css";
import "@fontsource/poppins/latin.css";
import "@fontsource/poppins/latin-ext.css";
import "@fontsource/roboto/latin.css";
import "@fontsource/roboto/latin-ext.css";
import "@fontsource/source-sans-pro/latin.css";
import "@fontsource/source-sans-pro/latin-ext.css";

import { DownloadIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";

import { drawLogo, logoChars, logoFont } from "@/components/logo/draw-logo";
import { LogoControls } from "@/components/logo/logo-controls";
import { PRESET_COLORS } from "@/components/logo/presets";
import { Button } from "@/components/ui/button";
import { errorMessage, responseError } from "@/lib/api-client";
import {
  DEFAULT_LOGO_COLOR,
  DEFAULT_LOGO_FONT,
  DEFAULT_LOGO_WEIGHT,
  LOGO_DESIGN,
  LOGO_LIMITS,
  WEIGHT_NAMES,
  type LogoRenderInput,
} from "@/lib/content/logo-fonts";
import { safeFileName } from "@/lib/documents/file-name";
import { cn } from "@/lib/utils";

const PNG_SCALE = 2; // 2000 x 600 px
const CONNECTION_HINT = "Please try again or check your connection.";

const TIPS = [
  {
    title: "Legible when small",
    text: "Your wordmark will often appear 16-32 px tall in headers, emails and avatars. Weights 500-700 with letter spacing near 0 stay readable; Light weights and tight spacing blur first.",
  },
  {
    title: "Check the contrast",
    text: "Aim for a contrast ratio of at least 3:1 against every background you use (4.5:1 beside small text). Switch the preview to Dark to see whether you also need a light version.",
  },
  {
    title: "Plan the favicon",
    text: "A full name is unreadable at 16 x 16 or 32 x 32 px. Use your initial or a short monogram for the favicon and the 180 x 180 px Apple touch icon, in the same color.",
  },
  {
    title: "Search trademarks first",
    text: "Before you print anything, search the name in USPTO Trademark Search (US), EUIPO eSearch (EU) or WIPO's Global Brand Database, and check the domain and social handles.",
  },
];

/** Waits for the logo's face (and the subsets its characters need), so the canvas never draws a fallback. */
async function fontReady(settings: LogoRenderInput): Promise<void> {
  if (!("fonts" in document)) return;
  try {
    await document.fonts.load(logoFont(settings), logoChars(settings.text).join("") || "A");
  } catch {
    // A font that fails to load is drawn with whatever the browser has; the SVG still uses the real one.
  }
}

function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function renderPng(settings: LogoRenderInput): Promise<Blob> {
  await fontReady(settings);
  const canvas = document.createElement("canvas");
  canvas.width = LOGO_DESIGN.width * PNG_SCALE;
  canvas.height = LOGO_DESIGN.height * PNG_SCALE;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("Canvas is not available");
  drawLogo(ctx, settings, PNG_SCALE);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("PNG encoding failed"))), "image/png"),
  );
}

async function fetchSvg(settings: LogoRenderInput): Promise<Blob> {
  const response = await fetch("/api/logo/svg", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(settings),
  });
  if (!response.ok) throw await responseError(response);
  return response.blob();
}

function describe(settings: LogoRenderInput): string {
  if (!settings.text.trim()) return "Logo preview: empty. Enter a brand name.";
  const preset = PRESET_COLORS.find((p) => p.hex === settings.color);
  return `Logo preview: "${settings.text.trim()}" in ${settings.fontFamily} ${WEIGHT_NAMES[settings.fontWeight] ?? settings.fontWeight}, ${settings.fontSize} px, letter spacing ${settings.letterSpacing} px, color ${preset ? `${preset.name} ` : ""}${settings.color}`;
}

/** The public logo maker: controls, a live canvas preview and PNG / SVG downloads. */
export function LogoGenerator({ initialText }: { initialText: string }) {
  const [settings, setSettings] = useState<LogoRenderInput>({
    text: initialText,
    fontFamily: DEFAULT_LOGO_FONT,
    fontWeight: DEFAULT_LOGO_WEIGHT,
    fontSize: LOGO_LIMITS.fontSize.default,
    letterSpacing: LOGO_LIMITS.letterSpacing.default,
    color: DEFAULT_LOGO_COLOR,
  });
  const [busy, setBusy] = useState<"png" | "svg" | null>(null);
  const [darkPreview, setDarkPreview] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const blank = settings.text.trim() === "";

  useEffect(() => {
    let cancelled = false;
    void fontReady(settings).then(() => {
      const canvas = canvasRef.current;
      const ctx = canvas?.getContext("2d");
      if (cancelled || !canvas || !ctx) return;
      const scale = window.devicePixelRatio || 1;
      const width = Math.round(LOGO_DESIGN.width * scale);
      const height = Math.round(LOGO_DESIGN.height * scale);
      if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
      drawLogo(ctx, settings, width / LOGO_DESIGN.width);
    });
    return () => {
      cancelled = true;
    };
  }, [settings]);

  async function download(kind: "png" | "svg") {
    setBusy(kind);
    try {
      const blob = kind === "png" ? await renderPng(settings) : await fetchSvg(settings);
      saveBlob(blob, safeFileName(settings.text, `logo.${kind}`));
      toast.success("Logo Downloaded!");
    } catch (error) {
      const status = (error as { status?: number }).status;
      toast.error("Download Failed", {
        description: status ? errorMessage(error, CONNECTION_HINT) : CONNECTION_HINT,
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section
          aria-labelledby="logo-preview-heading"
          className="flex flex-col gap-4 self-start rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6 md:sticky md:top-20"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="logo-preview-heading" className="text-lg font-semibold">
              Preview
            </h2>
            <div role="group" aria-label="Preview background" className="flex gap-1 rounded-md bg-muted p-1">
              {[false, true].map((dark) => (
                <button
                  key={String(dark)}
                  type="button"
                  aria-pressed={darkPreview === dark}
                  onClick={() => setDarkPreview(dark)}
                  className="rounded px-2.5 py-1 text-xs font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
                >
                  {dark ? "Dark" : "Light"}
                </button>
              ))}
            </div>
          </div>
          <div
            className={cn(
              "relative overflow-hidden rounded-lg border",
              darkPreview ? "border-white/10 bg-neutral-900" : "border-black/10 bg-white",
            )}
          >
            <canvas
              ref={canvasRef}
              width={LOGO_DESIGN.width}
              height={LOGO_DESIGN.height}
              role="img"
              aria-label={describe(settings)}
              className="mx-auto block aspect-[10/3] w-full max-w-[1000px]"
            />
            {blank && (
              <p
                className={cn(
                  "absolute inset-0 grid place-items-center text-sm",
                  darkPreview ? "text-neutral-400" : "text-neutral-500",
                )}
                aria-hidden
              >
                Type a brand name to see your logo
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => download("png")} disabled={blank || busy !== null}>
              <DownloadIcon aria-hidden /> {busy === "png" ? "Preparing..." : "Download PNG"}
            </Button>
            <Button variant="outline" onClick={() => download("svg")} disabled={blank || busy !== null}>
              <DownloadIcon aria-hidden /> {busy === "svg" ? "Preparing..." : "Download SVG"}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            PNG 2000 x 600 px and SVG 1000 x 300 px with the letters as outlines, both on a transparent
            background.
          </p>
        </section>

        <LogoControls settings={settings} onChange={(change) => setSettings((s) => ({ ...s, ...change }))} />
      </div>

      <section aria-labelledby="logo-tips-heading">
        <h2 id="logo-tips-heading" className="mb-4 text-lg font-semibold">
          Tips for a logo that works everywhere
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TIPS.map((tip) => (
            <li key={tip.title} className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
              <h3 className="mb-1 font-medium">{tip.title}</h3>
              <p className="text-sm text-muted-foreground">{tip.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
