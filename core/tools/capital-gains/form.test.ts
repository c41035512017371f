// The capital-gains form: switches with defaults for older saved forms, and the engine call.
import { CAPITAL_GAINS_DEFAULTS } from './fields';
import { calculateCapitalGains } from '../../tax/capital-gains';
import { capitalGainsFormSchema, computeCapitalGains } from './form';
import { CAPITAL_GAINS_FORM_DEFAULTS } from './form-fields';

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

describe('computeCapitalGains', () => {
  it('computes the spec defaults as the engine does (tax 2,610 EUR)', () => {
    expect(computeCapitalGains(CAPITAL_GAINS_FORM_DEFAULTS)).toEqual(
      calculateCapitalGains(CAPITAL_GAINS_DEFAULTS),
    );
    expect(computeCapitalGains(CAPITAL_GAINS_FORM_DEFAULTS).capitalGainsTax).toBe(2610);
  });
  it('exempts the whole gain with either switch', () => {
    const exempt = (patch: Record<string, boolean>) =>
      computeCapitalGains({ ...CAPITAL_GAINS_FORM_DEFAULTS, ...patch }).capitalGainsTax;
    expect(exempt({ over65MainHome: true })).toBe(0);
    expect(exempt({ reinvestInMainHome: true })).toBe(0);
  });
});

describe('the sale date', () => {
  it('applies the savings scale of the year of sale', () => {
    // A 400.000 € gain: above 300.000 € the top rate was 28 % in 2024 and is 30 % from 2025.
    const big = { ...CAPITAL_GAINS_FORM_DEFAULTS, salePrice: 650_000, purchasePrice: 200_000 };
    const in2024 = computeCapitalGains(
      capitalGainsFormSchema.parse({ ...big, saleDate: '2024-06-30' }),
    );
    const in2026 = computeCapitalGains(
      capitalGainsFormSchema.parse({ ...big, saleDate: '2026-06-30' }),
    );
    expect(in2026.capitalGainsTax).toBeGreaterThan(in2024.capitalGainsTax);
  });
});
