import type { ReactNode } from "react";

import { PITCH_SLIDE_TITLES, type PitchData, type Slide } from "@/lib/artifacts/schemas";
import { Bullets, clean, Cover } from "./components";
import { pdf } from "./react-pdf";
import type { Theme } from "./theme";

/** Up to `count` whole sentences of a text. */
function firstSentences(text: string, count: number): string {
  return (text.match(/[^.!?]+[.!?]+/g) ?? [text]).slice(0, count).join(" ").trim();
}

/**
 * One slide as a landscape page: the title in a band of the primary colour with "n / N", the body under
 * it, and the speaking points in a column beside it. Shared by the pitch deck and the investor deck.
 */
export function SlidePage({
  theme,
  title,
  index,
  total,
  keyPoints,
  children,
}: {
  theme: Theme;
  title: string;
  index: number;
  total: number;
  keyPoints?: string[];
  children: ReactNode;
}) {
  const { Page, Text, View } = pdf();
  return (
    <Page
      size="A4"
      orientation="landscape"
      style={{ ...theme.styles.page, paddingTop: 0, paddingHorizontal: 0 }}
    >
      <View
        style={{
          backgroundColor: theme.brand.colors.primary,
          paddingHorizontal: 48,
          paddingVertical: 22,
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
      <View style={{ flexDirection: "row", paddingHorizontal: 48, paddingTop: 28, gap: 28 }}>
        <View style={{ flex: 2.2, fontSize: 15, lineHeight: 1.5 }}>{children}</View>
        {keyPoints?.length ? (
          <View
            style={{
              flex: 1,
              borderLeftWidth: 3,
              borderLeftColor: theme.brand.colors.accent,
              paddingLeft: 14,
            }}
          >
            <Text style={{ ...theme.styles.h3, marginTop: 0 }}>Speaking points</Text>
            <Bullets theme={theme} items={keyPoints} fallback="" />
          </View>
        ) : null}
      </View>
      <View style={theme.styles.footer} fixed>
        <Text>{clean(theme.brand.name)}</Text>
        <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
      </View>
    </Page>
  );
}

/** Landscape, one slide per page: the cover, then the ten slides in the order investors expect. */
export function PitchDocument({ theme, pitch }: { theme: Theme; pitch: Partial<PitchData> }) {
  const { Document } = pdf();
  const slides: Slide[] = (pitch.fullSlides ?? []).filter((s): s is Slide => Boolean(s?.title));
  const fallback: Slide[] = PITCH_SLIDE_TITLES.map((title, i) => ({
    title,
    content: [clean(pitch.deckOutline?.[i]).replace(new RegExp(`^${title}:\\s*`), "") || "To be completed"],
    keyPoints: [],
  }));
  const deck = slides.length ? slides : fallback;
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
        subtitle={firstSentences(clean(pitch.elevatorPitch), 2)}
        orientation="landscape"
      />
      {deck.map((slide, index) => (
        <SlidePage
          key={slide.title}
          theme={theme}
          title={slide.title}
          index={index}
          total={deck.length}
          keyPoints={slide.keyPoints}
        >
          <Bullets theme={theme} items={slide.content} fallback="No content" />
        </SlidePage>
      ))}
    </Document>
  );
}
