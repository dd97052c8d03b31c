/* eslint-disable jsx-a11y/alt-text -- react-pdf's Image is a picture in the PDF, not an HTML img: it takes no alt */
import type { ReactNode } from "react";
import { Resvg } from "@resvg/resvg-js";

import { AA_LARGE, contrastRatio, readableOn } from "@/lib/color";
import { monogramSvg } from "@/lib/documents/wordmark";
import { pdf } from "./react-pdf";
import type { Theme } from "./theme";

/** Building blocks shared by every PDF: cover, footer with page numbers, bullets, tables, swatches. */

/** Removes characters that break documents (control characters, emoji) and runs of spaces. */
function cleanText(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "")
    .replace(/\p{Extended_Pictographic}\uFE0F?/gu, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}

export const clean = (value: unknown): string => (typeof value === "string" ? cleanText(value) : "");

/**
 * The brand's mark for a cover on the primary colour: its initials on a square of the accent where the
 * accent stands out from the primary (3:1, as for large shapes), else of the colour that reads on it.
 */
function coverMark(theme: Theme): Buffer | null {
  const { brand } = theme;
  const color =
    contrastRatio(brand.colors.accent, brand.colors.primary) >= AA_LARGE
      ? brand.colors.accent
      : theme.onPrimary;
  try {
    const svg = monogramSvg(
      {
        text: brand.name,
        fontFamily: brand.headingFont,
        fontWeight: 700,
        fontSize: 96,
        letterSpacing: 0,
        color,
      },
      { size: 192 },
    );
    return new Resvg(svg, { fitTo: { mode: "width", value: 192 }, font: { loadSystemFonts: false } })
      .render()
      .asPng();
  } catch {
    return null; // A name without letters to draw: the cover keeps its text.
  }
}

export function Cover({
  theme,
  title,
  subtitle,
  orientation = "portrait",
  size = "A4",
}: {
  theme: Theme;
  title: string;
  subtitle: string;
  orientation?: "portrait" | "landscape";
  /** A4 by default; the decks pass the PowerPoint's 16:9 page. */
  size?: "A4" | [number, number];
}) {
  const { Image, Page, Text, View } = pdf();
  const { brand } = theme;
  const mark = coverMark(theme);
  return (
    <Page
      size={size}
      orientation={size === "A4" ? orientation : undefined}
      style={{ backgroundColor: brand.colors.primary, padding: 56, justifyContent: "space-between" }}
    >
      <View>
        {mark ? (
          <Image src={{ data: mark, format: "png" }} style={{ width: 64, height: 64, marginBottom: 28 }} />
        ) : null}
        <View style={{ height: 6, width: 72, backgroundColor: brand.colors.accent, marginBottom: 24 }} />
        <Text
          style={{
            fontFamily: theme.fonts.heading as unknown as string,
            fontWeight: 700,
            fontSize: 40,
            color: theme.onPrimary,
          }}
        >
          {clean(brand.name)}
        </Text>
        {brand.tagline ? (
          <Text
            style={{
              fontFamily: theme.fonts.body as unknown as string,
              fontSize: 16,
              color: theme.onPrimary,
              marginTop: 10,
              opacity: 0.9,
            }}
          >
            {clean(brand.tagline)}
          </Text>
        ) : null}
      </View>
      <View>
        <Text
          style={{
            fontFamily: theme.fonts.heading as unknown as string,
            fontWeight: 600,
            fontSize: 20,
            color: theme.onPrimary,
          }}
        >
          {title}
        </Text>
        <Text
          style={{
            fontFamily: theme.fonts.body as unknown as string,
            fontSize: 11,
            color: theme.onPrimary,
            marginTop: 6,
            opacity: 0.85,
          }}
        >
          {subtitle}
        </Text>
        <View style={{ flexDirection: "row", marginTop: 24, gap: 6 }}>
          {[brand.colors.secondary, brand.colors.accent, brand.colors.background].map((color, i) => (
            <View key={i} style={{ width: 28, height: 6, backgroundColor: color }} />
          ))}
        </View>
      </View>
    </Page>
  );
}

/** Brand name on the left, "Page n of N" on the right, on every page it is placed in. */
export function Footer({ theme, label }: { theme: Theme; label: string }) {
  const { Text, View } = pdf();
  return (
    <View style={theme.styles.footer} fixed>
      <Text>
        {clean(theme.brand.name)} · {label}
      </Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

export function ContentPage({
  theme,
  label,
  children,
}: {
  theme: Theme;
  label: string;
  children: ReactNode;
}) {
  const { Page } = pdf();
  return (
    <Page size="A4" style={theme.styles.page} wrap>
      {children}
      <Footer theme={theme} label={label} />
    </Page>
  );
}

export function Heading({
  theme,
  children,
  level = 2,
}: {
  theme: Theme;
  children: string;
  level?: 1 | 2 | 3;
}) {
  const { Text } = pdf();
  const style = level === 1 ? theme.styles.h1 : level === 2 ? theme.styles.h2 : theme.styles.h3;
  return (
    <Text style={style} minPresenceAhead={40}>
      {clean(children)}
    </Text>
  );
}

export function Paragraph({
  theme,
  children,
  fallback,
}: {
  theme: Theme;
  children: unknown;
  fallback: string;
}) {
  const { Text } = pdf();
  const text = clean(children);
  return <Text style={[theme.styles.paragraph, text ? {} : theme.styles.muted]}>{text || fallback}</Text>;
}

export function Bullets({
  theme,
  items,
  fallback,
  ordered = false,
}: {
  theme: Theme;
  items: unknown;
  fallback: string;
  ordered?: boolean;
}) {
  const { Text, View } = pdf();
  const list = Array.isArray(items) ? items.map(clean).filter(Boolean) : [];
  if (!list.length) return <Text style={theme.styles.muted}>{fallback}</Text>;
  return (
    <View>
      {list.map((item, i) => (
        <View key={i} style={theme.styles.bulletRow} wrap={false}>
          <Text style={theme.styles.bulletDot}>{ordered ? `${i + 1}.` : "•"}</Text>
          <Text style={theme.styles.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

export function Table({
  theme,
  columns,
  rows,
  widths,
  compact = false,
}: {
  theme: Theme;
  columns: string[];
  rows: string[][];
  widths?: number[];
  /** Tighter rows, for a table that must fit one slide. */
  compact?: boolean;
}) {
  const { Text, View } = pdf();
  const flex = (i: number) => ({ flex: widths?.[i] ?? 1, ...(compact ? { paddingVertical: 3 } : {}) });
  return (
    <View style={theme.styles.table}>
      <View style={[theme.styles.tableRow, theme.styles.tableHeader]} fixed>
        {columns.map((c, i) => (
          <Text key={c} style={[theme.styles.tableHeaderCell, flex(i)]}>
            {c}
          </Text>
        ))}
      </View>
      {rows.map((row, r) => (
        <View
          key={r}
          style={[theme.styles.tableRow, r % 2 ? { backgroundColor: "#F9FAFB" } : {}]}
          wrap={false}
        >
          {row.map((cell, i) => (
            <Text key={i} style={[theme.styles.tableCell, flex(i)]}>
              {clean(cell)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

/** The palette: a swatch per colour with its name and hex code. */
export function Swatches({ theme, colors }: { theme: Theme; colors: [string, string][] }) {
  const { Text, View } = pdf();
  return (
    <View style={{ flexDirection: "row", flexWrap: "wrap", marginVertical: 6 }}>
      {colors.map(([name, hex]) => (
        <View
          key={name}
          style={{
            width: 84,
            marginRight: 8,
            marginBottom: 8,
            borderWidth: 1,
            borderColor: "#E5E7EB",
            borderRadius: 4,
          }}
          wrap={false}
        >
          <View style={{ height: 48, backgroundColor: hex, padding: 5, justifyContent: "flex-end" }}>
            <Text style={{ color: readableOn(hex), fontSize: 8.5, fontWeight: 700 }}>
              {hex.toUpperCase()}
            </Text>
          </View>
          <Text style={{ fontSize: 8.5, padding: 4, color: theme.styles.muted.color }}>{name}</Text>
        </View>
      ))}
    </View>
  );
}
