// After a submit on a phone the results appear under a long form, out of sight: bring them into view.

/** How long to wait for lazily loaded results to render before giving up. */
const WAIT_MS = 3000;

/** Longer than a glide down to the results lasts. */
const GLIDE_MS = 1500;

/**
 * Scrolls the results panel's top into view once it has rendered, when it starts below the visible
 * part of the screen (on a phone, under the form) or above it (on a wide screen, after scrolling
 * down a long form to its button). When the panel's top is in sight, nothing moves. Focus stays
 * where it is: the results are announced by the page's live summary. `focused` is the element
 * that had the focus when the results were computed.
 */
export function revealResults(focused: Element | null, selector = '.tool__results'): void {
  const started = performance.now();
  const step = () => {
    // The person has moved on (Tab to the next control) before the results were drawn: a scroll
    // now would take the focus out of sight.
    if (document.activeElement !== focused) return;
    const panel = document.querySelector<HTMLElement>(selector);
    if (!panel) {
      if (performance.now() - started < WAIT_MS) requestAnimationFrame(step);
      return;
    }
    const { top } = panel.getBoundingClientRect();
    if (top >= 0 && top < window.innerHeight * 0.75) return;
    // Back up the page at once: an animation would slide the form under the focus ring while the
    // user goes on with Tab. Down (a phone) it glides, unless motion is reduced.
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const glide = !reduce && top >= 0;
    panel.scrollIntoView({ behavior: glide ? 'smooth' : 'auto', block: 'start' });
    // A key pressed while the page glides (Tab on to the next control) stops it where it is: the
    // focus then comes into view and stays there, instead of being carried off screen.
    if (!glide) return;
    const stop = () => window.scrollTo({ top: window.scrollY, behavior: 'instant' });
    addEventListener('keydown', stop, { once: true, capture: true });
    setTimeout(() => removeEventListener('keydown', stop, { capture: true }), GLIDE_MS);
  };
  requestAnimationFrame(step);
}
