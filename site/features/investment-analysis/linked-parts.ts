// The results' parts in the analysis link, loaded with them: the scenario's name, the price target.
import {
  PRICE_TARGET_FIELDS,
  SCENARIO_NAME,
} from '../../../core/tools/investment-analysis/result-fields';
import type { PriceTarget } from '../../../core/tools/investment-analysis/sensitivities';
import { linkedFormOf } from '../calculator/linked-form';

export const SCENARIO_FORM = linkedFormOf('scenario', [], {
  choices: { [SCENARIO_NAME.name]: '' } as { scenarioName: string },
});

export const PRICE_TARGET_FORM = linkedFormOf('priceTarget', PRICE_TARGET_FIELDS, {
  choices: { priceTargetKind: 'irrAfterTax' as PriceTarget['kind'] },
  options: { priceTargetKind: ['irrAfterTax', 'cashOnCashYear1'] },
});
