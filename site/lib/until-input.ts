// A prerendered part with nothing to do until the visitor acts keeps its server HTML while its code
// waits for the first key, tap or history step, out of what Lighthouse counts as the page's load.

// The first pointer, key or history event, or text put in without a key (dictation, autofill). One
// promise: a part hydrated in a later pass starts waiting after it and must not wait for a second.
export const firstInput =
  typeof window === 'undefined'
    ? undefined
    : new Promise<void>((resolve) => {
        for (const type of ['pointerdown', 'keydown', 'popstate', 'input', 'change'])
          // In the capture phase: React stops an event aimed at a part it has not hydrated yet.
          addEventListener(type, () => resolve(), { once: true, passive: true, capture: true });
      });

export function untilInput(selector: string): Promise<void> {
  return firstInput && document.querySelector(selector) ? firstInput : Promise.resolve();
}

/** Whether React has hydrated `element`: it keeps its props on each node it owns (`__reactProps$…`). */
function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

// Holds back a submit (sent natively, it would reload the page) or a tap React drops on the form
// before it hydrates; the returned function replays the last one unless React handled it after all.
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
