// The purchase-costs calculator on the calculator hook: the server computes, the page announces it.
import * as React from 'react';
import { useState } from 'react';
import { formatEuros } from '../../../core/format';
import { round2 } from '../../../core/round';
import { todayInMadrid } from '../../../core/tax/today';
import type { PurchaseCostsResult as Result } from '../../../core/tax/purchase-costs';
import { PURCHASE_CALCULATOR_PATH } from '../../../core/routes';
import { rowOf } from '../../../core/tools/fields';
import {
  PURCHASE_COSTS_STORAGE_KEY,
  PURCHASE_FIELDS,
  PURCHASE_LINK_KEYS,
  type PurchaseNumberKey,
} from '../../../core/tools/purchase-costs/fields';
import type { PurchaseCostsRequest } from '../../../core/tools/purchase-costs/schema';
import { deferred } from '../../lib/deferred';
import { OFFLINE_MESSAGE } from '../../lib/offline-message';
import { CalculatorTool } from '../calculator/ToolLayout';
import { useCalculator, type CalculatorConfig } from '../calculator/useCalculator';
import PurchaseCostsForm from './PurchaseCostsForm';
import { SUMMARY_TEXT } from './text';
import { lazyWithPreload } from '../../lib/lazy-preload';

const CALCULATION = deferred(() => import('./calculate'));

const PurchaseCostsResult = lazyWithPreload(() => import('./PurchaseCostsResult'));

const SCHEMA = deferred(() =>
  import('../../../core/tools/purchase-costs/schema').then((m) => m.purchaseCostsSchema),
);

type Config = CalculatorConfig<PurchaseNumberKey, PurchaseCostsRequest, Result>;

/** Without the calculation's code (it could not be loaded), the connection is gone. */
/** The summary's second sentence: the money to put in, or why there is none to say. */
export function cashSentence(result: Result): string {
  const price = round2(result.totalWithProperty - result.totalCosts);
  return result.loanAmount > price
    ? SUMMARY_TEXT.loanAbovePrice(formatEuros(result.loanAmount), formatEuros(price))
    : `${SUMMARY_TEXT.cashNeeded}: ${formatEuros(result.cashNeeded)}.`;
}

function failureHandler(onFailure: (message: string) => void): Config['onError'] {
  return (error, form) => {
    if (CALCULATION.current)
      CALCULATION.current.notifyCalculationError(error, form.showFieldMessages, onFailure);
    else onFailure(OFFLINE_MESSAGE);
  };
}

/** The deed date is today, read in the browser at hydration: the built page may be days old. */
function makeConfig(onFailure: (message: string | undefined) => void): Config {
  const defaults = {
    isFirstHome: false,
    hasLoan: true,
    largeFamily: false,
    deedDate: todayInMadrid(),
  };
  return {
    rows: PURCHASE_FIELDS,
    schema: SCHEMA,
    extraDefaults: defaults,
    storageKey: PURCHASE_COSTS_STORAGE_KEY,
    notStored: ['deedDate'],
    pathname: PURCHASE_CALCULATOR_PATH,
    // Each calculation starts by taking the last failure's sentence away.
    compute: deferred(() =>
      CALCULATION.load().then((m) => (values: PurchaseCostsRequest) => {
        onFailure(undefined);
        return m.calculate(values);
      }),
    ),
    onError: failureHandler(onFailure),
    // Each calculation is a request: a change marks the result out of date until the next submit.
    isLive: () => false,
    warnings: deferred(() =>
      import('../../../core/plausibility').then((m) => m.purchaseCostsWarnings),
    ),
    shareKeys: PURCHASE_LINK_KEYS,
    preload: PurchaseCostsResult.preload,
    // The community pages' short `?price=`: one that is not a number is named like the field's.
    linkNumbers: [{ name: 'price', label: rowOf(PURCHASE_FIELDS, 'propertyPrice').label }],
    fromShare: deferred(() =>
      import('./prefill').then(
        ({ prefillFromShared }) =>
          (shared: Partial<Record<string, string>>) =>
            ({ ...defaults, ...prefillFromShared(shared) }) as Partial<PurchaseCostsRequest>,
      ),
    ),
  };
}

export default function PurchaseCostsCalculator() {
  const [failure, setFailure] = useState<string>();
  const [config] = useState(() => makeConfig(setFailure));
  const calculator = useCalculator(config);
  const { result, stale } = calculator;
  // Drawn again only when the result is: typing and the button's busy state leave it as it is.
  const results = React.useMemo(
    () => result && <PurchaseCostsResult result={result} stale={stale} />,
    [result, stale],
  );
  // The engine arrives once the visitor starts (a first focus), not with the page.
  React.useEffect(() => {
    const load = () => void CALCULATION.load().catch(() => undefined);
    addEventListener('focusin', load, { once: true });
    return () => removeEventListener('focusin', load);
  }, []);
  return (
    <CalculatorTool
      form={<PurchaseCostsForm calculator={calculator} failure={failure} />}
      results={results}
      state={calculator.state}
      placeholder={SUMMARY_TEXT.empty}
      summary={
        result
          ? `${SUMMARY_TEXT.totalCosts}: ${formatEuros(result.totalCosts)}. ${cashSentence(result)}`
          : ''
      }
    />
  );
}
