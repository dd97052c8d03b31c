/* eslint-disable jsx-a11y/alt-text -- react-pdf's Image is a picture in the PDF, not an HTML img: it takes no alt, and each has a caption beside it */
import type { PrototypeData } from "@/lib/artifacts/schemas";
import { Bullets, ContentPage, Cover, Heading, Paragraph, Swatches } from "./components";
import { pdf } from "./react-pdf";
import type { Theme } from "./theme";

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The project's pictures (lib/documents/mockups), drawn before the PDF: PNG bytes by kind. */
export type PrototypeMockups = Partial<Record<"hero" | "phone" | "social" | "moodboard", Buffer>>;

// "Phone screen", not "App screen": the picture is the brand on a phone, and socks or a trailer have no app.
const MOCKUP_TITLES = {
  hero: "Landing page (desktop)",
  social: "Social post / Open Graph card",
  phone: "Phone screen",
} as const;

export function PrototypeDocument({
  theme,
  prototype,
  mockups = {},
}: {
  theme: Theme;
  prototype: Partial<PrototypeData>;
  mockups?: PrototypeMockups;
}) {
  const { Document, Image, Page, Text, View } = pdf();
  const label = "Prototype Assets";
  const colors = Object.entries(prototype.moodBoard ?? {})
    .filter(([k, v]) => k.endsWith("Color") && typeof v === "string" && HEX.test(v))
    .map(
      ([k, v]) =>
        [k.replace(/Color$/, "").replace(/^\w/, (c) => c.toUpperCase()), v as string] as [string, string],
    );
  return (
    <Document
      title={`${theme.brand.name}: ${label}`}
      author="LaunchForge"
      creator="LaunchForge"
      subject={label}
    >
      <Cover
        theme={theme}
        title={label}
        subtitle="Visual identity, mood board, typography, mockups and user flow"
      />
      {mockups.moodboard ? (
        // The mood board as one picture, the first page after the cover.
        <Page size="A4" orientation="landscape" style={theme.styles.page}>
          <Image
            src={{ data: mockups.moodboard, format: "png" }}
            style={{ width: "100%", objectFit: "contain" }}
          />
        </Page>
      ) : null}
      {mockups.hero || mockups.social || mockups.phone ? (
        <Page size="A4" orientation="landscape" style={theme.styles.page}>
          <Heading theme={theme} level={1}>
            Mockups
          </Heading>
          <View style={{ flexDirection: "row", gap: 16 }}>
            <View style={{ flexDirection: "column", flexGrow: 1, flexBasis: 0, gap: 8 }}>
              {mockups.hero ? (
                <View style={{ flexDirection: "column", gap: 4 }}>
                  <Image src={{ data: mockups.hero, format: "png" }} style={{ width: "100%" }} />
                  <Text style={theme.styles.muted}>{MOCKUP_TITLES.hero}</Text>
                </View>
              ) : null}
            </View>
            {mockups.phone ? (
              <View style={{ flexDirection: "column", width: 170, gap: 4 }}>
                <Image src={{ data: mockups.phone, format: "png" }} style={{ width: 170 }} />
                <Text style={theme.styles.muted}>{MOCKUP_TITLES.phone}</Text>
              </View>
            ) : null}
          </View>
        </Page>
      ) : null}
      {mockups.social ? (
        <Page size="A4" orientation="landscape" style={theme.styles.page}>
          <View style={{ flexDirection: "column", gap: 4, width: "75%" }}>
            <Image src={{ data: mockups.social, format: "png" }} style={{ width: "100%" }} />
            <Text style={theme.styles.muted}>{MOCKUP_TITLES.social}</Text>
          </View>
        </Page>
      ) : null}
      <ContentPage theme={theme} label={label}>
        <Heading theme={theme} level={1}>
          {label}
        </Heading>
        <Heading theme={theme}>Visual Identity</Heading>
        <Paragraph theme={theme} fallback="No visual identity available">
          {prototype.visualIdentity}
        </Paragraph>
        <Heading theme={theme}>Mood Board</Heading>
        <Paragraph theme={theme} fallback="No mood board description available">
          {prototype.moodBoard?.description}
        </Paragraph>
        <Heading theme={theme} level={3}>
          Colour Palette
        </Heading>
        {colors.length ? (
          <Swatches theme={theme} colors={colors} />
        ) : (
          <Text style={theme.styles.muted}>No colour palette available</Text>
        )}
        {prototype.typography ? (
          <>
            <Heading theme={theme}>Typography</Heading>
            <Paragraph theme={theme} fallback="">
              {`Headings: ${prototype.typography.headingFont}. Body: ${prototype.typography.bodyFont}. ${prototype.typography.rationale ?? ""}`}
            </Paragraph>
          </>
        ) : null}
        <Heading theme={theme}>Logo Concepts</Heading>
        <Bullets theme={theme} items={prototype.logoConcepts} fallback="No logo concepts available" />
        <Heading theme={theme}>Screens to design</Heading>
        <Bullets theme={theme} items={prototype.mockups} fallback="No mockups available" />
        <Heading theme={theme}>User Flow</Heading>
        <Bullets
          theme={theme}
          ordered
          items={prototype.userFlow?.split("\n").map((step) => step.replace(/^\s*\d+[.)]\s*/, ""))}
          fallback="No user flow available"
        />
        <Heading theme={theme}>Key Features</Heading>
        <Bullets theme={theme} items={prototype.features} fallback="No features listed" />
      </ContentPage>
    </Document>
  );
}
