import type { Workbook } from "exceljs";

import { PROJECTION_MONTHS } from "@/lib/finance/assumptions";
import type { MonthRow, Projection } from "@/lib/finance/model";

import type { BrandStyle } from "./brand";
import { argb, FORMATS, styleHeaderRow } from "./xlsx-style";

/**
 * The Monthly sheet: one row per month, every value a live formula over the Assumptions names and the
 * previous row, mirroring lib/finance/model.ts term for term. Each formula also carries the value
 * lib/finance computed as its cached result, so the file reads correctly before any recalculation.
 */

export const MONTHLY_SHEET = "Monthly";
/** Month m sits on row m + 1 (row 1 is the header). */
export const FIRST_MONTH_ROW = 2;
export const LAST_MONTH_ROW = FIRST_MONTH_ROW + PROJECTION_MONTHS - 1;

type MonthlyKey = keyof MonthRow | "profitableToEnd";

interface MonthlyColumn {
  key: MonthlyKey;
  header: string;
  width: number;
  format: string;
}

const COLUMNS: MonthlyColumn[] = [
  { key: "month", header: "Month", width: 8, format: "0" },
  { key: "year", header: "Year", width: 7, format: "0" },
  { key: "newCustomers", header: "New customers", width: 13, format: FORMATS.count },
  { key: "churnedCustomers", header: "Churned", width: 11, format: FORMATS.count },
  { key: "customers", header: "Customers", width: 12, format: FORMATS.count },
  { key: "revenue", header: "Revenue", width: 14, format: FORMATS.usd },
  { key: "cogs", header: "COGS", width: 13, format: FORMATS.usd },
  { key: "grossProfit", header: "Gross profit", width: 14, format: FORMATS.usd },
  { key: "marketing", header: "Marketing", width: 13, format: FORMATS.usd },
  { key: "fixedCosts", header: "Fixed costs", width: 13, format: FORMATS.usd },
  { key: "opex", header: "Opex", width: 13, format: FORMATS.usd },
  { key: "ebitda", header: "EBITDA", width: 14, format: FORMATS.usd },
  { key: "cumulativeEbitda", header: "Cumulative EBITDA", width: 16, format: FORMATS.usd },
  { key: "cash", header: "Cash", width: 14, format: FORMATS.usd },
  {
    key: "profitableToEnd",
    header: "EBITDA ≥ 0 from here to month 36 (1 = yes)",
    width: 20,
    format: FORMATS.flag,
  },
];

/** Column letter of each monthly quantity ("revenue" → "F"), for formulas on this and other sheets. */
export const MONTHLY_COL = Object.fromEntries(
  COLUMNS.map((c, i) => [c.key, String.fromCharCode(65 + i)]),
) as Record<MonthlyKey, string>;

/** `Monthly!$F$2:$F$37`: one quantity over all 36 months. */
export function monthlyRange(key: MonthlyKey): string {
  const col = MONTHLY_COL[key];
  return `${MONTHLY_SHEET}!$${col}$${FIRST_MONTH_ROW}:$${col}$${LAST_MONTH_ROW}`;
}

/** The formula of one monthly cell on sheet row r (month r − 1). */
function formula(key: MonthlyKey, r: number): string | null {
  const c = MONTHLY_COL;
  const first = r === FIRST_MONTH_ROW;
  const prev = (k: MonthlyKey) => `${c[k]}${r - 1}`;
  const here = (k: MonthlyKey) => `${c[k]}${r}`;
  switch (key) {
    case "month":
      return null;
    case "year":
      return `INT((${here("month")}-1)/12)+1`;
    case "newCustomers":
      return `NewCustomersM1*(1+GrowthRate)^(${here("month")}-1)`;
    case "churnedCustomers":
      return `${first ? "StartingCustomers" : prev("customers")}*ChurnRate`;
    case "customers":
      return `${first ? "StartingCustomers" : prev("customers")}-${here("churnedCustomers")}+${here("newCustomers")}`;
    case "revenue":
      return `${here("customers")}*ARPU+${here("newCustomers")}*UpfrontPrice*UpfrontUnits`;
    case "cogs":
      return `${here("customers")}*ARPU*(1-GrossMargin)+${here("newCustomers")}*UpfrontPrice*UpfrontUnits*(1-UpfrontMargin)`;
    case "grossProfit":
      return `${here("revenue")}-${here("cogs")}`;
    case "marketing":
      return `${here("newCustomers")}*AcquisitionCost`;
    case "fixedCosts":
      return `FixedCosts*(1+FixedCostGrowth)^(${here("year")}-1)`;
    case "opex":
      return `${here("marketing")}+${here("fixedCosts")}`;
    case "ebitda":
      return `${here("grossProfit")}-${here("opex")}`;
    case "cumulativeEbitda":
      return first ? here("ebitda") : `${prev("cumulativeEbitda")}+${here("ebitda")}`;
    case "cash":
      return `${first ? "StartingCash" : prev("cash")}+${here("ebitda")}`;
    case "profitableToEnd":
      // 1 when this month and every later month has EBITDA ≥ 0; the Annual sheet counts the 1s.
      return r === LAST_MONTH_ROW
        ? `IF(${here("ebitda")}>=0,1,0)`
        : `IF(AND(${here("ebitda")}>=0,${c.profitableToEnd}${r + 1}=1),1,0)`;
  }
}

/** The 1/0 flags lib/finance implies: EBITDA stays ≥ 0 from month m to the horizon. */
function profitableToEnd(months: MonthRow[]): number[] {
  const flags = months.map(() => 0);
  for (let i = months.length - 1; i >= 0 && months[i].ebitda >= 0; i--) flags[i] = 1;
  return flags;
}

export function addMonthlySheet(workbook: Workbook, brand: BrandStyle, projection: Projection): void {
  const sheet = workbook.addWorksheet(MONTHLY_SHEET, {
    properties: { tabColor: { argb: argb(brand.colors.secondary) } },
    views: [{ state: "frozen", xSplit: 1, ySplit: 1 }],
  });
  const header = sheet.getRow(1);
  COLUMNS.forEach((column, i) => {
    header.getCell(i + 1).value = column.header;
    sheet.getColumn(i + 1).width = column.width;
  });
  styleHeaderRow(header, brand, COLUMNS.length);

  const flags = profitableToEnd(projection.months);
  projection.months.forEach((month, index) => {
    const r = FIRST_MONTH_ROW + index;
    const row = sheet.getRow(r);
    COLUMNS.forEach((column, i) => {
      const cell = row.getCell(i + 1);
      const result = column.key === "profitableToEnd" ? flags[index] : month[column.key];
      const f = formula(column.key, r);
      cell.value = f === null ? result : { formula: f, result };
      cell.numFmt = column.format;
    });
  });
}
