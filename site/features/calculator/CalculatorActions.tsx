// The actions under every calculator's form: calculate and share, the same on every tool.
import * as React from 'react';
import { useId, useState } from 'react';
import { RequestFailure } from '../../components/form/RequestFailure';
import SubmitButton from '../../components/form/SubmitButton';
import { SHARE_TEXT } from '../../lib/share';
import { RESULTS_TEXT } from './ToolLayout';
import type { Calculator } from './useCalculator';

export function CalculatorActions<K extends string, V, R>({
  calculator,
  submitLabel,
  className = 'tool__actions',
  failure,
}: {
  calculator: Calculator<K, V, R>;
  submitLabel: string;
  className?: string;
  /** A calculation the server could not answer: said under the button at every width. */
  failure?: { title: string; message: string | undefined };
}) {
  const [shareFailed, setShareFailed] = useState(false);
  const errorId = useId();
  const failureId = useId();
  const share = async () => setShareFailed(!(await calculator.share()));
  return (
    <div className={className}>
      <SubmitButton inPlace busy={calculator.calculating} busyLabel={RESULTS_TEXT.calculating}>
        {submitLabel}
      </SubmitButton>
      <button
        type="button"
        className="btn btn--secondary"
        aria-describedby={shareFailed ? errorId : undefined}
        onClick={() => void share()}
      >
        {SHARE_TEXT.button}
      </button>
      <RequestFailure id={failureId} title={failure?.title} message={failure?.message} />
      {shareFailed && (
        <p id={errorId} className="field__error" role="alert" data-error="share">
          {SHARE_TEXT.failed}. {SHARE_TEXT.failedDescription}
        </p>
      )}
    </div>
  );
}
