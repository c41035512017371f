// The analysis' loan against what banks usually lend for a flat to let (the mortgage tool's 70 %).
import { LTV_LIMITS } from '../mortgage/affordability';
import { analyseInvestment } from './analysis';
import { ANALYSIS_DEFAULTS } from './inputs';
import { checkFinancing } from './financing';

const outlay = { price: 320_000, purchaseCosts: 30_000, renovation: 0, furniture: 0 };

describe('checkFinancing', () => {
  it('warns about 100 % financing and says the money needed at 70 %', () => {
    const check = checkFinancing({ ...outlay, openingFee: 0, loan: 320_000, equity: 30_000 }, 0);
    expect(check).toEqual({
      loanToValue: 100,
      ltvLimit: LTV_LIMITS.investment,
      limitedBy: 'use',
      loanAtLimit: 224_000,
      moneyNeededAtLimit: 126_000,
      warnings: ['ltv'],
    });
  });

  it('adds the loan-above-price warning, and counts the smaller opening fee at 70 %', () => {
    const check = checkFinancing(
      { ...outlay, openingFee: 3_300, loan: 330_000, equity: 23_300 },
      1,
    );
    expect(check.warnings).toEqual(['ltv', 'loanAbovePrice']);
    // 23.300 + (330.000 − 224.000) − (3.300 − 2.240)
    expect(check.moneyNeededAtLimit).toBe(128_240);
  });

  it('says nothing at 70 % or below, and for a cash purchase', () => {
    expect(
      checkFinancing({ ...outlay, openingFee: 0, loan: 224_000, equity: 126_000 }, 0).warnings,
    ).toEqual([]);
    expect(checkFinancing({ ...outlay, openingFee: 0, loan: 0, equity: 350_000 }, 0)).toMatchObject(
      {
        loanToValue: 0,
        warnings: [],
      },
    );
  });

  it('is part of the analysis: the 80 % default loan is above what banks lend to invest', () => {
    const { financing, initial } = analyseInvestment(ANALYSIS_DEFAULTS);
    expect(financing.loanToValue).toBe(80);
    expect(financing.warnings).toEqual(['ltv']);
    expect(financing.moneyNeededAtLimit).toBeCloseTo(initial.equity + 0.1 * initial.price, 2);
  });
});
