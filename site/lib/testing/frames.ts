// jsdom draws no frames, but its requestAnimationFrame ticks: what waits for a painted frame
// (a calculation after a key or a press, site/features/calculator/useCalculator.ts) runs after it.
// And what a press sets off in promises and timers has run after a few tasks.

/** Resolves after the next animation frame and the task after it. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves after `count` tasks, each running the promise jobs and timers queued before it. */
export async function tasks(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
