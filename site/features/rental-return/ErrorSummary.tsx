// What stops the results from updating, listed beside them: each problem with where it is and a
// link that takes the focus to its field (which then shows its message).
import * as React from 'react';
import { describePath } from './error-labels';
import { fieldId } from './fields';
import { RESULTS_TEXT as T } from './results-text';

export default function ErrorSummary({
  errors,
  onFix,
}: {
  errors: ReadonlyMap<string, string>;
  /** The field is visited: its message shows beside it. */
  onFix: (name: string) => void;
}) {
  if (errors.size === 0) return null;
  return (
    <div className="card return-errors" data-testid="return-errors">
      <p className="return-errors__title">
        <strong>{T.errorsTitle(errors.size)}</strong>
      </p>
      <ul>
        {[...errors].map(([path, message]) => (
          <li key={path}>
            <a
              href={`#${fieldId(path)}`}
              onClick={(event) => {
                // The address keeps its fragment: a `#doc=` link must stay as it was opened.
                event.preventDefault();
                onFix(path);
                document.getElementById(fieldId(path))?.focus();
              }}
            >
              {describePath(path)}
            </a>
            : {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
