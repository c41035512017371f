// The purchase loan's default (spec section 9), below the tools so the tax engine and the field
// tables share it; apart from the tables because Gatsby's Parcel cannot read their `const` generics.
import { round2 } from './round';

/** With a loan and an empty amount (spec 9). */
export const DEFAULT_LOAN_SHARE = 0.8;

/** In cents. @example defaultLoanAmount(250_000) // 200,000 */
export function defaultLoanAmount(price: number): number {
  return price > 0 ? round2(price * DEFAULT_LOAN_SHARE) : 0;
}
