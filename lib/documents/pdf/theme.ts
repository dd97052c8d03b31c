import { contrastRatio, readableOn } from "@/lib/color";
import type { BrandStyle } from "../brand";

export interface Theme {
  brand: BrandStyle;
  fonts: { heading: string[]; body: string[] };
  /** Text colour on the primary colour. */
  onPrimary: string;
  /** A heading colour that reads on white paper: the primary, or the text colour if the primary is too light. */
  ink: string;
  styles: ReturnType<typeof createStyles>;
}

function createStyles(brand: BrandStyle, fonts: Theme["fonts"], ink: string) {
  return {
    page: {
      paddingTop: 48,
      paddingBottom: 56,
      paddingHorizontal: 48,
      fontFamily: fonts.body as unknown as string,
      fontSize: 10.5,
      color: "#1F2937",
    },
    h1: {
      fontFamily: fonts.heading as unknown as string,
      fontWeight: 700,
      fontSize: 22,
      color: ink,
      marginBottom: 10,
    },
    h2: {
      fontFamily: fonts.heading as unknown as string,
      fontWeight: 700,
      fontSize: 14,
      color: ink,
      marginTop: 14,
      marginBottom: 6,
    },
    h3: {
      fontFamily: fonts.heading as unknown as string,
      fontWeight: 600,
      fontSize: 11.5,
      color: "#111827",
      marginTop: 8,
      marginBottom: 4,
    },
    // No lineHeight on the page: inherited by react-pdf's fixed footer, it pushes it off the page.
    paragraph: { marginBottom: 6 },
    muted: { color: "#6B7280" },
    bulletRow: { flexDirection: "row", marginBottom: 3 },
    bulletDot: { width: 12, color: brand.colors.accent },
    bulletText: { flex: 1 },
    rule: { height: 3, width: 48, backgroundColor: brand.colors.accent, marginBottom: 12 },
    footer: {
      position: "absolute",
      bottom: 24,
      left: 48,
      right: 48,
      flexDirection: "row",
      justifyContent: "space-between",
      fontSize: 8.5,
      color: "#6B7280",
    },
    table: { borderWidth: 1, borderColor: "#E5E7EB", borderRadius: 4, marginVertical: 6 },
    tableRow: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: "#E5E7EB" },
    tableHeader: { backgroundColor: brand.colors.primary },
    tableCell: { flex: 1, padding: 5, fontSize: 9.5 },
    tableHeaderCell: {
      flex: 1,
      padding: 5,
      fontSize: 9.5,
      fontWeight: 700,
      color: readableOn(brand.colors.primary),
    },
  } as const;
}

export function createTheme(brand: BrandStyle, fonts: Theme["fonts"]): Theme {
  const ink =
    contrastRatio(brand.colors.primary, "#FFFFFF") >= 4.5 ? brand.colors.primary : brand.colors.text;
  return {
    brand,
    fonts,
    onPrimary: readableOn(brand.colors.primary),
    ink,
    styles: createStyles(brand, fonts, ink),
  };
}
