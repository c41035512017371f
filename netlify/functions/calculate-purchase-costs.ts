// POST /api/calculate-purchase-costs: validates with the shared schema and answers the breakdown.
import type { Config } from '@netlify/functions';
import { purchaseCostsSchema } from '../../core/tools/purchase-costs/schema';
import { calculatePurchaseCosts } from '../../core/tax/purchase-costs';
import { endpoint, json } from '../../server/http';

export default endpoint({
  method: 'POST',
  schema: purchaseCostsSchema,
  handle: async (input) => json(calculatePurchaseCosts(input)),
});

export const config: Config = { path: '/api/calculate-purchase-costs' };
