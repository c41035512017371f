// One evaluation of the model, unrounded: year 0, the years, the sale and the equity flows, with and without debt.
import type { LoanTerms } from '../mortgage';
import { earlyRepaymentFeeOf, projectYears, type ProjectionYear } from './cash-flows';
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
  flowsAfterTax: number[];
  /** Before the IRPF on the rent and the gain; ITP and plusvalía stay as costs. */
  flowsBeforeTax: number[];
}

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
  purchase?: PurchaseSummary;
  loan?: readonly LoanYear[];
  /** Financing and rent what-ifs reuse the sale: they do not change it. */
  disposal?: Disposal;
}

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
  const outstanding = last?.outstandingLoan ?? 0;
  const sale = withLoanRepaid(disposal, outstanding, earlyRepaymentFeeOf(input, outstanding));
  const flowsAfterTax = [-initial.equity, ...years.map((row) => row.cashFlow)];
  const flowsBeforeTax = [-initial.equity, ...years.map((row) => row.cashFlowBeforeTax)];
  flowsAfterTax[years.length] = (flowsAfterTax[years.length] ?? 0) + sale.netProceeds;
  flowsBeforeTax[years.length] = (flowsBeforeTax[years.length] ?? 0) + sale.proceedsBeforeTax;
  return { input, purchase, initial, loan, years, sale, flowsAfterTax, flowsBeforeTax };
}

/** Without debt, with the same purchase costs, so the comparison isolates the financing. */
export function evaluateUnlevered(levered: Evaluation): Evaluation {
  return evaluate(
    { ...levered.input, loanAmount: 0, loanTermYears: 0, openingFeePercent: 0 },
    { purchase: levered.purchase, loan: [], disposal: levered.sale },
  );
}
