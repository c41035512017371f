// The purchase-costs calculator on the calculator hook: the server computes, the page announces it.
import * as React from 'react';
import { lazy, useState } from 'react';
import { formatEuros } from '../../../core/format';
import { todayInMadrid } from '../../../core/tax/dates';
import type { PurchaseCostsResult as Result } from '../../../core/tax/purchase-costs';
import {
  PURCHASE_COSTS_STORAGE_KEY,
  PURCHASE_NUMBER_KEYS,
  type PurchaseNumberKey,
} from '../../../core/tools/purchase-costs/fields';
import type { PurchaseCostsRequest } from '../../../core/tools/purchase-costs/schema';
import { deferred } from '../../lib/deferred';
import { notify } from '../../lib/notify';
import { CalculatorTool } from '../calculator/ToolLayout';
import { useCalculator, type CalculatorConfig } from '../calculator/useCalculator';
import PurchaseCostsForm from './PurchaseCostsForm';
import { prefillFromShared, PURCHASE_LINK_KEYS } from './prefill';
import { toPurchaseRequest } from './request';
import { CALCULATE_URL, RESULT_TEXT, TOAST_TEXT } from './text';

export const PURCHASE_COSTS_PATH = '/calculadora-gastos-compra-vivienda';

/**
 * The request helper and its error messages load after the page is interactive (they are only
 * needed to send the form), out of the first load.
 */
const REQUEST = deferred(() =>
  Promise.all([import('../../lib/api'), import('../../lib/request-error')]).then(
    ([api, errors]) => ({
      apiRequest: api.apiRequest,
      notifyRequestError: errors.notifyRequestError,
    }),
  ),
);

/** Results only exist after a calculation: their code loads then, not with the page. */
const PurchaseCostsResult = lazy(() => import('./PurchaseCostsResult'));

const SCHEMA = deferred(() =>
  import('../../../core/tools/purchase-costs/schema').then((m) => m.purchaseCostsSchema),
);

type Config = CalculatorConfig<PurchaseNumberKey, PurchaseCostsRequest, Result>;

/** The server's answer, with the spec's success toast. */
async function calculate(values: PurchaseCostsRequest): Promise<Result> {
  const { apiRequest } = await REQUEST.load();
  const response = await apiRequest('POST', CALCULATE_URL, toPurchaseRequest(values));
  const result = (await response.json()) as Result;
  notify({ title: TOAST_TEXT.successTitle, description: TOAST_TEXT.successDescription });
  return result;
}

/** The server's Spanish message in a toast, its per-field messages under their fields. */
const onError: Config['onError'] = (error, form) => {
  const request = REQUEST.current;
  const options = { title: TOAST_TEXT.errorTitle, fallback: TOAST_TEXT.unexpected };
  if (request) {
    request.notifyRequestError(error, { ...options, showFieldMessages: form.showFieldMessages });
  }
  // The helper itself could not be loaded: the connection is gone.
  else notify({ ...options, description: TOAST_TEXT.offline, variant: 'destructive' });
};

/**
 * No price, type or community chosen yet: the user picks them (spec section 5 messages). The deed
 * date is today, read in the browser at hydration, not at build time: the page may be days old.
 */
function makeConfig(): Config {
  const defaults = {
    isFirstHome: false,
    hasLoan: true,
    largeFamily: false,
    deedDate: todayInMadrid(),
  };
  return {
    keys: PURCHASE_NUMBER_KEYS,
    schema: SCHEMA,
    defaults,
    storageKey: PURCHASE_COSTS_STORAGE_KEY,
    notStored: ['deedDate'],
    pathname: PURCHASE_COSTS_PATH,
    compute: calculate,
    onError,
    // Each calculation is a request: a change marks the result out of date until the next submit.
    isLive: () => false,
    // Empty reads as 0, so it gets the spec's own 'El precio de la vivienda es requerido'.
    zeroWhenEmpty: ['propertyPrice'],
    warnings: deferred(() =>
      import('../../../core/plausibility').then((m) => m.purchaseCostsWarnings),
    ),
    shareKeys: PURCHASE_LINK_KEYS,
    // The link's deed date is checked by the schema like a typed one.
    fromShare: (shared) =>
      ({ ...defaults, ...prefillFromShared(shared) }) as Partial<PurchaseCostsRequest>,
  };
}

export default function PurchaseCostsCalculator() {
  const [config] = useState(makeConfig);
  const calculator = useCalculator(config);
  const { result, stale } = calculator;
  React.useEffect(() => {
    void REQUEST.load().catch(() => undefined);
  }, []);
  return (
    <CalculatorTool
      form={<PurchaseCostsForm calculator={calculator} />}
      results={result && <PurchaseCostsResult result={result} stale={stale} />}
      placeholder={RESULT_TEXT.empty}
      summary={
        result
          ? `${RESULT_TEXT.totalCosts}: ${formatEuros(result.totalCosts)}. ${RESULT_TEXT.cashNeeded}: ${formatEuros(result.cashNeeded)}.`
          : ''
      }
    />
  );
}
