// What an analysis link opens, read by the calculator's one reader: the form (a link without a
// loan amount, such as the comparator's, finances 80 % of the linked price, as the model does)
// and the purchase-cost corrections (PURCHASE_COST_PARAMS). The results' own parts (scenario
// name, price target) open from the link themselves: linked-parts.ts.
import { defaultLoanAmount } from '../../../core/tools/purchase-costs/fields';
import {
  ANALYSIS_FORM_DEFAULTS,
  ANALYSIS_NUMBER_KEYS,
  type AnalysisFormValues,
  type AnalysisNumberKey,
} from '../../../core/tools/investment-analysis/fields';
import {
  PURCHASE_COST_PARAMS,
  purchaseCostsFromParams,
  type PurchaseCostParam,
  type PurchaseCostsOverride,
} from '../../../core/tools/investment-analysis/inputs';
import { fromShared } from '../calculator/restore';

type Shared = Partial<Record<string, string>>;

/** Only the link's values of `keys`. */
function pick(shared: Shared, keys: readonly string[]): Shared {
  return Object.fromEntries(keys.flatMap((key) => (key in shared ? [[key, shared[key]]] : [])));
}

/**
 * The form a link opens: the defaults with what the link carries.
 * @example analysisFromLink({ price: '300000' }).loanAmount // 240000
 */
export function analysisFromLink(
  shared: Shared,
  defaults: AnalysisFormValues = ANALYSIS_FORM_DEFAULTS,
): AnalysisFormValues {
  const own = pick(shared, [...ANALYSIS_NUMBER_KEYS, ...Object.keys(defaults)]);
  const values = fromShared<AnalysisNumberKey, AnalysisFormValues>(
    own,
    defaults,
    ANALYSIS_NUMBER_KEYS,
  ) as AnalysisFormValues;
  if (shared.loanAmount === undefined) values.loanAmount = defaultLoanAmount(values.price);
  return values;
}

/**
 * The purchase-cost corrections a link carries, or undefined.
 * @example purchaseCostsFromLink({ itp: '9000' }) // { lines: { itp: 9000 } }
 */
export function purchaseCostsFromLink(shared: Shared): PurchaseCostsOverride | undefined {
  const numbers = fromShared<PurchaseCostParam, Partial<Record<PurchaseCostParam, number>>>(
    pick(shared, PURCHASE_COST_PARAMS),
    {},
    PURCHASE_COST_PARAMS,
  );
  return purchaseCostsFromParams(numbers);
}
