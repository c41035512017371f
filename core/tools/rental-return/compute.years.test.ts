import { computeReturn } from './compute';
import { nextYearDocument } from './next-year';
import { parseReturnDocument, type ReturnTaxYear } from './document';
import { documentOf } from './testing/documents';

describe('repairs above the income: the excess is carried and used the next year', () => {
  // 2024 (366 days): let all year at 500 € from 1-1-2023 (before Ley 12/2023: 60 %). Cadastral
  // 50.000 €, land 20.000 € (60 %); bought for 60.000 €. Repairs 7.000 €, interest 1.000 €.
  const doc2024 = documentOf(2024, [
    {
      acquisition: { kind: 'purchase', date: '2010-01-01', price: 60_000, costs: 0 },
      cadastral: { value: 50_000, landValue: 20_000, revisedYear: 2005 },
      expenses: { ibi: 300, repairs: 7_000, interest: 1_000 },
      contracts: [{ start: '2023-01-01', end: null, monthlyRent: 500 }],
    },
  ]);
  const result2024 = computeReturn(doc2024);
  const [p2024] = result2024.properties;

  it('caps interest and repairs at the income in 2024', () => {
    expect(p2024?.grossIncome).toBe(6_000); // 12 × 500
    // 7.000 + 1.000 = 8.000 against 6.000: 6.000 deducted, 2.000 carried
    expect(p2024?.interestAndRepairs).toBe(6_000);
    expect(p2024?.excessCarriedForward).toBe(2_000);
    // max(60.000, 50.000) × 60 % = 36.000; × 3 % = 1.080 (366 of 366 days)
    expect(p2024?.buildingAmortisation).toBe(1_080);
    expect(p2024?.netIncome).toBe(-1_380); // 6.000 − 300 − 6.000 − 1.080
    expect(p2024?.reduction).toBe(0);
    expect(p2024?.carriedPending).toEqual([{ year: 2024, amount: 2_000 }]);
  });

  it('uses the 2.000 € in 2025 before the year’s own repairs', () => {
    const next = nextYearDocument(doc2024, result2024);
    expect(next.taxYear).toBe(2025);
    expect(next.properties[0]?.carriedForward).toEqual([{ year: 2024, amount: 2_000 }]);
    const withExpenses = {
      ...next,
      properties: next.properties.map((p) => ({
        ...p,
        expenses: { ...p.expenses, ibi: 300, repairs: 500 },
      })),
    };
    const parsed = parseReturnDocument(withExpenses);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const [p2025] = computeReturn(parsed.document).properties;
    // 2.000 from 2024 + 500 of 2025 = 2.500, within 6.000
    expect(p2025?.carriedUsed).toEqual([{ year: 2024, amount: 2_000 }]);
    expect(p2025?.interestAndRepairs).toBe(2_500);
    expect(p2025?.excessCarriedForward).toBe(0);
    expect(p2025?.netIncome).toBe(2_120); // 6.000 − 300 − 2.500 − 1.080
    expect(p2025?.contracts[0]?.reductionPercent).toBe(60);
    expect(p2025?.reducedNetIncome).toBe(848); // 2.120 − 2.120 × 60 % (1.272)
  });

  it('uses the oldest excess first and lets the fourth year’s remainder lapse', () => {
    const doc = documentOf(2025, [
      {
        expenses: { repairs: 1_000 },
        carriedForward: [
          { year: 2023, amount: 3_000 },
          { year: 2021, amount: 4_000 },
        ],
        contracts: [{ start: '2025-01-01', monthlyRent: 500 }],
      },
    ]);
    const [p] = computeReturn(doc).properties;
    // Room 6.000: 2021's 4.000 first, then 2.000 of 2023's 3.000; 2025's 1.000 all carried
    expect(p?.carriedUsed).toEqual([
      { year: 2021, amount: 4_000 },
      { year: 2023, amount: 2_000 },
    ]);
    expect(p?.interestAndRepairs).toBe(6_000);
    expect(p?.excessCarriedForward).toBe(1_000);
    expect(p?.carriedPending).toEqual([
      { year: 2023, amount: 1_000 },
      { year: 2025, amount: 1_000 },
    ]);
    const lapsing = documentOf(2025, [
      {
        carriedForward: [{ year: 2021, amount: 4_000 }],
        contracts: [{ start: '2025-01-01', monthlyRent: 100 }],
      },
    ]);
    // 1.200 of income: 2021's last year, 2.800 lapse
    const [q] = computeReturn(lapsing).properties;
    expect(q?.carriedLapsed).toBe(2_800);
    expect(q?.carriedPending).toEqual([]);
  });
});

describe('furniture and an improvement amortised from their dates', () => {
  // Let all 2025 at 1.000 € (from 15-1-2024: 50 %); no cadastral split, so no building amortisation.
  const doc = documentOf(2025, [
    {
      improvements: [{ cost: 10_000, date: '2025-07-01' }],
      furniture: [{ cost: 3_000, date: '2025-03-01' }],
      contracts: [{ start: '2024-01-15', end: null, monthlyRent: 1_000 }],
    },
  ]);
  const [p] = computeReturn(doc).properties;

  it('counts the improvement from July and the furniture from March', () => {
    // 10.000 × 3 % = 300; × 184/365 (1 July to 31 December) = 151,23
    expect(p?.buildingAmortisation).toBe(151.23);
    // 3.000 × 10 % = 300; × 306/365 (1 March to 31 December) = 251,51
    expect(p?.furnitureAmortisation).toBe(251.51);
    expect(p?.netIncome).toBe(11_597.26); // 12.000 − 151,23 − 251,51
    expect(p?.reducedNetIncome).toBe(5_798.63); // half of it
    expect(p?.lines.find((line) => line.key === 'buildingAmortisation')?.explanation).toMatch(
      /Falta el valor catastral/,
    );
  });
});

describe('an inherited dwelling', () => {
  // Inherited 20-5-2019: 180.000 € declared in the ISD + 4.000 € of tax and notary; cadastral 90.000 €
  // with 45.000 € of land (50 %). Let all 2025 at 900 €.
  const doc = documentOf(2025, [
    {
      acquisition: { kind: 'inheritance', date: '2019-05-20', price: 180_000, costs: 4_000 },
      cadastral: { value: 90_000, landValue: 45_000, revisedYear: 2019 },
      contracts: [{ start: '2024-03-01', end: null, monthlyRent: 900 }],
    },
  ]);
  const [p] = computeReturn(doc).properties;

  it('amortises the declared value plus costs, building part', () => {
    // max(184.000, 90.000) × 50 % = 92.000; × 3 % = 2.760
    expect(p?.buildingAmortisation).toBe(2_760);
    expect(p?.netIncome).toBe(8_040); // 10.800 − 2.760
    expect(p?.reducedNetIncome).toBe(4_020);
    expect(p?.lines.find((line) => line.key === 'buildingAmortisation')?.explanation).toMatch(
      /Sucesiones y Donaciones/,
    );
  });
});

describe('a second home never let', () => {
  it('imputes 1,1 % of a cadastral value revised nine years before, and deducts nothing', () => {
    const doc = documentOf(2025, [
      {
        cadastral: { value: 75_000, landValue: 30_000, revisedYear: 2016 },
        expenses: { ibi: 300 },
      },
    ]);
    const [p] = computeReturn(doc).properties;
    // 75.000 × 1,1 % = 825 for 365 days
    expect(p?.imputedIncome).toBe(825);
    expect(p?.deductibleExpenses).toBe(0);
    expect(p?.netIncome).toBe(0);
    expect(computeReturn(doc).total.imputedIncome).toBe(825);
  });

  const secondHome = (taxYear: ReturnTaxYear, revisedYear: number) =>
    computeReturn(
      documentOf(taxYear, [{ cadastral: { value: 75_000, landValue: 30_000, revisedYear } }]),
    ).properties[0];

  it('in 2025 imputes 1,1 % of a value revised eleven years before, since 2012 (DA 55.ª)', () => {
    const p = secondHome(2025, 2014);
    expect(p?.imputedIncome).toBe(825); // 75.000 × 1,1 %, not 75.000 × 2 % = 1.500
    expect(p?.imputation.revision).toBe('since2012');
    const line = p?.lines.find((entry) => entry.key === 'imputedIncome');
    expect(line?.article).toMatch(/disposición adicional 55\.ª/);
    expect(line?.explanation).toMatch(/Real Decreto-ley 16\/2025/);
  });

  it('in 2024 too, with the decree of that year', () => {
    const p = secondHome(2024, 2012);
    // 75.000 × 1,1 % × 366/366 = 825, where art. 85's ten years alone would give 75.000 × 2 % = 1.500
    expect(p?.imputedIncome).toBe(825);
    const line = p?.lines.find((entry) => entry.key === 'imputedIncome');
    expect(line?.explanation).toMatch(/Real Decreto-ley 9\/2024/);
  });

  it('imputes 2 % of a value revised before 2012, in 2024 and 2025', () => {
    expect(secondHome(2025, 2011)?.imputedIncome).toBe(1_500); // 75.000 × 2 %
    expect(secondHome(2024, 2011)?.imputedIncome).toBe(1_500); // 75.000 × 2 % × 366/366
  });

  it('in 2026 reads art. 85 as written: ten years back to 2016, 2 % for 2015', () => {
    expect(secondHome(2026, 2016)?.imputedIncome).toBe(825); // 2026 − 2016 = 10 years: 1,1 %
    const lapsed = secondHome(2026, 2015);
    expect(lapsed?.imputedIncome).toBe(1_500); // 11 years: 75.000 × 2 %
    const line = lapsed?.lines.find((entry) => entry.key === 'imputedIncome');
    expect(line?.article).toBe('art. 85 LIRPF');
    expect(line?.explanation).toMatch(/ninguna norma en vigor mantiene el 1,1 %/);
  });

  it('says the year rule among the readings', () => {
    const readings = computeReturn(documentOf(2025, [{}])).readings.join(' ');
    expect(readings).toMatch(
      /En 2024 y 2025 el 1,1 % se aplica a todo valor catastral revisado desde 2012/,
    );
  });

  it('without a cadastral value, 1,1 % of half the price for the days owned', () => {
    const doc = documentOf(2025, [
      { acquisition: { kind: 'purchase', date: '2025-07-01', price: 200_000, costs: 0 } },
    ]);
    // 200.000 × 50 % = 100.000; × 1,1 % = 1.100; × 184/365 = 554,52
    expect(computeReturn(doc).properties[0]?.imputedIncome).toBe(554.52);
  });

  it('the habitual home imputes nothing', () => {
    const doc = documentOf(2025, [
      { habitualHome: true, cadastral: { value: 75_000, landValue: 30_000, revisedYear: 2016 } },
    ]);
    expect(computeReturn(doc).properties[0]?.imputedIncome).toBe(0);
  });
});

describe('a building bought more than 33 years ago', () => {
  it('warns that the building may be fully amortised', () => {
    const doc = documentOf(2025, [
      {
        acquisition: { kind: 'purchase', date: '1990-05-01', price: 40_000, costs: 0 },
        cadastral: { value: 60_000, landValue: 20_000, revisedYear: 2010 },
        contracts: [{ start: '2024-01-01', end: null, monthlyRent: 600 }],
      },
    ]);
    const [p] = computeReturn(doc).properties;
    // max(40.000, 60.000) × 2/3 = 40.000; × 3 % = 1.200
    expect(p?.buildingAmortisation).toBe(1_200);
    const line = p?.lines.find((entry) => entry.key === 'buildingAmortisation');
    expect(line?.explanation).toMatch(/más de 33 años/);
  });
});
