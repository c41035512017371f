import { ANALYSIS_DEFAULTS, MARGINAL_RATE_OPTIONS, SHARE_PARAMS, resolveInput } from './inputs';

// The query parameters issue 15 names, in its order, with issue 24's (owners, residence, kind of
// let, cadastral value) where the form asks for them, then issue 25's purchase criteria.
const ISSUE_PARAMS =
  'price, community, propertyType, referenceValue, deedDate, renovation, furniture, loanAmount, loanTermYears, rateType, interestRate, fixedYears, euribor, spread, openingFeePercent, letting, monthlyRent, emptyMonths, nightlyRate, occupancyPercent, averageStayNights, cleaningPerStay, platformFeePercent, rentUpdatePercent, ibi, communityFees, homeInsurance, defaultInsurancePercent, maintenancePercent, managementPercent, otherCosts, marginalRatePercent, owners, residence, ownerSharePercent, secondMarginalRatePercent, nonEuDeductExpenses, cadastralValue, cadastralRevised, rentReductionPercent, constructionSharePercent, holdYears, priceChangePercent, sellingCostsPercent, landCadastralValue, plusvaliaRatePercent, benchmarkPercent, minIrrPercent, minMonthlyCashFlow';

describe('SHARE_PARAMS', () => {
  it('are the names of the issue, in its order', () => {
    expect(SHARE_PARAMS.join(', ')).toBe(ISSUE_PARAMS);
  });
});

describe('resolveInput', () => {
  it('lends 80 % of the price when no loan is given, and respects 0 (cash)', () => {
    expect(resolveInput(ANALYSIS_DEFAULTS).loanAmount).toBe(160_000);
    expect(resolveInput({ ...ANALYSIS_DEFAULTS, price: 250_000 }).loanAmount).toBe(200_000);
    const cash = resolveInput({ ...ANALYSIS_DEFAULTS, loanAmount: 0 });
    expect(cash.loanAmount).toBe(0);
    expect(cash.loanTermYears).toBe(0);
  });

  it('brings figures into range', () => {
    const resolved = resolveInput({
      ...ANALYSIS_DEFAULTS,
      emptyMonths: 14,
      holdYears: 80,
      renovation: -5,
      constructionSharePercent: 120,
      monthlyRent: Number.NaN,
      loanTermYears: 0,
    });
    expect(resolved.emptyMonths).toBe(12);
    expect(resolved.holdYears).toBe(50);
    expect(resolved.renovation).toBe(0);
    expect(resolved.constructionSharePercent).toBe(100);
    expect(resolved.monthlyRent).toBe(0);
    expect(resolved.loanTermYears).toBe(1);
    expect(resolveInput({ ...ANALYSIS_DEFAULTS, holdYears: 0 }).holdYears).toBe(1);
  });

  it('keeps falling prices and rents', () => {
    const resolved = resolveInput({
      ...ANALYSIS_DEFAULTS,
      priceChangePercent: -2,
      rentUpdatePercent: -1,
    });
    expect(resolved.priceChangePercent).toBe(-2);
    expect(resolved.rentUpdatePercent).toBe(-1);
  });

  it('fills the optional values with 0', () => {
    const resolved = resolveInput(ANALYSIS_DEFAULTS);
    expect(resolved.referenceValue).toBe(0);
    expect(resolved.landCadastralValue).toBe(0);
    expect(resolved.plusvaliaRatePercent).toBe(0);
  });
});

describe('MARGINAL_RATE_OPTIONS', () => {
  it('offers the usual combined rates, the default among them', () => {
    expect(MARGINAL_RATE_OPTIONS.map((option) => option.value)).toEqual([19, 24, 30, 37, 45, 47]);
    expect(MARGINAL_RATE_OPTIONS.map((option) => option.value)).toContain(
      ANALYSIS_DEFAULTS.marginalRatePercent,
    );
  });
});
