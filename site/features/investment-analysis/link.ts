// What an analysis link opens: the form (without a loan amount, as the comparator's, 80 % of the
// linked price, as the model lends) and the purchase-cost corrections.
import { defaultLoanAmount } from '../../../core/tools/purchase-costs/fields';
import { fieldNames } from '../../../core/tools/fields';
import {
  ANALYSIS_FIELDS,
  type AnalysisNumberKey,
} from '../../../core/tools/investment-analysis/field-rows';
import {
  ANALYSIS_FORM_DEFAULTS,
  type AnalysisFormValues,
} from '../../../core/tools/investment-analysis/fields';
import {
  PURCHASE_COST_PARAMS,
  purchaseCostsFromParams,
  type PurchaseCostParam,
  type PurchaseCostsOverride,
} from '../../../core/tools/investment-analysis/inputs';
import { fromShared } from '../calculator/restore';
import {
  LET_MODE_FIGURES_DEFAULT,
  letDefaults,
  type LetDefaults,
  type LetModeFigures,
} from '../../../core/let-modes';

type Shared = Partial<Record<string, string>>;

const NUMBER_KEYS = /* @__PURE__ */ fieldNames(ANALYSIS_FIELDS);

function pick(shared: Shared, keys: readonly string[]): Shared {
  return Object.fromEntries(keys.flatMap((key) => (key in shared ? [[key, shared[key]]] : [])));
}

/** @example analysisFromLink({ price: '300000' }).loanAmount // 240000 */
export function analysisFromLink(
  shared: Shared,
  defaults: AnalysisFormValues = ANALYSIS_FORM_DEFAULTS,
  figures: LetModeFigures = LET_MODE_FIGURES_DEFAULT,
): AnalysisFormValues {
  const own = pick(shared, [...NUMBER_KEYS, ...Object.keys(defaults)]);
  const values = fromShared<AnalysisNumberKey, AnalysisFormValues>(
    own,
    defaults,
    NUMBER_KEYS,
  ) as AnalysisFormValues;
  if (shared.loanAmount === undefined) values.loanAmount = defaultLoanAmount(values.price);
  // A tourist or seasonal link without them gets its let mode's defaults, not a home let's.
  const mode = letDefaults(values.letting, figures);
  for (const key of Object.keys(mode) as (keyof LetDefaults)[])
    if (shared[key] === undefined) values[key] = mode[key];
  return values;
}

export function purchaseCostsFromLink(shared: Shared): PurchaseCostsOverride | undefined {
  const numbers = fromShared<PurchaseCostParam, Partial<Record<PurchaseCostParam, number>>>(
    pick(shared, PURCHASE_COST_PARAMS),
    {},
    PURCHASE_COST_PARAMS,
  );
  return purchaseCostsFromParams(numbers);
}
