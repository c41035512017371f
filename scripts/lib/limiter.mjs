// A bound on concurrent function invocations for `npm start`: excess calls wait in a short queue
// and are refused (the server answers 503) when the queue is full or the wait runs out, so a burst
// costs a few refusals instead of unbounded memory.

/**
 * `run(fn)` resolves to `{ ok: true, value }` once `fn` ran inside the bound, or to
 * `{ ok: false }` when it was refused. `stats()` tells what is running and waiting now.
 */
export function createLimiter({ concurrency, queueSize, queueTimeoutMs }) {
  let active = 0;
  const waiting = [];

  function release() {
    active -= 1;
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      active += 1;
      next.resolve(true);
    }
  }

  function acquire() {
    if (active < concurrency) {
      active += 1;
      return Promise.resolve(true);
    }
    if (waiting.length >= queueSize) return Promise.resolve(false);
    return new Promise((resolve) => {
      const entry = { resolve, timer: undefined };
      entry.timer = setTimeout(() => {
        const index = waiting.indexOf(entry);
        if (index !== -1) waiting.splice(index, 1);
        resolve(false);
      }, queueTimeoutMs);
      waiting.push(entry);
    });
  }

  return {
    async run(fn) {
      if (!(await acquire())) return { ok: false };
      try {
        return { ok: true, value: await fn() };
      } finally {
        release();
      }
    },
    stats: () => ({ active, waiting: waiting.length }),
  };
}
