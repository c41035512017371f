// jsdom draws no frames, but its requestAnimationFrame ticks: what waits for a painted frame
// (a calculation after a key or a press, site/features/calculator/useCalculator.ts) runs after it.

/** Resolves after the next animation frame and the task after it. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
