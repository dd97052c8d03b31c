/**
 * Types for fast-formula-parser (a dev dependency without its own), the part the workbook tests use to
 * evaluate the exported formulas.
 */
declare module "fast-formula-parser" {
  export interface CellRef {
    sheet: string;
    row: number;
    col: number;
  }
  export interface RangeRef {
    sheet: string;
    from: { row: number; col: number };
    to: { row: number; col: number };
  }
  type Ref = CellRef | RangeRef;

  interface ParserConfig {
    functions?: Record<string, (...args: unknown[]) => unknown>;
    /** Resolves a defined name to the cell or range it points to. */
    onVariable?: (name: string, sheet: string) => Ref | null;
    onCell?: (ref: CellRef) => unknown;
    onRange?: (ref: RangeRef) => unknown[][];
  }

  class DepParser {
    constructor(config?: Pick<ParserConfig, "onVariable">);
    /** Every cell and range a formula reads. */
    parse(formula: string, position: CellRef): Ref[];
  }

  export default class FormulaParser {
    constructor(config?: ParserConfig);
    parse(formula: string, position: CellRef, allowReturnArray?: boolean): unknown;
    static DepParser: typeof DepParser;
  }
}
