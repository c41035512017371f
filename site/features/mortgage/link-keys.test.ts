// The mortgage page reads exactly the parameters its advanced options write.
import { linkedKeys } from '../calculator/linked-form';
import { BONUS_FORM } from './Bonus';
import { EARLY_FORM } from './EarlyRepayment';
import {
  AFFORD_LINK_KEYS,
  BONUS_LINK_KEYS,
  EARLY_LINK_KEYS,
  MORTGAGE_LINK_KEYS,
} from './link-keys';
import { MORTGAGE_FORM_DEFAULTS, MORTGAGE_NUMBER_KEYS } from '../../../core/tools/mortgage/fields';

describe('mortgage link keys', () => {
  it('are the parameters of the bonificaciones and early-repayment forms', () => {
    expect(linkedKeys([BONUS_FORM])).toEqual([...BONUS_LINK_KEYS]);
    expect(linkedKeys([EARLY_FORM])).toEqual([...EARLY_LINK_KEYS]);
  });

  it('name the affordability inputs as the engine does', () => {
    expect([...AFFORD_LINK_KEYS].sort()).toEqual(
      [
        'netMonthlyIncome',
        'existingDebtPayments',
        'savings',
        'propertyPrice',
        'appraisalValue',
        'use',
        'paymentRatio',
        'propertyType',
        'autonomousCommunity',
      ].sort(),
    );
  });

  it('never reuse a parameter of the main form', () => {
    const main = new Set<string>([...MORTGAGE_NUMBER_KEYS, ...Object.keys(MORTGAGE_FORM_DEFAULTS)]);
    expect(MORTGAGE_LINK_KEYS.filter((key) => main.has(key))).toEqual([]);
    expect(new Set(MORTGAGE_LINK_KEYS).size).toBe(MORTGAGE_LINK_KEYS.length);
  });
});
