// The purchase-cost form prefilled from the address (?community=&price=&type=), as the community pages link to it.
import { isCommunityCode } from '../../../core/tax/communities';
import type { PurchaseCostsFormInput } from '../../../core/tools/purchase-costs/schema';
import { readShareParams, sharedNumber } from '../../lib/share-params';

/**
 * The fields a link chooses; anything unknown or malformed is ignored, never an error.
 * @example prefillFromQuery('?community=valencia&price=300000&type=new')
 * // { autonomousCommunity: 'valencia', propertyPrice: 300000, propertyType: 'new' }
 */
export function prefillFromQuery(search: string): Partial<PurchaseCostsFormInput> {
  const { community, price, type } = readShareParams(search, ['community', 'price', 'type']);
  const prefill: Partial<PurchaseCostsFormInput> = {};
  if (community !== undefined && isCommunityCode(community))
    prefill.autonomousCommunity = community;
  const amount = sharedNumber(price);
  if (amount !== undefined && amount > 0) prefill.propertyPrice = amount;
  if (type === 'used' || type === 'new') prefill.propertyType = type;
  return prefill;
}
