import { computeReturn } from './compute';
import { documentOf, type PropertyPatch } from './testing/documents';

// The two-contract flat of compute.contracts.test.ts: reduced net income 1.503,25 €.
const TWO_CONTRACTS: PropertyPatch = {
  acquisition: { kind: 'purchase', date: '2015-03-10', price: 150_000, costs: 10_000 },
  cadastral: { value: 80_000, landValue: 32_000, revisedYear: 2012 },
  expenses: { ibi: 400, communityFees: 600, insurance: 200, interest: 1_500, repairs: 300 },
  contracts: [
    { start: '2022-02-01', end: '2025-05-31', monthlyRent: 700 },
    { start: '2025-06-01', end: '2028-05-31', monthlyRent: 800 },
  ],
};

// The zona tensionada flat: gross 8.370 €, net 3.547,40 €, imputed 271,23 € for 90 empty days.
const TENSIONADA: PropertyPatch = {
  acquisition: { kind: 'purchase', date: '2020-06-15', price: 200_000, costs: 15_000 },
  cadastral: { value: 100_000, landValue: 40_000, revisedYear: 2018 },
  expenses: { ibi: 500, communityFees: 1_200, insurance: 300, management: 400 },
  contracts: [
    {
      start: '2025-04-01',
      end: null,
      monthlyRent: 930,
      zonaTensionada: true,
      previousMonthlyRent: 1_000,
    },
  ],
};

describe('two owners at 50 %', () => {
  const doc = documentOf(
    2025,
    [
      {
        ...TWO_CONTRACTS,
        owners: [
          { owner: 0, sharePercent: 50 },
          { owner: 1, sharePercent: 50 },
        ],
      },
    ],
    [
      { name: 'Ana', residence: 'resident', taxResidence: 'madrid', otherIncome: 30_000 },
      { name: 'Luis', residence: 'resident', taxResidence: 'madrid', otherIncome: null },
    ],
  );
  const result = computeReturn(doc);

  it('splits the declared income by share', () => {
    // 1.503,25 × 50 % = 751,625
    expect(result.owners[0]?.declaredIncome).toBe(751.63);
    expect(result.owners[1]?.declaredIncome).toBe(751.63);
    expect(result.total.declaredIncome).toBe(1_503.25);
  });

  it('estimates the IRPF only for the owner whose other income is given', () => {
    // 30.000 and 30.751,63 € fall in the state's 15 % and Madrid's 12,8 % brackets: 27,8 %;
    // 751,63 × 27,8 % = 208,95
    expect(result.owners[0]?.taxEstimate).toBe(208.95);
    expect(result.owners[0]?.marginalRatePercent).toBe(27.8);
    expect(result.owners[1]?.taxEstimate).toBeUndefined();
    expect(result.owners[0]?.modelo210).toBeUndefined();
  });
});

describe('an EU and a non-EU non-resident on modelo 210', () => {
  const doc = documentOf(
    2025,
    [
      {
        ...TENSIONADA,
        owners: [
          { owner: 0, sharePercent: 50 },
          { owner: 1, sharePercent: 50 },
        ],
      },
    ],
    [
      { name: 'Marie', residence: 'eu', taxResidence: null, otherIncome: 40_000 },
      { name: 'John', residence: 'nonEu', taxResidence: null, otherIncome: null },
    ],
  );
  const [eu, nonEu] = computeReturn(doc).owners;

  it('taxes the EU resident at 19 % on the net income, without the 90 % reduction', () => {
    expect(eu?.taxEstimate).toBeUndefined();
    const rent = eu?.modelo210?.find((line) => line.kind === 'rent');
    // 3.547,40 × 50 % = 1.773,70; × 19 % = 337,003
    expect(rent?.base).toBe(1_773.7);
    expect(rent?.ratePercent).toBe(19);
    expect(rent?.tax).toBe(337);
    const imputed = eu?.modelo210?.find((line) => line.kind === 'imputation');
    // 271,23 × 50 % = 135,615 -> 135,62; × 19 % = 25,77
    expect(imputed?.base).toBe(135.62);
    expect(imputed?.tax).toBe(25.77);
  });

  it('taxes the non-EU resident at 24 % on the gross income', () => {
    const rent = nonEu?.modelo210?.find((line) => line.kind === 'rent');
    // 8.370 × 50 % = 4.185; × 24 % = 1.004,40
    expect(rent?.base).toBe(4_185);
    expect(rent?.tax).toBe(1_004.4);
    const imputed = nonEu?.modelo210?.find((line) => line.kind === 'imputation');
    // 135,62 × 24 % = 32,5488
    expect(imputed?.tax).toBe(32.55);
  });

  it('gives each non-resident the modelo 210 bases as declared and imputed income', () => {
    expect(eu?.declaredIncome).toBe(1_773.7);
    expect(nonEu?.declaredIncome).toBe(4_185);
    expect(nonEu?.imputedIncome).toBe(135.62);
  });

  it('leaves a carried excess out of the EU base: each accrual stands alone', () => {
    const carried = documentOf(
      2025,
      [{ ...TENSIONADA, carriedForward: [{ year: 2024, amount: 1_000 }] }],
      [{ name: 'Marie', residence: 'eu', taxResidence: null, otherIncome: null }],
    );
    const [owner] = computeReturn(carried).owners;
    // The IRPF figure drops by the 1.000 € used; the modelo 210 base stays 3.547,40
    expect(computeReturn(carried).properties[0]?.netIncome).toBe(2_547.4);
    expect(owner?.modelo210?.find((line) => line.kind === 'rent')?.base).toBe(3_547.4);
  });
});

describe('a resident of Ceuta', () => {
  const estimate = (community: 'ceuta' | 'madrid') =>
    computeReturn(
      documentOf(
        2025,
        [{ ...TWO_CONTRACTS, community }],
        [{ name: 'Ana', residence: 'resident', taxResidence: 'ceuta', otherIncome: 30_000 }],
      ),
    ).owners[0]?.taxEstimate ?? 0;

  it('pays less on a flat in Ceuta (art. 68.4 LIRPF: income obtained there) than on one elsewhere', () => {
    expect(estimate('ceuta')).toBeGreaterThan(0);
    expect(estimate('ceuta')).toBeLessThan(estimate('madrid'));
  });
});
