// Stress test of a variable or mixed mortgage: payment and total cost if the Euríbor rose 1, 2 or 3 points.
import { round2 } from '../../round';
import { shiftEuribor } from './rate-path';
import { loanSchedule, type LoanTerms } from './schedule';

export interface StressScenario {
  /** Points added to the Euríbor in every year (0 = the terms as given). */
  points: number;
  firstPayment: number;
  /** Mixed loans: the first payment at the variable rate; null otherwise. */
  paymentAfterFixed: number | null;
  peakPayment: number;
  /** Loan year in which the highest payment is first paid. */
  peakYear: number;
  totalInterest: number;
  totalPayment: number;
  /** Total paid minus the total of the terms as given. */
  extraCost: number;
}

/** Euríbor rises shown on the page. */
export const STRESS_POINTS: readonly number[] = [1, 2, 3];

/**
 * The loan as given (points 0) and with the Euríbor (and its path) moved up by each number of
 * points. A fixed loan is unaffected; a mixed one only after its fixed years.
 * Worked example (stress.test.ts): 100,000 € over 10 years at Euríbor 2 + 1: 965.61 € a month and
 * 15,872.89 € of interest; +1 point (4 %): 1,012.45 € and 21,494.17 €, 5,621.27 € more.
 * @example euriborStress(terms)[1] // { points: 1, firstPayment: 1012.45, totalInterest: 21494.17, extraCost: 5621.27, ... }
 */
export function euriborStress(
  terms: LoanTerms,
  points: readonly number[] = STRESS_POINTS,
): StressScenario[] {
  const base = loanSchedule(terms).totalPayment;
  return [0, ...points].map((shift) => {
    const schedule = loanSchedule(shiftEuribor(terms, shift));
    return {
      points: shift,
      firstPayment: schedule.firstPayment,
      paymentAfterFixed: schedule.paymentAfterFixed,
      peakPayment: schedule.peakPayment,
      peakYear: schedule.peakYear,
      totalInterest: schedule.totalInterest,
      totalPayment: schedule.totalPayment,
      extraCost: round2(schedule.totalPayment - base),
    };
  });
}
