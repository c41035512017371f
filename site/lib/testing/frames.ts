// jsdom draws no frames, but its requestAnimationFrame ticks: what waits for a painted frame
// (a calculation after a press, site/features/calculator/useCalculator.ts) runs after it: tests
// await `painted()` (site/lib/painted.ts) itself.
// And what a press sets off in promises and timers has run after a few tasks.
import { act } from '@testing-library/react';

/** Resolves after `count` tasks, each running the promise jobs and timers queued before it. */
export async function tasks(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * jest's fake clock for timers only (setTimeout, setInterval): promises, frames and React's own
 * scheduler keep running. A wait for a pause in typing is then tested without racing the speed
 * of the machine that runs the test. Undo with `jest.useRealTimers()`.
 */
export function fakeTimers(): void {
  jest.useFakeTimers({
    doNotFake: [
      'Date',
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
    ],
  });
}

/** Moves the fake clock `ms` on inside `act`: the timers due by then run, and what they set off. */
export async function pass(ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}
