/**
 * @jest-environment jsdom
 */
// The restore every tool shares, and what a press does while it is under way.
import { act, renderHook } from '@testing-library/react';
import { afterRestore, useRestore, type RestoreOptions } from './useRestore';

/** A load that settles when the test says so. */
function gate() {
  const settle: { open?: (value: string) => void; fail?: (error: Error) => void } = {};
  const loading = new Promise<string>((resolve, reject) => {
    settle.open = resolve;
    settle.fail = reject;
  });
  return {
    loading,
    open: (value: string) => settle.open?.(value),
    fail: (error: Error) => settle.fail?.(error),
  };
}

function options(
  load: () => Promise<string>,
  overrides: Partial<RestoreOptions<string, string>> = {},
): RestoreOptions<string, string> & { applied: (string | undefined)[] } {
  const applied: (string | undefined)[] = [];
  return {
    applied,
    linkKeys: ['price'],
    storageKey: 'test-restore',
    load,
    fromLink: (shared, loaded) => `${loaded}:${shared.price ?? ''}`,
    fromStorage: (loaded) => `${loaded}:stored`,
    apply: (state) => applied.push(state),
    ...overrides,
  };
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/calculadora');
});

describe('useRestore and afterRestore', () => {
  it('holds a press until the link is in, preventing the native submit at once', async () => {
    window.history.replaceState(null, '', '/calculadora?price=180000');
    const { loading, open } = gate();
    const settings = options(() => loading);
    const { result } = renderHook(() => useRestore(settings));
    const seen: (string | undefined)[][] = [];
    const event = { preventDefault: jest.fn() };
    let done: Promise<number> = Promise.resolve(0);
    act(() => {
      done = afterRestore(
        result.current,
        () => {
          seen.push([...settings.applied]);
          return Promise.resolve(1);
        },
        event,
      );
    });
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
    await act(async () => open('leído'));
    // The action ran after the link's state was applied, once.
    expect(await done).toBe(1);
    expect(seen).toEqual([['leído:180000']]);
    expect(result.current()).toBeUndefined();
  });

  it('runs a press at once when there is nothing to restore, leaving the event alone', () => {
    const load = jest.fn(() => Promise.resolve('nunca'));
    const settings = options(load);
    const { result } = renderHook(() => useRestore(settings));
    expect(result.current()).toBeUndefined();
    const event = { preventDefault: jest.fn() };
    const action = jest.fn(() => Promise.resolve(2));
    void afterRestore(result.current, action, event);
    expect(action).toHaveBeenCalledTimes(1);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect(settings.applied).toEqual([undefined]);
  });

  it('lets a held press go when reading fails', async () => {
    window.localStorage.setItem('test-restore', '{"price":"1"}');
    const failing = gate();
    const failed = options(() => failing.loading);
    const first = renderHook(() => useRestore(failed));
    const afterFailure = afterRestore(first.result.current, () => Promise.resolve('tras el fallo'));
    await act(async () => failing.fail(new Error('sin red')));
    expect(await afterFailure).toBe('tras el fallo');
    expect(failed.applied).toEqual([]);
  });
});
