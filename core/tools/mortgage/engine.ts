// Mortgage maths shared by the tools: the French (constant-payment) payment and the number of
// instalments (schedule.ts builds the schedules; affordability.ts gives the one verdict).

function finiteOrZero(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/**
 * Monthly rate as a fraction; 0 for a rate that is not positive.
 * @example monthlyRate(3.5) // 0.0029166... (3.5 / 100 / 12)
 */
export function monthlyRate(annualRatePct: number): number {
  return Number.isFinite(annualRatePct) && annualRatePct > 0 ? annualRatePct / 100 / 12 : 0;
}

/**
 * Number of monthly instalments for a term in years: whole months, at least one for any positive
 * term, 0 for a term that is not positive (no loan can be scheduled).
 * @example paymentCount(25) // 300
 * @example paymentCount(1.5) // 18
 */
export function paymentCount(years: number): number {
  if (!Number.isFinite(years) || years <= 0) return 0;
  return Math.max(1, Math.round(years * 12));
}

/**
 * Constant monthly payment of a French loan, unrounded: P·r / (1 - (1 + r)^-n) with r the monthly
 * rate. A zero (or negative, which validation forbids) rate repays the principal in equal parts.
 * Returns 0 when there is nothing to repay or no term; never NaN or Infinity.
 * @example monthlyPayment(200000, 3.5, 25) // 1001.247... (r = 0.035 / 12, n = 300)
 * @example monthlyPayment(12000, 0, 1) // 1000
 */
export function monthlyPayment(principal: number, annualRatePct: number, years: number): number {
  const months = paymentCount(years);
  if (!Number.isFinite(principal) || principal <= 0 || months === 0) return 0;
  const rate = monthlyRate(annualRatePct);
  if (rate === 0) return principal / months;
  // 1 - (1 + r)^-n via expm1/log1p keeps precision for tiny rates, where (1 + r)^n - 1 cancels.
  const discount = -Math.expm1(-months * Math.log1p(rate));
  return finiteOrZero((principal * rate) / discount);
}
