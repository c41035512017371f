// The investment analysis' plausibility notes, as /rentabilidad's (plausibility.ts): rent against
// price, the yearly price change, the loan's term and the age at its end. A note never blocks.
import { formatNumber } from './format';
import { MAX_AGE_AT_END } from './tools/mortgage/affordability';
import {
  PLAUSIBILITY_MESSAGES,
  interestWarning,
  loanWarning,
  priceWarning,
  rentWarning,
} from './plausibility';

/** A price change sustained for years beyond this is very unusual. */
export const PLAUSIBLE_MAX_PRICE_CHANGE = 10;
/** Spanish banks rarely lend beyond 30 years, almost never beyond 40. */
export const PLAUSIBLE_MAX_LOAN_TERM = 40;

const DAYS_PER_YEAR = 365;

export const ANALYSIS_PLAUSIBILITY_MESSAGES = {
  priceChange: (percent: number) =>
    `Una ${percent >= 0 ? 'subida' : 'bajada'} del ${formatNumber(Math.abs(percent), { upTo: 2 })} % cada año, todos los años, es muy poco habitual: revisa la variación del precio.`,
  loanTerm: (years: number) =>
    `Un plazo de ${formatNumber(years, { upTo: 2 })} años es muy poco habitual: los bancos rara vez prestan a más de 30 años, y casi nunca a más de ${PLAUSIBLE_MAX_LOAN_TERM}.`,
  ageAtEnd: (age: number, end: number) =>
    `Con ${formatNumber(age)} años, terminarías de pagar a los ${formatNumber(end, { upTo: 2 })}: los bancos no suelen prestar si el plazo acaba después de los ${MAX_AGE_AT_END}.`,
  highYield: PLAUSIBILITY_MESSAGES.highYield,
} as const;

type Numbers = Partial<
  Record<
    | 'price'
    | 'monthlyRent'
    | 'nightlyRate'
    | 'occupancyPercent'
    | 'loanAmount'
    | 'loanTermYears'
    | 'interestRate'
    | 'borrowerAge'
    | 'priceChangePercent',
    number
  >
>;

/** A night's rate over a year at its occupancy, as a month's rent (the 20 % gross yield check). */
function touristRentWarning(v: Numbers): string | undefined {
  if (v.nightlyRate === undefined || v.occupancyPercent === undefined) return undefined;
  const monthly = (v.nightlyRate * DAYS_PER_YEAR * (v.occupancyPercent / 100)) / 12;
  return rentWarning(v.price, monthly);
}

function priceChangeWarning(percent: number | undefined): string | undefined {
  return percent !== undefined && Math.abs(percent) > PLAUSIBLE_MAX_PRICE_CHANGE
    ? ANALYSIS_PLAUSIBILITY_MESSAGES.priceChange(percent)
    : undefined;
}

function termWarning(years: number | undefined): string | undefined {
  return years !== undefined && years > PLAUSIBLE_MAX_LOAN_TERM
    ? ANALYSIS_PLAUSIBILITY_MESSAGES.loanTerm(years)
    : undefined;
}

function ageWarning(v: Numbers): string | undefined {
  const { borrowerAge: age, loanTermYears: term, loanAmount: loan } = v;
  if (age === undefined || !(age > 0) || term === undefined || !(loan === undefined || loan > 0))
    return undefined;
  return age + term > MAX_AGE_AT_END
    ? ANALYSIS_PLAUSIBILITY_MESSAGES.ageAtEnd(age, age + term)
    : undefined;
}

/** Under each field (the form's notes) and above the verdict: keyed by the field to look at. */
export function analysisWarnings(v: Numbers): Partial<Record<string, string>> {
  return {
    price: priceWarning(v.price),
    monthlyRent: rentWarning(v.price, v.monthlyRent),
    nightlyRate: touristRentWarning(v),
    loanAmount: loanWarning(v.price, v.loanAmount),
    loanTermYears: termWarning(v.loanTermYears),
    interestRate: interestWarning(v.interestRate),
    borrowerAge: ageWarning(v),
    priceChangePercent: priceChangeWarning(v.priceChangePercent),
  };
}
