// The cells of the "Análisis" sheet beside analyseInvestment's figures. Keyed by the layout's own
// lists, so a new column or row of the sheet does not compile until it is placed here.
import type { AnalysisResult, AnalysisYear } from '../../core/tools/investment-analysis';
import { constructionShareOf } from '../../core/tools/investment-analysis/cash-flows';
import { paymentCount } from '../../core/tools/mortgage/engine';
import {
  DERIVED,
  METRIC_ROWS,
  SALE_ROWS,
  YEAR_COLUMNS,
  FIRST_DERIVED_ROW,
  column,
  metricRow,
  saleRow,
  yearRow,
  type DerivedKey,
  type MetricKey,
  type SaleKey,
  type YearColumn,
} from '../excel/analysis-layout';
import { cellNumber, type Figure } from './excel-parity';

/** The engine's figure for a cell, or null for a step of the sheet's own working or an input. */
type Source<T> = ((from: T) => number | null | undefined) | null;
interface Year {
  row: AnalysisYear;
  result: AnalysisResult;
}

const YEAR: Readonly<Record<YearColumn, Source<Year>>> = {
  year: null,
  rate: null,
  rent: ({ row }) => row.rent,
  runningCosts: ({ row }) => row.runningCosts,
  interest: ({ row }) => row.interest,
  principal: ({ row }) => row.principal,
  amortisation: ({ row }) => row.amortisation,
  netIncome: ({ row }) => row.netIncome,
  imputedIncome: ({ row }) => row.imputedIncome,
  tax: ({ row }) => row.tax,
  cashFlow: ({ row }) => row.cashFlow,
  outstandingLoan: ({ row }) => row.outstandingLoan,
  propertyValue: ({ row }) => row.propertyValue,
  equity: ({ row }) => row.equity,
  saleProceeds: ({ row }) => row.saleProceeds,
  flowAfterTax: ({ row }) => row.equityFlow,
  flowBeforeTax: ({ row, result }) => result.flows.beforeTax[row.year],
  gap: null,
  deductibleCosts: null,
  repairs: ({ row }) => row.repairs,
  financing: null,
  ownFinance: null,
  ownDeducted: null,
  excess: null,
  excessToDate: null,
  usedFromEarlier: null,
  consumedToDate: null,
  carriedForward: ({ row }) => row.carriedForward,
  buildingAmortisation: ({ row }) => row.buildingAmortisation,
  taxableIncome: ({ row }) => row.taxableIncome,
  firstOwnerTax: null,
  secondOwnerTax: null,
  taxYear: null,
};

/** Year 0 holds the purchase: the investor's flows out. */
const YEAR_ZERO: Readonly<Partial<Record<YearColumn, Source<AnalysisResult>>>> = {
  flowAfterTax: (result) => result.flows.afterTax[0],
  flowBeforeTax: (result) => result.flows.beforeTax[0],
};

const SALE: Readonly<Record<SaleKey, Source<AnalysisResult['sale']>>> = {
  salePrice: (sale) => sale.salePrice,
  sellingCostsAmount: (sale) => sale.sellingCosts,
  accumulatedAmortisation: (sale) => sale.accumulatedAmortisation,
  acquisitionValue: (sale) => sale.acquisitionValue,
  gain: (sale) => sale.gain,
  firstOwnerGain: null,
  firstOwnerGainTax: null,
  secondOwnerGain: null,
  secondOwnerGainTax: null,
  capitalGainsTax: (sale) => sale.capitalGainsTax,
  withholding: (sale) => sale.withholding,
  loanRepaid: (sale) => sale.loanRepaid,
  earlyRepaymentFee: (sale) => sale.earlyRepaymentFee,
  proceedsBeforeTax: (sale) => sale.proceedsBeforeTax,
  netProceeds: (sale) => sale.netProceeds,
};

/** Percentages, read in percent like the engine's. */
const METRIC: Readonly<Record<MetricKey, Source<AnalysisResult['metrics']>>> = {
  irrAfterTax: (metrics) => metrics.irrAfterTax,
  irrBeforeTax: (metrics) => metrics.irrBeforeTax,
  grossYield: (metrics) => metrics.grossYield,
  netYield: (metrics) => metrics.netYield,
  cashOnCashYear1: (metrics) => metrics.cashOnCashYear1,
};

const DERIVED_FIGURES: Readonly<Record<DerivedKey, Source<AnalysisResult>>> = {
  termMonths: ({ input }) => (input.loanAmount > 0 ? paymentCount(input.loanTermYears) : 0),
  openingFeeAmount: ({ initial }) => initial.openingFee,
  equity: ({ initial }) => initial.equity,
  acquisitionCosts: ({ purchase }) => purchase.acquisitionCosts,
  financingCosts: null,
  letShare: null,
  constructionShare: ({ input }) => constructionShareOf(input),
  cadastralTotal: ({ rules }) => rules.cadastral?.total ?? 0,
  cadastralBuilding: ({ rules }) => rules.cadastral?.building ?? 0,
  amortisationBase: null,
  buildingCost: null,
  imputedIncome: null,
  reductionApplied: null,
  firstShare: null,
  secondShare: null,
  nonResidentRate: null,
};

interface Place {
  name: string;
  row: number;
  column: string;
  engine: number | null | undefined;
}

function places(result: AnalysisResult): Place[] {
  const hold = result.input.holdYears;
  const at = <T>(source: Source<T>, from: T, place: Omit<Place, 'engine'>) =>
    source ? [{ ...place, engine: source(from) }] : [];
  return [
    ...DERIVED.flatMap((key, index) =>
      at(DERIVED_FIGURES[key], result, { name: key, row: FIRST_DERIVED_ROW + index, column: 'B' }),
    ),
    ...Object.entries(YEAR_ZERO).flatMap(([key, source]) =>
      at(source, result, { name: `${key}[0]`, row: yearRow(0), column: column(key as YearColumn) }),
    ),
    ...result.years.flatMap((row) =>
      YEAR_COLUMNS.flatMap((key) =>
        at(
          YEAR[key],
          { row, result },
          {
            name: `${key}[${row.year}]`,
            row: yearRow(row.year),
            column: column(key),
          },
        ),
      ),
    ),
    ...SALE_ROWS.flatMap((key) =>
      at(SALE[key], result.sale, { name: key, row: saleRow(hold, key), column: 'B' }),
    ),
    ...METRIC_ROWS.flatMap((key) =>
      at(METRIC[key], result.metrics, { name: key, row: metricRow(hold, key), column: 'B' }),
    ),
  ];
}

/** The engine's figures of every compared cell (an IRR that does not exist is left out). */
export function analysisEngineFigures(result: AnalysisResult): Omit<Figure, 'sheet'>[] {
  return places(result).flatMap(({ name, engine }) =>
    typeof engine === 'number' ? [{ name, engine }] : [],
  );
}

/** Every compared cell of a recalculated sheet beside the engine's figure. */
export function analysisFigures(result: AnalysisResult, rows: readonly string[][]): Figure[] {
  return places(result).flatMap(({ name, row, column: letters, engine }) =>
    typeof engine === 'number' ? [{ name, engine, sheet: cellNumber(rows, row, letters) }] : [],
  );
}
