// The mortgage page's result: first payment, payment after the fixed years, TAE, totals, the
// stress table and the schedule (with its payment resets). The verdict is judgeFinancing's.
// Loaded on first use, so the engine stays out of the page's first load.
import {
  STRESS_POINTS,
  calculateTae,
  signingCosts,
  euriborPaths,
  euriborStress,
  type EuriborPathScenario,
  loanSchedule,
  loanSummary,
  type LoanSchedule,
  type LoanTerms,
  type RateType,
} from '../../../core/tools/mortgage/index';
import type { MortgageFormValues } from '../../../core/tools/mortgage/schema';
import { round2 } from '../../../core/round';

export interface StressRow {
  points: number;
  /** The rate in the stressed years: the fixed rate + points, or Euríbor + points + spread. */
  rate: number;
  firstPayment: number;
  peakPayment: number;
  peakYear: number;
  totalPayment: number;
  /** Total paid minus the total of the loan as given. */
  extraCost: number;
}

export interface MortgageOutcome {
  rateType: RateType;
  monthlyPayment: number;
  /** Mixed loans: the first payment at Euríbor + spread; the first payment otherwise. */
  paymentAfterFixed: number;
  tae: number;
  taeLabel: 'TAE' | 'TAE variable';
  openingFee: number;
  /** The appraisal in the TAE: our estimate, as the form does not ask for it. */
  appraisal: number;
  totalInterest: number;
  totalPayment: number;
  stress: StressRow[];
  /** Variable and mixed loans on a rising, flat and falling Euríbor; empty for a fixed loan. */
  paths: EuriborPathScenario[];
  schedule: LoanSchedule;
  terms: LoanTerms;
}

/** The engine's loan terms from the form (no Euríbor path: the page assumes it constant). */
export function loanTerms(values: MortgageFormValues): LoanTerms {
  return {
    loanAmount: values.loanAmount,
    loanTermYears: values.loanTermYears,
    rateType: values.rateType,
    interestRate: values.interestRate,
    fixedYears: values.fixedYears,
    euribor: values.euribor,
    spread: values.spread,
  };
}

/**
 * A fixed loan does not move with the Euríbor: its rows show the payment at a rate 1, 2 or 3
 * points higher (another offer, the spec's stress lines). Variable and mixed loans move the
 * Euríbor in every review (a mixed one only after its fixed years).
 */
function stressRows(terms: LoanTerms, base: LoanSchedule): StressRow[] {
  const variableRate = (points: number) => Math.max(0, terms.euribor + points + terms.spread);
  if (terms.rateType === 'fixed') {
    return STRESS_POINTS.map((points) => {
      const schedule = loanSummary({ ...terms, interestRate: terms.interestRate + points });
      return {
        points,
        rate: terms.interestRate + points,
        firstPayment: schedule.firstPayment,
        peakPayment: schedule.peakPayment,
        peakYear: schedule.peakYear,
        totalPayment: schedule.totalPayment,
        extraCost: round2(schedule.totalPayment - base.totalPayment),
      };
    });
  }
  return euriborStress(terms, STRESS_POINTS)
    .filter((scenario) => scenario.points > 0)
    .map((scenario) => ({
      points: scenario.points,
      rate: variableRate(scenario.points),
      firstPayment: scenario.firstPayment,
      peakPayment: scenario.peakPayment,
      peakYear: scenario.peakYear,
      totalPayment: scenario.totalPayment,
      extraCost: scenario.extraCost,
    }));
}

/**
 * Everything the results show for the form's values.
 * Worked example (outcome.test.ts): the spec defaults give 1.001,25 € a month and 100.374,14 € of
 * interest; the same loan mixed, 10 years at 3,5 % then Euríbor 2,221 + 0,75, pays 1.001,25 € and
 * then less, since 2,971 % is below 3,5 %.
 */
export function computeMortgage(values: MortgageFormValues): MortgageOutcome {
  const terms = loanTerms(values);
  const schedule = loanSchedule(terms);
  const costs = signingCosts(terms, values.openingFeePercent);
  const tae = calculateTae(terms, costs);
  return {
    rateType: terms.rateType,
    monthlyPayment: schedule.firstPayment,
    paymentAfterFixed: schedule.paymentAfterFixed ?? schedule.firstPayment,
    tae: tae.tae,
    taeLabel: tae.label,
    openingFee: tae.openingFee,
    appraisal: costs.upfrontCosts,
    totalInterest: schedule.totalInterest,
    totalPayment: schedule.totalPayment,
    stress: stressRows(terms, schedule),
    paths: terms.rateType === 'fixed' ? [] : euriborPaths(terms),
    schedule,
    terms,
  };
}
