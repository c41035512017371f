// Loan fields the yield, mortgage and analysis forms share: bounds with the one wording of their
// messages. Zod-free: the schemas build their numbers from these bounds (core/tools/field-schema.ts).
import type { Bound } from './fields';

export const INTEREST_RATE_MESSAGE = 'El interés debe estar entre 0 % y 20 %';
export const LOAN_TERM_MESSAGE = 'El plazo debe estar entre 1 y 50 años';

export const INTEREST_RATE_MIN = 0;
export const INTEREST_RATE_MAX = 20;
export const LOAN_TERM_MIN = 1;
export const LOAN_TERM_MAX = 50;

/** Nominal annual rate in percent, 0 to 20 inclusive. */
export const INTEREST_RATE_BOUNDS: { min: Bound; max: Bound } = {
  min: { value: INTEREST_RATE_MIN, message: INTEREST_RATE_MESSAGE },
  max: { value: INTEREST_RATE_MAX, message: INTEREST_RATE_MESSAGE },
};

/** Term in years, 1 to 50 inclusive; fractions of a year are allowed (rounded to whole months). */
export const LOAN_TERM_BOUNDS: { min: Bound; max: Bound } = {
  min: { value: LOAN_TERM_MIN, message: LOAN_TERM_MESSAGE },
  max: { value: LOAN_TERM_MAX, message: LOAN_TERM_MESSAGE },
};
