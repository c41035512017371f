// The browser's own submission has nothing to send, and Chromium lays out every field before it.
import type * as React from 'react';

export function submitInPlace(event: React.MouseEvent<HTMLButtonElement>): void {
  const form = event.currentTarget.form;
  if (!form) return;
  event.preventDefault();
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}
