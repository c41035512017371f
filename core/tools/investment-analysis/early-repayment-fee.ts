// The fee for repaying the loan at the sale, before its term: by default the most Ley 5/2019 art. 23
// lets the contract charge. Zod-free and engine-free: the form's row names it as its empty value.
import { compensationCapPercent } from '../mortgage/fee-caps';
import type { RateType } from '../mortgage/rate-path';

const RATE_TYPES: readonly unknown[] = ['fixed', 'variable', 'mixed'] satisfies RateType[];

const numberIn = (values: Readonly<Partial<Record<string, unknown>>>, name: string): number => {
  const value = values[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/**
 * Percent of the capital repaid at the end of year H (Ley 5/2019, art. 23, consolidated text,
 * https://www.boe.es/buscar/act.php?id=BOE-A-2019-3814): fixed rate 2 % in the first 10 years,
 * 1,5 % after (23.7); variable rate the higher of the contract's two options, 0,25 % to year 3 or
 * 0,15 % to year 5, then nothing (23.5); a mixed loan by the tranche the sale falls in. 0 without a
 * loan or when it ends by the sale. `values` are the analysis' numbers with its `rateType`.
 * @example earlyRepaymentFeeCap({ rateType: 'fixed', loanAmount: 1, loanTermYears: 25, holdYears: 4 }) // 2
 */
export function earlyRepaymentFeeCap(values: Readonly<Partial<Record<string, unknown>>>): number {
  const hold = numberIn(values, 'holdYears');
  if (!(numberIn(values, 'loanAmount') > 0) || numberIn(values, 'loanTermYears') <= hold) return 0;
  const rateType = (RATE_TYPES.includes(values.rateType) ? values.rateType : 'fixed') as RateType;
  const terms = { rateType, fixedYears: numberIn(values, 'fixedYears') };
  const month = hold * 12;
  return Math.max(
    compensationCapPercent(terms, month, 'first3Years'),
    compensationCapPercent(terms, month, 'first5Years'),
  );
}
