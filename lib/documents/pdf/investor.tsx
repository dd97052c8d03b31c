import { formatCount, formatMoney, formatMonth } from "@/lib/finance/format";
import { yearCustomers } from "@/lib/finance/model";
import { raiseLine, sentences, type InvestorDeck, type InvestorSlide } from "../investor-deck";
import { FinanceChart, MarketRings } from "./charts";
import { Bullets, clean, Cover, Table } from "./components";
import { SLIDE_SIZE, SlidePage, SolutionPicture, SpeakerNotes, WithVisual } from "./pitch";
import { pdf } from "./react-pdf";
import type { Theme } from "./theme";

/**
 * The Rocket investor deck as a PDF: the same slides as the PowerPoint file (lib/documents/investor-deck),
 * one landscape page each, with bars in place of the native charts and the tables as tables.
 */

interface Bar {
  label: string;
  value: number;
  text: string;
}

/** Horizontal bars scaled to the largest value; negative values in the accent colour. */
function Bars({ theme, title, bars }: { theme: Theme; title: string; bars: Bar[] }) {
  const { Text, View } = pdf();
  const max = Math.max(1, ...bars.map((b) => Math.abs(b.value)));
  return (
    <View style={{ marginTop: 14 }} wrap={false}>
      <Text style={{ ...theme.styles.h3, marginTop: 0 }}>{title}</Text>
      {bars.map((bar) => (
        <View
          key={bar.label}
          style={{ flexDirection: "row", alignItems: "center", marginBottom: 5, fontSize: 10 }}
        >
          <Text style={{ width: 150 }}>{clean(bar.label)}</Text>
          <View style={{ flex: 1, height: 12, backgroundColor: "#F3F4F6" }}>
            <View
              style={{
                width: `${Math.max(1, (Math.abs(bar.value) / max) * 100)}%`,
                height: 12,
                backgroundColor: bar.value < 0 ? theme.brand.colors.accent : theme.brand.colors.primary,
              }}
            />
          </View>
          <Text style={{ width: 70, textAlign: "right" }}>{bar.text}</Text>
        </View>
      ))}
    </View>
  );
}

function Visual({ theme, slide, deck }: { theme: Theme; slide: InvestorSlide; deck: InvestorDeck }) {
  const numbers = deck.numbers;
  if (!numbers || !slide.visual) return null;
  const money = (value: number) => formatMoney(value, numbers.currency);
  return (
    <Bars
      theme={theme}
      title={`Use of ${money(numbers.funding.amount)}`}
      bars={numbers.funding.useOfFunds.map((u) => ({
        label: u.label,
        value: u.amount,
        text: money(u.amount),
      }))}
    />
  );
}

function SlideBody({ theme, slide, deck }: { theme: Theme; slide: InvestorSlide; deck: InvestorDeck }) {
  const { Text, View } = pdf();
  if (slide.section === "appendix" && slide.tables.length === 2) {
    return (
      <View style={{ fontSize: 11, lineHeight: 1.25 }}>
        <View style={{ flexDirection: "row", gap: 18 }}>
          <View style={{ flex: 1.15 }}>
            <Table
              theme={theme}
              columns={slide.tables[0].columns}
              rows={slide.tables[0].rows}
              widths={slide.tables[0].widths}
              compact
            />
          </View>
          <View style={{ flex: 1 }}>
            <Table
              theme={theme}
              columns={slide.tables[1].columns}
              rows={slide.tables[1].rows}
              widths={slide.tables[1].widths}
              compact
            />
            <View style={{ marginTop: 8 }}>
              <Bullets theme={theme} items={slide.bullets} fallback="" />
            </View>
          </View>
        </View>
        <Text style={{ ...theme.styles.muted, marginTop: 6 }}>{slide.keyPoints.join(" ")}</Text>
      </View>
    );
  }
  // The forecast and the market as the PowerPoint lays them out: the words left, the chart right.
  if (deck.numbers && (slide.visual === "finance" || slide.visual === "market")) {
    const numbers = deck.numbers;
    const money = (value: number) => formatMoney(value, numbers.currency);
    return (
      <WithVisual
        visual={
          slide.visual === "finance" ? (
            <FinanceChart
              theme={theme}
              years={numbers.projection.years}
              currency={numbers.currency}
              height={230}
            />
          ) : (
            <MarketRings theme={theme} market={numbers.market} currency={numbers.currency} size={250} />
          )
        }
      >
        <Bullets theme={theme} items={slide.bullets} fallback="No content" />
        {slide.visual === "finance" ? (
          <View style={{ fontSize: 10, lineHeight: 1.3, marginTop: 6 }}>
            <Table
              theme={theme}
              columns={["Year", "Revenue", "EBITDA", "Customers", "Cash"]}
              rows={numbers.projection.years.map((y) => [
                `Year ${y.year}`,
                money(y.revenue),
                money(y.ebitda),
                formatCount(yearCustomers(y, numbers.projection.assumptions.monthlyChurnRate)),
                money(y.endingCash),
              ])}
              compact
            />
          </View>
        ) : null}
      </WithVisual>
    );
  }
  return (
    <>
      <Bullets theme={theme} items={slide.bullets} fallback="No content" />
      {slide.visual !== "funds"
        ? slide.tables.map((table) => (
            <View key={table.columns.join()} style={{ fontSize: 10, lineHeight: 1.3, marginTop: 6 }}>
              <Table theme={theme} columns={table.columns} rows={table.rows} widths={table.widths} />
            </View>
          ))
        : null}
      <View style={{ fontSize: 10, lineHeight: 1.3 }}>
        <Visual theme={theme} slide={slide} deck={deck} />
      </View>
    </>
  );
}

export function InvestorDocument({
  theme,
  deck,
  solution,
}: {
  theme: Theme;
  deck: InvestorDeck;
  /** The landing-page mockup (PNG) for the Solution slide. */
  solution?: Buffer | null;
}) {
  const { Document } = pdf();
  const total = deck.slides.length;
  const headline = deck.numbers
    ? ` ${raiseLine(deck.numbers)}; break-even ${formatMonth(deck.numbers.projection.breakEvenMonth)}.`
    : "";
  return (
    <Document
      title={`${theme.brand.name}: Investor Deck`}
      author="LaunchForge"
      creator="LaunchForge"
      subject="Investor Deck"
    >
      <Cover
        theme={theme}
        title="Investor Deck"
        subtitle={sentences(deck.elevatorPitch, 2).join(" ") + headline}
        size={SLIDE_SIZE}
      />
      {deck.slides.map((slide, index) => (
        <SlidePage key={slide.title} theme={theme} title={slide.title} index={index} total={total}>
          {solution && slide.title === "Solution" ? (
            <WithVisual visual={<SolutionPicture theme={theme} png={solution} />}>
              <SlideBody theme={theme} slide={slide} deck={deck} />
            </WithVisual>
          ) : (
            <SlideBody theme={theme} slide={slide} deck={deck} />
          )}
        </SlidePage>
      ))}
      <SpeakerNotes
        theme={theme}
        slides={deck.slides.map((slide) => ({
          title: slide.title,
          keyPoints: slide.section === "appendix" ? [] : slide.keyPoints,
        }))}
      />
    </Document>
  );
}
