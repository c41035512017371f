// The year's expenses of a property: prorated to the days let when it stood empty part of the year,
// and interest plus repairs capped at the rent, the excess carried four years (art. 23.1.a.1.º LIRPF).
import { round2 } from '../../round';
import { CARRY_FORWARD_YEARS } from '../investment-analysis/rental-irpf';
import { EXPENSE_KINDS, type ExpenseKind, type ReturnExpenses } from './document';
import type { ExpenseLine, YearAmount } from './result';

/**
 * Expenses the let itself causes (the agency's fee, the contract's legal costs, unpaid rent): whole,
 * not prorated; the rest (IBI, community, insurance, supplies, taxes, interest, repairs) follow the
 * days let over the days owned.
 */
export const LET_ONLY_EXPENSES: readonly ExpenseKind[] = ['management', 'legal', 'doubtfulDebts'];
export const CAPPED_EXPENSES: readonly ExpenseKind[] = ['interest', 'repairs'];

/** `letShare`: days let ÷ days owned in the year (1 when let all the time it was owned). */
export function expenseLines(expenses: ReturnExpenses, letShare: number): ExpenseLine[] {
  return EXPENSE_KINDS.map((kind) => {
    const paid = expenses[kind];
    const whole = LET_ONLY_EXPENSES.includes(kind);
    const share = letShare <= 0 ? 0 : whole ? 1 : letShare;
    return { kind, paid, deductible: round2(paid * share), prorated: !whole && letShare < 1 };
  });
}

export interface InterestCap {
  /** Deducted this year: earlier excesses first, then this year's, within the rent. */
  deducted: number;
  /** This year's own interest and repairs deducted. */
  ownDeducted: number;
  usedCarried: YearAmount[];
  /** This year's interest and repairs over the cap. */
  newExcess: number;
  /** Still deductible after this year, this year's excess included. */
  pending: YearAmount[];
  /** Earlier excesses whose fourth year ends unused. */
  lapsed: number;
}

/**
 * The cap of art. 23.1.a.1.º LIRPF and art. 13.a RIRPF: the year's rent bounds interest and repairs
 * together with the excesses of the four previous years, which go first, oldest first.
 * @example capInterestAndRepairs(5_000, 3_000, [], 2025).newExcess // 2.000
 */
export function capInterestAndRepairs(
  own: number,
  grossIncome: number,
  carried: readonly YearAmount[],
  taxYear: number,
): InterestCap {
  let room = Math.max(0, round2(grossIncome));
  const usedCarried: YearAmount[] = [];
  const pending: YearAmount[] = [];
  let lapsed = 0;
  const oldestFirst = [...carried]
    .filter((entry) => entry.year < taxYear && entry.year >= taxYear - CARRY_FORWARD_YEARS)
    .sort((a, b) => a.year - b.year);
  for (const entry of oldestFirst) {
    const used = round2(Math.min(room, entry.amount));
    room = round2(room - used);
    if (used > 0) usedCarried.push({ year: entry.year, amount: used });
    const left = round2(entry.amount - used);
    if (left <= 0) continue;
    if (entry.year <= taxYear - CARRY_FORWARD_YEARS) lapsed = round2(lapsed + left);
    else pending.push({ year: entry.year, amount: left });
  }
  const ownDeducted = round2(Math.min(room, Math.max(0, own)));
  const newExcess = round2(Math.max(0, own) - ownDeducted);
  if (newExcess > 0) pending.push({ year: taxYear, amount: newExcess });
  const fromEarlier = usedCarried.reduce((sum, entry) => sum + entry.amount, 0);
  return {
    deducted: round2(fromEarlier + ownDeducted),
    ownDeducted,
    usedCarried,
    newExcess,
    pending,
    lapsed,
  };
}
