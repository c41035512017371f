// The mortgage's advanced options in its share link: their own parameters, affordability's under
// the engine's names, none taken from the main form.
import { MORTGAGE_FORM_DEFAULTS, MORTGAGE_NUMBER_KEYS } from '../../../core/tools/mortgage/fields';
import type { FinancingInput } from '../../../core/tools/mortgage/index';
import { affordForm } from './Affordability';
import { BONUS_FORM } from './Bonus';
import { EARLY_FORM } from './EarlyRepayment';

const FORMS = [BONUS_FORM, EARLY_FORM, affordForm(250_000)];
const keysOf = (form: { defaults: object }) => Object.keys(form.defaults);

describe('advanced options in the mortgage link', () => {
  it('name affordability as the engine does', () => {
    const engineNames: (keyof FinancingInput)[] = [
      'netMonthlyIncome',
      'existingDebtPayments',
      'savings',
      'propertyPrice',
      'appraisalValue',
      'use',
      'borrowerAge',
      'propertyType',
      'autonomousCommunity',
    ];
    expect(keysOf(affordForm(250_000)).sort()).toEqual([...engineNames].sort());
  });

  it('name each product of the bonificaciones and the early repayment by their inputs', () => {
    expect(keysOf(BONUS_FORM)).toEqual([
      'bonusDiscount0',
      'bonusCost0',
      'bonusDiscount1',
      'bonusCost1',
      'bonusDiscount2',
      'bonusCost2',
    ]);
    expect(keysOf(EARLY_FORM)).toEqual([
      'earlyAmount',
      'earlyFrequency',
      'earlyYear',
      'earlyFeeOption',
    ]);
  });

  it('never reuse a parameter of the main form or of another option', () => {
    const main = new Set<string>([...MORTGAGE_NUMBER_KEYS, ...Object.keys(MORTGAGE_FORM_DEFAULTS)]);
    const all = FORMS.flatMap(keysOf);
    expect(all.filter((key) => main.has(key))).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
  });
});
