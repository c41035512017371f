// The notification store: add on top, dismiss then remove after the exit delay, pause extends life.
import {
  EXIT_DELAY_MS,
  addToast,
  dismissToasts,
  getToastState,
  pauseToasts,
  removeToasts,
  resumeToasts,
  subscribeToasts,
  timeLeft,
} from './toast-store';

const options = { duration: 5000, ariaProps: { role: 'status', 'aria-live': 'polite' } } as const;

afterEach(() => {
  jest.useRealTimers();
  removeToasts();
  resumeToasts();
});

describe('toast store', () => {
  it('adds the newest toast first and tells subscribers', () => {
    const seen: number[] = [];
    const unsubscribe = subscribeToasts(() => seen.push(getToastState().toasts.length));
    const first = addToast('a', options, 0);
    const second = addToast('b', options, 0);
    unsubscribe();
    expect(getToastState().toasts.map((t) => t.id)).toEqual([second, first]);
    expect(seen).toEqual([1, 2]);
  });

  it('hides a dismissed toast and removes it after the exit delay', () => {
    jest.useFakeTimers();
    const id = addToast('a', options, 0);
    dismissToasts(id);
    expect(getToastState().toasts[0]?.visible).toBe(false);
    jest.advanceTimersByTime(EXIT_DELAY_MS - 1);
    expect(getToastState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('removes every toast at once', () => {
    addToast('a', options, 0);
    addToast('b', options, 0);
    removeToasts();
    expect(getToastState().toasts).toEqual([]);
  });

  it('counts 5 s from creation, plus the time spent paused', () => {
    addToast('a', { ...options, className: 'toast--destructive' }, 1000);
    const toast = () => {
      const [first] = getToastState().toasts;
      if (!first) throw new Error('no toast');
      return first;
    };
    expect(timeLeft(toast(), 3000)).toBe(3000);
    pauseToasts(3000);
    expect(getToastState().pausedAt).toBe(3000);
    resumeToasts(5000);
    expect(getToastState().pausedAt).toBeUndefined();
    expect(timeLeft(toast(), 5000)).toBe(3000);
    expect(toast().className).toBe('toast--destructive');
  });
});
