// Code of a prerendered part with nothing to do until the visitor does something (the home's
// example result: figures only): React keeps the server's HTML of a lazy part until its code
// arrives, so that code waits for the first key, tap or history step and stays out of what
// Lighthouse counts as the page's load (issue 27). A client-side navigation starts with one of
// those, so a part drawn after it loads too.

/**
 * The visitor's first pointer, key or history event on the page, or the first text put in a field
 * without a key (dictation, autofill); none on the server. A part may start waiting after it
 * (React hydrates /plusvalia's second calculator in a later pass than the first, which that input
 * woke): it must not wait for a second one.
 */
export const firstInput =
  typeof window === 'undefined'
    ? undefined
    : new Promise<void>((resolve) => {
        for (const type of ['pointerdown', 'keydown', 'popstate', 'input', 'change'])
          // In the capture phase: React stops an event aimed at a part it has not hydrated yet.
          addEventListener(type, () => resolve(), { once: true, passive: true, capture: true });
      });

/**
 * Resolves at once on the server and when the element `selector` names is not in the document (a
 * page drawn by a client-side navigation); otherwise on the visitor's first pointer, key or
 * history event, at once if it has already happened.
 * @example lazy(() => untilInput('.hero-example').then(() => import('./HeroExample')))
 */
export function untilInput(selector: string): Promise<void> {
  return firstInput && document.querySelector(selector) ? firstInput : Promise.resolve();
}

/** Whether React has hydrated `element`: it keeps its props on each node it owns (`__reactProps$…`). */
function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Holds back what the visitor asks of the prerendered form `selector` names before its code has
 * hydrated it: a submit (an Enter, or a tap on its button, would send the form natively, as a
 * reload of the page) or a tap on one of its other buttons ("Compartir enlace"), which React drops
 * while the form is not its own. Returns what to call once the form is React's: it does the last
 * such action again, once. An action React handled after all (it hydrates at once when the code is
 * already in) is not done again.
 */
export function holdFormActions(selector: string): () => void {
  let held: (() => void) | undefined;
  const inForm = (event: Event) => {
    const target = event.target as Element;
    return target.closest?.(selector) ? target : null;
  };
  const onCapture = (event: Event) => {
    const target = inForm(event);
    if (!target) return;
    if (event.type === 'submit') {
      event.preventDefault();
      held = () => (target as HTMLFormElement).requestSubmit();
    } else {
      const button = target.closest<HTMLButtonElement>('button[type="button"]');
      if (button) held = () => button.click();
    }
  };
  const onBubble = (event: Event) => {
    const target = inForm(event);
    // React stops a click aimed at a part it has not hydrated, so a click that comes up was
    // handled. A submit comes up either way: it was handled only if the form is React's.
    if (target && (event.type !== 'submit' || ownedByReact(target))) held = undefined;
  };
  for (const type of ['submit', 'click']) {
    addEventListener(type, onCapture, true);
    addEventListener(type, onBubble);
  }
  return () => {
    for (const type of ['submit', 'click']) {
      removeEventListener(type, onCapture, true);
      removeEventListener(type, onBubble);
    }
    const action = held;
    held = undefined;
    action?.();
  };
}
