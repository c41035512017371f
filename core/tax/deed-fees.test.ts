import fc from 'fast-check';
import { NOTARY_SCALE, REGISTRY_SCALE, notaryFees, registryFees, scaleFee } from './deed-fees';

describe('scaleFee', () => {
  it('applies the notary scale of RD 1426/1989 with the 5 % cut', () => {
    // 90.151816 + (30,050.61 - 6,010.12) x 4.5‰ = 108.182205 + (60,101.21 - 30,050.61) x 1.5‰
    // = 45.0759 + (100,000 - 60,101.21) x 1‰ = 39.89879 -> 283.308711; x 0.95 = 269.14327545
    expect(scaleFee(100_000, NOTARY_SCALE)).toBeCloseTo(269.143275, 5);
  });
  it('charges only the fixed fee of 90,151816 € (15.000 pesetas), cut by 5 %, up to 6,010.12', () => {
    // Anexo I, número 2.1.a: 90,151816 × 0,95 = 85,6442252 (85,6425 with the old 90,15)
    expect(scaleFee(6_010.12, NOTARY_SCALE)).toBeCloseTo(85.6442252, 6);
    expect(scaleFee(6_010.12, REGISTRY_SCALE)).toBeCloseTo(24.04 * 0.95, 6);
  });
  it('applies the registry scale of RD 1427/1989', () => {
    // 24.04 + 24,040.49 x 1.75‰ (42.0708575) + 30,050.60 x 1.25‰ (37.56325)
    // + 90,151.82 x 0.75‰ (67.613865) + 49,746.97 x 0.30‰ (14.924091) = 186.212064; x 0.95 = 176.90146
    expect(scaleFee(200_000, REGISTRY_SCALE)).toBeCloseTo(176.90146, 4);
  });
  it('caps the registry fee at 2,181.67 before the cut', () => {
    // at 20 M the scale gives 306.52 + 19,398,987.90 x 0.20‰ = 3,879.80, capped at 2,181.67; x 0.95
    expect(scaleFee(20_000_000, REGISTRY_SCALE)).toBeCloseTo(2_181.67 * 0.95, 6);
  });
  it('is 0 for no value', () => {
    expect(scaleFee(0, NOTARY_SCALE)).toBe(0);
  });
});

describe('notaryFees', () => {
  it('adds the 400 EUR estimate for folios, copies and IVA to the scale fee', () => {
    // scale at 200,000: 283.308711 - 39.89879 + 90.15182 + 49,746.97 x 0.5‰ (24.873485) = 358.435226
    // x 0.95 = 340.5134647 + 400 = 740.51
    expect(notaryFees(200_000)).toBeCloseTo(740.513465, 5);
  });
  it("shows the first tranche's extra 0,001816 € where it moves a cent", () => {
    // At 100.003: 283.308711 + 3 x 1‰ = 283.311711; x 0.95 = 269.14612545 + 400 = 669.15 (with
    // the old 90,15 and 30.050,60: 283.309865 x 0.95 = 269.14437175 + 400 = 669.14)
    expect(Math.round(notaryFees(100_003) * 100) / 100).toBe(669.15);
  });
  it('stays inside the typical 600-875 EUR range for homes of 100,000 to 250,000', () => {
    for (const price of [100_000, 150_000, 200_000, 250_000]) {
      expect(notaryFees(price)).toBeGreaterThanOrEqual(600);
      expect(notaryFees(price)).toBeLessThanOrEqual(875);
    }
  });
  it('is 0 without a price', () => {
    expect(notaryFees(0)).toBe(0);
  });
});

describe('registryFees', () => {
  it('adds the 350 EUR estimate to the scale fee', () => {
    expect(registryFees(200_000)).toBeCloseTo(526.90146, 4);
  });
  it('stays inside the typical 400-650 EUR range for homes of 100,000 to 250,000', () => {
    for (const price of [100_000, 150_000, 200_000, 250_000]) {
      expect(registryFees(price)).toBeGreaterThanOrEqual(400);
      expect(registryFees(price)).toBeLessThanOrEqual(650);
    }
  });
  it('never decreases when the price grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30_000_000 }),
        fc.integer({ min: 1, max: 30_000_000 }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(registryFees(low)).toBeLessThanOrEqual(registryFees(high) + 1e-9);
          expect(notaryFees(low)).toBeLessThanOrEqual(notaryFees(high) + 1e-9);
        },
      ),
    );
  });
});
