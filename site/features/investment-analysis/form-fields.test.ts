// The analysis form asks the loan fields of the chosen rate type only, as /hipoteca does, and its
// intro counts the steps it shows.
import { ANALYSIS_STEPS, rateFieldShown } from '../../../core/tools/investment-analysis/steps';
import { MORTGAGE_FIELDS_BY_TYPE } from '../mortgage/text';
import { ANALYSIS_TEXT } from './text';

const financing = ANALYSIS_STEPS.find((step) => step.id === 'financiacion')?.fields ?? [];
const RATE_TYPES = ['fixed', 'variable', 'mixed'] as const;

describe('the loan fields by rate type', () => {
  it('hides the fixed years, the Euríbor and the spread for a fixed loan', () => {
    const shown = financing.filter((field) => rateFieldShown(field.name, 'fixed'));
    const names = shown.map((field) => field.name);
    expect(names).toContain('interestRate');
    for (const name of ['fixedYears', 'euribor', 'spread']) expect(names).not.toContain(name);
  });

  it('asks, of the fields /hipoteca asks by type, the same for each type', () => {
    const mortgageNames = new Set(
      RATE_TYPES.flatMap((type) => MORTGAGE_FIELDS_BY_TYPE[type].map((f) => f.name as string)),
    );
    const shared = financing.filter((field) => mortgageNames.has(field.name));
    expect(shared.length).toBeGreaterThan(3);
    for (const type of RATE_TYPES) {
      const mortgage = MORTGAGE_FIELDS_BY_TYPE[type].map((f) => f.name as string);
      const analysis = shared.filter((f) => rateFieldShown(f.name, type)).map((f) => f.name);
      expect([type, [...analysis].sort()]).toEqual([
        type,
        mortgage.filter((name) => shared.some((f) => f.name === name)).sort(),
      ]);
    }
  });
});

describe('the form intro', () => {
  it('says as many steps as the form has', () => {
    const words = ['un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho'];
    const said = ANALYSIS_TEXT.formIntro(ANALYSIS_STEPS.length).split(' ')[0]?.toLowerCase() ?? '';
    expect(words.indexOf(said) + 1).toBe(ANALYSIS_STEPS.length);
    expect(ANALYSIS_TEXT.formIntro(5)).toMatch(/^Cinco pasos/);
  });
});
