// Code of a prerendered part with nothing to do until the visitor does something (the home's
// example result: figures only): React keeps the server's HTML of a lazy part until its code
// arrives, so that code waits for the first key, tap or history step and stays out of what
// Lighthouse counts as the page's load (issue 27). A client-side navigation starts with one of
// those, so a part drawn after it loads too.

/**
 * Calls `callback` on the visitor's first pointer, key or history event, or the first text put in
 * a field without a key (dictation, autofill) (maybe more than once).
 */
export function onFirstInput(callback: () => void): void {
  for (const type of ['pointerdown', 'keydown', 'popstate', 'input', 'change'])
    // In the capture phase: React stops an event aimed at a part it has not hydrated yet.
    addEventListener(type, callback, { once: true, passive: true, capture: true });
}

/**
 * Resolves at once on the server and when the element `selector` names is not in the document (a
 * page drawn by a client-side navigation), otherwise on the visitor's first pointer, key or
 * history event.
 * @example lazy(() => untilInput('.hero-example').then(() => import('./HeroExample')))
 */
export function untilInput(selector: string): Promise<void> {
  return new Promise((resolve) => {
    if (typeof document === 'undefined' || !document.querySelector(selector)) return resolve();
    onFirstInput(resolve);
  });
}

/**
 * Holds back the submit of the prerendered form `selector` names until its code has hydrated it:
 * an Enter or a tap on its button before then would send the form natively, as a reload of the
 * page. Returns what to call once the form is React's: it sends a held submit again.
 */
export function holdSubmit(selector: string): () => void {
  let held = false;
  const onSubmit = (event: Event) => {
    if (!(event.target as Element).matches(selector)) return;
    event.preventDefault();
    held = true;
  };
  addEventListener('submit', onSubmit, true);
  return () => {
    removeEventListener('submit', onSubmit, true);
    if (!held) return;
    held = false;
    document.querySelector<HTMLFormElement>(selector)?.requestSubmit();
  };
}
