// One evaluation of the model, unrounded: year 0, the years, the sale and the equity flows, with and without debt.
import type { LoanTerms } from '../mortgage';
import { projectYears, type ProjectionYear } from './cash-flows';
import type { PurchaseCostsOverride, ResolvedInput } from './inputs';
import { loanYears, type LoanYear } from './loan-years';
import {
  financingCostsOf,
  initialOutlay,
  purchaseCosts,
  type InitialOutlay,
  type PurchaseSummary,
} from './purchase';
import { disposeProperty, withLoanRepaid, type Disposal, type SaleResult } from './sale';

export interface Evaluation {
  input: ResolvedInput;
  purchase: PurchaseSummary;
  initial: InitialOutlay;
  loan: readonly LoanYear[];
  years: ProjectionYear[];
  sale: SaleResult;
  /** Equity flows after every tax: −equity, then each year's cash flow, the sale in year H. */
  flowsAfterTax: number[];
  /** The same before the IRPF (on the rent and on the gain); ITP and plusvalía stay as costs. */
  flowsBeforeTax: number[];
}

/** The mortgage engine's terms of the analysed loan. */
export function loanTerms(input: ResolvedInput): LoanTerms {
  return {
    loanAmount: input.loanAmount,
    loanTermYears: input.loanTermYears,
    rateType: input.rateType,
    interestRate: input.interestRate,
    fixedYears: input.fixedYears,
    euribor: input.euribor,
    spread: input.spread,
  };
}

export interface EvaluateOptions {
  override?: PurchaseCostsOverride;
  /** Purchase costs already computed for this input (the unlevered variant reuses the levered ones). */
  purchase?: PurchaseSummary;
  /** Loan years already computed for this input. */
  loan?: readonly LoanYear[];
  /**
   * The sale before the loan, already computed for the same price, purchase costs, hold, growth
   * and amortisation: financing and rent what-ifs do not change it.
   */
  disposal?: Disposal;
}

/**
 * The model of issue 15 for one input: year 0 (equity = price + purchase costs + renovation +
 * furniture + opening fee − loan), the projected years, the sale at the end of year H and the
 * equity flows. See `analyseInvestment` for the rounded result.
 */
export function evaluate(input: ResolvedInput, options: EvaluateOptions = {}): Evaluation {
  const purchase = options.purchase ?? purchaseCosts(input, options.override);
  const loan =
    options.loan ?? (input.loanAmount > 0 ? loanYears(loanTerms(input), input.holdYears) : []);
  const initial = initialOutlay(input, purchase.total);
  const years = projectYears(input, {
    acquisitionCosts: purchase.acquisitionCosts,
    financingCosts: financingCostsOf(input, purchase, initial),
    loan,
  });
  const last = years[years.length - 1];
  const disposal =
    options.disposal ??
    disposeProperty(input, {
      acquisitionCosts: purchase.acquisitionCosts,
      accumulatedAmortisation: years.reduce((sum, row) => sum + row.buildingAmortisation, 0),
    });
  const sale = withLoanRepaid(disposal, last?.outstandingLoan ?? 0);
  const flowsAfterTax = [-initial.equity, ...years.map((row) => row.cashFlow)];
  const flowsBeforeTax = [-initial.equity, ...years.map((row) => row.cashFlowBeforeTax)];
  flowsAfterTax[years.length] = (flowsAfterTax[years.length] ?? 0) + sale.netProceeds;
  flowsBeforeTax[years.length] = (flowsBeforeTax[years.length] ?? 0) + sale.proceedsBeforeTax;
  return { input, purchase, initial, loan, years, sale, flowsAfterTax, flowsBeforeTax };
}

/**
 * The same property bought without debt: no loan, no opening fee, the same purchase costs (so
 * the comparison isolates the financing), the IRPF recomputed without interest.
 */
export function evaluateUnlevered(levered: Evaluation): Evaluation {
  return evaluate(
    { ...levered.input, loanAmount: 0, loanTermYears: 0, openingFeePercent: 0 },
    { purchase: levered.purchase, loan: [], disposal: levered.sale },
  );
}
