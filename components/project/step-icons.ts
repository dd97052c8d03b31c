import {
  CalendarDaysIcon,
  ChartColumnIcon,
  LightbulbIcon,
  PaletteIcon,
  PresentationIcon,
  TagIcon,
  type LucideIcon,
} from "lucide-react";

import type { StepKey } from "@/lib/steps";

/** One icon per step, shared by the landing page (server) and the project page (client). */
export const STEP_ICONS: Record<StepKey, LucideIcon> = {
  concept: LightbulbIcon,
  branding: TagIcon,
  analysis: ChartColumnIcon,
  prototype: PaletteIcon,
  actionPlan: CalendarDaysIcon,
  pitch: PresentationIcon,
};
