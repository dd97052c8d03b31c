import type { CSSProperties, ReactNode } from "react";

import { readableOn } from "@/lib/color";

/**
 * The building blocks the mockup scenes share. satori lays out a subset of CSS in which every box with
 * children is a flex box, and boxes are content-box unless told otherwise: these parts say so once.
 */

/** A flex box (satori's only layout). */
export const Box = ({ style, children }: { style?: CSSProperties; children?: ReactNode }) => (
  <div style={{ display: "flex", ...style }}>{children}</div>
);

/** The scene's root: the whole canvas, its padding inside it. */
export const Canvas = ({ style, children }: { style?: CSSProperties; children?: ReactNode }) => (
  <Box style={{ width: "100%", height: "100%", boxSizing: "border-box", ...style }}>{children}</Box>
);

/** Takes an equal share of the free space along its row or column, whatever its content's width. */
export const GROW: CSSProperties = { flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: 0 };

/** The largest size whose step the text's length allows: [[maxChars, size], …, fallback]. */
export function sized(text: string, steps: [number, number][], fallback: number): number {
  return steps.find(([max]) => text.length <= max)?.[1] ?? fallback;
}

/** A screen's title when the prototype names one briefly ("Availability calendar"), else the fallback. */
export function screenTitle(screen: string | undefined, fallback: string): string {
  return screen && screen.length <= 40 && !/[:;]/.test(screen) ? screen : fallback;
}

/** A tick drawn as a path: the brand's fonts need not have a "✓". */
const Check = ({ color, size }: { color: string; size: number }) => (
  <Box
    style={{
      width: size,
      height: size,
      borderRadius: size,
      background: color,
      alignItems: "center",
      justifyContent: "center",
      flexShrink: 0,
    }}
  >
    <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 24 24">
      <path
        d="M4 12.5l5 5L20 6.5"
        fill="none"
        stroke={readableOn(color)}
        strokeWidth={3.2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  </Box>
);

/** One feature on a white card with a tick in the accent colour; long features step down in size. */
export const FeatureRow = ({
  text,
  accent,
  color,
  background = "#FFFFFF",
  sizes,
  tick = 22,
}: {
  text: string;
  accent: string;
  color: string;
  background?: string;
  /** Font sizes for up to 55 characters, up to 100, and longer. */
  sizes: [number, number, number];
  tick?: number;
}) => (
  <Box
    style={{
      alignItems: "center",
      gap: 13,
      padding: "13px 15px",
      borderRadius: 14,
      background,
      color,
      fontSize: sized(
        text,
        [
          [55, sizes[0]],
          [100, sizes[1]],
        ],
        sizes[2],
      ),
      lineHeight: 1.3,
    }}
  >
    <Check color={accent} size={tick} />
    <Box style={GROW}>{text}</Box>
  </Box>
);

/** A button in the accent colour (or outlined in another). */
export const Button = ({
  children,
  color,
  outline = false,
  style,
}: {
  children: string;
  color: string;
  outline?: boolean;
  style?: CSSProperties;
}) => (
  <Box
    style={{
      borderRadius: 12,
      fontWeight: 700,
      ...(outline
        ? { border: `2px solid ${color}`, color }
        : { background: color, color: readableOn(color) }),
      ...style,
    }}
  >
    {children}
  </Box>
);

/** A white card with a hairline border, as the mood board's panels are. */
export const CARD: CSSProperties = { borderRadius: 18, background: "#FFFFFF", border: "1px solid #E2E2EA" };
export const MUTED = "#6B6C78";
