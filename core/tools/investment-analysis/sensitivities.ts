// What-ifs of an analysis (Euríbor, rent, empty months, flat prices) and the highest price for a target.
import { round, round2 } from '../../round';
import { shiftEuribor } from '../mortgage';
import { resolveInput, type AnalysisInput, type ResolvedInput } from './inputs';
import { irr, npv } from './irr';
import { loanYears } from './loan-years';
import { evaluate, loanTerms, type Evaluation } from './model';
import { purchaseCosts, scaleOverride } from './purchase';

export type SensitivityKey = 'euribor+1' | 'euribor+2' | 'rent-10' | 'empty+1' | 'flat-price';

export const SENSITIVITY_LABELS: Readonly<Record<SensitivityKey, string>> = {
  'euribor+1': 'Euríbor +1 punto',
  'euribor+2': 'Euríbor +2 puntos',
  'rent-10': 'Alquiler −10 %',
  'empty+1': 'Un mes más vacío al año',
  'flat-price': 'Precio de la vivienda sin cambios (0 %)',
};

const SCENARIOS: readonly {
  key: SensitivityKey;
  change: (input: ResolvedInput) => ResolvedInput;
}[] = [
  { key: 'euribor+1', change: (input) => shiftEuribor(input, 1) },
  { key: 'euribor+2', change: (input) => shiftEuribor(input, 2) },
  {
    key: 'rent-10',
    change: (input) => ({
      ...input,
      monthlyRent: input.monthlyRent * 0.9,
      nightlyRate: input.nightlyRate * 0.9,
    }),
  },
  {
    // A tourist let loses a month of occupancy: 100 / 12 points.
    key: 'empty+1',
    change: (input) => ({
      ...input,
      emptyMonths: Math.min(12, input.emptyMonths + 1),
      occupancyPercent: Math.max(0, input.occupancyPercent - 100 / 12),
    }),
  },
  { key: 'flat-price', change: (input) => ({ ...input, priceChangePercent: 0 }) },
];

export interface Sensitivity {
  key: SensitivityKey;
  label: string;
  /** False when the change does not touch this analysis (a fixed rate under an Euríbor rise). */
  affected: boolean;
  irrAfterTax: number | null;
  cashOnCashYear1: number;
  cashFlowYear1: number;
  irrChange: number | null;
}

function headline(evaluation: Evaluation): {
  irrAfterTax: number | null;
  cashOnCashYear1: number;
  cashFlowYear1: number;
} {
  const first = evaluation.years[0];
  const equity = evaluation.initial.equity;
  const rate = irr(evaluation.flowsAfterTax);
  return {
    irrAfterTax: rate === null ? null : rate * 100,
    cashOnCashYear1: equity > 0 ? ((first?.cashFlowBeforeTax ?? 0) / equity) * 100 : 0,
    cashFlowYear1: first?.cashFlow ?? 0,
  };
}

/**
 * The base's purchase costs throughout; the sale is recomputed only with flat prices and a month
 * more empty (less amortisation raises the acquisition value), the loan only under the Euríbor.
 */
export function sensitivities(input: AnalysisInput): Sensitivity[] {
  const resolved = resolveInput(input);
  const base = evaluate(resolved, { override: input.purchaseCostsOverride });
  const baseFigures = headline(base);
  return SCENARIOS.map(({ key, change }) => {
    const changed = change(resolved);
    const euribor = key === 'euribor+1' || key === 'euribor+2';
    const loan =
      euribor && changed.loanAmount > 0
        ? loanYears(loanTerms(changed), changed.holdYears)
        : base.loan;
    const affected =
      !euribor || loan.some((row, index) => row.interest !== base.loan[index]?.interest);
    const evaluation = affected
      ? evaluate(changed, {
          purchase: base.purchase,
          loan,
          ...(key === 'flat-price' || key === 'empty+1' ? {} : { disposal: base.sale }),
        })
      : base;
    const figures = headline(evaluation);
    const irrChange =
      figures.irrAfterTax === null || baseFigures.irrAfterTax === null
        ? null
        : figures.irrAfterTax - baseFigures.irrAfterTax;
    return {
      key,
      label: SENSITIVITY_LABELS[key],
      affected,
      irrAfterTax: figures.irrAfterTax === null ? null : round2(figures.irrAfterTax),
      cashOnCashYear1: round2(figures.cashOnCashYear1),
      cashFlowYear1: round2(figures.cashFlowYear1),
      irrChange: irrChange === null ? null : round2(irrChange),
    };
  });
}

export type PriceTarget =
  | { kind: 'irrAfterTax'; /** percent */ value: number }
  | { kind: 'cashOnCashYear1'; /** percent */ value: number };

export interface MaxPriceResult {
  target: PriceTarget;
  /** Highest price in whole euros that still meets the target; null when no price from 1,000 € does. */
  maxPrice: number | null;
  purchaseCosts: number | null;
  loanAmount: number | null;
}

/** Lowest price the search tries: below it the figures mean nothing. */
export const MIN_SEARCH_PRICE = 1_000;
const MAX_SEARCH_PRICE = 1e9;

/** Another price: its own purchase costs (corrections scaled), the base's loan-to-price ratio. */
function atPrice(base: ResolvedInput, input: AnalysisInput, price: number): Evaluation {
  const factor = base.price > 0 ? price / base.price : 0;
  const changed: ResolvedInput = { ...base, price, loanAmount: base.loanAmount * factor };
  return evaluate(changed, {
    purchase: purchaseCosts(changed, scaleOverride(input.purchaseCostsOverride, factor)),
  });
}

/** ≥ 0 when met; for the IRR the NPV at the target rate: smooth in the price, no IRR in the search. */
function margin(evaluation: Evaluation, target: PriceTarget): number {
  if (target.kind === 'irrAfterTax') return npv(target.value / 100, evaluation.flowsAfterTax);
  const first = evaluation.years[0]?.cashFlowBeforeTax ?? 0;
  return first - (target.value / 100) * evaluation.initial.equity;
}

/**
 * The margin falls as the price rises: bracketed by doubling and halving from the base price,
 * closed by regula falsi (Illinois) to the euro, rounded down.
 */
export function maxPurchasePrice(input: AnalysisInput, target: PriceTarget): MaxPriceResult {
  const base = resolveInput(input);
  const none: MaxPriceResult = { target, maxPrice: null, purchaseCosts: null, loanAmount: null };
  if (!Number.isFinite(target.value)) return none;
  const f = (price: number): number => margin(atPrice(base, input, price), target);

  let low = Math.max(MIN_SEARCH_PRICE, base.price);
  let fLow = f(low);
  while (fLow < 0) {
    if (low <= MIN_SEARCH_PRICE) return none;
    low = Math.max(MIN_SEARCH_PRICE, low / 2);
    fLow = f(low);
  }
  let high = low * 2;
  let fHigh = f(high);
  while (fHigh >= 0) {
    low = high;
    fLow = fHigh;
    if (high >= MAX_SEARCH_PRICE) return none;
    high *= 2;
    fHigh = f(high);
  }
  // Illinois: regula falsi that halves the stale end's value so it cannot stall.
  let side = 0;
  for (let step = 0; step < 100 && high - low > 0.5; step += 1) {
    const guess = high - (fHigh * (high - low)) / (fHigh - fLow);
    const price = guess > low && guess < high ? guess : (low + high) / 2;
    const value = f(price);
    if (value >= 0) {
      low = price;
      fLow = value;
      if (side === 1) fHigh /= 2;
      side = 1;
    } else {
      high = price;
      fHigh = value;
      if (side === -1) fLow /= 2;
      side = -1;
    }
  }
  const maxPrice = Math.floor(low);
  const found = atPrice(base, input, maxPrice);
  return {
    target,
    maxPrice,
    purchaseCosts: round2(found.purchase.total),
    loanAmount: round(found.input.loanAmount, 2),
  };
}
