// Municipal plusvalía (IIVTNU) calculator: both methods side by side, the lower one due, live recompute.
import { CAPITAL_GAINS_PATH } from '../../../core/routes';
import * as React from 'react';
import { formatEuros } from '../../../core/format';
import type { MunicipalPlusvaliaResult } from '../../../core/tax/municipal-plusvalia';
import {
  MUNICIPAL_PLUSVALIA_FIELDS,
  MUNICIPAL_PLUSVALIA_STORAGE_KEY,
  type MunicipalPlusvaliaNumberKey,
} from '../../../core/tools/municipal-plusvalia/fields';
import type { MunicipalPlusvaliaValues } from '../../../core/tools/municipal-plusvalia/schema';
import { deferred } from '../../lib/deferred';
import CalculatorForm, { OptionalDateField } from '../calculator/CalculatorForm';
import { CalculatorTool } from '../calculator/ToolLayout';
import { useCalculator, type CalculatorConfig } from '../calculator/useCalculator';
import { methodName, MP_TEXT as T } from './text';
import { lazyWithPreload } from '../../lib/lazy-preload';

type Field = MunicipalPlusvaliaNumberKey;

/** Link parameters named otherwise than the fields (valor de adquisición, de transmisión). */
export const MUNICIPAL_LINK_NAMES = {
  purchasePrice: 'acquisitionValue',
  salePrice: 'transferValue',
} as const;

const RULES = deferred(() => import('../../../core/tools/municipal-plusvalia/schema'));
const MunicipalPlusvaliaResultView = lazyWithPreload(() => import('./MunicipalPlusvaliaResult'));

const CONFIG: CalculatorConfig<Field, MunicipalPlusvaliaValues, MunicipalPlusvaliaResult> = {
  rows: MUNICIPAL_PLUSVALIA_FIELDS,
  schema: deferred(() => RULES.load().then((rules) => rules.municipalPlusvaliaSchema)),
  storageKey: MUNICIPAL_PLUSVALIA_STORAGE_KEY,
  pathname: CAPITAL_GAINS_PATH,
  compute: deferred(() => RULES.load().then((rules) => rules.calculateMunicipalPlusvalia)),
  isLive: () => true,
  // The capital-gains calculator on the same page has its own purchase and sale prices: under
  // the tax's own words each link opens only the calculator it was made on.
  linkNames: MUNICIPAL_LINK_NAMES,
  preload: MunicipalPlusvaliaResultView.preload,
};

export default function MunicipalPlusvaliaCalculator() {
  const calculator = useCalculator(CONFIG);
  const { result, stale } = calculator;
  // Drawn again only when the result is: typing and the button's busy state leave it as it is.
  const results = React.useMemo(
    () => result && <MunicipalPlusvaliaResultView result={result} stale={stale} />,
    [result, stale],
  );
  return (
    <CalculatorTool
      placeholder={T.empty}
      form={
        <CalculatorForm
          calculator={calculator}
          title={T.title}
          intro={T.intro}
          fields={MUNICIPAL_PLUSVALIA_FIELDS}
          submitLabel={T.submit}
        >
          <OptionalDateField
            calculator={calculator}
            name="transferDate"
            label={T.transferDate}
            hint={T.transferDateHint}
          />
        </CalculatorForm>
      }
      results={results}
      state={calculator.state}
      summary={
        result
          ? `${T.resultTitle}: ${formatEuros(result.tax)}. ${result.notSubject ? T.notSubject : T.methodChosen(methodName(result.method))}`
          : ''
      }
    />
  );
}
