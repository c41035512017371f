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
  // Each waiting client's requests in arrival order: a release looks at one head per client, not
  // at every waiting request (one address's burst queues dozens behind its own slots).
  const queues = new Map();
  let waiting = 0;
  let arrivals = 0;

  const fits = (key) => active < concurrency && (held.get(key) ?? 0) < perClient;

  function take(key) {
    active += 1;
    held.set(key, (held.get(key) ?? 0) + 1);
  }

  function leave(entry) {
    const queue = queues.get(entry.key);
    const index = queue?.indexOf(entry) ?? -1;
    if (index === -1) return;
    queue.splice(index, 1);
    if (queue.length === 0) queues.delete(entry.key);
    waiting -= 1;
  }

  function release(key) {
    active -= 1;
    const left = (held.get(key) ?? 1) - 1;
    if (left > 0) held.set(key, left);
    else held.delete(key);
    // The longest waiting request whose client has a slot to spare, not merely the first in line.
    let next;
    for (const [client, queue] of queues) {
      if (fits(client) && (!next || queue[0].arrival < next.arrival)) next = queue[0];
    }
    if (!next) return;
    leave(next);
    clearTimeout(next.timer);
    take(next.key);
    next.resolve(true);
  }

  function acquire(key) {
    if (fits(key)) {
      take(key);
      return Promise.resolve(true);
    }
    if (waiting >= queueSize) return Promise.resolve(false);
    return new Promise((resolve) => {
      const entry = { key, resolve, arrival: arrivals++, timer: undefined };
      entry.timer = setTimeout(() => {
        leave(entry);
        resolve(false);
      }, queueTimeoutMs);
      const queue = queues.get(key);
      if (queue) queue.push(entry);
      else queues.set(key, [entry]);
      waiting += 1;
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
    stats: () => ({ active, waiting, clients: held.size }),
  };
}
