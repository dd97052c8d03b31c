import { CheckIcon, GlobeIcon, MonitorSmartphoneIcon, XIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { readableOn } from "@/lib/color";
import type { SampleProject } from "@/lib/content/sample-project";
import { cn } from "@/lib/utils";
import { Section } from "./sample-project-business-tabs";

/** The visual tabs of the sample project: Brand and Assets. Swatch labels use black or white, whichever reads. */

/** Success text on the page background: the tinted `success` badge is below 4.5:1 in light mode. */
export const AVAILABLE_BADGE = "border-success/50 text-success";

function Swatch({ name, hex, detail }: { name: string; hex: string; detail?: string }) {
  return (
    <li className="overflow-hidden rounded-lg border">
      <div
        className="flex h-16 items-end p-2 font-mono text-xs font-semibold"
        style={{ backgroundColor: hex, color: readableOn(hex) }}
      >
        {hex}
      </div>
      <div className="bg-card p-2 text-sm">
        <p className="font-medium">{name}</p>
        {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
      </div>
    </li>
  );
}

export function BrandTab({ project }: { project: SampleProject }) {
  const brand = project.selectedBrand;
  const colours = [
    { name: "Primary", hex: brand.colors.primary },
    { name: "Secondary", hex: brand.colors.secondary },
    { name: "Accent", hex: brand.colors.accent },
  ];
  return (
    <div className="grid gap-5">
      <section
        aria-labelledby="selected-brand"
        className="grid gap-4 rounded-xl border border-primary/40 bg-primary/5 p-4"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="text-xs font-semibold text-primary uppercase">Selected brand</p>
            <h3 id="selected-brand" className="text-2xl font-bold tracking-tight">
              {brand.name}
            </h3>
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <GlobeIcon aria-hidden className="size-4" /> {brand.domain}
            </p>
          </div>
          <Badge variant="secondary">{brand.style}</Badge>
        </div>
        <p className="text-lg font-medium italic">“{brand.tagline}”</p>
        <Section title="Logo Concept">
          <p className="text-sm text-muted-foreground">{brand.logoConcept}</p>
        </Section>
        <Section title="Brand Colours">
          <ul className="grid grid-cols-3 gap-2">
            {colours.map((c) => (
              <Swatch key={c.name} name={c.name} hex={c.hex} />
            ))}
          </ul>
        </Section>
      </section>

      <Section title="Alternative Names">
        <ul aria-label="Alternative names" className="grid gap-2 sm:grid-cols-2">
          {project.brands.map((b) => (
            <li
              key={b.name}
              className="flex items-center justify-between gap-3 rounded-lg border bg-card p-3"
            >
              <div className="min-w-0">
                <p className="font-semibold">{b.name}</p>
                <p className="truncate text-sm text-muted-foreground">
                  {b.domain} · {b.style}
                </p>
              </div>
              {b.available ? (
                <Badge variant="outline" className={AVAILABLE_BADGE}>
                  <CheckIcon aria-hidden /> Available
                </Badge>
              ) : (
                <Badge variant="secondary">
                  <XIcon aria-hidden /> Taken
                </Badge>
              )}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

type LogoKind = SampleProject["prototypeAssets"]["logoVariations"][number]["kind"];

/** A small drawing of one logo variation on a white tile (the logo colours are fixed, whatever the theme). */
function LogoMock({
  kind,
  name,
  primary,
  ink,
}: {
  kind: LogoKind;
  name: string;
  primary: string;
  ink: string;
}) {
  const mark = (colour: string, filled: boolean) => (
    <span
      className="grid size-7 place-items-center rounded-md text-sm font-extrabold"
      style={
        filled
          ? { backgroundColor: colour, color: readableOn(colour) }
          : { color: colour, border: `2px solid ${colour}` }
      }
    >
      {name[0]}
    </span>
  );
  return (
    <span
      aria-hidden
      className={cn(
        "flex h-16 w-24 shrink-0 items-center justify-center gap-1 rounded-lg border bg-white",
        kind === "stacked" && "flex-col gap-0.5",
      )}
    >
      {kind === "monochrome" ? mark(ink, false) : mark(primary, true)}
      {kind !== "icon" && (
        <span className="text-[10px] font-bold" style={{ color: ink }}>
          {name}
        </span>
      )}
    </span>
  );
}

export function AssetsTab({ project }: { project: SampleProject }) {
  const assets = project.prototypeAssets;
  const { colors } = project.selectedBrand;
  return (
    <div className="grid gap-5">
      <Section title="Logo Variations">
        <ul className="grid gap-3 sm:grid-cols-2">
          {assets.logoVariations.map((logo) => (
            <li key={logo.name} className="flex items-center gap-3 rounded-lg border bg-card p-3">
              <LogoMock
                kind={logo.kind}
                name={project.selectedBrand.name}
                primary={colors.primary}
                ink={colors.secondary}
              />
              <div>
                <p className="font-medium">{logo.name}</p>
                <p className="text-sm text-muted-foreground">{logo.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Colour Palette">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {assets.palette.map((c) => (
            <Swatch key={c.hex} name={c.name} hex={c.hex} detail={c.usage} />
          ))}
        </ul>
      </Section>

      <Section title="Typography">
        <ul className="grid gap-2">
          {assets.typography.map((t) => (
            <li
              key={t.role}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg border bg-card p-3"
            >
              <p>
                <span className="text-xs font-semibold text-muted-foreground uppercase">{t.role}</span>{" "}
                <span className={t.role === "Data" ? "font-mono font-semibold" : "text-lg font-semibold"}>
                  {t.family}
                </span>
              </p>
              <p className="text-sm text-muted-foreground">{t.details}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Mockups">
        <ul className="grid gap-2 sm:grid-cols-2">
          {assets.mockups.map((title) => (
            <li key={title} className="flex items-center gap-2 rounded-lg border bg-card p-3 text-sm">
              <MonitorSmartphoneIcon aria-hidden className="size-4 shrink-0 text-primary" />
              {title}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
