// The investment analysis: one property from purchase to sale after Spanish taxes, rounded at the edge.
import { round, round2 } from '../../round';
import { IRPF_SAVINGS_SCALE } from '../../tax/irpf-savings-scale';
import type { IsoDate } from '../../tax/sourced';
import { cadastralValuesOf, type CadastralValues, type ProjectionYear } from './cash-flows';
import { resolveInput, type AnalysisInput, type ResolvedInput } from './inputs';
import { computeMetrics, type AnalysisMetrics } from './metrics';
import { evaluate, evaluateUnlevered, type Evaluation } from './model';
import type { InitialOutlay, PurchaseSummary } from './purchase';
import { RENT_REDUCTION_SOURCE } from './rent-reductions';
import type { SaleResult } from './sale';
import { judgeDeal, type Verdict } from './verdict';
import { checkFinancing, type FinancingCheck } from './financing';
import { judgeAtFeasibleLoan, type FeasibleLoan } from './feasible-loan';
import { irpfSummary, type IrpfSummary } from './owner-irpf';
import { coupleTax, type CoupleTax } from './couple';

/** A row of the year table, in euros to the cent (`year.<t>.<column>` on the page). */
export interface AnalysisYear extends ProjectionYear {
  saleProceeds: number;
  equityFlow: number;
}

export interface TaxTotals {
  purchase: number;
  /** Tax on the rent and on the imputed income over the hold (IRPF or IRNR, all owners); negative when the losses saved tax on other income. */
  rent: number;
  capitalGains: number;
  plusvalia: number;
  total: number;
}

/** The residents' IRPF: the scales used, or an old link's flat rate; null for non-residents. */
export type AnalysisIrpf =
  | { flatRate: true; marginalRateYear1: number }
  | (IrpfSummary & {
      flatRate: false;
      /** First owner, year 1, percent. */ marginalRateYear1: number;
    });

export interface AnalysisResult {
  input: ResolvedInput;
  irpf: AnalysisIrpf | null;
  purchase: PurchaseSummary;
  initial: InitialOutlay;
  years: AnalysisYear[];
  sale: SaleResult;
  /** Percentages to 2 decimals; the equity multiple and the DSCR to 2 decimals; rents to cents. */
  metrics: AnalysisMetrics;
  taxes: TaxTotals;
  /** "¿Me compensa?": year-1 monthly cash flows and the deal against the purchase criteria. */
  verdict: Verdict;
  /** The loan against what banks usually lend for a flat to let (70 % of the price). */
  financing: FinancingCheck;
  /** The loan a bank would grant (the mortgage tool's lending rule) and the verdict at it. */
  feasibleLoan: FeasibleLoan;
  /** Two owners: each one's tax and the share that minimises theirs; null with one owner. */
  couple: CoupleTax | null;
  flows: { afterTax: number[]; beforeTax: number[]; unlevered: number[] };
  rules: {
    purchaseRatesAsOf: IsoDate;
    savingsScaleFrom: IsoDate;
    rentReductionsFrom: IsoDate;
    /** Deed year + hold years; null without a deed date. */
    saleYear: number | null;
    /** The cadastral value the imputation used, or null when none is known (not computed). */
    cadastral: CadastralValues | null;
  };
}

type Numeric<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];

function roundMoney<T extends object>(row: T, keys: readonly Numeric<T>[]): T {
  const copy = { ...row };
  for (const key of keys) copy[key] = round2(copy[key] as number) as T[typeof key];
  return copy;
}

const nullable = (value: number | null, decimals = 2): number | null =>
  value === null ? null : round(value, decimals);

const YEAR_MONEY = [
  'rent',
  'runningCosts',
  'repairs',
  'interest',
  'principal',
  'loanPayment',
  'amortisation',
  'buildingAmortisation',
  'financeAndRepairs',
  'carriedForward',
  'netIncome',
  'taxableIncome',
  'imputedIncome',
  'tax',
  'rentTax',
  'netOperatingIncome',
  'cashFlowBeforeTax',
  'cashFlow',
  'outstandingLoan',
  'propertyValue',
  'equity',
  'saleProceeds',
  'equityFlow',
] as const satisfies readonly Numeric<AnalysisYear>[];

function roundMetrics(metrics: AnalysisMetrics): AnalysisMetrics {
  return {
    ...metrics,
    grossYield: round2(metrics.grossYield),
    netYield: round2(metrics.netYield),
    cashOnCashYear1: round2(metrics.cashOnCashYear1),
    cashOnCashYear1AfterTax: round2(metrics.cashOnCashYear1AfterTax),
    irrAfterTax: nullable(metrics.irrAfterTax),
    irrBeforeTax: nullable(metrics.irrBeforeTax),
    irrUnlevered: nullable(metrics.irrUnlevered),
    irrUnleveredBeforeTax: nullable(metrics.irrUnleveredBeforeTax),
    equityMultiple: nullable(metrics.equityMultiple),
    breakEvenRent: nullable(metrics.breakEvenRent),
    breakEvenRentBeforeTax: nullable(metrics.breakEvenRentBeforeTax),
    dscrYear1: nullable(metrics.dscrYear1),
    cashFlowYear1: round2(metrics.cashFlowYear1),
  };
}

function taxTotals(evaluation: Evaluation): TaxTotals {
  const rent = evaluation.years.reduce((sum, row) => sum + row.rentTax, 0);
  const parts = {
    purchase: evaluation.purchase.taxes,
    rent,
    capitalGains: evaluation.sale.capitalGainsTax,
    plusvalia: evaluation.sale.plusvalia ?? 0,
  };
  return roundMoney(
    { ...parts, total: parts.purchase + parts.rent + parts.capitalGains + parts.plusvalia },
    ['purchase', 'rent', 'capitalGains', 'plusvalia', 'total'],
  );
}

function saleYear(input: ResolvedInput): number | null {
  const year = input.deedDate ? Number(input.deedDate.slice(0, 4)) : Number.NaN;
  return Number.isInteger(year) ? year + input.holdYears : null;
}

function irpfOf(levered: Evaluation): AnalysisIrpf | null {
  const { input } = levered;
  if (input.residence !== 'resident') return null;
  if (input.flatRate) return { flatRate: true, marginalRateYear1: input.marginalRatePercent };
  const general = levered.years.map((row) => row.taxableIncome + row.imputedIncome);
  const summary = irpfSummary(input, general, input.holdYears);
  const first = summary.years[0]?.marginalRates[0] ?? 0;
  return { ...summary, flatRate: false, marginalRateYear1: round2(first) };
}

/** Each owner's tax to the cent; the search runs on the unrounded bases. */
function coupleOf(levered: Evaluation): CoupleTax | null {
  const couple = coupleTax(levered.input, {
    taxable: levered.years.map((row) => row.taxableIncome),
    imputed: levered.years.map((row) => row.imputedIncome),
    tax: levered.years.map((row) => row.tax),
    gain: levered.sale.gain,
    capitalGainsTax: levered.sale.capitalGainsTax,
  });
  if (!couple) return null;
  return {
    ...couple,
    owners: couple.owners.map((owner) => ({
      share: owner.share,
      years: owner.years.map(round2),
      rent: round2(owner.rent),
      capitalGains: round2(owner.capitalGains),
    })),
    currentTotal: round2(couple.currentTotal),
    bestTotal: round2(couple.bestTotal),
    saving: round2(couple.saving),
  };
}

/** Rounds an evaluation to the published result; `metrics` are computed unrounded first. */
export function presentEvaluation(
  levered: Evaluation,
  unlevered: Evaluation,
): Omit<AnalysisResult, 'feasibleLoan'> {
  const last = levered.years.length;
  const years = levered.years.map((row) => {
    const saleProceeds = row.year === last ? levered.sale.netProceeds : 0;
    return roundMoney(
      { ...row, saleProceeds, equityFlow: row.cashFlow + saleProceeds },
      YEAR_MONEY,
    );
  });
  const metrics = roundMetrics(computeMetrics(levered, unlevered));
  const initial = roundMoney(levered.initial, [
    'price',
    'purchaseCosts',
    'renovation',
    'furniture',
    'openingFee',
    'loan',
    'equity',
  ]);
  const sale = roundMoney(levered.sale, [
    'salePrice',
    'sellingCosts',
    'acquisitionValue',
    'accumulatedAmortisation',
    'gain',
    'capitalGainsTax',
    'withholding',
    'loanRepaid',
    'earlyRepaymentFee',
    'proceedsBeforeTax',
    'netProceeds',
  ]);
  return {
    input: levered.input,
    irpf: irpfOf(levered),
    purchase: {
      ...levered.purchase,
      total: round2(levered.purchase.total),
      taxes: round2(levered.purchase.taxes),
      acquisitionCosts: round2(levered.purchase.acquisitionCosts),
      appraisal: round2(levered.purchase.appraisal),
    },
    initial,
    years,
    sale: { ...sale, plusvalia: nullable(levered.sale.plusvalia) },
    metrics,
    taxes: taxTotals(levered),
    verdict: judgeDeal({
      irrAfterTax: metrics.irrAfterTax,
      flows: levered.flowsAfterTax,
      year1: years[0] ?? { cashFlow: 0, cashFlowBeforeTax: 0 },
      criteria: levered.input,
    }),
    financing: checkFinancing(
      initial,
      levered.input.openingFeePercent,
      levered.input.residence === 'resident',
    ),
    couple: coupleOf(levered),
    flows: {
      afterTax: levered.flowsAfterTax.map(round2),
      beforeTax: levered.flowsBeforeTax.map(round2),
      unlevered: unlevered.flowsAfterTax.map(round2),
    },
    rules: {
      purchaseRatesAsOf: levered.purchase.ratesAsOf,
      savingsScaleFrom: IRPF_SAVINGS_SCALE.validFrom,
      rentReductionsFrom: RENT_REDUCTION_SOURCE.validFrom,
      saleYear: saleYear(levered.input),
      cadastral: cadastralValuesOf(levered.input),
    },
  };
}

/**
 * Full precision inside, money to cents and percentages to 2 decimals at the end; the conventions
 * and the worked example (analysis.test.ts) are in this folder's README.
 */
export function analyseInvestment(input: AnalysisInput): AnalysisResult {
  const resolved = resolveInput(input);
  const levered = evaluate(resolved, { override: input.purchaseCostsOverride });
  const unlevered = evaluateUnlevered(levered);
  return {
    ...presentEvaluation(levered, unlevered),
    feasibleLoan: judgeAtFeasibleLoan(input, levered),
  };
}
