// The analysis' plausibility notes: each threshold from both sides, with its arithmetic.
import { MAX_AGE_AT_END } from './tools/mortgage/affordability';
import { analysisWarnings } from './analysis-plausibility';
import { PLAUSIBILITY_MESSAGES } from './plausibility';

describe('analysisWarnings', () => {
  it('notes 95.000 € a month on 200.000 € (570 % gross), not 900 € (5,4 %)', () => {
    expect(analysisWarnings({ price: 200_000, monthlyRent: 95_000 }).monthlyRent).toBe(
      PLAUSIBILITY_MESSAGES.highYield,
    );
    expect(analysisWarnings({ price: 200_000, monthlyRent: 900 }).monthlyRent).toBeUndefined();
  });

  it('notes a tourist rate whose year is over 20 % of the price', () => {
    // 300 € × 365 × 70 % = 76.650 € a year on 200.000 € = 38 %; 100 € gives 12,8 %.
    expect(
      analysisWarnings({ price: 200_000, nightlyRate: 300, occupancyPercent: 70 }).nightlyRate,
    ).toBe(PLAUSIBILITY_MESSAGES.highYield);
    expect(
      analysisWarnings({ price: 200_000, nightlyRate: 100, occupancyPercent: 70 }).nightlyRate,
    ).toBeUndefined();
  });

  it('notes a price change above 10 % a year either way', () => {
    expect(analysisWarnings({ priceChangePercent: 25 }).priceChangePercent).toContain(
      'Una subida del 25 % cada año',
    );
    expect(analysisWarnings({ priceChangePercent: -15 }).priceChangePercent).toContain(
      'Una bajada del 15 %',
    );
    expect(analysisWarnings({ priceChangePercent: 3 }).priceChangePercent).toBeUndefined();
  });

  it('notes a 50-year loan, not a 30-year one', () => {
    expect(analysisWarnings({ loanTermYears: 50 }).loanTermYears).toContain('50 años');
    expect(analysisWarnings({ loanTermYears: 30 }).loanTermYears).toBeUndefined();
  });

  it('notes a loan that ends past 75: 60 + 30 = 90', () => {
    const note = analysisWarnings({ borrowerAge: 60, loanTermYears: 30, loanAmount: 100_000 });
    expect(note.borrowerAge).toContain('terminarías de pagar a los 90');
    expect(note.borrowerAge).toContain(`después de los ${MAX_AGE_AT_END}`);
    // 45 + 30 = 75: within; no age, or no loan: nothing to note.
    expect(analysisWarnings({ borrowerAge: 45, loanTermYears: 30 }).borrowerAge).toBeUndefined();
    expect(analysisWarnings({ loanTermYears: 30 }).borrowerAge).toBeUndefined();
    expect(
      analysisWarnings({ borrowerAge: 60, loanTermYears: 30, loanAmount: 0 }).borrowerAge,
    ).toBeUndefined();
  });
});
