// The analysis results' parts in its share link (loaded with the results): the name of the saved
// scenario on screen and the maximum-price what-if's target.
import type { PriceTarget } from '../../../core/tools/investment-analysis/sensitivities';
import type { LinkedForm } from '../calculator/linked-form';

/** The name of the saved scenario on screen (saved or opened here, or brought by a link). */
export const SCENARIO_FORM: LinkedForm<{ scenarioName: string }> = {
  part: 'scenario',
  defaults: { scenarioName: '' },
  numberKeys: [],
  labels: {},
};

/** The label of the maximum-price what-if's target value. */
export const PRICE_TARGET_LABEL = 'Valor objetivo';

/** The maximum-price what-if: its target metric and value (percent). */
export const PRICE_TARGET_FORM: LinkedForm<{
  priceTargetKind: PriceTarget['kind'];
  priceTargetValue: string;
}> = {
  part: 'priceTarget',
  defaults: { priceTargetKind: 'irrAfterTax', priceTargetValue: '8' },
  numberKeys: ['priceTargetValue'],
  labels: { priceTargetValue: PRICE_TARGET_LABEL },
  options: { priceTargetKind: ['irrAfterTax', 'cashOnCashYear1'] },
};
