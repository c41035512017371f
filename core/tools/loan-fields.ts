// Loan fields the yield and mortgage forms share, with the one wording of their messages.
import * as z from 'zod/mini';

export const INTEREST_RATE_MESSAGE = 'El interés debe estar entre 0% y 20%';
export const LOAN_TERM_MESSAGE = 'El plazo debe estar entre 1 y 50 años';

export const INTEREST_RATE_MIN = 0;
export const INTEREST_RATE_MAX = 20;
export const LOAN_TERM_MIN = 1;
export const LOAN_TERM_MAX = 50;

/** Nominal annual rate in percent, 0 to 20 inclusive. */
export const interestRateField = z
  .number()
  .check(
    z.minimum(INTEREST_RATE_MIN, INTEREST_RATE_MESSAGE),
    z.maximum(INTEREST_RATE_MAX, INTEREST_RATE_MESSAGE),
  );

/** Term in years, 1 to 50 inclusive; fractions of a year are allowed (rounded to whole months). */
export const loanTermYearsField = z
  .number()
  .check(z.minimum(LOAN_TERM_MIN, LOAN_TERM_MESSAGE), z.maximum(LOAN_TERM_MAX, LOAN_TERM_MESSAGE));
