import ExcelJS from "exceljs";
import FormulaParser, { type CellRef, type RangeRef } from "fast-formula-parser";
import JSZip from "jszip";

import { shownOffline } from "@/lib/ai/offline";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import type { FinancialModel } from "@/lib/artifacts/schemas";
import { buysOnce, project, sizeMarket, type MonthRow, type Projection } from "@/lib/finance/model";

import { brandStyle } from "./brand";
import { financialWorkbook } from "./xlsx";
import { INPUTS } from "./xlsx-inputs";
import { MONTHLY_COL } from "./xlsx-monthly";
import { argb, tint } from "./xlsx-style";

const brand = brandStyle({ brandName: "Breadwise", tagline: "Bake what sells" });

function offlineModel(id: string): FinancialModel {
  const fixture = IDEA_FIXTURES.find((f) => f.id === id);
  const model = fixture && shownOffline("fullBusinessAnalysis", { answers: fixture.answers }).financialModel;
  if (!model) throw new Error(`No financial model for fixture ${id}`);
  return model;
}

async function build(model: FinancialModel): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer; it reads a Node Buffer as well.
  await workbook.xlsx.load((await financialWorkbook({ brand, model })) as unknown as ExcelJS.Buffer);
  return workbook;
}

function expectClose(actual: unknown, expected: number, what: string): void {
  if (typeof actual !== "number")
    throw new Error(`${what}: expected a number, got ${JSON.stringify(actual)}`);
  const tolerance = 1e-6 * Math.max(1, Math.abs(expected));
  if (Math.abs(actual - expected) > tolerance) throw new Error(`${what}: ${actual} ≠ ${expected}`);
}

const colNumber = (letters: string) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
const keyOf = ({ sheet, row, col }: CellRef) => `${sheet}!${row}:${col}`;

function parseAddress(address: string, sheet?: string): CellRef {
  const match = /^(?:'?([^'!]+)'?!)?\$?([A-Z]+)\$?(\d+)$/.exec(address);
  if (!match) throw new Error(`Not a cell address: ${address}`);
  return { sheet: match[1] ?? sheet ?? "", row: Number(match[3]), col: colNumber(match[2]) };
}

/**
 * Evaluates the workbook's formulas with fast-formula-parser, from the input cells up: each formula's
 * dependencies first (found with its DepParser), then the formula itself. Defined names resolve to the
 * cells they name. `setInput` changes an input in memory, as a founder would in Excel.
 */
class WorkbookEvaluator {
  private readonly constants = new Map<string, unknown>();
  private readonly formulas = new Map<string, { formula: string; position: CellRef }>();
  private readonly names = new Map<string, CellRef>();
  private readonly values = new Map<string, unknown>();
  private readonly pending = new Set<string>();
  private readonly depParser: InstanceType<typeof FormulaParser.DepParser>;
  private readonly parser: FormulaParser;

  constructor(workbook: ExcelJS.Workbook) {
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          const position = { sheet: sheet.name, row: Number(cell.row), col: Number(cell.col) };
          const value = cell.value;
          if (value && typeof value === "object" && "formula" in value && typeof value.formula === "string") {
            this.formulas.set(keyOf(position), { formula: value.formula, position });
          } else {
            this.constants.set(keyOf(position), value);
          }
        }),
      ),
    );
    for (const { name, ranges } of workbook.definedNames.model) this.names.set(name, parseAddress(ranges[0]));
    const onVariable = (name: string) => this.names.get(name) ?? null;
    this.depParser = new FormulaParser.DepParser({ onVariable });
    this.parser = new FormulaParser({
      onVariable,
      onCell: (ref) => this.read(ref),
      onRange: (ref) => this.cellsOf(ref).map((row) => row.map((cell) => this.read(cell))),
    });
  }

  input(name: string): CellRef {
    const ref = this.names.get(name);
    if (!ref) throw new Error(`No defined name ${name}`);
    return ref;
  }

  setInput(name: string, value: number): void {
    this.constants.set(keyOf(this.input(name)), value);
    this.values.clear();
  }

  get(sheet: string, address: string): unknown {
    return this.evaluate(parseAddress(address, sheet));
  }

  private read(ref: CellRef): unknown {
    const key = keyOf(ref);
    return this.values.has(key) ? this.values.get(key) : (this.constants.get(key) ?? null);
  }

  private cellsOf(ref: RangeRef): CellRef[][] {
    const rows: CellRef[][] = [];
    for (let row = ref.from.row; row <= ref.to.row; row++) {
      const cells: CellRef[] = [];
      for (let col = ref.from.col; col <= ref.to.col; col++) cells.push({ sheet: ref.sheet, row, col });
      rows.push(cells);
    }
    return rows;
  }

  private evaluate(ref: CellRef): unknown {
    const key = keyOf(ref);
    const entry = this.formulas.get(key);
    if (!entry || this.values.has(key)) return this.read(ref);
    if (this.pending.has(key)) throw new Error(`Circular reference at ${key}`);
    this.pending.add(key);
    for (const dep of this.depParser.parse(entry.formula, entry.position)) {
      const cells = "from" in dep ? this.cellsOf(dep).flat() : [dep];
      cells.forEach((cell) => this.evaluate({ ...cell, sheet: cell.sheet || ref.sheet }));
    }
    const value = this.parser.parse(entry.formula, entry.position);
    if (typeof value !== "number" && typeof value !== "string") {
      throw new Error(`${key} = ${entry.formula} gave ${String(value)}`);
    }
    this.pending.delete(key);
    this.values.set(key, value);
    return value;
  }
}

/** The Monthly quantities checked cell by cell, and the Annual rows in sheet order (from row 2). */
const MONTHLY_KEYS = Object.keys(MONTHLY_COL).filter((k): k is keyof MonthRow => k !== "profitableToEnd");
// prettier-ignore
const ANNUAL_ROWS = [
  "revenue", "cogs", "grossProfit", "grossMarginPct", "marketing", "fixedCosts",
  "opex", "ebitda", "newCustomers", "endingCustomers", "endingCash",
] as const;

/** Checks every Monthly and Annual formula, evaluated from the inputs, against lib/finance. */
function expectMatchesProjection(
  evaluator: WorkbookEvaluator,
  model: FinancialModel,
  label: string,
): Projection {
  const projection = project(model.assumptions);
  projection.months.forEach((month) => {
    for (const key of MONTHLY_KEYS) {
      const address = `${MONTHLY_COL[key]}${month.month + 1}`;
      expectClose(evaluator.get("Monthly", address), month[key], `${label} month ${month.month} ${key}`);
    }
  });
  projection.years.forEach((year, i) => {
    ANNUAL_ROWS.forEach((key, row) => {
      expectClose(
        evaluator.get("Annual", `${"BCD"[i]}${row + 2}`),
        // A product bought once counts the year's buyers, as the analysis PDF does.
        key === "endingCustomers" && buysOnce(model.assumptions.monthlyChurnRate)
          ? year.newCustomers
          : year[key],
        `${label} year ${year.year} ${key}`,
      );
    });
  });
  const market = sizeMarket(model.market, projection.arpu, model.assumptions.monthlyChurnRate);
  expectClose(
    evaluator.get("Annual", "B15"),
    market.annualRevenuePerCustomer,
    `${label} revenue per customer`,
  );
  if (market.tam === null) {
    // A market nobody counted stays blank down the chain: the formulas say so, not 0.
    for (const cell of ["B16", "B17", "B18"]) expect(evaluator.get("Annual", cell)).toBe("Not sized yet");
  } else {
    expectClose(evaluator.get("Annual", "B16"), market.tam, `${label} TAM`);
    expectClose(evaluator.get("Annual", "B17"), market.sam!, `${label} SAM`);
    expectClose(evaluator.get("Annual", "B18"), market.som!, `${label} SOM`);
  }
  expect(evaluator.get("Annual", "B21")).toBe(projection.breakEvenMonth ?? "Not within 36 months");
  return projection;
}

const noBreakEven = offlineModel("nurse-language-learning");
const CASES: [string, FinancialModel][] = [
  ["bakery subscription", offlineModel("bakery-forecasting")],
  [
    "a market the founder counted",
    (() => {
      const m = offlineModel("bakery-forecasting");
      return {
        ...m,
        market: {
          ...m.market,
          potentialCustomers: 20_000,
          countSource: "trade association",
          serviceableShare: 0.4,
        },
      };
    })(),
  ],
  ["dog-walking marketplace", offlineModel("dog-walking-marketplace")],
  ["freemium without break-even", noBreakEven],
  [
    "device plus subscription",
    (() => {
      const m = offlineModel("bakery-forecasting");
      return { ...m, assumptions: { ...m.assumptions, upfrontPrice: 199, upfrontMargin: 0.25 } };
    })(),
  ],
  [
    "a device for each hive the fee counts",
    (() => {
      const m = offlineModel("bakery-forecasting");
      return {
        ...m,
        assumptions: {
          ...m.assumptions,
          upfrontPrice: 89,
          upfrontMargin: 0.3,
          upfrontUnits: 8,
          unitsPerCustomer: 8,
          unitLabel: "hive",
        },
      };
    })(),
  ],
  [
    "price per staff member",
    (() => {
      const m = offlineModel("bakery-forecasting");
      return { ...m, assumptions: { ...m.assumptions, unitsPerCustomer: 55, unitLabel: "staff member" } };
    })(),
  ],
  [
    "bought once",
    (() => {
      const m = offlineModel("bakery-forecasting");
      return {
        ...m,
        assumptions: { ...m.assumptions, billingModel: "one_time" as const, monthlyChurnRate: 1 },
      };
    })(),
  ],
];

describe("financialWorkbook", () => {
  it.each(CASES)(
    "lays out three sheets with live formulas and lib/finance's results (%s)",
    async (_label, model) => {
      const workbook = await build(model);
      const projection = project(model.assumptions);
      expect(workbook.worksheets.map((s) => s.name)).toEqual(["Assumptions", "Monthly", "Annual"]);
      expect(workbook.creator).toBe("LaunchForge");
      expect(workbook.title).toBe("Breadwise financial forecast");

      const monthly = workbook.getWorksheet("Monthly")!;
      const months = monthly.getColumn(1).values.filter((v): v is number => typeof v === "number");
      expect(months).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
      expect(monthly.getCell("A38").value).toBeNull();
      projection.months.forEach((month) => {
        for (const [key, col] of [
          ["customers", "E"],
          ["revenue", "F"],
          ["cash", "N"],
        ] as const) {
          const value = monthly.getCell(`${col}${month.month + 1}`).value as ExcelJS.CellFormulaValue;
          expect(typeof value.formula).toBe("string");
          expectClose(value.result, month[key], `cached month ${month.month} ${key}`);
        }
      });
      expect(monthly.getCell("F2").formula).toBe("E2*ARPU+C2*UpfrontPrice*UpfrontUnits");
      expect(monthly.getCell("E3").formula).toBe("E2-D3+C3");
      expect(monthly.getCell("N2").formula).toBe("StartingCash+L2");

      const annual = workbook.getWorksheet("Annual")!;
      expect(annual.getCell("B2").formula).toBe("SUMIF(Monthly!$B$2:$B$37,B$1,Monthly!$F$2:$F$37)");
      expectClose(
        (annual.getCell("D2").value as ExcelJS.CellFormulaValue).result,
        projection.years[2].revenue,
        "cached year 3 revenue",
      );
      expect((annual.getCell("B21").value as ExcelJS.CellFormulaValue).result).toBe(
        projection.breakEvenMonth ?? "Not within 36 months",
      );

      // The customers row says what it counts: those kept at the year's end, or a one-off product's buyers.
      expect(annual.getCell("A11").value).toBe(
        buysOnce(model.assumptions.monthlyChurnRate) ? "Buyers in the year" : "Customers at year end",
      );

      for (const sheet of [monthly, annual])
        expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
      expect(workbook.getWorksheet("Assumptions")!.views[0]).toMatchObject({ state: "frozen", ySplit: 3 });
    },
  );

  it("names every numeric input, shows it in the brand's accent and keeps text inputs as labels", async () => {
    const model = CASES[0][1];
    const workbook = await build(model);
    const evaluator = new WorkbookEvaluator(workbook);
    const sheet = workbook.getWorksheet("Assumptions")!;
    expect(sheet.getCell("A1").value).toBe("Breadwise financial forecast");
    expect(sheet.getCell("A1").font.color?.argb).toBe("FFFFFFFF");
    expect(String(sheet.getCell("A2").value)).toMatch(/Change the highlighted cells/);
    const values: Record<string, unknown> = { ...model.assumptions, ...model.market };
    for (const [field, spec] of Object.entries(INPUTS)) {
      if (!spec.name) continue;
      const cell = sheet.getCell(evaluator.input(spec.name).row, 2);
      // An optional input the model leaves out is 0 (the one-time price of a business without one), or 1
      // for the units a price per customer counts and the devices a one-time price buys.
      // A count of customers nobody gave stays blank: the market is "not sized yet", not 0 customers.
      expect(cell.value).toBe(
        field === "potentialCustomers"
          ? model.market.potentialCustomers
          : (values[field] ?? (["unitsPerCustomer", "upfrontUnits"].includes(field) ? 1 : 0)),
      );
      expect(cell.fill).toMatchObject({
        type: "pattern",
        fgColor: { argb: argb(tint(brand.colors.accent, 0.22)) },
      });
    }
    const labels = sheet.getColumn(2).values;
    expect(labels).toEqual(
      expect.arrayContaining(["subscription", model.market.customerUnit, model.market.geography]),
    );

    const zip = await JSZip.loadAsync(await financialWorkbook({ brand, model }));
    expect(await zip.file("xl/workbook.xml")!.async("string")).toMatch(/<calcPr[^>]*fullCalcOnLoad="1"/);
  });

  it.each(CASES)(
    "computes lib/finance's numbers when the formulas are evaluated from the inputs (%s)",
    async (label, model) => {
      expectMatchesProjection(new WorkbookEvaluator(await build(model)), model, label);
    },
  );

  it("recomputes the whole forecast when the founder changes the price", async () => {
    const model = CASES[1][1];
    const evaluator = new WorkbookEvaluator(await build(model));
    const before = project(model.assumptions);
    const price = model.assumptions.pricePoint * 1.5;
    evaluator.setInput("PricePoint", price);

    const after = expectMatchesProjection(
      evaluator,
      { ...model, assumptions: { ...model.assumptions, pricePoint: price } },
      "price × 1.5",
    );
    before.months.forEach((month, i) => {
      expectClose(
        after.months[i].revenue,
        month.revenue * 1.5,
        `month ${month.month} revenue scales with price`,
      );
      expectClose(
        evaluator.get("Monthly", `E${i + 2}`),
        month.customers,
        `month ${month.month} customers unchanged`,
      );
    });
    expect(after.breakEvenMonth).not.toBe(before.breakEvenMonth);
  });

  it("shows the break-even month as text when the business does not break even", async () => {
    const evaluator = new WorkbookEvaluator(await build(noBreakEven));
    expect(evaluator.get("Annual", "B21")).toBe("Not within 36 months");
    evaluator.setInput("FixedCosts", 0);
    expect(evaluator.get("Annual", "B21")).toBe(
      project({ ...noBreakEven.assumptions, fixedMonthlyCosts: 0 }).breakEvenMonth ?? "Not within 36 months",
    );
  });
});

describe("the forecast workbook in the founder's currency", () => {
  it("formats every money cell and unit in the model's currency, never in dollars", async () => {
    const model: FinancialModel = { ...offlineModel(IDEA_FIXTURES[0].id), currency: "EUR" };
    const workbook = await build(model);
    const formats: string[] = [];
    const units: string[] = [];
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          if (typeof cell.numFmt === "string") formats.push(cell.numFmt);
          if (typeof cell.value === "string" && /\b(?:USD|EUR)\b/.test(cell.value)) units.push(cell.value);
        }),
      ),
    );
    expect(formats.some((f) => f.includes('"€"#,##0'))).toBe(true);
    expect(formats.filter((f) => f.includes("$"))).toEqual([]);
    expect(units.length).toBeGreaterThan(0);
    expect(units.filter((u) => u.includes("USD"))).toEqual([]);
  });
});
