// The purchase loan's default (spec section 9): with a loan and no amount, 80 % of the price.
// Apart from the field table so that the build's own code (the community pages, compiled by
// Gatsby's Parcel, which cannot read the table's `const` type parameters) and the engine can use it.
import { round2 } from '../../round';

/** Share of the price financed when the user asks for a loan but leaves the amount empty (spec 9). */
export const DEFAULT_LOAN_SHARE = 0.8;

/**
 * Loan assumed when `hasLoan` is checked and the amount is empty: 80 % of the price, in cents.
 * @example defaultLoanAmount(250_000) // 200,000
 */
export function defaultLoanAmount(price: number): number {
  return price > 0 ? round2(price * DEFAULT_LOAN_SHARE) : 0;
}
