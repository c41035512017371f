// The advanced options of the mortgage results (bonificaciones, early repayment, affordability):
// what is typed, read the Spanish way and checked, turned into the engine's inputs. Pure.
import { NUMBER_MESSAGES, readSpanishNumber } from '../../../core/number';
import type { CommunityCode } from '../../../core/tax/communities';
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

interface Rule {
  min: number;
  max: number;
  message: string;
  /** Empty means this value; without it an empty field is required. */
  empty?: number;
  /** What a required field says when empty ("Escribe…"); the generic message otherwise. */
  required?: string;
}

/** Reads each text by its rule: the numbers, or every field's message. */
export function readNumbers<K extends string>(
  texts: Readonly<Record<K, string>>,
  rules: Readonly<Record<K, Rule>>,
): Reading<Record<K, number>>;
export function readNumbers<K extends string>(
  texts: Readonly<Record<K, unknown>>,
  rules: Readonly<Record<K, Rule>>,
): Reading<Record<K, number>> {
  const values = {} as Record<K, number>;
  const errors: Errors = {};
  for (const key of Object.keys(rules) as K[]) {
    const rule = rules[key];
    const reading = readSpanishNumber(texts[key]);
    if (reading.kind === 'invalid') errors[key] = NUMBER_MESSAGES.invalid;
    else if (reading.kind === 'empty') {
      if (rule.empty === undefined) errors[key] = rule.required ?? NUMBER_MESSAGES.required;
      else values[key] = rule.empty;
    } else if (reading.value < rule.min || reading.value > rule.max) errors[key] = rule.message;
    else values[key] = reading.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: values };
}

/* ---- bonificaciones ---- */

export const BONUS_PRODUCTS = ['Nómina domiciliada', 'Seguro de vida', 'Seguro de hogar'] as const;

type BonusIndex = 0 | 1 | 2;
/** The inputs of each product (points off the rate, yearly cost), named as in the share link. */
export type BonusKey = `bonusDiscount${BonusIndex}` | `bonusCost${BonusIndex}`;
export type BonusTexts = Record<BonusKey, string>;

/** The input names of product `index` (BONUS_PRODUCTS order). */
export const bonusKeys = (index: number) =>
  ({
    discount: `bonusDiscount${index as BonusIndex}`,
    cost: `bonusCost${index as BonusIndex}`,
  }) as const;

export const BONUS_MESSAGES = {
  discount: 'La bonificación debe estar entre 0 y 2 puntos',
  cost: 'El coste anual debe estar entre 0 y 10.000 €',
} as const;

/** The products with a discount typed (empty rows are left out; an empty cost is 0). */
export function readBonus(texts: Partial<BonusTexts>): Reading<LinkedProduct[]> {
  const products: LinkedProduct[] = [];
  const errors: Errors = {};
  BONUS_PRODUCTS.forEach((name, index) => {
    const keys = bonusKeys(index);
    const read = readNumbers(
      { discount: texts[keys.discount] ?? '', cost: texts[keys.cost] ?? '' },
      {
        discount: { min: 0, max: 2, message: BONUS_MESSAGES.discount, empty: 0 },
        cost: { min: 0, max: 10000, message: BONUS_MESSAGES.cost, empty: 0 },
      },
    );
    if (!read.ok) {
      for (const [key, message] of Object.entries(read.errors))
        errors[keys[key as keyof typeof keys]] = message;
    } else if (read.value.discount > 0) {
      products.push({
        name,
        spreadDiscount: read.value.discount,
        yearlyCost: read.value.cost,
      });
    }
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: products };
}

/* ---- early repayment ---- */

/** The early-repayment inputs, named as in the share link. */
export type EarlyTexts = {
  earlyAmount: string;
  earlyFrequency: 'once' | 'yearly';
  /** The loan year of the (first) extra payment, paid with that year's last instalment. */
  earlyYear: string;
  earlyFeeOption: VariableFeeOption;
};

export const EARLY_MESSAGES = {
  amount: 'El importe debe estar entre 1 € y el importe de la hipoteca',
  year: (last: number) => `El año debe estar entre 1 y ${last}`,
} as const;

/**
 * The extra payments: once, or every year from `earlyYear` to the year before the last (in the
 * last year the loan ends anyway).
 * @example readEarly({ earlyAmount: '20.000', earlyFrequency: 'once', earlyYear: '1', earlyFeeOption: 'first5Years' }, terms) // [{ month: 12, amount: 20000 }]
 */
export function readEarly(
  texts: EarlyTexts,
  terms: Pick<LoanTerms, 'loanAmount' | 'loanTermYears'>,
): Reading<ExtraPayment[]> {
  const last = Math.max(1, Math.ceil(terms.loanTermYears) - 1);
  const read = readNumbers<'earlyAmount' | 'earlyYear'>(texts, {
    earlyAmount: { min: 1, max: terms.loanAmount, message: EARLY_MESSAGES.amount },
    earlyYear: { min: 1, max: last, message: EARLY_MESSAGES.year(last), empty: 1 },
  });
  if (!read.ok) return read;
  const year = Math.round(read.value.earlyYear);
  const payments =
    texts.earlyFrequency === 'once'
      ? [{ month: year * 12, amount: read.value.earlyAmount }]
      : yearlyExtraPayments(read.value.earlyAmount, year, last);
  return { ok: true, value: payments };
}

/* ---- affordability ---- */

/** The affordability inputs, under the engine's names (as in the share link). */
export type AffordTexts = {
  netMonthlyIncome: string;
  existingDebtPayments: string;
  savings: string;
  propertyPrice: string;
  appraisalValue: string;
  /** The borrower's age today (the eldest when two sign); empty means no age check. */
  borrowerAge: string;
  use: PropertyUse;
  propertyType: PropertyType;
  autonomousCommunity: CommunityCode;
};

export const AFFORD_MESSAGES = {
  netMonthlyIncome: 'Los ingresos netos deben ser mayores que 0',
  netMonthlyIncomeEmpty: 'Escribe tus ingresos netos al mes',
  propertyPriceEmpty: 'Escribe el precio de la vivienda',
  existingDebtPayments: 'Las cuotas de otras deudas deben ser 0 o más',
  savings: 'Los ahorros deben ser 0 o más',
  propertyPrice: 'El precio de la vivienda debe ser mayor que 0',
  appraisalValue: 'La tasación debe ser mayor que 0 (o déjala vacía)',
  borrowerAge: 'La edad debe estar entre 18 y 100 años (o déjala vacía)',
} as const;

const BIG = 1e9;

/**
 * The verdict's input, with the loan asked for, its rate and its term from the main form;
 * appraisal and age optional.
 */
export function readAffordability(texts: AffordTexts, loan: LoanTerms): Reading<FinancingInput> {
  const read = readNumbers<
    Exclude<keyof AffordTexts, 'use' | 'propertyType' | 'autonomousCommunity'>
  >(texts, {
    netMonthlyIncome: {
      min: 1,
      max: BIG,
      message: AFFORD_MESSAGES.netMonthlyIncome,
      required: AFFORD_MESSAGES.netMonthlyIncomeEmpty,
    },
    existingDebtPayments: {
      min: 0,
      max: BIG,
      message: AFFORD_MESSAGES.existingDebtPayments,
      empty: 0,
    },
    savings: { min: 0, max: BIG, message: AFFORD_MESSAGES.savings, empty: 0 },
    propertyPrice: {
      min: 1,
      max: BIG,
      message: AFFORD_MESSAGES.propertyPrice,
      required: AFFORD_MESSAGES.propertyPriceEmpty,
    },
    appraisalValue: { min: 1, max: BIG, message: AFFORD_MESSAGES.appraisalValue, empty: -1 },
    borrowerAge: { min: 18, max: 100, message: AFFORD_MESSAGES.borrowerAge, empty: -1 },
  });
  if (!read.ok) return read;
  const { appraisalValue, borrowerAge, ...numbers } = read.value;
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
    },
  };
}
