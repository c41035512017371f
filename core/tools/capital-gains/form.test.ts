// The capital-gains form: switches with defaults for older saved forms, and when live results appear.
import { CAPITAL_GAINS_DEFAULTS } from './schema';
import { calculateCapitalGains } from '../../tax/capital-gains';
import { CAPITAL_GAINS_FORM_DEFAULTS, capitalGainsFormSchema, liveResult } from './form';

describe('capitalGainsFormSchema', () => {
  it('reads a form saved without the switches, turning them off', () => {
    expect(capitalGainsFormSchema.parse(CAPITAL_GAINS_DEFAULTS)).toEqual(
      CAPITAL_GAINS_FORM_DEFAULTS,
    );
  });
  it('keeps the switches when saved', () => {
    const saved = { ...CAPITAL_GAINS_DEFAULTS, reinvestInMainHome: true, over65MainHome: false };
    expect(capitalGainsFormSchema.parse(saved).reinvestInMainHome).toBe(true);
  });
});

describe('liveResult', () => {
  it('computes the spec defaults as the engine does (tax 2,610 EUR)', () => {
    expect(liveResult(CAPITAL_GAINS_FORM_DEFAULTS)).toEqual(
      calculateCapitalGains(CAPITAL_GAINS_DEFAULTS),
    );
    expect(liveResult(CAPITAL_GAINS_FORM_DEFAULTS)?.capitalGainsTax).toBe(2610);
  });
  it('waits while a key field is 0 or a rule is broken', () => {
    expect(liveResult({ ...CAPITAL_GAINS_FORM_DEFAULTS, salePrice: 0 })).toBeNull();
    expect(liveResult({ ...CAPITAL_GAINS_FORM_DEFAULTS, holdingPeriodYears: 60 })).toBeNull();
    expect(liveResult({ ...CAPITAL_GAINS_FORM_DEFAULTS, saleExpenses: -1 })).toBeNull();
  });
  it('exempts the whole gain with either switch', () => {
    expect(
      liveResult({ ...CAPITAL_GAINS_FORM_DEFAULTS, over65MainHome: true })?.capitalGainsTax,
    ).toBe(0);
    expect(
      liveResult({ ...CAPITAL_GAINS_FORM_DEFAULTS, reinvestInMainHome: true })?.capitalGainsTax,
    ).toBe(0);
  });
});
