// The shared loan fields as zod/mini numbers, for the schemas not built from a field table yet.
import { boundedNumber } from './field-schema';
import { INTEREST_RATE_BOUNDS, LOAN_TERM_BOUNDS } from './loan-fields';

/** Nominal annual rate in percent, 0 to 20 inclusive. */
export const interestRateField = boundedNumber(INTEREST_RATE_BOUNDS);

/** Term in years, 1 to 50 inclusive; fractions of a year are allowed (rounded to whole months). */
export const loanTermYearsField = boundedNumber(LOAN_TERM_BOUNDS);
