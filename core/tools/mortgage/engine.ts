// Mortgage maths shared by the tools: the French payment and the number of instalments.

function finiteOrZero(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** A fraction; 0 for a rate that is not positive. */
export function monthlyRate(annualRatePct: number): number {
  return Number.isFinite(annualRatePct) && annualRatePct > 0 ? annualRatePct / 100 / 12 : 0;
}

/** Whole months, at least one for any positive term, 0 otherwise. @example paymentCount(1.5) // 18 */
export function paymentCount(years: number): number {
  if (!Number.isFinite(years) || years <= 0) return 0;
  return Math.max(1, Math.round(years * 12));
}

/**
 * Unrounded P·r / (1 - (1 + r)^-n); a zero rate repays in equal parts; 0 with nothing to repay.
 * @example monthlyPayment(200000, 3.5, 25) // 1001.247...
 */
export function monthlyPayment(principal: number, annualRatePct: number, years: number): number {
  const months = paymentCount(years);
  if (!Number.isFinite(principal) || principal <= 0 || months === 0) return 0;
  const rate = monthlyRate(annualRatePct);
  if (rate === 0) return principal / months;
  // expm1/log1p keeps precision for tiny rates, where (1 + r)^n - 1 cancels.
  const discount = -Math.expm1(-months * Math.log1p(rate));
  return finiteOrZero((principal * rate) / discount);
}
