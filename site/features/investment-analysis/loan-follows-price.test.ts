// The loan follows the price until typed: 80 % of each new price, never a loan the visitor or a link set.
import { loanForPrice, stillFollows } from './loan-follows-price';

describe('the loan follows the price', () => {
  it('lends 80 % of a new price while the loan is the old price’s 80 %', () => {
    // 200.000 × 80 % = 160.000 shown; the price typed as 120.000: 120.000 × 80 % = 96.000.
    expect(loanForPrice({ typed: false, price: 200_000 }, 120_000, 160_000)).toBe(96_000);
    // 185.000 × 80 % = 148.000, not the 160.000 that made an 86,49 % loan.
    expect(loanForPrice({ typed: false, price: 200_000 }, 185_000, 160_000)).toBe(148_000);
  });

  it('leaves a typed loan as typed', () => {
    expect(loanForPrice({ typed: true, price: 200_000 }, 120_000, 160_000)).toBeUndefined();
  });

  it('leaves a loan that is not the 80 % of the price it came with (a link, a scenario)', () => {
    // A link with 150.000 on 200.000 (75 %) keeps its loan when the price changes.
    expect(stillFollows({ typed: false, price: 200_000 }, 150_000)).toBe(false);
    expect(loanForPrice({ typed: false, price: 200_000 }, 120_000, 150_000)).toBeUndefined();
  });

  it('waits for a price it can read', () => {
    expect(loanForPrice({ typed: false, price: 200_000 }, undefined, 160_000)).toBeUndefined();
    expect(loanForPrice({ typed: false, price: 200_000 }, Number.NaN, 160_000)).toBeUndefined();
  });
});
