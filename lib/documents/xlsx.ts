import ExcelJS from "exceljs";

import type { FinancialModel } from "@/lib/artifacts/schemas";
import { PROJECTION_MONTHS, priceLabel } from "@/lib/finance/assumptions";
import {
  buysOnce,
  project,
  sizeMarket,
  type MarketSize,
  type Projection,
  type YearRow,
} from "@/lib/finance/model";
import { currencySign } from "@/lib/finance/format";

/** What a market figure reads as until the founder counts the customers. */
const NOT_SIZED = "Not sized yet";

import type { BrandStyle } from "./brand";
import { INPUTS, inputValue, type AssumptionField } from "./xlsx-inputs";
import { addMonthlySheet, FIRST_MONTH_ROW, monthlyRange, MONTHLY_COL, MONTHLY_SHEET } from "./xlsx-monthly";
import {
  argb,
  FORMATS,
  styleHeaderRow,
  styleInputCell,
  styleSectionCell,
  styleTitleCell,
  styleTotalRow,
} from "./xlsx-style";

/**
 * The Fuel tier's Financial Forecast workbook. Assumptions holds every input as a named cell; Monthly
 * and Annual are live formulas over those names that mirror lib/finance/model.ts, so a founder who
 * changes the price sees the whole forecast change. Every formula carries lib/finance's value as its
 * cached result, and the workbook asks Excel and LibreOffice to recalculate on open.
 */

export const ASSUMPTIONS_SHEET = "Assumptions";
export const ANNUAL_SHEET = "Annual";
const NOT_WITHIN_HORIZON = `Not within ${PROJECTION_MONTHS} months`;

export async function financialWorkbook({
  brand,
  model,
}: {
  brand: BrandStyle;
  model: FinancialModel;
}): Promise<Buffer> {
  const projection = project(model.assumptions);
  const market = sizeMarket(model.market, projection.arpu, model.assumptions.monthlyChurnRate);

  const workbook = new ExcelJS.Workbook();
  workbook.creator = "LaunchForge";
  workbook.lastModifiedBy = "LaunchForge";
  workbook.title = `${brand.name} financial forecast`;
  workbook.subject = `${PROJECTION_MONTHS}-month financial forecast`;
  workbook.description = brand.tagline;
  workbook.created = new Date();
  workbook.modified = workbook.created;
  workbook.calcProperties.fullCalcOnLoad = true;

  addAssumptionsSheet(workbook, brand, model, projection);
  addMonthlySheet(workbook, brand, projection);
  addAnnualSheet(workbook, brand, projection, market);
  inCurrency(workbook, model.currency ?? "USD");

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Money cells in the model's currency: the sheets are laid out with dollar formats, which are rewritten
 * with the sign the documents use ("€", "£", "KES") so Excel shows the founder's currency, not dollars.
 */
function inCurrency(workbook: ExcelJS.Workbook, currency: string): void {
  if (currency === "USD") return;
  const sign = currencySign(currency);
  const literal = `"${sign.replaceAll('"', "")}${/^[A-Z]{2,}/.test(sign) ? " " : ""}"`;
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.numFmt === "string" && cell.numFmt.includes("$#,##0"))
          cell.numFmt = cell.numFmt.replaceAll("$#,##0", `${literal}#,##0`);
      }),
    ),
  );
}

function addAssumptionsSheet(
  workbook: ExcelJS.Workbook,
  brand: BrandStyle,
  model: FinancialModel,
  projection: Projection,
): void {
  const sheet = workbook.addWorksheet(ASSUMPTIONS_SHEET, {
    properties: { tabColor: { argb: argb(brand.colors.accent) } },
    views: [{ state: "frozen", ySplit: 3 }],
  });
  [38, 16, 18, 64].forEach((width, i) => (sheet.getColumn(i + 1).width = width));

  sheet.mergeCells("A1:D1");
  sheet.getCell("A1").value = `${brand.name} financial forecast`;
  styleTitleCell(sheet.getCell("A1"), brand);
  sheet.getRow(1).height = 32;
  sheet.mergeCells("A2:D2");
  const intro = sheet.getCell("A2");
  intro.value =
    "Change the highlighted cells in column B: they are the inputs. " +
    "Every other number in this workbook is a formula and updates with them.";
  intro.alignment = { wrapText: true, vertical: "middle" };
  sheet.getRow(2).height = 34;
  const header = sheet.getRow(3);
  header.values = ["Assumption", "Value", "Unit", "Note"];
  styleHeaderRow(header, brand, 4);

  let r = 4;
  let section = "";
  for (const field of Object.keys(INPUTS) as AssumptionField[]) {
    const spec = INPUTS[field];
    if (spec.section !== section) {
      section = spec.section;
      r++;
      styleSectionCell(sheet.getCell(`A${r}`), brand);
      sheet.getCell(`A${r}`).value = section;
      r++;
    }
    const row = sheet.getRow(r);
    row.values = [
      field === "pricePoint" ? priceLabel(model.assumptions) : spec.label,
      inputValue(model, field),
      spec.unit.replace("USD", model.currency ?? "USD"),
      field === "pricePoint" && model.assumptions.priceIsDefault
        ? `${spec.note} This price is a default: you have not set one yet.`
        : (field === "fixedMonthlyCosts" || field === "annualFixedCostGrowth") &&
            model.assumptions.costsAreDefault
          ? `${spec.note} A default: you have not given your team's costs yet.`
          : spec.note,
    ];
    const cell = row.getCell(2);
    if (spec.format) cell.numFmt = spec.format;
    if (spec.name) {
      styleInputCell(cell, brand);
      workbook.definedNames.add(`${ASSUMPTIONS_SHEET}!$B$${r}`, spec.name);
    }
    r++;
  }

  r++;
  styleSectionCell(sheet.getCell(`A${r}`), brand);
  sheet.getCell(`A${r}`).value = "Derived (formulas)";
  r++;
  const arpu = sheet.getRow(r);
  arpu.values = [
    "Revenue per customer per month (ARPU)",
    {
      formula: "PricePoint*UnitsPerCustomer*PurchasesPerMonth*RevenueShare*PayingShare",
      result: projection.arpu,
    },
    `${model.currency ?? "USD"} per month`,
    "Price × units per customer × purchases per month × share kept × share who pay.",
  ];
  arpu.getCell(2).numFmt = FORMATS.usdCents;
  arpu.getCell(2).font = { bold: true };
  workbook.definedNames.add(`${ASSUMPTIONS_SHEET}!$B$${r}`, "ARPU");
}

interface AnnualRow {
  key: Exclude<keyof YearRow, "year">;
  label: string;
  format: string;
  total?: boolean;
  /** The formula for `year`, in column `col` (the year number sits in row 1); `rowOf` finds other metrics. */
  formula: (col: string, year: number, rowOf: (key: AnnualRow["key"]) => number) => string;
}

const sumIf =
  (key: keyof typeof MONTHLY_COL): AnnualRow["formula"] =>
  (col) =>
    `SUMIF(${monthlyRange("year")},${col}$1,${monthlyRange(key)})`;
/** The month that closes the year: month 12, 24 or 36 (row 13, 25 or 37 of Monthly). */
const endOfYear =
  (key: keyof typeof MONTHLY_COL): AnnualRow["formula"] =>
  (_col, year) =>
    `${MONTHLY_SHEET}!${MONTHLY_COL[key]}${FIRST_MONTH_ROW - 1 + 12 * year}`;

const ANNUAL_ROWS: AnnualRow[] = [
  { key: "revenue", label: "Revenue", format: FORMATS.usd, total: true, formula: sumIf("revenue") },
  { key: "cogs", label: "Cost of goods sold (COGS)", format: FORMATS.usd, formula: sumIf("cogs") },
  {
    key: "grossProfit",
    label: "Gross profit",
    format: FORMATS.usd,
    total: true,
    formula: sumIf("grossProfit"),
  },
  {
    key: "grossMarginPct",
    label: "Gross margin %",
    format: FORMATS.pct,
    formula: (col, _year, rowOf) =>
      `IF(${col}${rowOf("revenue")}>0,${col}${rowOf("grossProfit")}/${col}${rowOf("revenue")},0)`,
  },
  { key: "marketing", label: "Marketing", format: FORMATS.usd, formula: sumIf("marketing") },
  { key: "fixedCosts", label: "Fixed costs", format: FORMATS.usd, formula: sumIf("fixedCosts") },
  { key: "opex", label: "Operating expenses", format: FORMATS.usd, formula: sumIf("opex") },
  { key: "ebitda", label: "EBITDA", format: FORMATS.usd, total: true, formula: sumIf("ebitda") },
  { key: "newCustomers", label: "New customers", format: FORMATS.count, formula: sumIf("newCustomers") },
  {
    key: "endingCustomers",
    label: "Customers at year end",
    format: FORMATS.count,
    formula: endOfYear("customers"),
  },
  {
    key: "endingCash",
    label: "Cash at year end",
    format: FORMATS.usd,
    total: true,
    formula: endOfYear("cash"),
  },
];

function addAnnualSheet(
  workbook: ExcelJS.Workbook,
  brand: BrandStyle,
  projection: Projection,
  market: MarketSize,
): void {
  const sheet = workbook.addWorksheet(ANNUAL_SHEET, {
    properties: { tabColor: { argb: argb(brand.colors.primary) } },
    views: [{ state: "frozen", xSplit: 1, ySplit: 1 }],
  });
  [34, 16, 16, 16, 70].forEach((width, i) => (sheet.getColumn(i + 1).width = width));

  const header = sheet.getRow(1);
  header.values = [`${brand.name}: annual summary`, 1, 2, 3, "How it is computed"];
  [2, 3, 4].forEach((col) => (header.getCell(col).numFmt = FORMATS.year));
  styleHeaderRow(header, brand, 5);

  const rowOf = (key: AnnualRow["key"]) => 2 + ANNUAL_ROWS.findIndex((row) => row.key === key);
  // A product bought once keeps no customers: its year's count is the year's buyers, as the analysis PDF
  // and the prose say (the customers at the end of a year would be that one month's buyers).
  const once = buysOnce(projection.assumptions.monthlyChurnRate);
  const rows = ANNUAL_ROWS.map((spec) =>
    once && spec.key === "endingCustomers"
      ? { ...spec, label: "Buyers in the year", formula: sumIf("newCustomers") }
      : spec,
  );
  rows.forEach((spec) => {
    const row = sheet.getRow(rowOf(spec.key));
    row.getCell(1).value = spec.label;
    projection.years.forEach((year, i) => {
      const col = String.fromCharCode(66 + i);
      const cell = row.getCell(2 + i);
      const result = once && spec.key === "endingCustomers" ? year.newCustomers : year[spec.key];
      cell.value = { formula: spec.formula(col, year.year, rowOf), result };
      cell.numFmt = spec.format;
    });
    row.getCell(5).value =
      once && spec.key === "endingCustomers" ? annualNote("newCustomers") : annualNote(spec.key);
    if (spec.total) styleTotalRow(row, brand, 4);
  });

  let r = rowOf("endingCash") + 2;
  const block = (label: string, formula: string, result: number | string, format: string, note: string) => {
    const row = sheet.getRow(r);
    row.getCell(1).value = label;
    row.getCell(2).value = { formula, result };
    row.getCell(2).numFmt = format;
    row.getCell(2).font = { bold: true };
    row.getCell(5).value = note;
    return r++;
  };
  const section = (title: string) => {
    styleSectionCell(sheet.getCell(`A${r}`), brand);
    sheet.getCell(`A${r}`).value = title;
    r++;
  };

  section("Market size (top-down)");
  const perCustomer = block(
    "Revenue per customer per year",
    "IF(ChurnRate>=1,ARPU,ARPU*12)",
    market.annualRevenuePerCustomer,
    FORMATS.usd,
    "ARPU × 12 (once, for a product each customer buys once: churn 100%).",
  );
  const tam = block(
    "TAM",
    `IF(ISNUMBER(PotentialCustomers),PotentialCustomers*B${perCustomer},"${NOT_SIZED}")`,
    market.tam ?? NOT_SIZED,
    FORMATS.usd,
    "Potential customers × revenue per customer per year.",
  );
  // A market nobody counted stays "not sized yet" down the chain, in the file as in the documents.
  const sam = block(
    "SAM",
    `IF(ISNUMBER(B${tam}),B${tam}*ServiceableShare,"${NOT_SIZED}")`,
    market.sam ?? NOT_SIZED,
    FORMATS.usd,
    "TAM × serviceable share.",
  );
  block(
    "SOM",
    `IF(ISNUMBER(B${sam}),B${sam}*ObtainableShare,"${NOT_SIZED}")`,
    market.som ?? NOT_SIZED,
    FORMATS.usd,
    "SAM × obtainable share (3 years).",
  );

  r++;
  section("Break-even");
  const flags = monthlyRange("profitableToEnd");
  block(
    "Break-even month",
    `IF(SUM(${flags})=0,"${NOT_WITHIN_HORIZON}",${PROJECTION_MONTHS + 1}-SUM(${flags}))`,
    projection.breakEvenMonth ?? NOT_WITHIN_HORIZON,
    FORMATS.month,
    `First month from which EBITDA stays at or above zero to month ${PROJECTION_MONTHS}; counts the 1s in column ${MONTHLY_COL.profitableToEnd} of ${MONTHLY_SHEET}.`,
  );
}

function annualNote(key: AnnualRow["key"]): string {
  if (key === "grossMarginPct") return "Gross profit ÷ revenue (0 without revenue).";
  if (key === "endingCustomers" || key === "endingCash")
    return `Month 12, 24 or 36 of the ${MONTHLY_SHEET} sheet.`;
  return `Sum of the year's months on the ${MONTHLY_SHEET} sheet.`;
}
