import type { PrototypeData } from "@/lib/artifacts/schemas";
import { Bullets, ContentPage, Cover, Heading, Paragraph, Swatches } from "./components";
import { pdf } from "./react-pdf";
import type { Theme } from "./theme";

const HEX = /^#[0-9a-fA-F]{6}$/;

export function PrototypeDocument({ theme, prototype }: { theme: Theme; prototype: Partial<PrototypeData> }) {
  const { Document, Text } = pdf();
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
        <Heading theme={theme}>Mockups</Heading>
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
