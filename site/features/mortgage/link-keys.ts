// The share-link parameters of the mortgage's advanced options, each named as its input (the
// affordability ones as the engine names them): the page's one reader reads them, and each
// option's form (Bonus, EarlyRepayment, Affordability) opens from them. Types only from the forms.
import type { AffordTexts, BonusTexts, EarlyTexts } from './advanced';

export const BONUS_LINK_KEYS = [
  'bonusDiscount0',
  'bonusCost0',
  'bonusDiscount1',
  'bonusCost1',
  'bonusDiscount2',
  'bonusCost2',
] as const satisfies readonly (keyof BonusTexts)[];

export const EARLY_LINK_KEYS = [
  'earlyAmount',
  'earlyFrequency',
  'earlyYear',
  'earlyFeeOption',
] as const satisfies readonly (keyof EarlyTexts)[];

export const AFFORD_LINK_KEYS = [
  'netMonthlyIncome',
  'existingDebtPayments',
  'savings',
  'propertyPrice',
  'appraisalValue',
  'use',
  'paymentRatio',
  'propertyType',
  'autonomousCommunity',
] as const satisfies readonly (keyof AffordTexts)[];

/** Every parameter of the advanced options, for the calculator's `shareKeys`. */
export const MORTGAGE_LINK_KEYS: readonly string[] = [
  ...BONUS_LINK_KEYS,
  ...EARLY_LINK_KEYS,
  ...AFFORD_LINK_KEYS,
];
