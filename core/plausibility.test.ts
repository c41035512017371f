// Plausibility notes: each one appears past its threshold and not before.
import {
  comparatorWarnings,
  interestWarning,
  loanWarning,
  mortgageWarnings,
  PLAUSIBILITY_MESSAGES as M,
  priceWarning,
  purchaseCostsWarnings,
  rentWarning,
  yieldWarnings,
} from './plausibility';

describe('priceWarning', () => {
  it('notes a price under 10.000 € and nothing from 10.000 € up', () => {
    expect(priceWarning(9_999)).toBe(M.lowPrice);
    expect(priceWarning(10_000)).toBeUndefined();
  });
  it('leaves 0 and missing prices to the validation messages', () => {
    expect(priceWarning(0)).toBeUndefined();
    expect(priceWarning(undefined)).toBeUndefined();
  });
});

describe('rentWarning', () => {
  it('notes a gross yield above 20 %', () => {
    // 3.334 * 12 / 200000 = 20.004 %; 3.333 * 12 / 200000 = 19.998 %.
    expect(rentWarning(200_000, 3_334)).toBe(M.highYield);
    expect(rentWarning(200_000, 3_333)).toBeUndefined();
  });
  it('says nothing without a price', () => {
    expect(rentWarning(0, 5_000)).toBeUndefined();
  });
});

describe('loanWarning', () => {
  it('notes a loan above the price, not one equal to it', () => {
    expect(loanWarning(200_000, 200_001)).toBe(M.loanAbovePrice);
    expect(loanWarning(200_000, 200_000)).toBeUndefined();
  });
});

describe('interestWarning', () => {
  it('notes a rate above 10 %', () => {
    expect(interestWarning(10.01)).toBe(M.highInterest);
    expect(interestWarning(10)).toBeUndefined();
  });
});

describe('mortgageWarnings', () => {
  it('notes a mortgage under 10.000 € ("68,5" typed for 68.500 €) and a rate above 10 %', () => {
    expect(mortgageWarnings({ loanAmount: 68.5, interestRate: 12 })).toEqual({
      loanAmount: M.lowMortgage,
      interestRate: M.highInterest,
    });
    expect(mortgageWarnings({ loanAmount: 9_999.99 }).loanAmount).toBe(M.lowMortgage);
  });
  it('says nothing from 10.000 € up, nor for 0 or a missing amount (the validation speaks)', () => {
    expect(mortgageWarnings({ loanAmount: 10_000, interestRate: 10 })).toEqual({
      loanAmount: undefined,
      interestRate: undefined,
    });
    expect(mortgageWarnings({ loanAmount: 0 }).loanAmount).toBeUndefined();
    expect(mortgageWarnings({}).loanAmount).toBeUndefined();
  });
});

describe('yieldWarnings', () => {
  it('puts each note under its field and nothing under plausible values', () => {
    expect(
      yieldWarnings({
        purchasePrice: 9_000,
        monthlyRent: 500,
        financingAmount: 9_500,
        interestRate: 12,
      }),
    ).toEqual({
      purchasePrice: M.lowPrice,
      monthlyRent: M.highYield,
      financingAmount: M.loanAbovePrice,
      interestRate: M.highInterest,
    });
    const calm = yieldWarnings({ purchasePrice: 200_000, monthlyRent: 900, interestRate: 3 });
    expect(Object.values(calm).filter(Boolean)).toEqual([]);
  });
});

describe('purchaseCostsWarnings', () => {
  it('notes a very low price and a loan above the price under their fields', () => {
    expect(purchaseCostsWarnings({ propertyPrice: 9_000, loanAmount: 9_500 })).toEqual({
      propertyPrice: M.lowPrice,
      loanAmount: M.loanAbovePrice,
    });
    expect(purchaseCostsWarnings({ propertyPrice: 200_000, loanAmount: 160_000 })).toEqual({
      propertyPrice: undefined,
      loanAmount: undefined,
    });
  });
});

describe('comparatorWarnings', () => {
  it('notes a very low price and a gross yield above 20 % under their fields', () => {
    expect(comparatorWarnings({ price: 9_000, monthlyRent: 200 })).toEqual({
      price: M.lowPrice,
      monthlyRent: M.highYield,
    });
    expect(comparatorWarnings({ price: 200_000, monthlyRent: 900 })).toEqual({
      price: undefined,
      monthlyRent: undefined,
    });
  });
});
