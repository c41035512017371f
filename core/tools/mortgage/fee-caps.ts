// The Ley 5/2019 caps on the fee for repaying a loan early, by the loan's type and month: zod-free
// and engine-free, so the analysis form's rows can name the default.
import { fixedPeriodYears, type RateTerms } from './rate-path';

/** Ley 5/2019, art. 23.5: a variable contract caps at 0.25 % in 3 years or 0.15 % in 5 (its choice). */
export type VariableFeeOption = 'first3Years' | 'first5Years';

/**
 * Percent of the amount repaid, Ley 5/2019, art. 23 (loans from 16 June 2019; consolidated text,
 * https://www.boe.es/buscar/act.php?id=BOE-A-2019-3814): variable 23.5 a) and b); fixed 23.7 a)
 * 2 % in the first 10 years, b) 1.5 % after. Never above the lender's financial loss (23.8).
 */
export const FEE_CAPS = {
  first3Years: { percent: 0.25, months: 36 },
  first5Years: { percent: 0.15, months: 60 },
  fixedFirst10Years: { percent: 2, months: 120 },
  fixedAfter: { percent: 1.5 },
} as const;

/**
 * Mixed loans (the law names only fixed and variable): fixed caps during the fixed years, variable
 * ones after, as the bank's fixed-rate risk lasts only that long. Our reading: check the contract.
 * @example compensationCapPercent({ rateType: 'fixed', fixedYears: 0 }, 12) // 2
 */
export function compensationCapPercent(
  terms: Pick<RateTerms, 'rateType' | 'fixedYears'>,
  month: number,
  option: VariableFeeOption = 'first5Years',
): number {
  const fixedMonths =
    terms.rateType === 'fixed' ? Number.POSITIVE_INFINITY : fixedPeriodYears(terms) * 12;
  if (month <= fixedMonths) {
    return month <= FEE_CAPS.fixedFirst10Years.months
      ? FEE_CAPS.fixedFirst10Years.percent
      : FEE_CAPS.fixedAfter.percent;
  }
  const cap = FEE_CAPS[option];
  return month <= cap.months ? cap.percent : 0;
}
