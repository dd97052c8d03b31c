import type { Border, Cell, Fill, Row } from "exceljs";

import type { BrandStyle } from "./brand";

/** Number formats shared by the forecast sheets: money, shares, counts. */
export const FORMATS = {
  usd: "$#,##0",
  usdCents: "$#,##0.00",
  pct: "0.0%",
  count: "#,##0",
  decimal: "#,##0.00",
  month: '"Month "0',
  year: '"Year "0',
  flag: "0",
} as const;

/** "#3730A3" → "FF3730A3", the ARGB form exceljs expects. */
export function argb(hex: string): string {
  return `FF${hex.replace("#", "").toUpperCase()}`;
}

function channels(hex: string): [number, number, number] {
  const value = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

/** Mixes a colour with white: `share` of the colour, the rest white (a light tint for fills). */
export function tint(hex: string, share: number): string {
  const mixed = channels(hex).map((c) => Math.round(c * share + 255 * (1 - share)));
  return `#${mixed
    .map((c) => c.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase()}`;
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White on a dark background, near-black on a light one: whichever contrasts more (WCAG ratio). */
export function readableTextOn(hex: string): string {
  const l = luminance(hex);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? "#FFFFFF" : "#111111";
}

const solid = (hex: string): Fill => ({ type: "pattern", pattern: "solid", fgColor: { argb: argb(hex) } });
const thin = (hex: string): Partial<Border> => ({ style: "thin", color: { argb: argb(hex) } });

/** A header row: the brand's primary colour with readable bold text. */
export function styleHeaderRow(row: Row, brand: BrandStyle, columns: number): void {
  const primary = brand.colors.primary;
  for (let col = 1; col <= columns; col++) {
    const cell = row.getCell(col);
    cell.fill = solid(primary);
    cell.font = { bold: true, color: { argb: argb(readableTextOn(primary)) } };
    cell.alignment = { vertical: "middle", wrapText: true };
  }
  row.height = 30;
}

/** The sheet title: large heading-font text on the primary colour. */
export function styleTitleCell(cell: Cell, brand: BrandStyle): void {
  const primary = brand.colors.primary;
  cell.fill = solid(primary);
  cell.font = {
    name: brand.headingFont,
    size: 16,
    bold: true,
    color: { argb: argb(readableTextOn(primary)) },
  };
  cell.alignment = { vertical: "middle" };
}

/** A section label inside a sheet, in the secondary colour. */
export function styleSectionCell(cell: Cell, brand: BrandStyle): void {
  cell.font = { bold: true, size: 12, color: { argb: argb(brand.colors.secondary) } };
}

/** An editable input: a light tint of the accent colour with an accent border. */
export function styleInputCell(cell: Cell, brand: BrandStyle): void {
  const accent = brand.colors.accent;
  cell.fill = solid(tint(accent, 0.22));
  cell.border = { top: thin(accent), bottom: thin(accent), left: thin(accent), right: thin(accent) };
  cell.font = { bold: true, color: { argb: argb("#111111") } };
}

/** A computed total or key result: bold with a thin rule above. */
export function styleTotalRow(row: Row, brand: BrandStyle, columns: number): void {
  for (let col = 1; col <= columns; col++) {
    const cell = row.getCell(col);
    cell.font = { bold: true };
    cell.border = { top: thin(brand.colors.primary) };
  }
}
