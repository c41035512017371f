// A loan above 80 % of the price or above the price gets its warning, with the money needed at
// the share banks usually lend; a loan within 80 % gets none.
import { calculatePurchaseCosts } from '../../../core/tax/purchase-costs';
import { cashAtShare, priceOf, purchaseWarnings } from './financing';

const withLoan = (loanAmount: number) =>
  calculatePurchaseCosts({
    propertyPrice: 250_000,
    propertyType: 'used',
    autonomousCommunity: 'madrid',
    hasLoan: loanAmount > 0,
    loanAmount,
  });

describe('purchaseWarnings', () => {
  it('says nothing for a loan of 80 % or less, or no loan', () => {
    expect(purchaseWarnings(withLoan(200_000))).toEqual([]);
    expect(purchaseWarnings(withLoan(0))).toEqual([]);
  });

  it('warns of a 90 % loan with the money needed at 80 % and 70 %', () => {
    const result = withLoan(225_000);
    const warnings = purchaseWarnings(result);
    expect(warnings.map((w) => w.key)).toEqual(['ltv']);
    expect(priceOf(result)).toBe(250_000);
    // 250.000 − 200.000 + costs; 250.000 − 175.000 + costs.
    expect(cashAtShare(result, 80)).toBeCloseTo(50_000 + result.totalCosts, 2);
    expect(cashAtShare(result, 70)).toBeCloseTo(75_000 + result.totalCosts, 2);
    expect(warnings[0]?.text).toContain('el 90,00\u00a0% del precio');
    expect(warnings[0]?.text).toContain('pendiente de confirmar');
  });

  it('warns of a loan above the price, whose contribution is 0', () => {
    const result = withLoan(300_000);
    expect(result.cashNeeded).toBe(0);
    const warnings = purchaseWarnings(result);
    expect(warnings.map((w) => w.key)).toEqual(['ltv', 'loanAbovePrice']);
    expect(warnings[1]?.text).toMatch(
      /^El préstamo \(300\.000\s€\) es mayor que el precio \(250\.000\s€\)/,
    );
  });
});
