import fc from 'fast-check';
import { calculateMunicipalPlusvalia, type MunicipalPlusvaliaInput } from './municipal-plusvalia';

const EXAMPLE: MunicipalPlusvaliaInput = {
  landCadastralValue: 40_000,
  totalCadastralValue: 100_000,
  purchasePrice: 150_000,
  salePrice: 200_000,
  yearsHeld: 7,
  municipalRate: 29,
};

describe('calculateMunicipalPlusvalia', () => {
  it('charges the objective method when it is lower (worked example)', () => {
    // objective: 40,000 x 0.20 (7 years) = 8,000 x 29 % = 2,320
    // real: (200,000 - 150,000) x 40,000 / 100,000 = 20,000 x 29 % = 5,800
    expect(calculateMunicipalPlusvalia(EXAMPLE)).toMatchObject({
      notSubject: false,
      method: 'objective',
      rate: 29,
      objective: { coefficient: 0.2, landValue: 40_000, base: 8_000, quota: 2_320 },
      real: { gain: 50_000, landShare: 0.4, base: 20_000, quota: 5_800 },
      tax: 2_320,
    });
  });

  it('charges the real method when the actual gain is smaller', () => {
    // objective: 100,000 x 0.12 (10 years) = 12,000 x 30 % = 3,600
    // real: 10,000 x 50 % = 5,000 x 30 % = 1,500
    const result = calculateMunicipalPlusvalia({
      landCadastralValue: 100_000,
      totalCadastralValue: 200_000,
      purchasePrice: 190_000,
      salePrice: 200_000,
      yearsHeld: 10,
      municipalRate: 30,
    });
    expect(result).toMatchObject({ method: 'real', tax: 1_500, objective: { quota: 3_600 } });
  });

  it('charges nothing when the sale makes a loss or breaks even', () => {
    for (const salePrice of [120_000, 150_000]) {
      const result = calculateMunicipalPlusvalia({ ...EXAMPLE, salePrice });
      expect(result).toMatchObject({ notSubject: true, method: 'none', tax: 0 });
      expect(result.notes[0]).toContain('no está sujeta');
    }
  });

  it('caps the municipal rate at 30 %', () => {
    // 8,000 x 30 % = 2,400
    const result = calculateMunicipalPlusvalia({ ...EXAMPLE, municipalRate: 35 });
    expect([result.rate, result.tax]).toEqual([30, 2_400]);
    expect(result.notes).toContain(
      'El tipo municipal no puede superar el 30 %: se aplica el 30 %.',
    );
  });

  it('applies the council cut of the land value, at most 15 %', () => {
    // 40,000 x 0.85 = 34,000 x 0.20 = 6,800 x 29 % = 1,972
    expect(calculateMunicipalPlusvalia({ ...EXAMPLE, landValueReduction: 15 }).tax).toBe(1_972);
    expect(calculateMunicipalPlusvalia({ ...EXAMPLE, landValueReduction: 40 }).tax).toBe(1_972);
  });

  it('applies a council bonus on the quota', () => {
    // 2,320 x (1 - 95 %) = 116
    expect(calculateMunicipalPlusvalia({ ...EXAMPLE, quotaBonus: 95 }).tax).toBe(116);
  });

  it('prorates the coefficient by months for a sale within a year', () => {
    // 40,000 x 0.15 x 6 / 12 = 3,000 x 29 % = 870
    const result = calculateMunicipalPlusvalia({ ...EXAMPLE, yearsHeld: 0, monthsHeld: 6 });
    expect(result).toMatchObject({
      method: 'objective',
      tax: 870,
      objective: { coefficient: 0.075 },
    });
  });

  it('uses the 20-year coefficient for longer holdings', () => {
    // 40,000 x 0.40 = 16,000 x 29 % = 4,640
    expect(calculateMunicipalPlusvalia({ ...EXAMPLE, yearsHeld: 32 }).tax).toBe(4_640);
  });

  it('states the 30-working-day deadline and the 4-year refund window', () => {
    expect(calculateMunicipalPlusvalia(EXAMPLE).notes).toContain(
      'Plazo: 30 días hábiles desde la venta. Si autoliquidaste de más, puedes pedir la devolución durante 4 años.',
    );
  });

  describe('invariants', () => {
    const inputs = fc.record({
      landCadastralValue: fc.integer({ min: 0, max: 1_000_000 }),
      totalCadastralValue: fc.integer({ min: 0, max: 2_000_000 }),
      purchasePrice: fc.integer({ min: 1, max: 2_000_000 }),
      salePrice: fc.integer({ min: 1, max: 3_000_000 }),
      yearsHeld: fc.integer({ min: 0, max: 60 }),
      monthsHeld: fc.integer({ min: 0, max: 11 }),
      municipalRate: fc.double({ min: 0, max: 60, noNaN: true }),
      landValueReduction: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
      quotaBonus: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    });

    it('is never negative and never above 30 % of the gain', () => {
      fc.assert(
        fc.property(inputs, (input) => {
          const { tax } = calculateMunicipalPlusvalia(input);
          const gain = Math.max(0, input.salePrice - input.purchasePrice);
          expect(tax).toBeGreaterThanOrEqual(0);
          expect(tax).toBeLessThanOrEqual(gain * 0.3 + 0.005);
        }),
      );
    });

    it('charges the lower of the two methods', () => {
      fc.assert(
        fc.property(inputs, (input) => {
          const r = calculateMunicipalPlusvalia(input);
          expect(r.tax).toBeLessThanOrEqual(r.objective.quota);
          expect(r.tax).toBeLessThanOrEqual(r.real.quota);
        }),
      );
    });
  });
});
