// The yearly rental return: the form on the left, the answer on the right, live; the year kept in
// this browser, in a file or in a link, and the next year started from it.
import * as React from 'react';
import { Suspense, useCallback, useEffect } from 'react';
import type { ReturnDocument } from '../../../core/tools/rental-return/document';
import type { ReturnResult } from '../../../core/tools/rental-return/result';
import { lazyWithPreload } from '../../lib/lazy-preload';
import { painted } from '../../lib/painted';
import { LiveSummary, ToolLayout } from '../calculator/ToolLayout';
import { FormActionsContext } from './actions';
import { draftFromDocument } from './draft';
import ErrorSummary from './ErrorSummary';
import { FieldErrors } from './fields';
import FileActions, { NoticeText, fileName, saveDocument } from './FileActions';
import ReturnForm from './ReturnForm';
import { RESULTS_TEXT } from './results-text';
import { ACTIONS_TEXT } from './text';
import { useRestore } from './use-restore';
import { useReturnDraft } from './use-return-draft';
import { ENGINE, useReturnResult } from './use-return-result';

const ReturnResults = lazyWithPreload(() => import('./ReturnResults'));
const Downloads = React.lazy(() => import('./Downloads'));

export const FORM_SELECTOR = '.return-form form';

/**
 * After "Calcular": the first field to correct, or the results (brought into view on a phone); in the
 * frame after the press's own, as a calculator's results (site/lib/painted.ts).
 */
function afterSubmit() {
  void painted().then(() => {
    const invalid = document.querySelector<HTMLElement>(`${FORM_SELECTOR} [aria-invalid="true"]`);
    if (invalid) {
      invalid.focus();
      return;
    }
    const results = document.querySelector<HTMLElement>('.return-results');
    if (results && window.matchMedia?.('(max-width: 55.99rem)').matches) {
      results.scrollIntoView({ block: 'start' });
      results.focus({ preventScroll: true });
    }
  });
}

function summaryText(result: ReturnResult | undefined, errors: number): string {
  if (errors > 0) return RESULTS_TEXT.summaryErrors(errors);
  return result
    ? RESULTS_TEXT.summary(result.total.declaredIncome, result.total.imputedIncome)
    : '';
}

/** Next year's document: opened in the form, or saved when the engine has no rules for it yet. */
async function startNextYear(doc: ReturnDocument, open: (next: ReturnDocument) => void) {
  const engine = await ENGINE.load();
  const next = engine.nextYearDocument(doc, engine.computeReturn(doc));
  if (!engine.canComputeYear(next.taxYear)) {
    saveDocument(next);
    return `${ACTIONS_TEXT.noYearAfter(doc.taxYear)} ${ACTIONS_TEXT.saved}: ${fileName(next)}.`;
  }
  open(next as ReturnDocument);
  return ACTIONS_TEXT.nextYearDone(next.taxYear);
}

export default function RentalReturn() {
  const state = useReturnDraft();
  const { draft, check, replace, change } = state;
  const { linkErrors, keep } = useRestore({ draft, formSelector: FORM_SELECTOR, replace, change });
  const { computed, stale, failed } = useReturnResult(check.document);
  const errorCount = check.errors.size;

  const onNextYear = useCallback(
    (doc: ReturnDocument) => startNextYear(doc, (next) => replace(draftFromDocument(next), false)),
    [replace],
  );
  // The results' code and the engine come as soon as the form is React's.
  useEffect(() => {
    void ReturnResults.preload().catch(() => undefined);
    void ENGINE.load().catch(() => undefined);
  }, []);

  const submit = useCallback(() => {
    state.showAll();
    afterSubmit();
  }, [state]);

  // One grid item: the frame lays out the results column's children as its own.
  const results = (
    <div className="return-aside">
      <ErrorSummary errors={check.errors} onFix={state.visit} />
      {computed && (
        <Suspense fallback={null}>
          <ReturnResults
            result={computed.result}
            document={computed.document}
            stale={stale}
            downloads={
              <Suspense fallback={null}>
                <Downloads document={computed.document} result={computed.result} />
              </Suspense>
            }
          />
        </Suspense>
      )}
    </div>
  );

  return (
    <FieldErrors.Provider value={state.errors}>
      <FormActionsContext.Provider value={state.actions}>
        <div className="return-page" onChangeCapture={keep} onClickCapture={keep}>
          {linkErrors.length > 0 && (
            <NoticeText
              id="declaracion-enlace"
              notice={{ kind: 'failed', title: ACTIONS_TEXT.linkFailed, lines: linkErrors }}
            />
          )}
          <ToolLayout
            form={
              <ReturnForm
                draft={draft}
                version={state.version}
                onChange={change}
                onVisit={state.visit}
                onSubmit={submit}
                actions={
                  <FileActions
                    document={check.document}
                    onOpened={(opened) => replace(opened.draft, opened.checked)}
                    onNextYear={onNextYear}
                    onInvalid={submit}
                  />
                }
              />
            }
            results={computed || errorCount > 0 ? results : undefined}
            placeholder={failed ? RESULTS_TEXT.engineFailed : RESULTS_TEXT.placeholder}
          />
          <LiveSummary text={summaryText(computed?.result, errorCount)} />
        </div>
      </FormActionsContext.Provider>
    </FieldErrors.Provider>
  );
}
