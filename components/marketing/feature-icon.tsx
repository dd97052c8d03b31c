import {
  BrainCircuitIcon,
  CalendarCheckIcon,
  ChartNoAxesCombinedIcon,
  GlobeIcon,
  PaletteIcon,
  PresentationIcon,
  type LucideIcon,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  BrainCircuit: BrainCircuitIcon,
  Globe: GlobeIcon,
  ChartNoAxesCombined: ChartNoAxesCombinedIcon,
  Palette: PaletteIcon,
  CalendarCheck: CalendarCheckIcon,
  Presentation: PresentationIcon,
};

export function FeatureIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? BrainCircuitIcon;
  return <Icon aria-hidden className={className} />;
}
