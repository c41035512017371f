// Shows a toast (spec section 9): one at a time, 5 s, 'destructive' for failures.
import * as React from 'react';
import { addToast, dismissToasts, removeToasts } from './toast-store';

export const TOAST_DURATION_MS = 5000;

export type NotifyVariant = 'default' | 'destructive';

export interface NotifyOptions {
  title: string;
  description?: string;
  variant?: NotifyVariant;
}

export const DESTRUCTIVE_CLASS = 'toast--destructive';

export function notify({ title, description, variant = 'default' }: NotifyOptions): string {
  // At most one toast is visible: a new one replaces the current one instead of stacking.
  removeToasts();
  const destructive = variant === 'destructive';
  return addToast(
    <>
      <p className="toast__title">{title}</p>
      {description && <p className="toast__description">{description}</p>}
    </>,
    {
      duration: TOAST_DURATION_MS,
      className: destructive ? DESTRUCTIVE_CLASS : undefined,
      // Failures interrupt the screen reader; other notices wait for a pause.
      ariaProps: destructive
        ? { role: 'alert', 'aria-live': 'assertive' }
        : { role: 'status', 'aria-live': 'polite' },
    },
  );
}

export function dismissNotification(id?: string): void {
  dismissToasts(id);
}
