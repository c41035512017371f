// The analysis results' parts in its share link (loaded with the results): the name of the saved
// scenario on screen and the maximum-price what-if's target.
import {
  PRICE_TARGET_FIELDS,
  SCENARIO_NAME,
} from '../../../core/tools/investment-analysis/result-fields';
import type { PriceTarget } from '../../../core/tools/investment-analysis/sensitivities';
import { linkedFormOf } from '../calculator/linked-form';

/** The name of the saved scenario on screen (saved or opened here, or brought by a link). */
export const SCENARIO_FORM = linkedFormOf('scenario', [], {
  choices: { [SCENARIO_NAME.name]: '' } as { scenarioName: string },
});

/** The maximum-price what-if: its target metric and value (percent, 8 to start with). */
export const PRICE_TARGET_FORM = linkedFormOf('priceTarget', PRICE_TARGET_FIELDS, {
  choices: { priceTargetKind: 'irrAfterTax' as PriceTarget['kind'] },
  options: { priceTargetKind: ['irrAfterTax', 'cashOnCashYear1'] },
});
