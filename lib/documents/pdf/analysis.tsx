import { financialModelSchema, type FullBusinessAnalysis } from "@/lib/artifacts/schemas";
import { sanityChecks } from "@/lib/finance/checks";
import { computeFinancials } from "@/lib/finance/figures";
import { formatCount, formatMoney, formatMonth, formatPercent } from "@/lib/finance/format";
import { buysOnce, project, sizeMarket, yearCustomers } from "@/lib/finance/model";
import { Bullets, ContentPage, Cover, Heading, Paragraph, Table } from "./components";
import { pdf } from "./react-pdf";
import type { Theme } from "./theme";

const SECTIONS: [keyof FullBusinessAnalysis, string, string][] = [
  ["executiveSummary", "Executive Summary", "No executive summary available"],
  ["marketPotential", "Market Potential", "No market analysis available"],
  ["competitiveLandscape", "Competitive Landscape", "No competitive analysis available"],
  ["financialProjections", "Financial Projections", "No financial projections available"],
  ["marketingStrategy", "Marketing Strategy", "No marketing strategy available"],
];

/** The tables made from the stored financial model: the same numbers as the text, the deck and the spreadsheet. */
function FinancialTables({ theme, analysis }: { theme: Theme; analysis: Partial<FullBusinessAnalysis> }) {
  const { Text } = pdf();
  const model = financialModelSchema.safeParse(analysis.financialModel);
  if (!model.success) return null;
  const p = project(model.data.assumptions);
  // A product bought once is worth its price once per buyer, as the analysis's own text sizes it.
  const once = buysOnce(model.data.assumptions.monthlyChurnRate);
  const m = sizeMarket(model.data.market, p.arpu, model.data.assumptions.monthlyChurnRate);
  const money = (value: number) => formatMoney(value, model.data.currency ?? "USD");
  const checks = sanityChecks(computeFinancials(model.data));
  return (
    <>
      <Heading theme={theme}>Three-Year Projection</Heading>
      <Table
        theme={theme}
        columns={["", "Year 1", "Year 2", "Year 3"]}
        widths={[1.4, 1, 1, 1]}
        rows={[
          ["Revenue", ...p.years.map((y) => money(y.revenue))],
          [
            once ? "Buyers in the year" : "Customers (year end)",
            ...p.years.map((y) => formatCount(yearCustomers(y, p.assumptions.monthlyChurnRate))),
          ],
          ["Gross margin", ...p.years.map((y) => formatPercent(y.grossMarginPct))],
          ["Marketing", ...p.years.map((y) => money(y.marketing))],
          ["Fixed costs", ...p.years.map((y) => money(y.fixedCosts))],
          ["EBITDA", ...p.years.map((y) => money(y.ebitda))],
          ["Cash (year end)", ...p.years.map((y) => money(y.endingCash))],
        ]}
      />
      <Text style={theme.styles.muted}>Break-even: {formatMonth(p.breakEvenMonth)}.</Text>
      <Heading theme={theme}>Market Size</Heading>
      <Table
        theme={theme}
        columns={["Measure", "Value", "Basis"]}
        widths={[1, 1, 3]}
        rows={[
          [
            "TAM",
            m.tam === null ? "Not sized yet" : money(m.tam),
            `${m.assumptions.potentialCustomers === null ? "___ (add your count)" : formatCount(m.assumptions.potentialCustomers)} ${m.assumptions.customerUnit} × ${money(m.annualRevenuePerCustomer)} ${once ? "once" : "a year"}`,
          ],
          [
            "SAM",
            m.sam === null ? "Not sized yet" : money(m.sam),
            `${formatPercent(m.assumptions.serviceableShare)} served at launch`,
          ],
          [
            "SOM",
            m.som === null ? "Not sized yet" : money(m.som),
            `${formatPercent(m.assumptions.obtainableShare)} of SAM within three years`,
          ],
        ]}
      />
      <Heading theme={theme}>Sanity Checks</Heading>
      <Table
        theme={theme}
        columns={["Check", "Verdict"]}
        widths={[1.2, 4]}
        rows={checks.map((c) => [`${c.level === "warn" ? "Warning: " : ""}${c.label}`, c.verdict])}
      />
    </>
  );
}

export function AnalysisDocument({
  theme,
  analysis,
}: {
  theme: Theme;
  analysis: Partial<FullBusinessAnalysis>;
}) {
  const { Document } = pdf();
  const label = "Full Business Analysis";
  return (
    <Document
      title={`${theme.brand.name}: ${label}`}
      author="LaunchForge"
      creator="LaunchForge"
      subject={label}
    >
      <Cover theme={theme} title={label} subtitle="Market, competition, financial projections and strategy" />
      <ContentPage theme={theme} label={label}>
        <Heading theme={theme} level={1}>
          {label}
        </Heading>
        {SECTIONS.map(([key, title, fallback]) => [
          <Heading key={`${key}-h`} theme={theme}>
            {title}
          </Heading>,
          <Paragraph key={key} theme={theme} fallback={fallback}>
            {analysis[key]}
          </Paragraph>,
        ])}
        <FinancialTables theme={theme} analysis={analysis} />
        <Heading theme={theme}>Strategic Recommendations</Heading>
        <Bullets
          theme={theme}
          ordered
          items={analysis.strategicRecommendations}
          fallback="No recommendations available"
        />
        {analysis.actionItems?.length ? (
          <>
            <Heading theme={theme}>Next Actions</Heading>
            <Bullets theme={theme} items={analysis.actionItems} fallback="" />
          </>
        ) : null}
      </ContentPage>
    </Document>
  );
}
