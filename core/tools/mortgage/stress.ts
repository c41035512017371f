// Stress test of a variable or mixed mortgage: payment and total cost if the Euríbor rose 1, 2 or 3
// points, or followed a path (rising, flat, falling).
import { round2 } from '../../round';
import {
  EURIBOR_PATH_KINDS,
  euriborPath,
  shiftEuribor,
  withConstantEuribor,
  type EuriborPathKind,
} from './rate-path';
import { loanSummary, type LoanTerms } from './schedule';

/** What a loan costs on one course of its rate: payments, their peak, and the totals. */
export interface LoanCourse {
  firstPayment: number;
  /** Mixed loans: the first payment at the variable rate; null otherwise. */
  paymentAfterFixed: number | null;
  peakPayment: number;
  /** Loan year in which the highest payment is first paid. */
  peakYear: number;
  totalInterest: number;
  totalPayment: number;
}

/** A schedule's payments, their peak and its totals: what every scenario shows of it. */
function courseOf(schedule: LoanCourse): LoanCourse {
  const { firstPayment, paymentAfterFixed, peakPayment, peakYear, totalInterest, totalPayment } =
    schedule;
  return { firstPayment, paymentAfterFixed, peakPayment, peakYear, totalInterest, totalPayment };
}

export interface StressScenario extends LoanCourse {
  /** Points added to the Euríbor in every year (0 = the terms as given). */
  points: number;
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
  const base = loanSummary(terms).totalPayment;
  return [0, ...points].map((shift) => {
    const schedule = loanSummary(shiftEuribor(terms, shift));
    return {
      points: shift,
      ...courseOf(schedule),
      extraCost: round2(schedule.totalPayment - base),
    };
  });
}

export interface EuriborPathScenario extends LoanCourse {
  kind: EuriborPathKind;
  /** Euríbor of loan year 1, 2, …; the last value holds for the remaining years. */
  path: number[];
  /** Total paid minus the total with the Euríbor flat at today's value. */
  extraCost: number;
}

/**
 * The loan on each Euríbor path (rising, flat, falling: see `euriborPath`), starting from the
 * terms' Euríbor; any path already in the terms is replaced. A fixed loan gives three equal rows;
 * a mixed one only moves after its fixed years.
 * Worked example (stress.test.ts): 100,000 € over 10 years at Euríbor 2 + 1: flat 965.61 € a
 * month; rising (2, 2.5, 3, 3.5, 4) the payment climbs to 1,037.62 € in year 5 and the loan
 * costs about 6,604.90 € more; falling (2, 1.5, 1, 0.5, 0) it drops to 897.06 € and costs about
 * 6,313.37 € less.
 */
export function euriborPaths(
  terms: LoanTerms,
  kinds: readonly EuriborPathKind[] = EURIBOR_PATH_KINDS,
): EuriborPathScenario[] {
  const flat = withConstantEuribor(terms);
  const base = loanSummary(flat).totalPayment;
  return kinds.map((kind) => {
    const path = euriborPath(kind, flat.euribor);
    const schedule = loanSummary({ ...flat, euriborPath: path });
    return { kind, path, ...courseOf(schedule), extraCost: round2(schedule.totalPayment - base) };
  });
}
