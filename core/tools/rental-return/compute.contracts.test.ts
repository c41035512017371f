import { computeReturn } from './compute';
import { documentOf } from './testing/documents';

describe('two contracts in one year, the old one at 60 % and the new one at 50 %', () => {
  // Bought 10-3-2015 for 150.000 € + 10.000 € of costs; cadastral 80.000 €, land 32.000 € (60 %
  // building). Contract 1 from 1-2-2022 to 31-5-2025 at 700 €; contract 2 from 1-6-2025 at 800 €.
  const doc = documentOf(2025, [
    {
      acquisition: { kind: 'purchase', date: '2015-03-10', price: 150_000, costs: 10_000 },
      cadastral: { value: 80_000, landValue: 32_000, revisedYear: 2012 },
      expenses: { ibi: 400, communityFees: 600, insurance: 200, interest: 1_500, repairs: 300 },
      contracts: [
        { start: '2022-02-01', end: '2025-05-31', monthlyRent: 700 },
        { start: '2025-06-01', end: '2028-05-31', monthlyRent: 800 },
      ],
    },
  ]);
  const [p] = computeReturn(doc).properties;
  const [c1, c2] = p?.contracts ?? [];

  it('counts whole months: 5 × 700 = 3.500 and 7 × 800 = 5.600, 9.100 € in all', () => {
    expect(c1?.days).toBe(151); // 31 + 28 + 31 + 30 + 31
    expect(c2?.days).toBe(214); // 365 − 151
    expect(c1?.grossIncome).toBe(3_500);
    expect(c2?.grossIncome).toBe(5_600);
    expect(p?.grossIncome).toBe(9_100);
  });

  it('deducts everything: the house let all year, no proration', () => {
    // Interest + repairs 1.500 + 300 = 1.800 within 9.100
    expect(p?.interestAndRepairs).toBe(1_800);
    expect(p?.excessCarriedForward).toBe(0);
    // max(160.000, 80.000) × 60 % = 96.000; × 3 % = 2.880
    expect(p?.buildingAmortisation).toBe(2_880);
    // 400 + 600 + 200 + 1.800 + 2.880 = 5.880
    expect(p?.deductibleExpenses).toBe(5_880);
    expect(p?.netIncome).toBe(3_220); // 9.100 − 5.880
  });

  it('splits the expenses by days and reduces each contract with its own percent', () => {
    // 5.880 × 151 / 365 = 2.432,55; the second takes the rest, 3.447,45
    expect(c1?.expensesShare).toBe(2_432.55);
    expect(c2?.expensesShare).toBe(3_447.45);
    expect(c1?.netIncome).toBe(1_067.45); // 3.500 − 2.432,55
    expect(c2?.netIncome).toBe(2_152.55); // 5.600 − 3.447,45
    expect(c1?.reductionPercent).toBe(60);
    expect(c1?.reductionReason).toMatch(/transitoria 38/);
    expect(c2?.reductionPercent).toBe(50);
    expect(c1?.reduction).toBe(640.47); // 1.067,45 × 60 % = 640,47
    expect(c2?.reduction).toBe(1_076.28); // 2.152,55 × 50 % = 1.076,275
    expect(p?.reduction).toBe(1_716.75);
    expect(p?.reducedNetIncome).toBe(1_503.25); // 3.220 − 1.716,75
    expect(p?.declaredIncome).toBe(1_503.25);
    expect(p?.imputedIncome).toBe(0);
  });
});

describe('zona tensionada, a rent 7 % lower after three months empty', () => {
  // Bought 15-6-2020 for 200.000 € + 15.000 €; cadastral 100.000 €, land 40.000 € (60 %), revised in
  // 2018 (within ten years: 1,1 %). Empty January to March (90 days), let from 1-4-2025 at 930 €
  // after a contract at 1.000 €.
  const doc = documentOf(2025, [
    {
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
    },
  ]);
  const [p] = computeReturn(doc).properties;

  it('gets 90 % for a rent cut of more than 5 %', () => {
    expect(p?.daysLet).toBe(275); // 1 April to 31 December
    expect(p?.grossIncome).toBe(8_370); // 9 × 930
    expect(p?.contracts[0]?.reductionPercent).toBe(90);
    expect(p?.contracts[0]?.reductionReason).toMatch(/7 %/);
  });

  it('prorates the expenses to 275 of 365 days; the agency fee counts whole', () => {
    // IBI 500 × 275/365 = 376,71; community 1.200 × 275/365 = 904,11; insurance 300 × 275/365 = 226,03
    expect(p?.expenses.find((line) => line.kind === 'ibi')?.deductible).toBe(376.71);
    expect(p?.expenses.find((line) => line.kind === 'communityFees')?.deductible).toBe(904.11);
    expect(p?.expenses.find((line) => line.kind === 'management')?.deductible).toBe(400);
    // max(215.000, 100.000) × 60 % = 129.000; × 3 % = 3.870; × 275/365 = 2.915,75
    expect(p?.buildingAmortisation).toBe(2_915.75);
    // 376,71 + 904,11 + 226,03 + 400 + 2.915,75 = 4.822,60
    expect(p?.deductibleExpenses).toBe(4_822.6);
    expect(p?.netIncome).toBe(3_547.4); // 8.370 − 4.822,60
    expect(p?.reduction).toBe(3_192.66); // 3.547,40 × 90 %
    expect(p?.reducedNetIncome).toBe(354.74);
  });

  it('imputes 1,1 % of the cadastral value for the 90 empty days', () => {
    // 100.000 × 1,1 % = 1.100; × 90/365 = 271,23
    expect(p?.imputation.days).toBe(90);
    expect(p?.imputation.ratePercent).toBe(1.1);
    expect(p?.imputedIncome).toBe(271.23);
  });

  it('gives 50 % when the rent is cut by exactly 5 % (the law asks for more)', () => {
    const exact = documentOf(2025, [
      {
        contracts: [
          {
            start: '2025-01-01',
            monthlyRent: 950,
            zonaTensionada: true,
            previousMonthlyRent: 1_000,
          },
        ],
      },
    ]);
    expect(computeReturn(exact).properties[0]?.contracts[0]?.reductionPercent).toBe(50);
  });
});

describe('a flat let to a brother for less than the imputation', () => {
  // Cadastral 120.000 €, land 48.000 €, revised in 2010 (more than ten years: 2 %); bought in 2005
  // for 90.000 € + 6.000 €; let all 2025 to a relative at 150 € a month.
  const doc = documentOf(2025, [
    {
      acquisition: { kind: 'purchase', date: '2005-01-01', price: 90_000, costs: 6_000 },
      cadastral: { value: 120_000, landValue: 48_000, revisedYear: 2010 },
      expenses: { ibi: 450, communityFees: 480 },
      contracts: [{ start: '2024-09-01', end: null, monthlyRent: 150, relative: true }],
    },
  ]);
  const [p] = computeReturn(doc).properties;

  it('declares the imputation when the net income is lower', () => {
    expect(p?.grossIncome).toBe(1_800); // 12 × 150
    // max(96.000, 120.000) × 60 % = 72.000; × 3 % = 2.160; + 450 + 480 = 3.090
    expect(p?.deductibleExpenses).toBe(3_090);
    expect(p?.netIncome).toBe(-1_290); // 1.800 − 3.090
    expect(p?.reduction).toBe(0); // no reduction on a negative net income
    expect(p?.reducedNetIncome).toBe(-1_290);
    // 120.000 × 2 % × 365/365 = 2.400
    expect(p?.contracts[0]?.relativeMinimum).toBe(2_400);
    expect(p?.declaredIncome).toBe(2_400);
    expect(p?.imputedIncome).toBe(0);
  });
});
