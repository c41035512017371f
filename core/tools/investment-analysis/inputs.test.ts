import { ANALYSIS_FIELDS } from './field-rows';
import { ANALYSIS_DEFAULTS, SHARE_PARAMS, resolveInput } from './inputs';
import { MARGINAL_RATE_OPTIONS } from './rows/tax';

// The query parameters issue 15 names, in its order, with issue 24's (owners, residence, kind of
// let, cadastral value) where the form asks for them, then issue 25's purchase criteria.
const ISSUE_PARAMS =
  'price, community, propertyType, referenceValue, deedDate, renovation, furniture, loanAmount, loanTermYears, rateType, interestRate, fixedYears, euribor, spread, openingFeePercent, letting, monthlyRent, emptyMonths, nightlyRate, occupancyPercent, averageStayNights, cleaningPerStay, platformFeePercent, rentUpdatePercent, ibi, communityFees, homeInsurance, defaultInsurancePercent, maintenancePercent, managementPercent, otherCosts, marginalRatePercent, owners, residence, ownerSharePercent, secondMarginalRatePercent, nonEuDeductExpenses, cadastralValue, cadastralRevised, rentReductionPercent, constructionSharePercent, holdYears, priceChangePercent, sellingCostsPercent, landCadastralValue, plusvaliaRatePercent, benchmarkPercent, minIrrPercent, minMonthlyCashFlow';

describe('SHARE_PARAMS', () => {
  it("keep the issue's names in its order (a new field may join them)", () => {
    const issue = ISSUE_PARAMS.split(', ');
    expect(SHARE_PARAMS.filter((name) => issue.includes(name))).toEqual(issue);
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

  it("holds every number within its row's bounds", () => {
    for (const row of ANALYSIS_FIELDS) {
      for (const [bound, beyond] of [
        [row.min, -1e12],
        [row.max, 1e12],
      ] as const) {
        if (!bound) continue;
        const resolved = resolveInput({ ...ANALYSIS_DEFAULTS, [row.name]: beyond });
        expect({ name: row.name, value: resolved[row.name] }).toEqual({
          name: row.name,
          value: bound.value,
        });
      }
    }
  });

  it("gives the first owner's share the row's 1-99 %, as the form asks it", () => {
    const share = (ownerSharePercent: number) =>
      resolveInput({ ...ANALYSIS_DEFAULTS, owners: 2, ownerSharePercent }).ownerSharePercent;
    expect(share(100)).toBe(99);
    expect(share(0)).toBe(1);
    expect(share(35)).toBe(35);
  });

  it('gives a field newer than the first links its default when an input lacks it', () => {
    const older = {
      ...ANALYSIS_DEFAULTS,
      cleaningPerStay: undefined,
      platformFeePercent: undefined,
    };
    const resolved = resolveInput(older);
    expect(resolved.cleaningPerStay).toBe(40);
    expect(resolved.platformFeePercent).toBe(15);
    expect(resolveInput({ ...older, cleaningPerStay: 25 }).cleaningPerStay).toBe(25);
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
  it("offers old links' usual combined rates; the defaults use the scales, no flat rate", () => {
    const rates = MARGINAL_RATE_OPTIONS.map((option) => Number(option.value));
    expect(rates).toEqual([19, 24, 30, 37, 45, 47]);
    expect(ANALYSIS_DEFAULTS).not.toHaveProperty('marginalRatePercent');
    expect(resolveInput(ANALYSIS_DEFAULTS).flatRate).toBe(false);
    expect(resolveInput({ ...ANALYSIS_DEFAULTS, marginalRatePercent: 30 }).flatRate).toBe(true);
    expect(
      resolveInput({ ...ANALYSIS_DEFAULTS, marginalRatePercent: 30, otherIncome: 0 }).flatRate,
    ).toBe(false);
  });

  it('takes the tax residence from the property when none is given', () => {
    expect(resolveInput({ ...ANALYSIS_DEFAULTS, community: 'galicia' }).taxResidence).toBe(
      'galicia',
    );
    expect(
      resolveInput({ ...ANALYSIS_DEFAULTS, community: 'galicia', taxResidence: 'madrid' })
        .taxResidence,
    ).toBe('madrid');
  });
});
