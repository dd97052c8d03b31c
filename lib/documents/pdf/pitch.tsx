import type { ReactNode } from "react";

import type { FinancialModel, PitchData } from "@/lib/artifacts/schemas";
import { deckFigures } from "../deck-figures";
import { deckSlides, sentences } from "../pptx-text";
import { FinanceChart, MarketRings } from "./charts";
import { Bullets, clean, Cover } from "./components";
import { pdf } from "./react-pdf";
import type { Theme } from "./theme";

/** The PowerPoint's page, 13.333 × 7.5 in (16:9), in points: the PDF and the .pptx match slide for slide. */
export const SLIDE_SIZE: [number, number] = [960, 540];

/**
 * One slide as a 16:9 page: the title in a band of the primary colour with "n / N" (the one page number a
 * deck shows), the body under it and the brand in the footer. Speaking points are not printed on the slide
 * face: they have their own pages after the deck. Shared by the pitch deck and the investor deck.
 */
export function SlidePage({
  theme,
  title,
  index,
  total,
  children,
}: {
  theme: Theme;
  title: string;
  index: number;
  total: number;
  children: ReactNode;
}) {
  const { Page, Text, View } = pdf();
  return (
    <Page
      size={SLIDE_SIZE}
      style={{ ...theme.styles.page, paddingTop: 0, paddingHorizontal: 0, paddingBottom: 44 }}
    >
      <View
        style={{
          backgroundColor: theme.brand.colors.primary,
          paddingHorizontal: 48,
          paddingVertical: 20,
          flexDirection: "row",
          justifyContent: "space-between",
          alignItems: "center",
        }}
      >
        <Text
          style={{
            fontFamily: theme.fonts.heading as unknown as string,
            fontWeight: 700,
            fontSize: 26,
            color: theme.onPrimary,
          }}
        >
          {clean(title)}
        </Text>
        <Text style={{ fontSize: 12, color: theme.onPrimary }}>
          {index + 1} / {total}
        </Text>
      </View>
      <View style={{ paddingHorizontal: 48, paddingTop: 26, fontSize: 15, lineHeight: 1.45 }}>
        {children}
      </View>
      <View style={theme.styles.footer} fixed>
        <Text>{clean(theme.brand.name)}</Text>
      </View>
    </Page>
  );
}

/** Bullets on the left, a chart on the right: the PowerPoint's layout for the slides with a visual. */
export function WithVisual({ children, visual }: { children: ReactNode; visual: ReactNode }) {
  const { View } = pdf();
  return (
    <View style={{ flexDirection: "row", gap: 28 }}>
      <View style={{ flex: 1 }}>{children}</View>
      <View style={{ flex: 1, alignItems: "center" }}>{visual}</View>
    </View>
  );
}

/** The product as the founder's landing page draws it, beside the Solution slide's words. */
export function SolutionPicture({ theme, png }: { theme: Theme; png: Buffer }) {
  const { Image, Text, View } = pdf();
  return (
    <View style={{ width: "100%" }} wrap={false}>
      {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image is a picture in the PDF, with its caption below */}
      <Image
        src={{ data: png, format: "png" }}
        style={{ width: "100%", borderWidth: 1, borderColor: "#E5E7EB" }}
      />
      <Text style={{ ...theme.styles.muted, fontSize: 9, marginTop: 4 }}>
        {clean(theme.brand.name)}: landing page mockup
      </Text>
    </View>
  );
}

/**
 * Speaking points after the deck, slide by slide, as a presenter's script: kept off the slide faces (the
 * PowerPoint carries them as speaker notes).
 */
export function SpeakerNotes({
  theme,
  slides,
}: {
  theme: Theme;
  slides: { title: string; keyPoints: string[] }[];
}) {
  const { Page, Text, View } = pdf();
  const withNotes = slides.filter((s) => s.keyPoints.some((k) => clean(k)));
  if (!withNotes.length) return null;
  return (
    <Page size={SLIDE_SIZE} style={theme.styles.page}>
      <Text style={theme.styles.h1}>Speaker notes</Text>
      <View style={{ flexDirection: "row", flexWrap: "wrap", gap: 14 }}>
        {withNotes.map((slide) => (
          <View key={slide.title} style={{ width: 416 }} wrap={false}>
            <Text style={{ ...theme.styles.h3, marginTop: 0 }}>
              {slides.indexOf(slide) + 1}. {clean(slide.title)}
            </Text>
            <Bullets theme={theme} items={slide.keyPoints} fallback="" />
          </View>
        ))}
      </View>
      <View style={theme.styles.footer} fixed>
        <Text>{clean(theme.brand.name)}: speaker notes</Text>
      </View>
    </Page>
  );
}

/**
 * The pitch deck as the PowerPoint has it: a cover with the logo, the ten slides (lib/documents/pptx-text
 * deckSlides, so the two files say the same), the market and the forecast as charts from the project's
 * model, then the speaking points.
 */
export function PitchDocument({
  theme,
  pitch,
  model,
  solution,
}: {
  theme: Theme;
  pitch: Partial<PitchData>;
  model?: FinancialModel | null;
  /** The landing-page mockup (PNG) for the Solution slide. */
  solution?: Buffer | null;
}) {
  const { Document } = pdf();
  const deck = deckSlides(pitch as PitchData);
  const numbers = model ? deckFigures(model) : null;
  const currency = model?.currency ?? "USD";
  return (
    <Document
      title={`${theme.brand.name}: Pitch Deck`}
      author="LaunchForge"
      creator="LaunchForge"
      subject="Pitch Deck"
    >
      <Cover
        theme={theme}
        title="Investor Pitch"
        subtitle={sentences(clean(pitch.elevatorPitch), 2).join(" ")}
        size={SLIDE_SIZE}
      />
      {deck.map((slide, index) => {
        const bullets = <Bullets theme={theme} items={slide.bullets} fallback="To be completed" />;
        return (
          <SlidePage key={slide.title} theme={theme} title={slide.title} index={index} total={deck.length}>
            {numbers && slide.title === "Financial Projections" ? (
              <WithVisual
                visual={<FinanceChart theme={theme} years={numbers.projection.years} currency={currency} />}
              >
                {bullets}
              </WithVisual>
            ) : solution && slide.title === "Solution" ? (
              <WithVisual visual={<SolutionPicture theme={theme} png={solution} />}>{bullets}</WithVisual>
            ) : numbers && slide.title === "Market Size" ? (
              <WithVisual visual={<MarketRings theme={theme} market={numbers.market} currency={currency} />}>
                {bullets}
              </WithVisual>
            ) : (
              bullets
            )}
          </SlidePage>
        );
      })}
      <SpeakerNotes theme={theme} slides={deck} />
    </Document>
  );
}
