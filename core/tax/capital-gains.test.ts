import fc from 'fast-check';
import { calculateCapitalGains, type CapitalGainsInput } from './capital-gains';
import { IRPF_SAVINGS_SCALE } from './irpf-savings-scale';

// Spec defaults (section 9): 200,000 / 250,000 / 15,000 / 12,000 / 10,000 / 5 years.
const SPEC: CapitalGainsInput = {
  purchasePrice: 200_000,
  salePrice: 250_000,
  purchaseExpenses: 15_000,
  saleExpenses: 12_000,
  improvementCosts: 10_000,
  holdingPeriodYears: 5,
};

/** A sale whose net profit is exactly `gain` (no expenses). */
function gainOf(gain: number, extra: Partial<CapitalGainsInput> = {}): CapitalGainsInput {
  return {
    purchasePrice: 100_000,
    salePrice: 100_000 + gain,
    purchaseExpenses: 0,
    saleExpenses: 0,
    improvementCosts: 0,
    holdingPeriodYears: 10,
    ...extra,
  };
}

describe('IRPF_SAVINGS_SCALE', () => {
  it('is the 2025 scale of Ley 7/2024 with its date and source', () => {
    expect(IRPF_SAVINGS_SCALE.brackets.map((b) => [b.upTo, b.rate])).toEqual([
      [6_000, 19],
      [50_000, 21],
      [200_000, 23],
      [300_000, 27],
      [null, 30],
    ]);
    expect(IRPF_SAVINGS_SCALE.validFrom).toBe('2025-01-01');
    expect(IRPF_SAVINGS_SCALE.source).toMatch(/^https:\/\//);
  });
});

describe('calculateCapitalGains', () => {
  it('computes the spec worked example with progressive brackets', () => {
    // total cost 200,000 + 15,000 + 10,000 = 225,000; net sale 250,000 - 12,000 = 238,000
    // gross 238,000 - 200,000 = 38,000; net 238,000 - 225,000 = 13,000
    // tax 6,000 x 19 % = 1,140 + 7,000 x 21 % = 1,470 -> 2,610; after tax 10,390
    // effective 2,610 / 13,000 = 20.077 %; annualized (238,000 / 225,000)^(1/5) - 1
    // = 1.057778^0.2 - 1 = exp(0.056171 / 5) - 1 = 1.1297 %
    const result = calculateCapitalGains(SPEC);
    expect(result).toMatchObject({
      grossProfit: 38_000,
      netProfit: 13_000,
      exemptGain: 0,
      taxableGain: 13_000,
      capitalGainsTax: 2_610,
      netProfitAfterTax: 10_390,
      annualizedReturn: 1.13,
      effectiveRate: 20.08,
    });
    expect(result.brackets).toEqual([
      { from: 0, to: 6_000, rate: 19, base: 6_000, tax: 1_140 },
      { from: 6_000, to: 50_000, rate: 21, base: 7_000, tax: 1_470 },
    ]);
  });

  it.each([
    // cumulative combined quotas from the reference: 1,140 / 10,380 / 44,880 / 71,880
    [6_000, 1_140],
    [6_000.01, 1_140], // + 0.01 x 21 % = 0.0021, rounds away
    [6_100, 1_161], // 1,140 + 100 x 21 %
    [50_000, 10_380], // 1,140 + 44,000 x 21 % = 9,240
    [50_100, 10_403], // + 100 x 23 %
    [200_000, 44_880], // 10,380 + 150,000 x 23 % = 34,500
    [200_100, 44_907], // + 100 x 27 %
    [300_000, 71_880], // 44,880 + 100,000 x 27 % = 27,000
    [300_100, 71_910], // + 100 x 30 %
    [400_000, 101_880], // 71,880 + 100,000 x 30 %
  ])('taxes a gain of %s at %s', (gain, tax) => {
    expect(calculateCapitalGains(gainOf(gain)).capitalGainsTax).toBe(tax);
  });

  it('lists only the tranches the gain reaches, the last one open', () => {
    const { brackets } = calculateCapitalGains(gainOf(400_000));
    expect(brackets.map((b) => [b.from, b.to, b.base])).toEqual([
      [0, 6_000, 6_000],
      [6_000, 50_000, 44_000],
      [50_000, 200_000, 150_000],
      [200_000, 300_000, 100_000],
      [300_000, null, 100_000],
    ]);
  });

  it('charges no tax on a loss and keeps the loss visible', () => {
    // net sale 190,000 - 5,000 = 185,000; total cost 200,000: net -15,000, gross -15,000
    const result = calculateCapitalGains({
      ...SPEC,
      salePrice: 190_000,
      saleExpenses: 5_000,
      purchaseExpenses: 0,
      improvementCosts: 0,
    });
    expect(result).toMatchObject({
      netProfit: -15_000,
      capitalGainsTax: 0,
      netProfitAfterTax: -15_000,
      effectiveRate: 0,
      brackets: [],
    });
  });

  it('charges no tax on a break-even sale', () => {
    expect(calculateCapitalGains(gainOf(0)).capitalGainsTax).toBe(0);
  });

  it('exempts the share of the gain reinvested in a new main home', () => {
    // reinvest 119,000 of the 238,000 obtained: half of 13,000 exempt; 6,500 taxed
    // 6,000 x 19 % + 500 x 21 % = 1,140 + 105 = 1,245
    const result = calculateCapitalGains({ ...SPEC, reinvestInMainHome: 119_000 });
    expect(result).toMatchObject({ exemptGain: 6_500, taxableGain: 6_500, capitalGainsTax: 1_245 });
    expect(result.notes.join(' ')).toContain('art. 38 LIRPF');
  });

  it('exempts all the gain when everything is reinvested, even more than obtained', () => {
    for (const reinvestInMainHome of [true, 238_000, 500_000]) {
      expect(calculateCapitalGains({ ...SPEC, reinvestInMainHome })).toMatchObject({
        exemptGain: 13_000,
        capitalGainsTax: 0,
      });
    }
  });

  it('ignores no or negative reinvestment', () => {
    for (const reinvestInMainHome of [false, 0, -10]) {
      expect(calculateCapitalGains({ ...SPEC, reinvestInMainHome }).capitalGainsTax).toBe(2_610);
    }
  });

  it('exempts a main home sold by someone over 65', () => {
    const result = calculateCapitalGains({ ...SPEC, over65MainHome: true });
    expect(result).toMatchObject({
      capitalGainsTax: 0,
      netProfitAfterTax: 13_000,
      exemptGain: 13_000,
    });
    expect(result.notes.join(' ')).toContain('art. 33.4.b');
  });

  it('returns an annualized return of 0 when the holding period is 0', () => {
    expect(calculateCapitalGains({ ...SPEC, holdingPeriodYears: 0 }).annualizedReturn).toBe(0);
  });

  it('annualizes over fractions of a year', () => {
    // (238,000 / 225,000)^(1/0.5) - 1 = 1.057778^2 - 1 = 11.8894 %
    expect(calculateCapitalGains({ ...SPEC, holdingPeriodYears: 0.5 }).annualizedReturn).toBe(
      11.89,
    );
  });

  describe('invariants', () => {
    const money = fc.integer({ min: 0, max: 2_000_000 });
    const inputs = fc.record({
      purchasePrice: fc.integer({ min: 1, max: 2_000_000 }),
      salePrice: fc.integer({ min: 1, max: 3_000_000 }),
      purchaseExpenses: money,
      saleExpenses: fc.integer({ min: 0, max: 100_000 }),
      improvementCosts: money,
      holdingPeriodYears: fc.double({ min: 0.1, max: 50, noNaN: true }),
      reinvestInMainHome: fc.option(fc.oneof(fc.boolean(), money), { nil: undefined }),
      over65MainHome: fc.option(fc.boolean(), { nil: undefined }),
    });

    it('never taxes more than the gain, nor above the 30 % top rate, nor below 0', () => {
      fc.assert(
        fc.property(inputs, (input) => {
          const r = calculateCapitalGains(input);
          expect(r.capitalGainsTax).toBeGreaterThanOrEqual(0);
          expect(r.capitalGainsTax).toBeLessThanOrEqual(Math.max(0, r.netProfit));
          expect(r.capitalGainsTax).toBeLessThanOrEqual(Math.max(0, r.taxableGain) * 0.3 + 0.01);
        }),
      );
    });

    it('makes the tax the sum of the bracket taxes and the bases the taxable gain', () => {
      fc.assert(
        fc.property(inputs, (input) => {
          const r = calculateCapitalGains(input);
          const cents = (n: number) => Math.round(n * 100);
          expect(cents(r.capitalGainsTax)).toBe(r.brackets.reduce((s, b) => s + cents(b.tax), 0));
          expect(r.brackets.reduce((s, b) => s + cents(b.base), 0)).toBe(cents(r.taxableGain));
          expect(cents(r.netProfitAfterTax)).toBe(cents(r.netProfit) - cents(r.capitalGainsTax));
        }),
      );
    });

    it('never lowers the tax when the gain grows', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: -100_000, max: 1_000_000 }),
          fc.integer({ min: 0, max: 100_000 }),
          (gain, more) => {
            const low = calculateCapitalGains(gainOf(gain)).capitalGainsTax;
            const high = calculateCapitalGains(gainOf(gain + more)).capitalGainsTax;
            expect(high).toBeGreaterThanOrEqual(low);
          },
        ),
      );
    });
  });
});
