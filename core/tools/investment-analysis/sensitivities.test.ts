import { analyseInvestment } from './analysis';
import { ANALYSIS_DEFAULTS, type AnalysisInput } from './inputs';
import { maxPurchasePrice, sensitivities } from './sensitivities';

const variable: AnalysisInput = {
  ...ANALYSIS_DEFAULTS,
  rateType: 'variable',
  euribor: 2.2,
  spread: 0.8,
  landCadastralValue: 40_000,
  plusvaliaRatePercent: 29,
};

describe('sensitivities', () => {
  const base = analyseInvestment(variable);
  const byKey = Object.fromEntries(sensitivities(variable).map((s) => [s.key, s]));

  it('recomputes each what-if the way the analysis would', () => {
    const check = (key: string, changed: AnalysisInput) => {
      const expected = analyseInvestment(changed);
      expect(byKey[key]?.irrAfterTax).toBe(expected.metrics.irrAfterTax);
      expect(byKey[key]?.cashFlowYear1).toBe(expected.metrics.cashFlowYear1);
      expect(byKey[key]?.cashOnCashYear1).toBe(expected.metrics.cashOnCashYear1);
    };
    check('euribor+1', { ...variable, euribor: 3.2 });
    check('euribor+2', { ...variable, euribor: 4.2 });
    check('rent-10', { ...variable, monthlyRent: 1_080 });
    check('empty+1', { ...variable, emptyMonths: 2 });
    check('flat-price', { ...variable, priceChangePercent: 0 });
  });

  it('lowers the IRR under every what-if and says by how much', () => {
    for (const sensitivity of Object.values(byKey)) {
      expect(sensitivity?.affected).toBe(true);
      expect(sensitivity?.irrChange ?? 0).toBeLessThan(0);
      expect(sensitivity?.irrChange).toBeCloseTo(
        (sensitivity?.irrAfterTax ?? 0) - (base.metrics.irrAfterTax ?? 0),
        1,
      );
    }
    expect(byKey['euribor+1']?.label).toBe('Euríbor +1 punto');
  });

  it('leaves a fixed-rate loan alone under an Euríbor rise', () => {
    const fixed = sensitivities({ ...variable, rateType: 'fixed' });
    const euribor = fixed.filter((s) => s.key.startsWith('euribor'));
    expect(euribor.every((s) => !s.affected && s.irrChange === 0)).toBe(true);
  });
});

describe('maxPurchasePrice', () => {
  it('finds the highest price that still reaches the after-tax IRR, with its own purchase costs', () => {
    const target = 7;
    const found = maxPurchasePrice(variable, { kind: 'irrAfterTax', value: target });
    const price = found.maxPrice ?? Number.NaN;
    // The loan keeps the base's 80 % of the price.
    expect(found.loanAmount).toBeCloseTo(price * 0.8, 1);
    const at = analyseInvestment({ ...variable, price, loanAmount: price * 0.8 });
    const above = analyseInvestment({
      ...variable,
      price: price + 50,
      loanAmount: (price + 50) * 0.8,
    });
    expect(at.purchase.total).toBe(found.purchaseCosts);
    expect(at.metrics.irrAfterTax ?? 0).toBeGreaterThanOrEqual(target);
    expect(above.metrics.irrAfterTax ?? 0).toBeLessThanOrEqual(target);
  });

  it('finds the highest price for a year-1 cash-on-cash', () => {
    const found = maxPurchasePrice(variable, { kind: 'cashOnCashYear1', value: 2 });
    const price = found.maxPrice ?? Number.NaN;
    const at = analyseInvestment({ ...variable, price, loanAmount: price * 0.8 });
    const above = analyseInvestment({
      ...variable,
      price: price + 50,
      loanAmount: (price + 50) * 0.8,
    });
    // Unrounded from the cent figures: the metric itself is shown to 2 decimals.
    const cashOnCash = (result: typeof at) =>
      ((result.years[0]?.cashFlowBeforeTax ?? 0) / result.initial.equity) * 100;
    expect(cashOnCash(at)).toBeGreaterThanOrEqual(2 - 1e-4);
    expect(cashOnCash(above)).toBeLessThan(2);
  });

  it('raises the price when the target is lower', () => {
    const strict = maxPurchasePrice(variable, { kind: 'irrAfterTax', value: 9 }).maxPrice ?? 0;
    const loose = maxPurchasePrice(variable, { kind: 'irrAfterTax', value: 5 }).maxPrice ?? 0;
    expect(loose).toBeGreaterThan(strict);
  });

  it('scales the purchase costs the user typed with the price', () => {
    const found = maxPurchasePrice(
      { ...variable, purchaseCostsOverride: { total: 20_000 } },
      { kind: 'cashOnCashYear1', value: 2 },
    );
    expect(found.purchaseCosts).toBeCloseTo((20_000 * (found.maxPrice ?? 0)) / 200_000, 0);
  });

  it('returns null when no price reaches the target', () => {
    // Costs above the rent: no price gives a positive cash-on-cash.
    const found = maxPurchasePrice(
      { ...variable, monthlyRent: 100 },
      { kind: 'cashOnCashYear1', value: 5 },
    );
    expect(found.maxPrice).toBeNull();
    expect(
      maxPurchasePrice(variable, { kind: 'irrAfterTax', value: Number.NaN }).maxPrice,
    ).toBeNull();
  });
});
