// A bound on concurrent function invocations for `npm start`: excess calls wait in a short queue
// and are refused (the server answers 503) when the queue is full or the wait runs out, so a burst
// costs a few refusals instead of unbounded memory. One client (by key) holds at most
// `perClient` slots, so a single address cannot take every slot from the others.

/**
 * `run(fn, key)` resolves to `{ ok: true, value }` once `fn` ran inside the bound, or to
 * `{ ok: false }` when it was refused. `stats()` tells what is running and waiting now.
 */
export function createLimiter({ concurrency, queueSize, queueTimeoutMs, perClient = Infinity }) {
  let active = 0;
  const held = new Map();
  const waiting = [];

  const fits = (key) => active < concurrency && (held.get(key) ?? 0) < perClient;

  function take(key) {
    active += 1;
    held.set(key, (held.get(key) ?? 0) + 1);
  }

  function release(key) {
    active -= 1;
    const left = (held.get(key) ?? 1) - 1;
    if (left > 0) held.set(key, left);
    else held.delete(key);
    // The first waiter whose client has a slot to spare, not merely the first in line.
    const index = waiting.findIndex((entry) => fits(entry.key));
    if (index === -1) return;
    const [next] = waiting.splice(index, 1);
    clearTimeout(next.timer);
    take(next.key);
    next.resolve(true);
  }

  function acquire(key) {
    if (fits(key)) {
      take(key);
      return Promise.resolve(true);
    }
    if (waiting.length >= queueSize) return Promise.resolve(false);
    return new Promise((resolve) => {
      const entry = { key, resolve, timer: undefined };
      entry.timer = setTimeout(() => {
        const index = waiting.indexOf(entry);
        if (index !== -1) waiting.splice(index, 1);
        resolve(false);
      }, queueTimeoutMs);
      waiting.push(entry);
    });
  }

  return {
    async run(fn, key = '') {
      if (!(await acquire(key))) return { ok: false };
      try {
        return { ok: true, value: await fn() };
      } finally {
        release(key);
      }
    },
    stats: () => ({ active, waiting: waiting.length, clients: held.size }),
  };
}
