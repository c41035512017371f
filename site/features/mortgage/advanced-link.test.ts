// The mortgage's advanced options in its share link: their own parameters, affordability's under
// the engine's names, none taken from the main form.
import { fieldNames } from '../../../core/tools/fields';
import { MORTGAGE_FIELDS, MORTGAGE_FORM_DEFAULTS } from '../../../core/tools/mortgage/fields';
import type { FinancingInput } from '../../../core/tools/mortgage/index';
import { buildShareUrl, readShareParams } from '../../lib/share-params';
import {
  linkedValues,
  openLinked,
  type LinkedForm,
  type LinkedTexts,
} from '../calculator/linked-form';
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
      'earlyYear',
      'earlyFrequency',
      'earlyFeeOption',
    ]);
  });

  it('never reuse a parameter of the main form or of another option', () => {
    const main = new Set<string>([
      ...fieldNames(MORTGAGE_FIELDS),
      ...Object.keys(MORTGAGE_FORM_DEFAULTS),
    ]);
    const all = FORMS.flatMap(keysOf);
    expect(all.filter((key) => main.has(key))).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
  });
});

/** Through a real link: written by the links' writer, read back by the page's reader. */
function roundTrip<T extends LinkedTexts>(texts: T, form: LinkedForm<T>) {
  const url = buildShareUrl('https://x.es', '/hipoteca', linkedValues(texts, form));
  return openLinked(readShareParams(new URL(url).hash, Object.keys(form.defaults)), form);
}

describe('the forms derived from their tables', () => {
  it('take their labels and starting texts from the rows', () => {
    expect(EARLY_FORM.labels).toEqual({
      earlyAmount: 'Importe a amortizar',
      earlyYear: 'Al final del año',
    });
    expect(EARLY_FORM.defaults).toMatchObject({ earlyAmount: '', earlyYear: '1' });
    const afford = affordForm(250_000);
    expect(afford.defaults.propertyPrice).toBe('250.000');
    expect(afford.labels.borrowerAge).toBe('Tu edad');
    expect(BONUS_FORM.labels.bonusCost1).toBe('Coste al año (Seguro de vida)');
  });

  it('open what they wrote, each number as the inputs show it', () => {
    const early = {
      ...EARLY_FORM.defaults,
      earlyAmount: '20000,5',
      earlyFrequency: 'yearly' as const,
    };
    expect(roundTrip(early, EARLY_FORM)).toEqual({
      texts: { ...early, earlyAmount: '20.000,5' },
      errors: [],
    });
    const afford = affordForm(250_000);
    const typed = {
      ...afford.defaults,
      netMonthlyIncome: '3.000',
      borrowerAge: '41',
      use: 'investment' as const,
      autonomousCommunity: 'cataluna' as const,
    };
    expect(roundTrip(typed, afford)).toEqual({ texts: typed, errors: [] });
    const bonus = { ...BONUS_FORM.defaults, bonusDiscount2: '0,1', bonusCost2: '250' };
    expect(roundTrip(bonus, BONUS_FORM)).toEqual({ texts: bonus, errors: [] });
  });

  it('name a value a link brings that is not a number by its row (and product)', () => {
    expect(openLinked({ bonusCost0: '0x10' }, BONUS_FORM)?.errors).toEqual([
      'El enlace trae un valor no válido en "Coste al año (Nómina domiciliada)": «0x10».',
    ]);
    expect(openLinked({ savings: 'Infinity' }, affordForm(1))?.errors).toEqual([
      'El enlace trae un valor no válido en "Ahorros para la compra": «Infinity».',
    ]);
  });
});
