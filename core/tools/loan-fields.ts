// The loan bounds the yield, mortgage and analysis forms share, with one wording of their messages.
import type { Bound } from './fields';

export const INTEREST_RATE_MESSAGE = 'El interés debe estar entre 0 % y 20 %';
export const LOAN_TERM_MESSAGE = 'El plazo debe estar entre 1 y 50 años';

export const INTEREST_RATE_MIN = 0;
export const INTEREST_RATE_MAX = 20;
export const LOAN_TERM_MIN = 1;
export const LOAN_TERM_MAX = 50;

export const INTEREST_RATE_BOUNDS: { min: Bound; max: Bound } = {
  min: { value: INTEREST_RATE_MIN, message: INTEREST_RATE_MESSAGE },
  max: { value: INTEREST_RATE_MAX, message: INTEREST_RATE_MESSAGE },
};

export const LOAN_TERM_BOUNDS: { min: Bound; max: Bound } = {
  min: { value: LOAN_TERM_MIN, message: LOAN_TERM_MESSAGE },
  max: { value: LOAN_TERM_MAX, message: LOAN_TERM_MESSAGE },
};
