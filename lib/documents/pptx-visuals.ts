import type PptxGenJS from "pptxgenjs";

import { readableOn } from "@/lib/color";
import type { YearRow } from "@/lib/finance/model";
import { currencySign, formatMoney } from "@/lib/finance/format";
import type { Palette } from "./pptx-theme";

/**
 * The deck's two visuals: a native bar chart of revenue and EBITDA (editable in PowerPoint, with its
 * numbers in the chart's own workbook) and nested TAM/SAM/SOM circles drawn from shapes.
 */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Whole dollars in the workbook behind the chart ("$1,234,567"; negative EBITDA as "-$95,000"). */
export const CHART_CURRENCY_FORMAT = '"$"#,##0;-"$"#,##0';

const fmt = (currency: string, value: number) => formatMoney(value, currency);

/** The same in another currency ("€1,234,567", "KES 1,234,567"). */
export function chartCurrencyFormat(currency = "USD"): string {
  if (currency === "USD") return CHART_CURRENCY_FORMAT;
  const sign = currencySign(currency).replaceAll('"', "");
  const literal = `"${sign}${/^[A-Z]{2,}/.test(sign) ? " " : ""}"`;
  return `${literal}#,##0;-${literal}#,##0`;
}

export function chartSeries(years: YearRow[]) {
  const labels = years.map((y) => `Year ${y.year}`);
  return [
    { name: "Revenue", labels, values: years.map((y) => Math.round(y.revenue)) },
    { name: "EBITDA", labels, values: years.map((y) => Math.round(y.ebitda)) },
  ];
}

/** A chart title and a legend below it, in the brand's fonts and text colour. */
function titleAndLegend(title: string, p: Palette) {
  return {
    showTitle: true,
    title,
    titleColor: p.text,
    titleFontFace: p.headingFont,
    titleFontSize: 14,
    showLegend: true,
    legendPos: "b" as const,
    legendColor: p.text,
    legendFontFace: p.bodyFont,
    legendFontSize: 12,
  };
}

export function addFinanceChart(
  pres: PptxGenJS,
  slide: PptxGenJS.Slide,
  years: YearRow[],
  p: Palette,
  box: Box,
  currency = "USD",
): void {
  slide.addChart(pres.ChartType.bar, chartSeries(years), {
    ...box,
    altText: `Revenue and EBITDA, years 1 to 3: ${years.map((y) => `year ${y.year} revenue ${fmt(currency, y.revenue)}, EBITDA ${fmt(currency, y.ebitda)}`).join("; ")}`,
    barDir: "col",
    barGrouping: "clustered",
    barGapWidthPct: 60,
    chartColors: [p.primary, p.accent],
    ...titleAndLegend(`Revenue and EBITDA (${currency})`, p),
    catAxisLabelColor: p.text,
    catAxisLabelFontFace: p.bodyFont,
    catAxisLabelFontSize: 12,
    catAxisLabelPos: "low",
    valAxisLabelColor: p.text,
    valAxisLabelFontFace: p.bodyFont,
    valAxisLabelFontSize: 11,
    valAxisLabelFormatCode: chartCurrencyFormat(currency),
    valGridLine: { color: "D0D0D0", size: 0.5, style: "solid" },
  });
}

/** Three nested circles sharing one baseline: TAM outside, SAM inside it, SOM innermost. */
export function addMarketVisual(
  pres: PptxGenJS,
  slide: PptxGenJS.Slide,
  market: { tam: number | null; sam: number | null; som: number | null },
  p: Palette,
  box: Box,
  currency = "USD",
): void {
  const d = Math.min(box.w, box.h);
  const cx = box.x + box.w / 2;
  const bottom = box.y + (box.h + d) / 2;
  const rings = [
    { label: "TAM", value: market.tam, scale: 1, fill: p.secondary },
    { label: "SAM", value: market.sam, scale: 0.68, fill: p.primary },
    { label: "SOM", value: market.som, scale: 0.38, fill: p.accent },
  ];

  rings.forEach((ring, i) => {
    const size = d * ring.scale;
    const top = bottom - size;
    slide.addShape(pres.ShapeType.ellipse, {
      x: cx - size / 2,
      y: top,
      w: size,
      h: size,
      fill: { color: ring.fill },
      line: { color: p.background, width: 2 },
    });
    // The label sits in the band of this ring that the next ring leaves free; the last one is centred.
    const next = rings[i + 1];
    const bandHeight = next ? size - d * next.scale : size;
    const labelHeight = Math.min(0.95, bandHeight * 0.8);
    const labelWidth = next ? size * 0.6 : size * 0.9;
    const color = readableOn(`#${ring.fill}`).slice(1);
    slide.addText(
      [
        { text: ring.label, options: { bold: true, fontSize: 13, breakLine: true } },
        {
          text: ring.value === null ? "not sized yet" : fmt(currency, ring.value),
          options: { bold: true, fontSize: ring.value === null ? 12 : next ? 20 : 18 },
        },
      ],
      {
        x: cx - labelWidth / 2,
        y: top + (bandHeight - labelHeight) / 2,
        w: labelWidth,
        h: labelHeight,
        align: "center",
        valign: "middle",
        fontFace: p.headingFont,
        color,
        margin: 0,
        fit: "shrink",
      },
    );
  });
}

/** The raise split by use, as a native doughnut chart (its numbers in the chart's own workbook). */
export function addFundsChart(
  pres: PptxGenJS,
  slide: PptxGenJS.Slide,
  uses: { label: string; amount: number }[],
  p: Palette,
  box: Box,
  currency = "USD",
): void {
  const series = [
    { name: "Use of funds", labels: uses.map((u) => u.label), values: uses.map((u) => Math.round(u.amount)) },
  ];
  slide.addChart(pres.ChartType.doughnut, series, {
    ...box,
    altText: `Use of funds: ${uses.map((u) => `${u.label} ${fmt(currency, u.amount)}`).join("; ")}`,
    holeSize: 55,
    chartColors: [p.primary, p.accent, p.secondary],
    // The shares are in the bullets beside the chart; slice labels would not read on every brand colour.
    showPercent: false,
    showValue: false,
    ...titleAndLegend("Use of funds", p),
  });
}

/**
 * A picture (the landing-page mockup) fitted into `box` at its own aspect ratio, top-aligned and
 * centred across, with alt text for screen readers.
 */
export function addPicture(
  slide: PptxGenJS.Slide,
  png: Buffer,
  size: { width: number; height: number },
  box: Box,
  altText: string,
): void {
  const scale = Math.min(box.w / size.width, box.h / size.height);
  const w = size.width * scale;
  const h = size.height * scale;
  slide.addImage({
    data: `image/png;base64,${png.toString("base64")}`,
    x: box.x + (box.w - w) / 2,
    y: box.y,
    w,
    h,
    altText,
  });
}
