"use client";

import { CheckIcon } from "lucide-react";
import { useId, useState } from "react";

import { PRESET_COLORS } from "@/components/logo/presets";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Slider } from "@/components/ui/slider";
import { readableOn } from "@/lib/color";
import { FONT_FAMILIES, isHexColor, normalizeHex, type FontFamily } from "@/lib/content/font-families";
import {
  LOGO_FONT_WEIGHTS,
  LOGO_LIMITS,
  nearestLogoWeight,
  WEIGHT_NAMES,
  type LogoRenderInput,
} from "@/lib/content/logo-fonts";
import { cn } from "@/lib/utils";

interface LogoControlsProps {
  settings: LogoRenderInput;
  onChange: (change: Partial<LogoRenderInput>) => void;
}

/** Every setting of the logo: text, font, weight, size, letter spacing and colour. */
export function LogoControls({ settings, onChange }: LogoControlsProps) {
  const id = useId();
  // What the hex field shows: a colour is applied once it is a valid #RGB or #RRGGBB (stored as #RRGGBB).
  const [hexDraft, setHexDraft] = useState(settings.color);
  const hexInvalid = !isHexColor(hexDraft);
  const blank = settings.text.trim() === "";
  const { fontSize, letterSpacing } = LOGO_LIMITS;

  function pickColor(hex: string) {
    const color = hex.toUpperCase();
    setHexDraft(color);
    onChange({ color });
  }

  // Six digits apply as they are typed; three apply when the field is left (so typing "#1E4…" on the
  // way to "#1E40AF" does not flash #11EE44), shown then as six.
  function typeHex(value: string) {
    setHexDraft(value);
    if (value.length === 7 && isHexColor(value)) onChange({ color: normalizeHex(value) });
  }

  function leaveHex() {
    if (hexDraft.length === 4 && isHexColor(hexDraft)) pickColor(normalizeHex(hexDraft));
  }

  return (
    <div className="flex flex-col gap-6 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-text`}>Brand name</Label>
        <Input
          id={`${id}-text`}
          value={settings.text}
          maxLength={LOGO_LIMITS.textMax}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-text-hint`}
          onChange={(event) => onChange({ text: event.target.value })}
        />
        <p
          id={`${id}-text-hint`}
          className={cn("text-xs", blank ? "text-destructive" : "text-muted-foreground")}
        >
          {blank
            ? "Enter a brand name to download your logo."
            : `${settings.text.length}/${LOGO_LIMITS.textMax} characters`}
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-font`}>Font</Label>
          <Select
            value={settings.fontFamily}
            onValueChange={(value) => {
              const fontFamily = value as FontFamily;
              onChange({ fontFamily, fontWeight: nearestLogoWeight(fontFamily, settings.fontWeight) });
            }}
          >
            <SelectTrigger id={`${id}-font`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FONT_FAMILIES.map((family) => (
                <SelectItem key={family} value={family} style={{ fontFamily: `"${family}"` }}>
                  {family}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-weight`}>Weight</Label>
          <Select
            value={String(settings.fontWeight)}
            onValueChange={(value) => onChange({ fontWeight: Number(value) })}
          >
            <SelectTrigger id={`${id}-weight`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LOGO_FONT_WEIGHTS[settings.fontFamily].map((weight) => (
                <SelectItem key={weight} value={String(weight)}>
                  {WEIGHT_NAMES[weight]} ({weight})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between">
          <Label id={`${id}-size`}>Font size</Label>
          <span className="text-sm text-muted-foreground tabular-nums">{settings.fontSize} px</span>
        </div>
        <Slider
          aria-labelledby={`${id}-size`}
          aria-valuetext={`${settings.fontSize} px`}
          min={fontSize.min}
          max={fontSize.max}
          step={1}
          value={[settings.fontSize]}
          onValueChange={([value]) => onChange({ fontSize: value })}
        />
      </div>

      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between">
          <Label id={`${id}-spacing`}>Letter spacing</Label>
          <span className="text-sm text-muted-foreground tabular-nums">{settings.letterSpacing} px</span>
        </div>
        <Slider
          aria-labelledby={`${id}-spacing`}
          aria-valuetext={`${settings.letterSpacing} px`}
          min={letterSpacing.min}
          max={letterSpacing.max}
          step={1}
          value={[settings.letterSpacing]}
          onValueChange={([value]) => onChange({ letterSpacing: value })}
        />
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-medium">Color</legend>
        <div className="grid grid-cols-7 gap-2" role="group" aria-label="Preset colors">
          {PRESET_COLORS.map((preset) => {
            const selected = settings.color === preset.hex;
            return (
              <button
                key={preset.hex}
                type="button"
                aria-label={preset.name}
                aria-pressed={selected}
                title={`${preset.name} ${preset.hex}`}
                onClick={() => pickColor(preset.hex)}
                className={cn(
                  "flex aspect-square w-full max-w-9 items-center justify-center rounded-full border border-black/10 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:border-white/20",
                  selected && "ring-2 ring-foreground ring-offset-2 ring-offset-card",
                )}
                style={{ backgroundColor: preset.hex }}
              >
                {selected && (
                  <CheckIcon className="size-4" style={{ color: readableOn(preset.hex) }} aria-hidden />
                )}
              </button>
            );
          })}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-hex`}>Hex code</Label>
          <div className="flex gap-3">
            <input
              type="color"
              aria-label="Pick a custom color"
              value={settings.color.toLowerCase()}
              onChange={(event) => pickColor(event.target.value)}
              className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-transparent p-1"
            />
            <Input
              id={`${id}-hex`}
              value={hexDraft}
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
              placeholder="#1E40AF"
              aria-invalid={hexInvalid}
              aria-describedby={hexInvalid ? `${id}-hex-error` : undefined}
              onChange={(event) => typeHex(event.target.value.trim())}
              onBlur={leaveHex}
              className="font-mono uppercase"
            />
          </div>
          {hexInvalid && (
            <p id={`${id}-hex-error`} className="text-xs text-destructive">
              Enter a color as # and three or six hex digits, like #1E40AF or #14A.
            </p>
          )}
        </div>
      </fieldset>
    </div>
  );
}
