// Why a request failed, said under the button that sent it, at every width: a toast would cover the
// phone's menu and vanish after five seconds, and it sits away from what the visitor pressed.
import * as React from 'react';

export function RequestFailure({
  id,
  title,
  message,
}: {
  /** For the button's aria-describedby. */
  id?: string;
  /** Said first when the message alone would not say what failed. */
  title?: string;
  message: string | undefined;
}) {
  if (!message) return null;
  return (
    <span id={id} role="alert" className="field__error request-failure" data-error="request">
      {title ? `${title}. ${message}` : message}
    </span>
  );
}
