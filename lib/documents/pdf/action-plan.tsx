import type { ActionItem, ActionPlan } from "@/lib/artifacts/schemas";
import { Bullets, ContentPage, Cover, Heading, Paragraph, Table } from "./components";
import { pdf } from "./react-pdf";
import type { Theme } from "./theme";

export function ActionPlanDocument({ theme, plan }: { theme: Theme; plan: Partial<ActionPlan> }) {
  const { Document } = pdf();
  const label = "60-Day Action Plan";
  const items = (plan.actionItems ?? []).filter((i): i is ActionItem => Boolean(i?.title));
  const weeks = [...new Set(items.map((i) => i.week))].sort((a, b) => a - b);
  const hours = items.reduce((t, i) => t + (i.estimatedHours ?? 0), 0);
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
        subtitle={`${items.length} tasks over 9 weeks · about ${Math.round(hours)} hours of work`}
      />
      <ContentPage theme={theme} label={label}>
        <Heading theme={theme} level={1}>
          {label}
        </Heading>
        <Heading theme={theme}>Launch Strategy</Heading>
        <Paragraph theme={theme} fallback="No launch strategy available">
          {plan.launchStrategy}
        </Paragraph>
        {weeks.map((week) => (
          <Table
            key={week}
            theme={theme}
            columns={[
              `Week ${week} (days ${(week - 1) * 7 + 1}-${Math.min(60, week * 7)})`,
              "Priority",
              "Hours",
              "What to do",
            ]}
            widths={[2, 0.8, 0.6, 3.6]}
            rows={items
              .filter((i) => i.week === week)
              .map((i) => [i.title, i.priority, String(i.estimatedHours), i.description])}
          />
        ))}
        <Heading theme={theme}>Success Metrics</Heading>
        <Bullets theme={theme} items={plan.successMetrics} fallback="No success metrics defined" />
      </ContentPage>
    </Document>
  );
}
