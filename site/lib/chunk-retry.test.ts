/**
 * @jest-environment jsdom
 */
// chunk-retry: a chunk whose load fails is fetched again until it loads; the visitor is told once.
import { beforeRetry, goneFromServer, oncePerOutage, retrying } from './chunk-retry';

/** A chunk loader that fails `failures` times, then loads; records the ids it was asked for. */
function flaky(failures: number) {
  const calls: (string | number)[] = [];
  const load = (chunkId: string | number) => {
    calls.push(chunkId);
    return calls.length <= failures
      ? Promise.reject(new Error(`Loading chunk ${String(chunkId)} failed.`))
      : Promise.resolve(`chunk ${String(chunkId)}`);
  };
  return { calls, load };
}

describe('retrying', () => {
  it('tries a failed chunk again after each wait and resolves once it loads', async () => {
    const { calls, load } = flaky(2);
    const failures: unknown[] = [];
    const waits: number[] = [];
    let recovered = 0;
    const loadChunk = retrying(load, {
      onFailure: (error) => failures.push(error),
      onRecovery: () => (recovered += 1),
      wait: (attempt) => {
        waits.push(attempt);
        return Promise.resolve();
      },
    });
    await expect(loadChunk(9506)).resolves.toBe('chunk 9506');
    expect(calls).toEqual([9506, 9506, 9506]);
    expect(waits).toEqual([2, 3]);
    expect(failures).toHaveLength(2);
    expect(recovered).toBe(1);
  });

  it('does not settle while the chunk keeps failing', async () => {
    const { calls, load } = flaky(Infinity);
    let release: () => void = () => undefined;
    const loadChunk = retrying(load, {
      onFailure: () => undefined,
      wait: () => new Promise((resolve) => (release = resolve)),
    });
    let settled = false;
    void loadChunk('a').finally(() => (settled = true));
    for (let i = 0; i < 3; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      release();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    expect(calls.length).toBeGreaterThanOrEqual(3);
  });

  it('calls nothing but the loader when the chunk loads the first time', async () => {
    const { calls, load } = flaky(0);
    const onFailure = jest.fn();
    const onRecovery = jest.fn();
    await expect(retrying(load, { onFailure, onRecovery })('x')).resolves.toBe('chunk x');
    expect([calls.length, onFailure.mock.calls.length, onRecovery.mock.calls.length]).toEqual([
      1, 0, 0,
    ]);
  });
});

describe('oncePerOutage', () => {
  it('tells once per outage and again after a recovery', () => {
    const tell = jest.fn();
    const outage = oncePerOutage(tell);
    outage.onFailure();
    outage.onFailure();
    expect(tell).toHaveBeenCalledTimes(1);
    outage.onRecovery();
    outage.onFailure();
    expect(tell).toHaveBeenCalledTimes(2);
  });
});

describe('beforeRetry', () => {
  afterEach(() => jest.useRealTimers());

  it('waits 1 s before the first retry, doubling up to 30 s', async () => {
    jest.useFakeTimers();
    const waited = async (attempt: number) => {
      let done = false;
      void beforeRetry(attempt).then(() => (done = true));
      const start = Date.now();
      while (!done) {
        await jest.advanceTimersByTimeAsync(250);
      }
      return Date.now() - start;
    };
    expect(await waited(2)).toBe(1000);
    expect(await waited(3)).toBe(2000);
    expect(await waited(6)).toBe(16_000);
    expect(await waited(7)).toBe(30_000);
    expect(await waited(12)).toBe(30_000);
  });

  it('ends at once when the browser is back online', async () => {
    jest.useFakeTimers();
    let done = false;
    void beforeRetry(7).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});

describe('goneFromServer', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  const answering = (status: number | Error) => {
    const calls: [string, RequestInit | undefined][] = [];
    global.fetch = ((address: string, init?: RequestInit) => {
      calls.push([address, init]);
      return status instanceof Error
        ? Promise.reject(status)
        : Promise.resolve({ status } as Response);
    }) as typeof fetch;
    return calls;
  };
  const chunkError = { name: 'ChunkLoadError', request: 'http://localhost/9506-12005c0d.js' };

  it('is true when the chunk answers 404, asked with an uncached HEAD', async () => {
    const calls = answering(404);
    await expect(goneFromServer(chunkError)).resolves.toBe(true);
    expect(calls).toEqual([[chunkError.request, { method: 'HEAD', cache: 'no-store' }]]);
  });

  it('is false when the chunk is there, out of reach, or the error names no address', async () => {
    answering(200);
    await expect(goneFromServer(chunkError)).resolves.toBe(false);
    answering(new TypeError('Failed to fetch'));
    await expect(goneFromServer(chunkError)).resolves.toBe(false);
    const calls = answering(404);
    await expect(goneFromServer(new Error('other'))).resolves.toBe(false);
    expect(calls).toEqual([]);
  });
});
