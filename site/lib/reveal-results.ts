/** How long to wait for lazily loaded results to render before giving up. */
const WAIT_MS = 3000;
/** Longer than a glide down to the results lasts. */
const GLIDE_MS = 1500;

// Scrolls the results' top into view when it is out of sight (below on a phone, above after a long
// form); focus stays, the live summary announces them. `focused` had the focus at the computation.
export function revealResults(focused: Element | null, selector = '.tool__results'): void {
  const started = performance.now();
  const step = () => {
    // The person has tabbed on before the results were drawn: a scroll would hide the focus.
    if (document.activeElement !== focused) return;
    const panel = document.querySelector<HTMLElement>(selector);
    if (!panel) {
      if (performance.now() - started < WAIT_MS) requestAnimationFrame(step);
      return;
    }
    const { top } = panel.getBoundingClientRect();
    if (top >= 0 && top < window.innerHeight * 0.75) return;
    // Up at once: a glide would slide the form under the focus ring while the user tabs on.
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const glide = !reduce && top >= 0;
    panel.scrollIntoView({ behavior: glide ? 'smooth' : 'auto', block: 'start' });
    // A key pressed while the page glides stops it, so the focus is not carried off screen.
    if (!glide) return;
    const stop = () => window.scrollTo({ top: window.scrollY, behavior: 'instant' });
    addEventListener('keydown', stop, { once: true, capture: true });
    setTimeout(() => removeEventListener('keydown', stop, { capture: true }), GLIDE_MS);
  };
  requestAnimationFrame(step);
}
