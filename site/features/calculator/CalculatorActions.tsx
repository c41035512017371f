// The actions under every calculator's form: calculate and share, the same on every tool.
import * as React from 'react';
import { useId, useState } from 'react';
import SubmitButton from '../../components/form/SubmitButton';
import { SHARE_TEXT } from '../../lib/share';
import { RESULTS_TEXT } from './ToolLayout';
import type { Calculator } from './useCalculator';

export function CalculatorActions<K extends string, V, R>({
  calculator,
  submitLabel,
  className = 'tool__actions',
}: {
  calculator: Calculator<K, V, R>;
  submitLabel: string;
  className?: string;
}) {
  const [shareFailed, setShareFailed] = useState(false);
  const errorId = useId();
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
      {shareFailed && (
        <p id={errorId} className="field__error" role="alert" data-error="share">
          {SHARE_TEXT.failed}. {SHARE_TEXT.failedDescription}
        </p>
      )}
    </div>
  );
}
