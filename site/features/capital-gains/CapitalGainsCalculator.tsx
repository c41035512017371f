// Capital-gains calculator (spec sections 3-5, 9): saved on submit, live recompute, restored on load.
import { CAPITAL_GAINS_PATH } from '../../../core/routes';
import * as React from 'react';
import { formatEuros } from '../../../core/format';
import type { CapitalGainsResult } from '../../../core/tax/capital-gains';
import {
  CAPITAL_GAINS_FIELDS,
  CAPITAL_GAINS_STORAGE_KEY,
  type CapitalGainsNumberKey,
} from '../../../core/tools/capital-gains/fields';
import type { CapitalGainsFormValues } from '../../../core/tools/capital-gains/form';
import { CAPITAL_GAINS_FORM_DEFAULTS } from '../../../core/tools/capital-gains/form-fields';
import CheckboxField from '../../components/form/CheckboxField';
import { deferred } from '../../lib/deferred';
import CalculatorForm, { OptionalDateField } from '../calculator/CalculatorForm';
import { CalculatorTool } from '../calculator/ToolLayout';
import { useCalculator, type CalculatorConfig } from '../calculator/useCalculator';
import { CG_TEXT as T } from './text';
import { lazyWithPreload } from '../../lib/lazy-preload';

type NumberKey = CapitalGainsNumberKey;

/** Results only exist after a calculation: their code loads then, not with the page. */
const CapitalGainsResults = lazyWithPreload(() => import('./CapitalGainsResults'));
/** The zod rules and the tax engine load when a saved form is restored, or on first use. */
const RULES = deferred(() => import('../../../core/tools/capital-gains/form'));

const { reinvestInMainHome, over65MainHome } = CAPITAL_GAINS_FORM_DEFAULTS;

const CONFIG: CalculatorConfig<NumberKey, CapitalGainsFormValues, CapitalGainsResult> = {
  rows: CAPITAL_GAINS_FIELDS,
  schema: deferred(() => RULES.load().then((rules) => rules.capitalGainsFormSchema)),
  extraDefaults: { reinvestInMainHome, over65MainHome },
  storageKey: CAPITAL_GAINS_STORAGE_KEY,
  pathname: CAPITAL_GAINS_PATH,
  compute: deferred(() => RULES.load().then((rules) => rules.computeCapitalGains)),
  isLive: (values) =>
    values.purchasePrice > 0 && values.salePrice > 0 && values.holdingPeriodYears > 0,
  warnings: deferred(() =>
    import('../../../core/plausibility').then((m) => m.capitalGainsWarnings),
  ),
  preload: CapitalGainsResults.preload,
};

export default function CapitalGainsCalculator() {
  const calculator = useCalculator(CONFIG);
  const { result, stale } = calculator;
  // Drawn again only when the result is: typing and the button's busy state leave it as it is.
  const results = React.useMemo(
    () => result && <CapitalGainsResults result={result} stale={stale} />,
    [result, stale],
  );
  return (
    <CalculatorTool
      placeholder={T.empty}
      form={
        <CalculatorForm
          calculator={calculator}
          title={T.title}
          fields={CAPITAL_GAINS_FIELDS}
          submitLabel={T.submit}
        >
          <OptionalDateField
            calculator={calculator}
            name="saleDate"
            label={T.saleDate}
            hint={T.saleDateHint}
          />
          <CheckboxField
            role="switch"
            label={T.reinvest}
            hint={T.reinvestHint}
            {...calculator.form.register('reinvestInMainHome')}
          />
          <CheckboxField
            role="switch"
            label={T.over65}
            hint={T.over65Hint}
            {...calculator.form.register('over65MainHome')}
          />
        </CalculatorForm>
      }
      results={results}
      state={calculator.state}
      summary={
        result
          ? `${T.capitalGainsTax}: ${formatEuros(result.capitalGainsTax)}. ${T.netProfitAfterTax}: ${formatEuros(result.netProfitAfterTax)}.`
          : ''
      }
    />
  );
}
