// The rental-yield calculator (spec sections 3-5, 9): form, results, maximum price and share link.
import { YIELD_PATH } from '../../../core/routes';
import * as React from 'react';
import { formatEuros, formatPercent } from '../../../core/format';
import { YIELD_FIELDS, YIELD_STORAGE_KEY, type YieldKey } from '../../../core/tools/yield/fields';
import type { YieldFormValues } from '../../../core/tools/yield/schema';
import type { RentalYieldResult } from '../../../core/tools/yield/engine';
import { deferred } from '../../lib/deferred';
import CalculatorForm from '../calculator/CalculatorForm';
import { CalculatorTool } from '../calculator/ToolLayout';
import { useCalculator, type CalculatorConfig } from '../calculator/useCalculator';
import { YIELD_TEXT } from './text';
import { lazyWithPreload } from '../../lib/lazy-preload';

/** Results only exist after a calculation: their code loads then, not with the page. */
const YieldResults = lazyWithPreload(() => import('./YieldResults'));

const CONFIG: CalculatorConfig<YieldKey, YieldFormValues, RentalYieldResult> = {
  // The schema is the one the rows build.
  rows: YIELD_FIELDS,
  storageKey: YIELD_STORAGE_KEY,
  pathname: YIELD_PATH,
  compute: deferred(() =>
    import('../../../core/tools/yield/engine').then((m) => m.calculateRentalYield),
  ),
  isLive: (values) => values.purchasePrice > 0 && values.monthlyRent > 0,
  warnings: deferred(() => import('../../../core/plausibility').then((m) => m.yieldWarnings)),
  preload: YieldResults.preload,
};

function summary(result: RentalYieldResult | undefined): string {
  if (!result) return '';
  return YIELD_TEXT.summary({
    grossYield: formatPercent(result.grossYield),
    netYield: formatPercent(result.netYield),
    monthlyCashFlow: formatEuros(result.monthlyCashFlow),
    totalROI: formatPercent(result.totalROI),
  });
}

export default function YieldCalculator() {
  const calculator = useCalculator(CONFIG);
  const { result, values, stale, linkHost } = calculator;
  // Drawn again only when the result is: typing and the button's busy state leave it as it is.
  const results = React.useMemo(
    () =>
      result &&
      values && <YieldResults result={result} values={values} link={linkHost} stale={stale} />,
    [result, values, linkHost, stale],
  );

  return (
    <CalculatorTool
      form={
        <CalculatorForm
          calculator={calculator}
          title={YIELD_TEXT.formTitle}
          fields={YIELD_FIELDS}
          submitLabel={YIELD_TEXT.submit}
        />
      }
      results={results}
      summary={summary(result)}
      state={calculator.state}
    />
  );
}
