import { GENERAL_RENT_REDUCTION, RENT_REDUCTIONS, RENT_REDUCTION_SOURCE } from './rent-reductions';
import { amortisationByYear, rentTaxByYear, type RentTaxYearInput } from './rental-irpf';

const rules = { marginalRatePercent: 30, rentReductionPercent: 50 };
const year = (overrides: Partial<RentTaxYearInput>): RentTaxYearInput => ({
  rent: 12_000,
  otherCosts: 0,
  repairs: 0,
  interest: 0,
  amortisation: 0,
  ...overrides,
});

describe('amortisationByYear', () => {
  const base = {
    price: 200_000,
    acquisitionCosts: 15_000,
    renovation: 5_000,
    furniture: 4_000,
    constructionSharePercent: 60,
    cadastralBuildingValue: 0,
    letShare: 1,
  };

  it('amortises 3 % of the building share of the cost, the renovation in full and 10 % of the furniture', () => {
    // Building 3 % × 60 % × (200,000 + 15,000) = 3,870; renovation (an improvement, no land in
    // it) 3 % × 5,000 = 150; furniture 10 % × 4,000 = 400.
    const [first] = amortisationByYear(base, 1);
    expect(first?.building).toBeCloseTo(3_870 + 150, 9);
    expect(first?.furniture).toBeCloseTo(400, 9);
    expect(first?.total).toBeCloseTo(4_420, 9);
  });

  it('takes the cadastral value of the building when it is higher than its cost (RIRPF art. 14.2.a)', () => {
    // max(60 % × 215,000 = 129,000, 150,000) = 150,000 × 3 % = 4,500 + renovation 150.
    const [first] = amortisationByYear({ ...base, cadastralBuildingValue: 150_000 }, 1);
    expect(first?.building).toBeCloseTo(4_650, 9);
    // A lower cadastral value changes nothing.
    const [lower] = amortisationByYear({ ...base, cadastralBuildingValue: 100_000 }, 1);
    expect(lower?.building).toBeCloseTo(4_020, 9);
  });

  it('deducts only for the time let', () => {
    // Let 9 of 12 months: (3,870 + 150 + 400) × 9/12 = 3,315.
    const [first] = amortisationByYear({ ...base, letShare: 0.75 }, 1);
    expect(first?.total).toBeCloseTo(3_315, 9);
  });

  it('stops the furniture after 10 years and the building once fully amortised', () => {
    const rows = amortisationByYear(
      {
        price: 100_000,
        acquisitionCosts: 0,
        renovation: 0,
        furniture: 1_000,
        constructionSharePercent: 100,
        cadastralBuildingValue: 0,
        letShare: 1,
      },
      40,
    );
    expect(rows[9]?.furniture).toBeCloseTo(100, 9);
    expect(rows[10]?.furniture).toBe(0);
    // 3 % a year: 33 full years (99,000), 1,000 in year 34, nothing after.
    expect(rows[32]?.building).toBeCloseTo(3_000, 6);
    expect(rows[33]?.building).toBeCloseTo(1_000, 6);
    expect(rows[34]?.building).toBe(0);
    expect(rows.reduce((sum, row) => sum + row.building, 0)).toBeCloseTo(100_000, 6);
  });

  it('amortises nothing without a construction share', () => {
    const rows = amortisationByYear(
      {
        price: 100_000,
        acquisitionCosts: 0,
        renovation: 0,
        furniture: 0,
        constructionSharePercent: 0,
        cadastralBuildingValue: 0,
        letShare: 1,
      },
      3,
    );
    expect(rows.every((row) => row.total === 0)).toBe(true);
  });
});

describe('rentTaxByYear', () => {
  it('applies the reduction to a positive net rent and the marginal rate to the rest', () => {
    // Net 12,000 − 2,000 − (4,000 + 500) − 3,000 = 2,500; taxable 1,250; tax 375.
    const [first] = rentTaxByYear(
      [year({ otherCosts: 2_000, repairs: 500, interest: 4_000, amortisation: 3_000 })],
      rules,
    );
    expect(first?.netIncome).toBe(2_500);
    expect(first?.taxableIncome).toBe(1_250);
    expect(first?.tax).toBe(375);
  });

  it('taxes a negative net rent at the marginal rate without reduction (a saving)', () => {
    // Net 12,000 − 9,000 − 5,000 = −2,000: tax −600.
    const [first] = rentTaxByYear([year({ otherCosts: 9_000, amortisation: 5_000 })], rules);
    expect(first?.netIncome).toBe(-2_000);
    expect(first?.tax).toBe(-600);
  });

  it('caps interest and repairs at the rent and carries the excess to the next year', () => {
    // Year 1: rent 3,000, interest 5,000: 3,000 deducted, 2,000 carried.
    // Year 2: rent 12,000, interest 4,000: own 4,000 first, then the 2,000 carried.
    const [first, second] = rentTaxByYear(
      [year({ rent: 3_000, interest: 5_000 }), year({ interest: 4_000 })],
      rules,
    );
    expect(first?.financeAndRepairs).toBe(3_000);
    expect(first?.carriedForward).toBe(2_000);
    expect(first?.netIncome).toBe(0);
    expect(first?.tax).toBe(0);
    expect(second?.financeAndRepairs).toBe(6_000);
    expect(second?.carriedForward).toBe(0);
    expect(second?.netIncome).toBe(6_000);
  });

  it("deducts the year's own expenses before the excess of earlier years", () => {
    // Year 2: rent 5,000, own interest 4,000 first, then only 1,000 of the 2,000 carried.
    const [, second] = rentTaxByYear(
      [year({ rent: 3_000, interest: 5_000 }), year({ rent: 5_000, interest: 4_000 })],
      rules,
    );
    expect(second?.financeAndRepairs).toBe(5_000);
    expect(second?.carriedForward).toBe(1_000);
  });

  it('loses an excess not used within four years', () => {
    // Year 1's 1,000 excess finds no room in years 2-5 (rent = interest): lost at the end of year 5.
    const full = year({ rent: 1_000, interest: 1_000 });
    const rows = rentTaxByYear(
      [year({ rent: 1_000, interest: 2_000 }), full, full, full, full],
      rules,
    );
    expect(rows[3]?.carriedForward).toBe(1_000);
    expect(rows[4]?.lapsed).toBe(1_000);
    expect(rows[4]?.carriedForward).toBe(0);
  });

  it('uses the oldest excess first', () => {
    // Excess 1,000 in year 1 and 1,000 in year 2; year 5 has room for 1,000: the year-1 excess
    // is used, the year-2 excess survives into year 6.
    const rows = rentTaxByYear(
      [
        year({ rent: 1_000, interest: 2_000 }),
        year({ rent: 1_000, interest: 2_000 }),
        year({ rent: 1_000, interest: 1_000 }),
        year({ rent: 1_000, interest: 1_000 }),
        year({ rent: 2_000, interest: 1_000 }),
        year({ rent: 1_000, interest: 1_000 }),
      ],
      rules,
    );
    expect(rows[4]?.lapsed).toBe(0);
    expect(rows[4]?.carriedForward).toBe(1_000);
    expect(rows[5]?.lapsed).toBe(1_000);
  });

  it('taxes nothing at a zero marginal rate', () => {
    const [first] = rentTaxByYear([year({})], { marginalRatePercent: 0, rentReductionPercent: 50 });
    expect(first?.tax).toBe(0);
  });
});

describe('RENT_REDUCTIONS', () => {
  it('lists the Ley 12/2023 percentages with the 50 % general case and its source', () => {
    expect(RENT_REDUCTIONS.map((entry) => entry.percent)).toEqual([90, 70, 60, 60, 50, 0]);
    expect(GENERAL_RENT_REDUCTION).toBe(50);
    expect(RENT_REDUCTION_SOURCE.source).toContain('BOE-A-2023-12203');
    // The statute's cut-off (DT 38.ª: before 26-5-2023), "más de un 5 %", no "criterio de Hacienda".
    expect(
      RENT_REDUCTIONS.find((entry) => entry.label.includes('antes del 26 de mayo de 2023'))
        ?.legalBasis,
    ).toBe('disposición transitoria 38.ª LIRPF');
    expect(RENT_REDUCTIONS[0]?.label).toContain('más de un 5 %');
    const texts = JSON.stringify([RENT_REDUCTIONS, RENT_REDUCTION_SOURCE]);
    expect(texts).not.toMatch(/criterio de Hacienda|1 de enero de 2024|al menos un 5/);
  });
});
