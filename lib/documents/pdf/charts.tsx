import { readableOn } from "@/lib/color";
import { formatMoney } from "@/lib/finance/format";
import type { YearRow } from "@/lib/finance/model";
import { pdf } from "./react-pdf";
import type { Theme } from "./theme";

/**
 * The slide charts of the PDF decks, drawn with react-pdf views so they match the PowerPoint's native
 * ones (lib/documents/pptx-visuals.ts): revenue and EBITDA by year as clustered columns around a zero
 * line, and the market as three nested circles (TAM, SAM, SOM) sharing a baseline.
 */

export function FinanceChart({
  theme,
  years,
  currency,
  height = 260,
}: {
  theme: Theme;
  years: YearRow[];
  currency: string;
  height?: number;
}) {
  const { Text, View } = pdf();
  const { colors } = theme.brand;
  const money = (value: number) => formatMoney(value, currency);
  const top = Math.max(0, ...years.flatMap((y) => [y.revenue, y.ebitda]));
  const bottom = Math.min(0, ...years.map((y) => y.ebitda));
  const span = Math.max(1, top - bottom);
  const plot = height - 44; // room for the value labels and the year labels
  const above = (plot * top) / span;
  const below = (plot * -bottom) / span;
  const bar = (value: number, color: string) => (
    <View style={{ width: 70, alignItems: "center" }}>
      <View style={{ height: above, justifyContent: "flex-end", alignItems: "center" }}>
        {value >= 0 ? (
          <>
            <Text style={{ fontSize: 9, marginBottom: 2 }}>{money(value)}</Text>
            <View style={{ width: 44, height: Math.max(1, (plot * value) / span), backgroundColor: color }} />
          </>
        ) : null}
      </View>
      <View style={{ height: below + 14, alignItems: "center" }}>
        {value < 0 ? (
          <>
            <View
              style={{ width: 44, height: Math.max(1, (plot * -value) / span), backgroundColor: color }}
            />
            <Text style={{ fontSize: 9, marginTop: 2 }}>{money(value)}</Text>
          </>
        ) : null}
      </View>
    </View>
  );
  return (
    <View wrap={false}>
      <Text style={{ ...theme.styles.h3, marginTop: 0, marginBottom: 8 }}>
        Revenue and EBITDA ({currency})
      </Text>
      <View style={{ flexDirection: "row", justifyContent: "space-around", position: "relative" }}>
        <View
          style={{
            position: "absolute",
            left: 0,
            right: 0,
            top: above,
            height: 1,
            backgroundColor: "#9CA3AF",
          }}
        />
        {years.map((y) => (
          <View key={y.year} style={{ alignItems: "center" }}>
            <View style={{ flexDirection: "row", gap: 4 }}>
              {bar(y.revenue, colors.primary)}
              {bar(y.ebitda, colors.accent)}
            </View>
            <Text style={{ fontSize: 10, marginTop: 2 }}>Year {y.year}</Text>
          </View>
        ))}
      </View>
      <View style={{ flexDirection: "row", gap: 14, marginTop: 8, fontSize: 9 }}>
        {[
          ["Revenue", colors.primary],
          ["EBITDA", colors.accent],
        ].map(([label, color]) => (
          <View key={label} style={{ flexDirection: "row", alignItems: "center", gap: 4 }}>
            <View style={{ width: 9, height: 9, backgroundColor: color }} />
            <Text>{label}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

export function MarketRings({
  theme,
  market,
  currency,
  size = 250,
}: {
  theme: Theme;
  market: { tam: number | null; sam: number | null; som: number | null };
  currency: string;
  size?: number;
}) {
  const { Text, View } = pdf();
  const { colors } = theme.brand;
  const rings = [
    { label: "TAM", value: market.tam, scale: 1, fill: colors.secondary },
    { label: "SAM", value: market.sam, scale: 0.68, fill: colors.primary },
    { label: "SOM", value: market.som, scale: 0.38, fill: colors.accent },
  ];
  return (
    <View style={{ width: size, height: size, position: "relative" }} wrap={false}>
      {rings.map((ring, i) => {
        const d = size * ring.scale;
        const next = rings[i + 1];
        // The label sits in the band this ring shows above the next one; the innermost is centred.
        const band = next ? d - size * next.scale : d;
        return (
          <View
            key={ring.label}
            style={{
              position: "absolute",
              left: (size - d) / 2,
              top: size - d,
              width: d,
              height: d,
              borderRadius: d / 2,
              backgroundColor: ring.fill,
              alignItems: "center",
            }}
          >
            <View style={{ height: band, justifyContent: "center", alignItems: "center" }}>
              <Text style={{ fontSize: 10, fontWeight: 700, color: readableOn(ring.fill) }}>
                {ring.label}
              </Text>
              <Text style={{ fontSize: next ? 13 : 11, fontWeight: 700, color: readableOn(ring.fill) }}>
                {ring.value === null ? "not sized yet" : formatMoney(ring.value, currency)}
              </Text>
            </View>
          </View>
        );
      })}
    </View>
  );
}
