"use client";

import { SaveIcon, ShapesIcon } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { toast } from "sonner";

import { Input } from "@/components/ui/input";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Slider } from "@/components/ui/slider";
import { FONT_FAMILIES, hexColorSchema, type FontFamily } from "@/lib/artifacts/schemas";
import { errorMessage } from "@/lib/api-client";
import {
  LOGO_FONT_WEIGHTS,
  LOGO_LIMITS,
  nearestLogoWeight,
  WEIGHT_NAMES,
  type LogoKitSettings,
} from "@/lib/content/logo-fonts";
import { logoKitSettingsSchema } from "@/lib/content/logo-schemas";
import { brandStyleOfProject } from "@/lib/documents/brand";
import { logoVariants } from "@/lib/documents/logo-variants";
import { DownloadButton, exportDownload } from "../download-button";
import type { ProjectView } from "../types";
import { useUpdateProject } from "../use-project";

type KitSettings = Required<Omit<LogoKitSettings, "fontSize">>;

/** The kit's settings: what is saved, over the brand's own font and colour (as the server does). */
function kitSettings(project: ProjectView): { settings: KitSettings; palette: [string, string][] } {
  const brand = brandStyleOfProject(project);
  const saved = logoKitSettingsSchema.safeParse(project.logoKitData ?? {});
  const stored = saved.success ? saved.data : {};
  const fontFamily = stored.fontFamily ?? brand.headingFont;
  return {
    settings: {
      fontFamily,
      fontWeight: nearestLogoWeight(fontFamily, stored.fontWeight ?? 700),
      letterSpacing: stored.letterSpacing ?? 0,
      color: (stored.color ?? brand.colors.primary).toUpperCase(),
    },
    palette: [
      ["Primary", brand.colors.primary],
      ["Secondary", brand.colors.secondary],
      ["Accent", brand.colors.accent],
      ["Text", brand.colors.text],
    ],
  };
}

/** The wordmark exactly as the kit draws it (outlined SVG from the server), for the preview. */
function usePreview(text: string, settings: KitSettings): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const shown = useRef<string | null>(null);
  // A string, so a new settings object with the same values does not fetch again.
  const body = JSON.stringify({ text, fontSize: 96, ...settings });
  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch("/api/logo/svg", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        if (!response.ok || cancelled) return;
        const next = URL.createObjectURL(await response.blob());
        if (cancelled) return URL.revokeObjectURL(next);
        // The old image stays up until the new one is ready, then its URL is released.
        if (shown.current) URL.revokeObjectURL(shown.current);
        shown.current = next;
        setUrl(next);
      } catch {
        // the preview is a convenience: the download still works
      }
    }, 250);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [body]);
  useEffect(
    () => () => {
      if (shown.current) URL.revokeObjectURL(shown.current);
    },
    [],
  );
  return url;
}

/**
 * The Logo Kit (Fuel): choose the wordmark's font, weight, letter spacing and colour (the brand's by
 * default), see it as the kit will draw it, save the choice (logoKitData) and download the kit.
 */
export function LogoKitSection({ project, ready }: { project: ProjectView; ready: boolean }) {
  const id = useId();
  const update = useUpdateProject(project.id);
  const initial = useMemo(() => kitSettings(project), [project]);
  const [settings, setSettings] = useState<KitSettings>(initial.settings);
  const [hex, setHex] = useState(initial.settings.color);
  const [saving, setSaving] = useState(false);
  const name = brandStyleOfProject(project).name;
  const brand = brandStyleOfProject(project);
  // The kit's own light and dark variants: each a background and a wordmark colour readable on it.
  const kit = logoVariants(brand, settings.color);
  const lightUrl = usePreview(name, { ...settings, color: kit.light.color });
  const darkUrl = usePreview(name, { ...settings, color: kit.dark.color });
  const variants = [
    { label: "Light version", ...kit.light, url: lightUrl },
    { label: "Dark version", ...kit.dark, url: darkUrl },
  ];
  const changed = JSON.stringify(settings) !== JSON.stringify(initial.settings);

  const change = (patch: Partial<KitSettings>) => setSettings((s) => ({ ...s, ...patch }));

  async function save() {
    setSaving(true);
    try {
      await update.mutateAsync({ logoKitData: settings });
      toast.success("Logo Kit Saved", { description: "Downloads of the kit now use these settings." });
    } catch (error) {
      toast.error("Save Failed", {
        description: errorMessage(error, "Please try again or check your connection."),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      id="logo-kit"
      aria-labelledby="logo-kit-title"
      className="scroll-mt-24 rounded-2xl border bg-card p-6 shadow-sm"
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="logo-kit-title" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          <ShapesIcon aria-hidden className="size-5 text-brand" /> Logo Kit
        </h2>
        {ready && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void save()} disabled={!changed || saving}>
              <SaveIcon aria-hidden /> {saving ? "Saving..." : "Save settings"}
            </Button>
            <DownloadButton
              projectId={project.id}
              download={exportDownload("logoKitData.zip", () => ({ settings }))}
            />
          </div>
        )}
      </div>
      {!ready ? (
        <p className="text-sm text-muted-foreground">Name your brand first: the kit is built around it.</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="flex flex-col gap-3">
            <div className="grid gap-3 sm:grid-cols-2">
              {variants.map((variant) => (
                <div
                  key={variant.label}
                  className="flex aspect-[10/3] items-center justify-center rounded-lg border border-black/10"
                  style={{ backgroundColor: variant.background }}
                >
                  {variant.url ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a blob: URL of our own SVG
                    <img
                      src={variant.url}
                      alt={`${name} wordmark, ${variant.label.toLowerCase()}`}
                      className="h-full w-full"
                    />
                  ) : (
                    <span className="text-xs" style={{ color: variant.color }}>
                      Drawing the preview…
                    </span>
                  )}
                </div>
              ))}
            </div>
            <p className="text-xs text-muted-foreground">
              The kit: the wordmark as SVG and PNG, light and dark variants, an icon and a favicon, and a
              brand sheet.
            </p>
          </div>
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <label className="text-sm font-medium" htmlFor={`${id}-font`}>
                Font
              </label>
              <Select
                value={settings.fontFamily}
                onValueChange={(value) => {
                  const fontFamily = value as FontFamily;
                  change({ fontFamily, fontWeight: nearestLogoWeight(fontFamily, settings.fontWeight) });
                }}
              >
                <SelectTrigger id={`${id}-font`} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {FONT_FAMILIES.map((font) => (
                    <SelectItem key={font} value={font}>
                      {font}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <label className="text-sm font-medium" htmlFor={`${id}-weight`}>
                Weight
              </label>
              <Select
                value={String(settings.fontWeight)}
                onValueChange={(value) => change({ fontWeight: Number(value) })}
              >
                <SelectTrigger id={`${id}-weight`} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {LOGO_FONT_WEIGHTS[settings.fontFamily].map((weight) => (
                    <SelectItem key={weight} value={String(weight)}>
                      {WEIGHT_NAMES[weight] ?? weight} ({weight})
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="flex flex-col gap-2">
              <div className="flex justify-between text-sm">
                <span id={`${id}-spacing`} className="font-medium">
                  Letter spacing
                </span>
                <span className="text-muted-foreground">{settings.letterSpacing} px</span>
              </div>
              <Slider
                aria-labelledby={`${id}-spacing`}
                min={LOGO_LIMITS.letterSpacing.min}
                max={LOGO_LIMITS.letterSpacing.max}
                step={1}
                value={[settings.letterSpacing]}
                onValueChange={([value]) => change({ letterSpacing: value })}
              />
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">Colour</legend>
              <div className="flex flex-wrap gap-2">
                {initial.palette.map(([label, color]) => (
                  <button
                    key={label}
                    type="button"
                    aria-label={`${label} ${color}`}
                    aria-pressed={settings.color === color.toUpperCase()}
                    onClick={() => {
                      setHex(color.toUpperCase());
                      change({ color: color.toUpperCase() });
                    }}
                    className="size-8 rounded-full border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:ring-2 aria-pressed:ring-foreground aria-pressed:ring-offset-2"
                    style={{ backgroundColor: color }}
                  />
                ))}
              </div>
              <label className="sr-only" htmlFor={`${id}-hex`}>
                Hex code
              </label>
              <Input
                id={`${id}-hex`}
                value={hex}
                className="font-mono"
                aria-invalid={!hexColorSchema.safeParse(hex).success || undefined}
                onChange={(event) => {
                  setHex(event.target.value);
                  if (hexColorSchema.safeParse(event.target.value).success)
                    change({ color: event.target.value.toUpperCase() });
                }}
              />
            </fieldset>
          </div>
        </div>
      )}
    </section>
  );
}
