// The one lending rule: the use's share, lower for a buyer living abroad, and a term ending by 75.
import { LTV_LIMITS, MAX_AGE_AT_END } from './affordability';
import { judgeFinancing } from './financing';
import { RATE_DEFAULTS } from './rate-path';
import { NON_RESIDENT_LTV_LIMIT, lendingLimit } from './lending-limit';

describe('lendingLimit', () => {
  it('lends the use’s share to a resident', () => {
    const limit = lendingLimit({ use: 'investment', termYears: 25 });
    expect(limit).toMatchObject({ ltvLimit: 70, limitedBy: 'use', termTooLong: false });
    expect(lendingLimit({ use: 'main', termYears: 25 }).ltvLimit).toBe(80);
  });

  it('lends less to a buyer who lives abroad', () => {
    const limit = lendingLimit({ use: 'investment', residentInSpain: false, termYears: 25 });
    expect(limit.ltvLimit).toBe(NON_RESIDENT_LTV_LIMIT);
    expect(limit.ltvLimit).toBeLessThan(LTV_LIMITS.investment);
    expect(limit.limitedBy).toBe('residence');
  });

  it('stops a term that ends past 75: a 60-year-old gets 15 years, not 30', () => {
    const limit = lendingLimit({ use: 'investment', borrowerAge: 60, termYears: 30 });
    // 60 + 30 = 90 > 75; 75 − 60 = 15 years at most.
    expect(limit).toMatchObject({ ageAtEnd: 90, maxTermYears: 15, termTooLong: true });
    expect(limit.limitedBy).toBe('age');
    expect(limit.maxAgeAtEnd).toBe(MAX_AGE_AT_END);
    // 50 + 25 = 75: within the limit.
    expect(lendingLimit({ use: 'main', borrowerAge: 50, termYears: 25 }).termTooLong).toBe(false);
  });

  it('does not look at an age not given', () => {
    const limit = lendingLimit({ use: 'main', termYears: 40 });
    expect(limit).toMatchObject({ ageAtEnd: null, maxTermYears: null, termTooLong: false });
  });

  it('is the rule /hipoteca judges with: a non-resident’s 80 % of a second home exceeds it', () => {
    const judged = (residentInSpain: boolean) =>
      judgeFinancing({
        netMonthlyIncome: 6_000,
        existingDebtPayments: 0,
        savings: 200_000,
        propertyPrice: 200_000,
        use: 'main',
        propertyType: 'used',
        autonomousCommunity: 'madrid',
        loan: { ...RATE_DEFAULTS, loanTermYears: 25, rateType: 'fixed', interestRate: 3 },
        requestedLoan: 140_000,
        residentInSpain,
      });
    // 140.000 / 200.000 = 70 %: within a resident's 80 %, above a non-resident's 60 %.
    expect(judged(true).warnings).not.toContain('ltv');
    expect(judged(false).ltvLimit).toBe(60);
    expect(judged(false).warnings).toContain('ltv');
    // 200.000 × 60 % = 120.000.
    expect(judged(false).maxLoanByLtv).toBe(120_000);
  });
});
