// The investment analysis: the five-step form, live results, purchase-cost corrections, scenarios.
import { ANALYSIS_PATH } from '../../../core/routes';
import * as React from 'react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { formatEuros, formatPercent } from '../../../core/format';
import {
  PURCHASE_COST_FIELDS,
  purchaseCostsParams,
  type PurchaseCostsOverride,
} from '../../../core/tools/investment-analysis/inputs';
import { fieldNames } from '../../../core/tools/fields';
import { ANALYSIS_FIELDS } from '../../../core/tools/investment-analysis/field-rows';
import {
  ANALYSIS_FORM_DEFAULTS,
  ANALYSIS_STORAGE_KEY,
  type AnalysisFormValues,
  type AnalysisNumberKey,
} from '../../../core/tools/investment-analysis/fields';
import MarketFigureNote from '../../components/MarketFigureNote';
import { marketFiguresOf, type MarketFigures } from '../../../core/market-figures';
import { deferred } from '../../lib/deferred';
import { toTexts } from '../calculator/calculator-values';
import { LiveSummary, ToolLayout } from '../calculator/ToolLayout';
import { useCalculator, type CalculatorConfig } from '../calculator/useCalculator';
import { shareOrCopyLink } from '../../lib/native-share';
import AnalysisForm from './AnalysisForm';
import { letModeFiguresOf } from '../../../core/let-modes';
import type { LetModeForm } from './let-mode-defaults';
import { useLetMode } from './let-mode-notes';
import { useLoanFollowsPrice } from './useLoanFollowsPrice';
import { analysisFromLink, purchaseCostsFromLink } from './link';
import type { AnalysisOutcome } from './outcome';
import { ANALYSIS_TEXT } from './text';
import { lazyWithPreload } from '../../lib/lazy-preload';

const AnalysisResults = lazyWithPreload(() => import('./AnalysisResults'));

const SCHEMA = deferred(() =>
  import('../../../core/tools/investment-analysis/schema').then((m) => m.analysisSchema),
);

type Config = CalculatorConfig<AnalysisNumberKey, AnalysisFormValues, AnalysisOutcome>;

/** One per page: the engine reads the purchase-cost corrections, which live outside the form. */
function makeConfig(
  override: React.RefObject<PurchaseCostsOverride | undefined>,
  showOverride: (next: PurchaseCostsOverride | undefined) => void,
  figures: MarketFigures,
  onLink: () => void,
): Config {
  // The loan follows the price and the optional amounts show 0, unlike the rows' defaults; the
  // benchmark and the Euríbor start at the figures the page was given (an editor's update).
  const defaults = {
    ...ANALYSIS_FORM_DEFAULTS,
    benchmarkPercent: figures.bond10y.value,
    euribor: figures.euribor12m.value,
  };
  return {
    rows: ANALYSIS_FIELDS,
    schema: SCHEMA,
    extraDefaults: defaults,
    storageKey: ANALYSIS_STORAGE_KEY,
    pathname: ANALYSIS_PATH,
    compute: deferred(() =>
      import('./outcome').then(
        (m) => (values: AnalysisFormValues) =>
          m.computeAnalysis(values, override.current, figures.ruleStatuses),
      ),
    ),
    isLive: (values) => values.price > 0 && values.monthlyRent > 0 && values.holdYears >= 1,
    linkNumbers: PURCHASE_COST_FIELDS,
    preload: AnalysisResults.preload,
    warmEngine: true,
    // Notes under the fields, as /rentabilidad's: a rent, price change, term or age to look at twice.
    warnings: deferred(() =>
      import('../../../core/analysis-plausibility').then((m) => m.analysisWarnings),
    ),
    fromShare: (shared) => {
      onLink();
      override.current = purchaseCostsFromLink(shared);
      showOverride(override.current);
      return analysisFromLink(shared, defaults);
    },
  };
}

function formTexts(values: AnalysisFormValues) {
  return toTexts<AnalysisNumberKey, AnalysisFormValues>(values, fieldNames(ANALYSIS_FIELDS));
}

function summary(outcome: AnalysisOutcome | undefined): string {
  if (!outcome) return '';
  const { irrAfterTax, cashFlowYear1 } = outcome.analysis.metrics;
  return ANALYSIS_TEXT.summary(
    irrAfterTax === null ? '—' : formatPercent(irrAfterTax),
    formatEuros(cashFlowYear1),
  );
}

/** On a phone a submit brings the results under the long form into view, without redrawing them. */
function showResultsOnPhone() {
  if (window.matchMedia('(max-width: 55.99rem)').matches) {
    document.querySelector('.analysis-results')?.scrollIntoView({ block: 'start' });
  }
}

/** The dated line under the Euríbor and benchmark fields. */
function figureNotes(figures: MarketFigures) {
  return {
    euribor: (
      <MarketFigureNote
        figure={figures.euribor12m}
        name={ANALYSIS_TEXT.euriborName}
        field="Euríbor supuesto"
      />
    ),
    // The bond's stronger note, when old, sits in the verdict it judges (VerdictPanel), once.
    benchmarkPercent: (
      <MarketFigureNote figure={figures.bond10y} name={ANALYSIS_TEXT.bondName} staleNote={false} />
    ),
  };
}

export default function InvestmentAnalysis({
  marketFigures,
  letModes,
}: {
  /** The build's dated figures: the 10-year bond is the default benchmark, the Euríbor the loan's. */
  marketFigures?: Partial<MarketFigures> | null;
  /** The editors' let-mode table (furniture, supplies, tourist licences); the seed's without it. */
  letModes?: unknown;
}) {
  const [letFigures] = useState(() => letModeFiguresOf(letModes));
  const [figures] = useState(() => marketFiguresOf({ settings: { marketFigures } }));
  const bond = figures.bond10y;
  const [notes] = useState(() => figureNotes(figures));
  const overrideRef = useRef<PurchaseCostsOverride | undefined>(undefined);
  const [override, setOverride] = useState<PurchaseCostsOverride | undefined>();
  /** Opened from a link with inputs: the verdict first, the form folded below it. */
  const [fromLink, setFromLink] = useState(false);
  const [config] = useState(() =>
    makeConfig(overrideRef, setOverride, figures, () => setFromLink(true)),
  );
  const calculator = useCalculator(config);
  useLoanFollowsPrice(calculator.form);
  const shared = fromLink && !!calculator.result && calculator.linkErrors.length === 0;
  const { result, stale, form, onSubmit, addToLink, linkHost } = calculator;
  const fieldNotes = useLetMode(form as unknown as LetModeForm, letFigures, notes);
  const { reset } = form;

  const changeOverride = useCallback(
    (next: PurchaseCostsOverride | undefined) => {
      overrideRef.current = next;
      setOverride(next);
      void onSubmit();
    },
    [onSubmit],
  );

  // Every link carries the corrected purchase-cost lines: the recipient sees the same costs.
  useEffect(
    () => addToLink('purchaseCosts', () => purchaseCostsParams(overrideRef.current)),
    [addToLink],
  );

  const open = useCallback(
    (values: AnalysisFormValues, saved: PurchaseCostsOverride | undefined) => {
      overrideRef.current = saved;
      setOverride(saved);
      reset(formTexts(values));
      void onSubmit();
    },
    [reset, onSubmit],
  );
  // Drawn again only when the result is: typing and the button's busy state leave it as it is.
  const results = React.useMemo(
    () =>
      result && (
        <Suspense fallback={null}>
          <AnalysisResults
            outcome={result}
            stale={stale}
            values={calculator.values}
            override={override}
            onOpen={open}
            link={linkHost}
            bond={bond}
            letModes={letFigures}
          />
        </Suspense>
      ),
    [result, stale, calculator.values, override, open, linkHost, bond, letFigures],
  );

  return (
    <div className={shared ? 'analysis-page analysis-page--shared' : 'analysis-page'}>
      <ToolLayout
        form={
          <AnalysisForm
            calculator={{
              ...calculator,
              // On a phone "Compartir" opens the native share sheet; elsewhere it copies.
              share: () =>
                calculator.share((url) => shareOrCopyLink(url, ANALYSIS_TEXT.shareTitle)),
            }}
            outcome={result}
            override={override}
            onOverride={changeOverride}
            onSubmitted={showResultsOnPhone}
            notes={fieldNotes}
            folded={shared}
          />
        }
        results={results}
        placeholder={ANALYSIS_TEXT.placeholder}
        state={calculator.state}
      />
      <LiveSummary text={summary(result)} />
    </div>
  );
}
