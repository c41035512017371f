// deferred: one load shared by every caller, `current` once loaded, a failed load retried.
import { deferred, ready } from './deferred';

describe('deferred', () => {
  it('loads once on first use and then exposes the value', async () => {
    let calls = 0;
    const value = deferred(() => {
      calls += 1;
      return Promise.resolve(42);
    });
    expect(calls).toBe(0);
    expect(value.current).toBeUndefined();
    const [a, b] = await Promise.all([value.load(), value.load()]);
    expect([a, b, value.current, calls]).toEqual([42, 42, 42, 1]);
  });

  it('retries after a failed load', async () => {
    let calls = 0;
    const value = deferred(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('ok');
    });
    await expect(value.load()).rejects.toThrow('offline');
    await expect(value.load()).resolves.toBe('ok');
    expect(calls).toBe(2);
  });

  it('ready wraps a value that is already loaded', async () => {
    const value = ready('x');
    expect(value.current).toBe('x');
    await expect(value.load()).resolves.toBe('x');
  });
});
