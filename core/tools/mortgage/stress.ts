// Stress test of a variable or mixed mortgage: the Euríbor 1, 2 or 3 points up, or on a path.
import { round2 } from '../../round';
import {
  EURIBOR_PATH_KINDS,
  euriborPath,
  shiftEuribor,
  withConstantEuribor,
  type EuriborPathKind,
} from './rate-path';
import { loanSummary, type LoanTerms } from './schedule';

export interface LoanCourse {
  firstPayment: number;
  /** Mixed loans: the first variable payment; null otherwise. */
  paymentAfterFixed: number | null;
  peakPayment: number;
  /** The year the highest payment is first paid. */
  peakYear: number;
  totalInterest: number;
  totalPayment: number;
}

function courseOf(schedule: LoanCourse): LoanCourse {
  const { firstPayment, paymentAfterFixed, peakPayment, peakYear, totalInterest, totalPayment } =
    schedule;
  return { firstPayment, paymentAfterFixed, peakPayment, peakYear, totalInterest, totalPayment };
}

export interface StressScenario extends LoanCourse {
  /** 0 = the terms as given. */
  points: number;
  /** Against the terms as given. */
  extraCost: number;
}

export const STRESS_POINTS: readonly number[] = [1, 2, 3];

/** The loan as given (points 0) and with the Euríbor moved up; fixed years are unaffected. */
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
  /** Per loan year; the last value holds after. */
  path: number[];
  /** Against the Euríbor flat at today's value. */
  extraCost: number;
}

/** The loan on each `euriborPath` from the terms' Euríbor, replacing any path in the terms. */
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
