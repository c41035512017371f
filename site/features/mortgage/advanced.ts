// The advanced options of the mortgage results (bonificaciones, early repayment, affordability):
// what is typed, read by their field tables (core/tools/mortgage/advanced-fields.ts), turned into
// the engine's inputs. Pure.
import type { CommunityCode } from '../../../core/tax/communities';
import { readFieldTexts } from '../../../core/tools/field-texts';
import type { FieldName } from '../../../core/tools/fields';
import {
  AFFORD_FIELDS,
  BONUS_FIELDS,
  BONUS_PRODUCTS,
  EARLY_FIELDS,
  EARLY_MESSAGES,
  bonusKeys,
  type AffordNumberKey,
  type BonusKey,
} from '../../../core/tools/mortgage/advanced-fields';
import type {
  ExtraPayment,
  FinancingInput,
  LinkedProduct,
  LoanTerms,
  PropertyUse,
  VariableFeeOption,
} from '../../../core/tools/mortgage/index';
import { yearlyExtraPayments } from '../../../core/tools/mortgage/index';
import type { PropertyType } from '../../../core/tools/purchase-costs/fields';

export type Errors = Partial<Record<string, string>>;
export type Reading<T> = { ok: true; value: T } | { ok: false; errors: Errors };

export type BonusTexts = Record<BonusKey, string>;

/** The products with a discount typed (empty rows are left out; an empty cost is 0). */
export function readBonus(texts: Partial<BonusTexts>): Reading<LinkedProduct[]> {
  const read = readFieldTexts(BONUS_FIELDS, texts);
  if (!read.ok) return read;
  const products: LinkedProduct[] = [];
  BONUS_PRODUCTS.forEach((name, index) => {
    const keys = bonusKeys(index);
    const spreadDiscount = read.values[keys.discount];
    if (spreadDiscount > 0)
      products.push({ name, spreadDiscount, yearlyCost: read.values[keys.cost] });
  });
  return { ok: true, value: products };
}

export type EarlyTexts = Record<FieldName<typeof EARLY_FIELDS>, string> & {
  earlyFrequency: 'once' | 'yearly';
  earlyFeeOption: VariableFeeOption;
};

// The extra payments: once, or every year from `earlyYear` to the year before the last (in the
// last year the loan ends anyway).
export function readEarly(
  texts: EarlyTexts,
  terms: Pick<LoanTerms, 'loanAmount' | 'loanTermYears'>,
): Reading<ExtraPayment[]> {
  const last = Math.max(1, Math.ceil(terms.loanTermYears) - 1);
  const yearBound = { message: EARLY_MESSAGES.year(last) };
  const read = readFieldTexts(EARLY_FIELDS, texts, {
    earlyAmount: { max: { value: terms.loanAmount, message: EARLY_MESSAGES.amount } },
    earlyYear: { min: { value: 1, ...yearBound }, max: { value: last, ...yearBound } },
  });
  if (!read.ok) return read;
  const { earlyAmount: amount, earlyYear: year } = read.values;
  const payments =
    texts.earlyFrequency === 'once'
      ? [{ month: year * 12, amount }]
      : yearlyExtraPayments(amount, year, last);
  return { ok: true, value: payments };
}

/** The affordability inputs, under the engine's names (as in the share link). */
export type AffordTexts = Record<AffordNumberKey, string> & {
  use: PropertyUse;
  propertyType: PropertyType;
  autonomousCommunity: CommunityCode;
};

/** The verdict's input: the loan asked for, its rate and its term come from the main form. */
export function readAffordability(
  texts: AffordTexts,
  loan: LoanTerms,
  openingFeePercent = 0,
): Reading<FinancingInput> {
  const read = readFieldTexts(AFFORD_FIELDS, texts);
  if (!read.ok) return read;
  // 0 in an optional figure means it was not given (AFFORD_FIELDS).
  const { appraisalValue, borrowerAge, ...numbers } = read.values;
  const { loanAmount, ...terms } = loan;
  return {
    ok: true,
    value: {
      ...numbers,
      ...(appraisalValue > 0 ? { appraisalValue } : {}),
      ...(borrowerAge > 0 ? { borrowerAge } : {}),
      requestedLoan: loanAmount,
      use: texts.use,
      propertyType: texts.propertyType,
      autonomousCommunity: texts.autonomousCommunity,
      isFirstHome: false,
      loan: terms,
      openingFeePercent,
    },
  };
}
