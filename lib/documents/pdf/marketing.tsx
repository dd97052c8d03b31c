import type { MarketingPlan } from "@/lib/artifacts/schemas";
import { ContentPage, Cover, Heading, Paragraph, Table } from "./components";
import { pdf } from "./react-pdf";
import type { Theme } from "./theme";

const INTENT_ORDER = ["transactional", "commercial", "informational", "navigational"];

/** The marketing plan: SEO keywords by intent, the 60-day social plan per channel, and the ad copy. */
export function MarketingDocument({ theme, plan }: { theme: Theme; plan: Partial<MarketingPlan> }) {
  const { Document, View } = pdf();
  const label = "Marketing Plan";
  const keywords = [...(plan.seoKeywords ?? [])].sort(
    (a, b) => INTENT_ORDER.indexOf(a.intent) - INTENT_ORDER.indexOf(b.intent),
  );
  const channels = plan.socialPlan ?? [];
  const ads = plan.adCopy ?? [];
  const posts = channels.reduce((n, c) => n + (c.posts?.length ?? 0), 0);
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
        subtitle={`${keywords.length} SEO keywords · ${channels.length} channels, ${posts} posts over 60 days · ${ads.length} ads`}
      />
      <ContentPage theme={theme} label={label}>
        <Heading theme={theme} level={1}>
          {label}
        </Heading>
        <Heading theme={theme}>SEO Keywords</Heading>
        {keywords.length ? (
          <Table
            theme={theme}
            columns={["Keyword", "Search intent", "Priority"]}
            widths={[3, 1.4, 1]}
            rows={keywords.map((k) => [k.keyword, k.intent, k.priority])}
          />
        ) : (
          <Paragraph theme={theme} fallback="No keywords available">
            {null}
          </Paragraph>
        )}
        <Heading theme={theme}>Social Plan (60 days)</Heading>
        {channels.length === 0 && (
          <Paragraph theme={theme} fallback="No social plan available">
            {null}
          </Paragraph>
        )}
        {channels.map((channel) => (
          <View key={channel.channel}>
            {/* The channel's name and goal stay with the start of its table. */}
            <View wrap={false} minPresenceAhead={90}>
              <Heading theme={theme} level={3}>
                {channel.channel}
              </Heading>
              <Paragraph theme={theme} fallback="">
                {`Goal: ${channel.goal.replace(/\.$/, "")}. Cadence: ${channel.cadence.replace(/\.$/, "")}.`}
              </Paragraph>
            </View>
            <Table
              theme={theme}
              columns={["Day", "Theme", "Caption"]}
              widths={[0.7, 1.7, 4]}
              rows={(channel.posts ?? []).map((p) => [`Day ${p.day}`, p.theme, p.caption])}
            />
          </View>
        ))}
        <Heading theme={theme}>Ad Copy</Heading>
        {ads.length ? (
          <Table
            theme={theme}
            columns={["Where", "Headline", "Body", "Call to action"]}
            widths={[0.8, 2, 3.4, 1.2]}
            rows={ads.map((a) => [
              a.platform === "search" ? "Search" : "Social",
              a.headline,
              a.body,
              a.callToAction,
            ])}
          />
        ) : (
          <Paragraph theme={theme} fallback="No ad copy available">
            {null}
          </Paragraph>
        )}
      </ContentPage>
    </Document>
  );
}
