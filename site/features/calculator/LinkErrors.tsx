// Where a tool says which values of its opened link could not be read; the alert's code loads only then.
import * as React from 'react';
import type { LinkAlertProps } from './LinkAlert';

const LinkAlert = React.lazy(() => import('./LinkAlert'));

export function LinkErrors(props: LinkAlertProps) {
  if (props.errors.length === 0) return null;
  return (
    <React.Suspense fallback={null}>
      <LinkAlert {...props} />
    </React.Suspense>
  );
}
