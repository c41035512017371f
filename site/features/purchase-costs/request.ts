// From what the purchase-costs form holds to the request the function receives (spec section 5).
import { fillDerived } from '../../../core/tools/field-fill';
import { PURCHASE_FIELDS } from '../../../core/tools/purchase-costs/fields';
import type { PurchaseCostsRequest } from '../../../core/tools/purchase-costs/schema';

/**
 * The body to send: the loan row's rule (with a loan and no amount, 80 % of the price); without a
 * loan, no amount.
 * @example toPurchaseRequest({ propertyPrice: 250_000, hasLoan: true, ... }).loanAmount // 200,000
 */
export function toPurchaseRequest(values: PurchaseCostsRequest): PurchaseCostsRequest {
  const { loanAmount, ...rest } = fillDerived(PURCHASE_FIELDS, values);
  return values.hasLoan ? { ...rest, loanAmount } : rest;
}
