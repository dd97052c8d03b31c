import type { ReactElement } from "react";

import { readableOn } from "@/lib/color";
import type { MockupContent } from "./content";
import { MoodboardScene } from "./moodboard";
import { Box, Button, Canvas, FeatureRow, GROW, screenTitle, sized } from "./parts";
import { BoxShadow } from "./shadow";
import { MOCKUP_SIZES, type MockupKind } from "./sizes";

/**
 * The mockups as satori scenes, each drawn from the project's own content and brand. Text steps down in
 * size with its length instead of being cut, so the founder's sentence is always whole.
 */

export { MOCKUP_SIZES, type MockupKind };
export const MOCKUP_KINDS = Object.keys(MOCKUP_SIZES) as MockupKind[];

export type Scene = (props: { content: MockupContent }) => ReactElement;

/** The hero's margin around the browser window, which fills the rest of the canvas. */
const HERO_MARGIN = 36;
const HERO_WINDOW = {
  width: MOCKUP_SIZES.hero.width - 2 * HERO_MARGIN,
  height: MOCKUP_SIZES.hero.height - 2 * HERO_MARGIN,
};

/** A landing page's first screen in a browser window: the promise, the call to action, the features. */
const HeroScene: Scene = ({ content: c }) => {
  const { colors, headingFont, bodyFont, name } = c.brand;
  return (
    <Canvas style={{ background: "#E7E8EE", padding: HERO_MARGIN, fontFamily: bodyFont }}>
      {/* The window's shadow, box-shadow: 0 20px 50px rgba(20,20,40,0.25), computed: see ./shadow. */}
      <BoxShadow
        {...HERO_WINDOW}
        left={HERO_MARGIN}
        top={HERO_MARGIN}
        offsetY={20}
        blur={50}
        color="#141428"
        opacity={0.25}
      />
      <Box
        style={{
          ...GROW,
          // Positioned, so that it is painted over its shadow (satori paints positioned boxes last).
          position: "relative",
          flexDirection: "column",
          background: colors.background,
          borderRadius: 18,
          overflow: "hidden",
        }}
      >
        <Box style={{ alignItems: "center", height: 46, background: "#F2F2F5", padding: "0 18px", gap: 8 }}>
          {["#FF5F57", "#FEBC2E", "#28C840"].map((dot) => (
            <Box key={dot} style={{ width: 13, height: 13, borderRadius: 13, background: dot }} />
          ))}
          <Box
            style={{
              marginLeft: 24,
              padding: "5px 18px",
              borderRadius: 8,
              background: "#FFFFFF",
              color: "#55565E",
              fontSize: 15,
            }}
          >
            {`https://${c.domain}`}
          </Box>
        </Box>
        <Box style={{ alignItems: "center", justifyContent: "space-between", padding: "26px 56px" }}>
          <Box style={{ fontFamily: headingFont, fontWeight: 700, fontSize: 30, color: colors.primary }}>
            {name}
          </Box>
          <Box style={{ alignItems: "center", gap: 34, fontSize: 17, color: colors.text }}>
            <Box>Features</Box>
            <Box>Pricing</Box>
            <Button color={colors.accent} style={{ padding: "10px 20px", borderRadius: 10 }}>
              {c.cta}
            </Button>
          </Box>
        </Box>
        <Box style={{ ...GROW, padding: "20px 56px 40px", gap: 48 }}>
          <Box style={{ flexDirection: "column", width: 700, justifyContent: "center" }}>
            <Box
              style={{
                fontFamily: headingFont,
                fontWeight: 700,
                fontSize: sized(
                  c.headline,
                  [
                    [40, 64],
                    [70, 52],
                    [110, 42],
                  ],
                  34,
                ),
                lineHeight: 1.12,
                color: colors.text,
              }}
            >
              {c.headline}
            </Box>
            {c.summary ? (
              <Box
                style={{
                  marginTop: 24,
                  fontSize: sized(
                    c.summary,
                    [
                      [140, 24],
                      [240, 20],
                    ],
                    17,
                  ),
                  lineHeight: 1.45,
                  color: colors.text,
                  opacity: 0.78,
                }}
              >
                {c.summary}
              </Box>
            ) : null}
            <Box style={{ marginTop: 36, gap: 16, fontSize: 20 }}>
              <Button color={colors.accent} style={{ padding: "16px 30px" }}>
                {c.cta}
              </Button>
              <Button color={colors.primary} outline style={{ padding: "14px 28px" }}>
                See how it works
              </Button>
            </Box>
          </Box>
          <Box
            style={{
              ...GROW,
              flexDirection: "column",
              justifyContent: "center",
              gap: 18,
              padding: 32,
              borderRadius: 22,
              background: colors.primary,
              color: readableOn(colors.primary),
            }}
          >
            <Box style={{ fontFamily: headingFont, fontWeight: 700, fontSize: 26 }}>
              {screenTitle(c.screens[0], "How it works")}
            </Box>
            {c.features.map((feature) => (
              <FeatureRow
                key={feature}
                text={feature}
                accent={colors.accent}
                color={colors.text}
                sizes={[18, 15, 13]}
              />
            ))}
          </Box>
        </Box>
      </Box>
    </Canvas>
  );
};

/** The app on a phone: the brand's header, the promise, the features and the call to action. */
const PhoneScene: Scene = ({ content: c }) => {
  const { colors, headingFont, bodyFont, name } = c.brand;
  return (
    <Canvas style={{ background: "#16161C", borderRadius: 56, padding: 12, fontFamily: bodyFont }}>
      <Box
        style={{
          ...GROW,
          flexDirection: "column",
          borderRadius: 44,
          overflow: "hidden",
          background: colors.background,
        }}
      >
        <Box
          style={{
            flexDirection: "column",
            background: colors.primary,
            color: readableOn(colors.primary),
            padding: "18px 24px 26px",
          }}
        >
          <Box style={{ justifyContent: "space-between", fontSize: 14, fontWeight: 700 }}>
            <Box>9:41</Box>
            <Box style={{ width: 90, height: 24, borderRadius: 20, background: "#16161C" }} />
            <Box>100%</Box>
          </Box>
          <Box style={{ marginTop: 22, fontFamily: headingFont, fontWeight: 700, fontSize: 26 }}>{name}</Box>
          <Box style={{ marginTop: 4, fontSize: 15, opacity: 0.85 }}>{screenTitle(c.screens[0], "Home")}</Box>
        </Box>
        <Box style={{ ...GROW, flexDirection: "column", padding: "20px 18px", gap: 12 }}>
          <Box
            style={{
              padding: 18,
              borderRadius: 18,
              background: "#FFFFFF",
              boxShadow: "0 4px 14px rgba(0,0,0,0.08)",
              fontFamily: headingFont,
              fontWeight: 700,
              fontSize: sized(
                c.headline,
                [
                  [50, 21],
                  [100, 17],
                ],
                14,
              ),
              lineHeight: 1.25,
              color: colors.text,
            }}
          >
            {c.headline}
          </Box>
          {c.features.map((feature) => (
            <FeatureRow
              key={feature}
              text={feature}
              accent={colors.accent}
              color={colors.text}
              sizes={[15, 13, 11]}
              tick={20}
            />
          ))}
          <Button
            color={colors.accent}
            style={{
              marginTop: "auto",
              justifyContent: "center",
              padding: "15px 0",
              borderRadius: 14,
              fontSize: 17,
            }}
          >
            {c.cta}
          </Button>
        </Box>
        <Box
          style={{
            justifyContent: "space-around",
            padding: "14px 0 22px",
            borderTop: "1px solid rgba(0,0,0,0.08)",
          }}
        >
          {[colors.primary, "#B9BAC4", "#B9BAC4", "#B9BAC4"].map((color, i) => (
            <Box key={i} style={{ width: 26, height: 26, borderRadius: 8, background: color }} />
          ))}
        </Box>
      </Box>
    </Canvas>
  );
};

/** A social post / Open Graph card: the brand, the promise, the domain. */
const SocialScene: Scene = ({ content: c }) => {
  const { colors, headingFont, bodyFont, name } = c.brand;
  return (
    <Canvas
      style={{
        flexDirection: "column",
        padding: "64px 72px",
        backgroundImage: `linear-gradient(135deg, ${colors.primary}, ${colors.secondary})`,
        color: readableOn(colors.primary),
        fontFamily: bodyFont,
      }}
    >
      <Box style={{ alignItems: "center", gap: 16 }}>
        <Box style={{ width: 18, height: 56, borderRadius: 6, background: colors.accent }} />
        <Box style={{ fontFamily: headingFont, fontWeight: 700, fontSize: 44 }}>{name}</Box>
      </Box>
      <Box
        style={{
          ...GROW,
          alignItems: "center",
          fontFamily: headingFont,
          fontWeight: 700,
          fontSize: sized(
            c.headline,
            [
              [40, 72],
              [80, 56],
              [120, 44],
            ],
            36,
          ),
          lineHeight: 1.12,
        }}
      >
        {c.headline}
      </Box>
      <Box style={{ justifyContent: "space-between", alignItems: "center", fontSize: 26 }}>
        <Box style={{ opacity: 0.9 }}>{c.domain}</Box>
        <Button color={colors.accent} style={{ padding: "12px 26px", borderRadius: 40 }}>
          {c.cta}
        </Button>
      </Box>
    </Canvas>
  );
};

export const SCENES: Record<MockupKind, Scene> = {
  hero: HeroScene,
  phone: PhoneScene,
  social: SocialScene,
  moodboard: MoodboardScene,
};
