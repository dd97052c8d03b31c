import { readableOn } from "@/lib/color";
import { Box, Canvas, CARD, GROW, MUTED, sized } from "./parts";
import type { Scene } from "./scenes";

const SWATCH_NAMES = ["primary", "secondary", "accent", "background", "text"] as const;

/** A type specimen: "Aa" in the family, with its name and role. */
const Specimen = ({
  family,
  weight,
  color,
  role,
}: {
  family: string;
  weight: 400 | 700;
  color: string;
  role: string;
}) => (
  <Box style={{ ...GROW, ...CARD, flexDirection: "column", padding: 28 }}>
    <Box style={{ fontFamily: family, fontWeight: weight, fontSize: 120, lineHeight: 1, color }}>Aa</Box>
    <Box style={{ marginTop: 12, fontSize: 22, fontWeight: 700 }}>{family}</Box>
    <Box style={{ fontSize: 18, color: MUTED }}>{role}</Box>
  </Box>
);

/** The mood board as one picture: palette with names and hex, type specimens, the brand, mood words. */
export const MoodboardScene: Scene = ({ content: c }) => {
  const { colors, headingFont, bodyFont, name } = c.brand;
  const specimen = c.summary || c.headline;
  return (
    <Canvas
      style={{
        flexDirection: "column",
        padding: 56,
        background: "#FAFAFC",
        color: "#1C1C24",
        fontFamily: bodyFont,
      }}
    >
      <Box style={{ alignItems: "baseline", gap: 18 }}>
        <Box style={{ fontFamily: headingFont, fontWeight: 700, fontSize: 40 }}>{name}</Box>
        <Box style={{ fontSize: 22, color: MUTED }}>Mood board</Box>
      </Box>
      <Box style={{ ...GROW, marginTop: 36, gap: 40 }}>
        <Box style={{ flexDirection: "column", width: 520, gap: 14 }}>
          {SWATCH_NAMES.map((key) => (
            <Box key={key} style={{ ...GROW, ...CARD, overflow: "hidden" }}>
              <Box style={{ width: 300, background: colors[key] }} />
              <Box style={{ ...GROW, flexDirection: "column", justifyContent: "center", padding: "0 22px" }}>
                <Box style={{ fontSize: 22, fontWeight: 700, textTransform: "capitalize" }}>{key}</Box>
                <Box style={{ fontSize: 20, color: MUTED }}>{colors[key].toUpperCase()}</Box>
              </Box>
            </Box>
          ))}
        </Box>
        <Box style={{ ...GROW, flexDirection: "column", gap: 24 }}>
          <Box style={{ gap: 24 }}>
            <Specimen family={headingFont} weight={700} color={colors.primary} role="Headings" />
            <Specimen family={bodyFont} weight={400} color={colors.text} role="Body text" />
          </Box>
          <Box
            style={{
              ...CARD,
              padding: 28,
              background: colors.background,
              color: colors.text,
              fontSize: sized(
                specimen,
                [
                  [120, 26],
                  [220, 21],
                ],
                17,
              ),
              lineHeight: 1.45,
            }}
          >
            {specimen}
          </Box>
          <Box style={{ ...GROW, gap: 24 }}>
            <Box
              style={{
                ...GROW,
                alignItems: "center",
                justifyContent: "center",
                borderRadius: 18,
                background: colors.primary,
                color: readableOn(colors.primary),
                fontFamily: headingFont,
                fontWeight: 700,
                fontSize: sized(
                  name,
                  [
                    [10, 64],
                    [20, 48],
                  ],
                  36,
                ),
              }}
            >
              {name}
            </Box>
            {c.moodWords.length ? (
              <Box style={{ ...GROW, flexDirection: "column", justifyContent: "center", gap: 12 }}>
                {c.moodWords.map((word) => (
                  <Box
                    key={word}
                    style={{
                      padding: "8px 20px",
                      borderRadius: 30,
                      border: `2px solid ${colors.accent}`,
                      fontSize: 22,
                      textTransform: "capitalize",
                    }}
                  >
                    {word}
                  </Box>
                ))}
              </Box>
            ) : null}
          </Box>
        </Box>
      </Box>
    </Canvas>
  );
};
