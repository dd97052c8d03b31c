import type { ReactNode } from "react";

import { readableOn } from "@/lib/color";
import { cleanText } from "@/lib/ai/offline/text";
import { pdf } from "./react-pdf";
import type { Theme } from "./theme";

/** Building blocks shared by every PDF: cover, footer with page numbers, bullets, tables, swatches. */

export const clean = (value: unknown): string => (typeof value === "string" ? cleanText(value) : "");

export function Cover({
  theme,
  title,
  subtitle,
  orientation = "portrait",
}: {
  theme: Theme;
  title: string;
  subtitle: string;
  orientation?: "portrait" | "landscape";
}) {
  const { Page, Text, View } = pdf();
  const { brand } = theme;
  return (
    <Page
      size="A4"
      orientation={orientation}
      style={{ backgroundColor: brand.colors.primary, padding: 56, justifyContent: "space-between" }}
    >
      <View>
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
}: {
  theme: Theme;
  columns: string[];
  rows: string[][];
  widths?: number[];
}) {
  const { Text, View } = pdf();
  const flex = (i: number) => ({ flex: widths?.[i] ?? 1 });
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
