// Two owners: each one's tax checked against the engine's own total (owner-tax.ts and sale.ts
// compute it separately), and the best share against a search through whole analyses.
import { WORKED_EXAMPLE } from '../../testing/analysis-inputs';
import { analyseInvestment } from './analysis';
import { coupleTax } from './couple';
import { resolveInput, type AnalysisInput } from './inputs';

// The worked example owned by two residents of Madrid on the scales (no flat rate), 50/50, the
// first with 45.000 € of other general income and 20.000 € of savings income, the second with
// 12.000 € and none.
const couple: AnalysisInput = {
  ...WORKED_EXAMPLE,
  marginalRatePercent: undefined,
  owners: 2,
  ownerSharePercent: 50,
  otherIncome: 45_000,
  secondOtherIncome: 12_000,
  otherSavingsIncome: 20_000,
  secondOtherSavingsIncome: 0,
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('each owner’s tax', () => {
  const result = analyseInvestment(couple);
  const owners = result.couple?.owners ?? [];

  it('gives two owners whose years and sale add up to the engine’s totals', () => {
    expect(owners).toHaveLength(2);
    result.years.forEach((year, index) => {
      expect(sum(owners.map((owner) => owner.years[index] ?? 0))).toBeCloseTo(year.tax, 1);
    });
    expect(sum(owners.map((owner) => owner.rent))).toBeCloseTo(result.taxes.rent, 1);
    expect(sum(owners.map((owner) => owner.capitalGains))).toBeCloseTo(
      result.sale.capitalGainsTax,
      1,
    );
  });

  it('taxes the owner with more other income more on the same half', () => {
    const [first, second] = owners;
    expect(first?.rent ?? 0).toBeGreaterThan(second?.rent ?? 0);
    expect(first?.capitalGains ?? 0).toBeGreaterThan(second?.capitalGains ?? 0);
  });

  it('is null with one owner', () => {
    expect(analyseInvestment({ ...couple, owners: 1 }).couple).toBeNull();
  });

  it('splits a non-resident’s flat IRNR by the share, with no best share', () => {
    const eu = analyseInvestment({ ...couple, residence: 'eu', ownerSharePercent: 60 });
    const year1 = eu.years[0]?.tax ?? 0;
    // 60 % and 40 % of the year's 19 % IRNR.
    expect(eu.couple?.owners[0]?.years[0]).toBeCloseTo(year1 * 0.6, 1);
    expect(eu.couple?.owners[1]?.years[0]).toBeCloseTo(year1 * 0.4, 1);
    expect(eu.couple?.bestOwnerSharePercent).toBeNull();
    expect(eu.couple?.saving).toBe(0);
  });
});

describe('the share that minimises the couple’s tax', () => {
  /**
   * Rent of every year + the gain, through the whole engine at a share; the form takes 1 to 99 %,
   * so 0 and 100 % are the flat in one name (the second's or the first's income alone).
   */
  const totalAt = (percent: number) => {
    const alone = {
      ...couple,
      owners: 1,
      otherIncome: couple.secondOtherIncome,
      otherSavingsIncome: couple.secondOtherSavingsIncome,
    };
    const input =
      percent === 0
        ? alone
        : percent === 100
          ? { ...couple, owners: 1 }
          : { ...couple, ownerSharePercent: percent };
    const { taxes } = analyseInvestment(input);
    return taxes.rent + taxes.capitalGains;
  };

  it('is the lowest of the 21 whole analyses from 0 to 100 %', () => {
    const totals = Array.from({ length: 21 }, (_, step) => totalAt(step * 5));
    const lowest = Math.min(...totals);
    const result = analyseInvestment(couple).couple;
    expect(totalAt(result?.bestOwnerSharePercent ?? -1)).toBeCloseTo(lowest, 1);
    expect(result?.saving).toBeCloseTo(totalAt(50) - lowest, 1);
    // The second owner's lower income makes giving him more of it cheaper than half each.
    expect(result?.bestOwnerSharePercent ?? 100).toBeLessThan(50);
    expect(result?.saving ?? 0).toBeGreaterThan(0);
  });

  it('is half each when both owners have the same income (the scales are progressive)', () => {
    const same = resolveInput({ ...couple, otherIncome: 20_000, secondOtherIncome: 20_000 });
    const split = coupleTax(same, {
      taxable: [20_000, 20_000],
      imputed: [0, 0],
      tax: [0, 0],
      gain: 40_000,
      capitalGainsTax: 0,
    });
    expect(split?.bestOwnerSharePercent).toBe(50);
    expect(split?.saving).toBe(0);
  });

  it('gives everything to the owner without other income when the other is in the top band', () => {
    const apart = resolveInput({ ...couple, otherIncome: 300_000, secondOtherIncome: 0 });
    const split = coupleTax(apart, {
      taxable: [6_000],
      imputed: [0],
      tax: [0],
      gain: 0,
      capitalGainsTax: 0,
    });
    // 6.000 € stays under the second owner's 5.550 € minimum plus the lowest bands, far below
    // the first owner's marginal rate over 300.000 €.
    expect(split?.bestOwnerSharePercent).toBe(0);
  });
});
