// From what the purchase-costs form holds to the request the function receives (spec section 5).
import { fillDerived } from '../../../core/tools/field-fill';
import { PURCHASE_FIELDS } from '../../../core/tools/purchase-costs/fields';
import type { PurchaseCostsRequest } from '../../../core/tools/purchase-costs/schema';

/** With a loan and no amount, 80 % of the price (the loan row's rule); without a loan, no amount. */
export function toPurchaseRequest(values: PurchaseCostsRequest): PurchaseCostsRequest {
  const { loanAmount, ...rest } = fillDerived(PURCHASE_FIELDS, values);
  return values.hasLoan ? { ...rest, loanAmount } : rest;
}
