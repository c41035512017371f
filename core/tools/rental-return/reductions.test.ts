import { computeReturn } from './compute';
import { documentOf } from './testing/documents';
import { rentForRange } from './income';

const percentOf = (
  contract: Parameters<typeof documentOf>[1][number]['contracts'],
  use?: 'other',
) =>
  computeReturn(
    documentOf(2025, [{ contracts: contract, ...(use ? { use } : {}) }]),
  ).properties[0]?.contracts.map((c) => c.reductionPercent);

describe('the reduction of each contract (art. 23.2 LIRPF)', () => {
  it('gives 70 % to a first let in a zona tensionada to a tenant aged 18 to 35', () => {
    expect(
      percentOf([{ start: '2025-01-01', monthlyRent: 800, zonaTensionada: true, tenantAge: 35 }]),
    ).toEqual([70]);
    expect(
      percentOf([{ start: '2025-01-01', monthlyRent: 800, zonaTensionada: true, tenantAge: 36 }]),
    ).toEqual([50]);
    expect(
      percentOf([{ start: '2025-01-01', monthlyRent: 800, zonaTensionada: false, tenantAge: 30 }]),
    ).toEqual([50]);
  });

  it('takes a let with an earlier contract in the document as no first let', () => {
    expect(
      percentOf([
        { start: '2024-06-01', end: '2025-02-28', monthlyRent: 800 },
        { start: '2025-03-01', monthlyRent: 800, zonaTensionada: true, tenantAge: 25 },
      ]),
    ).toEqual([50, 50]);
  });

  it('takes the earlier contract’s rent for the 90 % when none is written', () => {
    // 880 against 1.000: 12 % less
    expect(
      percentOf([
        { start: '2024-06-01', end: '2025-02-28', monthlyRent: 1_000 },
        { start: '2025-03-01', monthlyRent: 880, zonaTensionada: true },
      ]),
    ).toEqual([50, 90]);
  });

  it('gives 60 % after rehabilitation, 60 % before 26-5-2023, 50 % from that day, 0 % to a garage', () => {
    expect(percentOf([{ start: '2025-01-01', monthlyRent: 800, rehabilitation: true }])).toEqual([
      60,
    ]);
    expect(
      percentOf([
        { start: '2023-05-25', monthlyRent: 800, zonaTensionada: true, previousMonthlyRent: 2_000 },
      ]),
    ).toEqual([60]);
    expect(percentOf([{ start: '2023-05-26', monthlyRent: 800 }])).toEqual([50]);
    expect(percentOf([{ start: '2025-01-01', monthlyRent: 100 }], 'other')).toEqual([0]);
  });
});

describe('rent month by month', () => {
  it('counts whole months whole and part months by their days', () => {
    // 15-3 to 20-8: March 17/31 × 900 = 493,55; April to July 4 × 900 = 3.600; August 20/31 × 900 = 580,65
    expect(rentForRange(900, { from: '2025-03-15', to: '2025-08-20' })).toBeCloseTo(4_674.19, 2);
    // February 2024 has 29 days: 1 to 14 February is 14/29 × 580 = 280
    expect(rentForRange(580, { from: '2024-02-01', to: '2024-02-14' })).toBeCloseTo(280, 9);
    expect(rentForRange(700, { from: '2025-01-01', to: '2025-12-31' })).toBe(8_400);
  });
});
