// Issue 24's cases, with the arithmetic written out: empty months (STS 270/2021, art. 85 LIRPF),
// purchase taxes by deed date, two owners, non-residents (TRLIRNR arts. 24 and 25), a tourist let.
import fc from 'fast-check';
import { analyseInvestment } from './analysis';
import { ANALYSIS_DEFAULTS, type AnalysisInput } from './inputs';

// A cash Valencian flat: 180,000 €, deed on 1 July 2026 (9 % ITP), 850 € a month with one month
// empty, IBI 300 + comunidad 480 + seguro 200 = 980 a year, repairs 3 % of the rent; 30 %
// marginal rate, 50 % reduction, construction 60 %, cadastral value 90,000 € revised (1.1 %).
const valencia: AnalysisInput = {
  ...ANALYSIS_DEFAULTS,
  price: 180_000,
  community: 'valencia',
  propertyType: 'used',
  deedDate: '2026-07-01',
  loanAmount: 0,
  monthlyRent: 850,
  emptyMonths: 1,
  ibi: 300,
  communityFees: 480,
  homeInsurance: 200,
  defaultInsurancePercent: 0,
  maintenancePercent: 3,
  managementPercent: 0,
  otherCosts: 0,
  marginalRatePercent: 30,
  rentReductionPercent: 50,
  constructionSharePercent: 60,
  cadastralValue: 90_000,
  cadastralRevised: 1,
};

// A levered Madrid flat: 250,000 €, 10,000 € of works, 200,000 € at a fixed 3 % over 30 years
// with a 0.5 % opening fee (1,000 €) and a 375 € appraisal; 1,100 € a month, one month empty;
// 37 % marginal rate; sold after 10 years at +2 % a year; cadastral value 120,000 €.
const madrid: AnalysisInput = {
  ...ANALYSIS_DEFAULTS,
  price: 250_000,
  community: 'madrid',
  propertyType: 'used',
  deedDate: '2026-06-15',
  loanAmount: 200_000,
  loanTermYears: 30,
  rateType: 'fixed',
  interestRate: 3,
  openingFeePercent: 0.5,
  renovation: 10_000,
  monthlyRent: 1_100,
  emptyMonths: 1,
  ibi: 450,
  communityFees: 900,
  homeInsurance: 250,
  defaultInsurancePercent: 4,
  maintenancePercent: 3,
  managementPercent: 0,
  marginalRatePercent: 37,
  rentReductionPercent: 50,
  constructionSharePercent: 60,
  holdYears: 10,
  priceChangePercent: 2,
  sellingCostsPercent: 3,
  cadastralValue: 120_000,
  cadastralRevised: 1,
};

describe('a cash Valencian flat with one empty month', () => {
  const result = analyseInvestment(valencia);
  const [year] = result.years;
  const costs = result.purchase.total;

  it('prorates the fixed costs and the amortisation and imputes income for the empty month', () => {
    // ITP 9 % × 180,000 = 16,200 (deed after 1-6-2026) + notary, registry, gestoría = 17,802.21.
    expect(result.purchase.lines.itp).toBe(16_200);
    expect(costs).toBe(17_802.21);
    // Rent 850 × 11 = 9,350; cash costs 980 + 3 % × 9,350 = 1,260.50 (all paid).
    expect(year?.rent).toBe(9_350);
    expect(year?.runningCosts).toBe(1_260.5);
    // Deducted: 980 × 11/12 = 898.33; repairs 280.50; amortisation 3 % × 60 % × 197,802.21
    // × 11/12 = 3,263.74 (the building's cadastral value, 54,000, is lower than its cost).
    expect(year?.amortisation).toBeCloseTo((0.03 * 0.6 * (180_000 + costs) * 11) / 12, 2);
    expect(year?.amortisation).toBe(3_263.74);
    // Net 9,350 − 898.33 − 280.50 − 3,263.74 = 4,907.43.
    expect(year?.netIncome).toBe(4_907.43);
    // Imputed income 90,000 × 1.1 % × 1/12 = 82.50, at 30 % with no reduction.
    expect(year?.imputedIncome).toBe(82.5);
    // Tax 4,907.43 × 50 % × 30 % = 736.11 + 82.50 × 30 % = 24.75 → 760.86.
    expect(year?.tax).toBe(760.86);
    // Cash flow 9,350 − 1,260.50 − 760.86 = 7,328.64.
    expect(year?.cashFlow).toBe(7_328.64);
  });

  it('imputes 2 % where the cadastral values were not revised', () => {
    const old = analyseInvestment({ ...valencia, cadastralRevised: 0 }).years[0];
    // 90,000 × 2 % × 1/12 = 150.
    expect(old?.imputedIncome).toBe(150);
    expect((old?.tax ?? 0) - (year?.tax ?? 0)).toBeCloseTo((150 - 82.5) * 0.3, 2);
  });

  it('says the imputation was not computed without any cadastral value', () => {
    const none = analyseInvestment({ ...valencia, cadastralValue: undefined });
    expect(none.rules.cadastral).toBeNull();
    expect(none.years[0]?.imputedIncome).toBe(0);
  });

  it('gives a break-even rent that covers the costs, not 0 €', () => {
    // Before tax: 980 / (11 × (1 − 3 %)) = 91.85 € a month; after tax a little more.
    expect(result.metrics.breakEvenRentBeforeTax).toBeCloseTo(980 / (11 * 0.97), 2);
    expect(result.metrics.breakEvenRent).toBe(94.17);
  });
});

describe('purchase taxes by the deed date (Valencia, Ley 5/2025)', () => {
  it('charges 10 % before 1 June 2026 and 9 % from that day', () => {
    const before = analyseInvestment({ ...valencia, deedDate: '2026-05-15' });
    const after = analyseInvestment({ ...valencia, deedDate: '2026-06-01' });
    // 10 % × 180,000 = 18,000; 9 % × 180,000 = 16,200: 1,800 € apart.
    expect(before.purchase.lines.itp).toBe(18_000);
    expect(after.purchase.lines.itp).toBe(16_200);
    expect(before.purchase.ratesAsOf).toBe('2026-05-15');
    expect(before.initial.equity - after.initial.equity).toBeCloseTo(1_800, 2);
  });

  it('uses today’s rates for a deed older than the rate tables, and says so', () => {
    const old = analyseInvestment({ ...valencia, deedDate: '2019-03-01' });
    expect(old.purchase.deedDateNote).toMatch(/Se aplican los tipos de hoy\.$/);
  });
});

describe('a levered Madrid flat with every correction', () => {
  const result = analyseInvestment(madrid);
  const [year] = result.years;

  it('deducts the opening fee and the appraisal with the interest, for the months let', () => {
    expect(result.initial.openingFee).toBe(1_000);
    expect(result.purchase.appraisal).toBe(375);
    // (interest 5,942.90 + 1,000 + 375) × 11/12 = 6,707.74 + repairs 3 % × 12,100 = 363 → 7,070.74.
    const interest = year?.interest ?? 0;
    expect(year?.financeAndRepairs).toBeCloseTo(((interest + 1_375) * 11) / 12 + 363, 1);
  });

  it('amortises the works in full and leaves the appraisal out of the base', () => {
    // (3 % × 60 % × (250,000 + 17,030.41 − 375) + 3 % × 10,000) × 11/12 = 4,674.81.
    const acquisition = result.purchase.total - 375;
    expect(result.purchase.acquisitionCosts).toBeCloseTo(acquisition, 2);
    expect(year?.amortisation).toBeCloseTo(
      ((0.03 * 0.6 * (250_000 + acquisition) + 0.03 * 10_000) * 11) / 12,
      2,
    );
  });

  it('taxes a loss at the marginal rate and the empty month’s imputed income', () => {
    // Net −1,596.55 × 37 % = −590.72; imputed 120,000 × 1.1 % / 12 = 110 × 37 % = 40.70.
    expect(year?.netIncome).toBe(-1_596.55);
    expect(year?.imputedIncome).toBe(110);
    expect(year?.tax).toBeCloseTo(-1_596.55 * 0.37 + 110 * 0.37, 2);
    expect(year?.rentTax).toBe(year?.tax);
  });

  it('takes the months-let amortisation and no appraisal off the acquisition value', () => {
    const { sale } = result;
    const amortised = result.years.reduce((sum, row) => sum + row.buildingAmortisation, 0);
    expect(sale.acquisitionValue).toBeCloseTo(
      250_000 + result.purchase.acquisitionCosts + 10_000 - amortised,
      0,
    );
    // Gain 65,698.88: 6,000 × 19 % + 44,000 × 21 % + 15,698.88 × 23 % = 13,990.74.
    expect(sale.gain).toBe(65_698.88);
    expect(sale.capitalGainsTax).toBeCloseTo(1_140 + 9_240 + 15_698.88 * 0.23, 2);
  });
});

describe('the same flat owned 50/50 by two people', () => {
  const one = analyseInvestment(madrid);
  const two = analyseInvestment({
    ...madrid,
    owners: 2,
    ownerSharePercent: 50,
    secondMarginalRatePercent: 24,
  });

  it('taxes each half of the rent at its owner’s marginal rate', () => {
    // Half the loss each: −798.28 × 37 % − 798.28 × 24 %; half the imputed income each: 55 × (37 + 24) %.
    const net = one.years[0]?.netIncome ?? 0;
    expect(two.years[0]?.tax).toBeCloseTo((net / 2) * 0.37 + (net / 2) * 0.24 + 55 * 0.61, 1);
    expect(two.years[0]?.tax).toBe(-453.4);
  });

  it('splits the gain: each owner’s half starts the savings scale again', () => {
    // Each 32,849.44: 6,000 × 19 % + 26,849.44 × 21 % = 6,778.38; both 13,556.76,
    // 433.98 € less than one owner's 13,990.74.
    expect(two.sale.capitalGainsTax).toBeCloseTo(2 * (1_140 + 26_849.44 * 0.21), 1);
    expect(one.sale.capitalGainsTax - two.sale.capitalGainsTax).toBeCloseTo(433.98, 1);
  });

  it('saves about 460 € on a 67,000 € gain, the issue’s case', () => {
    // One owner: 1,140 + 9,240 + 17,000 × 23 % = 14,290; two: 2 × (1,140 + 27,500 × 21 %) = 13,830.
    const scale = (gain: number) =>
      Math.min(gain, 6_000) * 0.19 +
      Math.min(Math.max(gain - 6_000, 0), 44_000) * 0.21 +
      Math.max(gain - 50_000, 0) * 0.23;
    expect(scale(67_000) - 2 * scale(33_500)).toBe(460);
  });
});

describe('non-resident owners (IRNR)', () => {
  it('a resident of Germany pays 19 % of the net rent, never below 0, and 19 % of the gain', () => {
    const result = analyseInvestment({ ...madrid, residence: 'eu' });
    // Net −1,596.55 → no tax on the rent; imputed 110 × 19 % = 20.90.
    expect(result.years[0]?.tax).toBe(20.9);
    // Gain 65,698.88 × 19 % = 12,482.79; the buyer withholds 3 % × 304,748.60 = 9,142.46.
    expect(result.sale.capitalGainsTax).toBe(12_482.79);
    expect(result.sale.withholding).toBe(9_142.46);
  });

  it('a resident of the United States pays 24 % of the rent collected, with no expenses', () => {
    const result = analyseInvestment({ ...madrid, residence: 'nonEu' });
    // (12,100 + 110) × 24 % = 2,930.40.
    expect(result.years[0]?.tax).toBe(2_930.4);
    // With the Audiencia Nacional's reading (expenses deducted): only 110 × 24 % = 26.40.
    const deducting = analyseInvestment({ ...madrid, residence: 'nonEu', nonEuDeductExpenses: 1 });
    expect(deducting.years[0]?.tax).toBe(26.4);
  });

  it('no reduction for a non-resident: 19 % of a positive net rent in full', () => {
    const result = analyseInvestment({ ...valencia, residence: 'eu' });
    // 4,907.43 × 19 % + 82.50 × 19 % = 948.09.
    expect(result.years[0]?.tax).toBeCloseTo((4_907.43 + 82.5) * 0.19, 2);
  });
});

describe('a tourist let', () => {
  const result = analyseInvestment({
    ...valencia,
    letting: 'tourist',
    nightlyRate: 95,
    occupancyPercent: 60,
    averageStayNights: 4,
    cleaningPerStay: 40,
    platformFeePercent: 15,
  });
  const [year, second] = result.years;

  it('earns by the night and pays cleaning per stay and the platform’s share', () => {
    // Income 95 × 365 × 60 % = 20,805; stays 219 nights / 4 = 54.75; cleaning 40 × 54.75 = 2,190;
    // platform 15 % = 3,120.75; repairs 3 % = 624.15; fixed 980: costs 6,914.90.
    expect(year?.rent).toBe(20_805);
    expect(year?.runningCosts).toBe(6_914.9);
    // The nightly rate grows with the yearly update: 20,805 × 1.02 = 21,221.10.
    expect(second?.rent).toBe(21_221.1);
  });

  it('deducts for the days let, imputes the rest and has no reduction', () => {
    // Amortisation 3,560.44 × 60 % = 2,136.26; fixed 980 × 60 % = 588.
    // Net 20,805 − 588 − 2,190 − 3,120.75 − 624.15 − 2,136.26 = 12,145.84.
    expect(year?.amortisation).toBe(2_136.26);
    expect(year?.netIncome).toBe(12_145.84);
    // Imputed 90,000 × 1.1 % × 40 % = 396. Tax (12,145.84 + 396) × 30 % = 3,762.55.
    expect(year?.imputedIncome).toBe(396);
    expect(year?.tax).toBe(3_762.55);
  });

  it('gives its break-even as a nightly rate', () => {
    expect(result.metrics.breakEvenRent).toBeGreaterThan(0);
    expect(result.metrics.breakEvenRent).toBeLessThan(95);
  });
});

describe('invariants', () => {
  const profitable = fc.record({
    price: fc.integer({ min: 80_000, max: 600_000 }),
    rentShare: fc.double({ min: 0.004, max: 0.009, noNaN: true }),
    loanShare: fc.constantFrom(0, 0.5, 0.8),
    rate: fc.constantFrom(19, 24, 30, 37, 45, 47),
    empty: fc.integer({ min: 0, max: 10 }),
    cadastral: fc.integer({ min: 0, max: 300_000 }),
  });
  const inputOf = (v: {
    price: number;
    rentShare: number;
    loanShare: number;
    rate: number;
    empty: number;
    cadastral: number;
  }): AnalysisInput => ({
    ...madrid,
    price: v.price,
    monthlyRent: Math.round(v.price * v.rentShare),
    loanAmount: Math.round(v.price * v.loanShare),
    marginalRatePercent: v.rate,
    emptyMonths: v.empty,
    cadastralValue: v.cadastral,
  });

  it('two owners at the same rate never pay more than one', () => {
    fc.assert(
      fc.property(profitable, fc.integer({ min: 1, max: 99 }), (v, share) => {
        const input = inputOf(v);
        const one = analyseInvestment(input);
        const two = analyseInvestment({
          ...input,
          owners: 2,
          ownerSharePercent: share,
          secondMarginalRatePercent: v.rate,
        });
        expect(two.taxes.rent).toBeLessThanOrEqual(one.taxes.rent + 0.05);
        expect(two.sale.capitalGainsTax).toBeLessThanOrEqual(one.sale.capitalGainsTax + 0.05);
      }),
      { numRuns: 60 },
    );
  });

  it('an empty month never lowers the tax of a profitable let (against deducting the whole year)', () => {
    fc.assert(
      fc.property(profitable, (v) => {
        // Cash, so the only financing cost is none; the old simplification deducted the fixed
        // costs and the amortisation for the whole year and imputed nothing.
        const input = { ...inputOf(v), loanAmount: 0, emptyMonths: Math.max(1, v.empty) };
        const [year] = analyseInvestment(input).years;
        fc.pre(year !== undefined && year.netIncome > 0);
        const empty = (input.emptyMonths ?? 0) / 12;
        const fixed = (input.ibi ?? 0) + (input.communityFees ?? 0) + (input.homeInsurance ?? 0);
        const wholeYearNet =
          (year?.netIncome ?? 0) -
          fixed * empty -
          ((year?.amortisation ?? 0) * empty) / (1 - empty);
        const rate = v.rate / 100;
        const wholeYearTax = wholeYearNet > 0 ? wholeYearNet * 0.5 * rate : wholeYearNet * rate;
        expect(year?.tax ?? 0).toBeGreaterThanOrEqual(wholeYearTax - 0.01);
      }),
      { numRuns: 80 },
    );
  });

  it('non-residents never get a negative yearly tax', () => {
    fc.assert(
      fc.property(
        profitable,
        fc.constantFrom('eu' as const, 'nonEu' as const),
        fc.constantFrom(0, 1),
        (v, residence, deduct) => {
          const result = analyseInvestment({
            ...inputOf(v),
            monthlyRent: Math.round(v.price * 0.002),
            residence,
            nonEuDeductExpenses: deduct,
          });
          for (const row of result.years) expect(row.tax).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});
