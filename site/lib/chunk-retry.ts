// Code loaded on demand survives a dropped connection: a failed load of one of the bundle's chunks
// is tried again, with the visitor told once, instead of failing. A failed chunk used to reach
// React as an error no part caught, and React took the whole page down: a tool's form, with what
// had been typed in it, went blank when the cookie banner's code (1 s after the load) or a
// result's code could not be fetched.

/** Loads one of the bundle's chunks by its id (webpack's `__webpack_require__.e`). */
export type LoadChunk = (chunkId: string | number) => Promise<unknown>;

/** The first wait before a failed chunk is fetched again; each later wait doubles, up to the cap. */
export const FIRST_RETRY_MS = 1000;
export const LONGEST_RETRY_MS = 30_000;

/**
 * Waits before try `attempt` (2 is the first retry): until the browser says it is back online, or
 * 1 s, 2 s, 4 s… up to 30 s (the browser may think it is online while the network drops requests).
 */
export function beforeRetry(attempt: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, Math.min(FIRST_RETRY_MS * 2 ** (attempt - 2), LONGEST_RETRY_MS));
    addEventListener('online', done);
  });
}

/**
 * `load`, whose promise never rejects: a failed load calls `onFailure` and is tried again after
 * `wait` until it succeeds; `onRecovery` is called when a chunk that had failed loads. Webpack
 * forgets a chunk whose load failed, so the next call requests it again.
 * @example __webpack_require__.e = retrying(__webpack_require__.e, { onFailure: tell })
 */
export function retrying(
  load: LoadChunk,
  {
    onFailure,
    onRecovery,
    wait = beforeRetry,
  }: {
    onFailure: (error: unknown) => void;
    onRecovery?: () => void;
    wait?: (attempt: number) => Promise<void>;
  },
): LoadChunk {
  return function loadChunk(chunkId) {
    const attempt = (n: number): Promise<unknown> =>
      load(chunkId).then(
        (loaded) => {
          if (n > 1) onRecovery?.();
          return loaded;
        },
        (error: unknown) => {
          onFailure(error);
          return wait(n + 1).then(() => attempt(n + 1));
        },
      );
    return attempt(1);
  };
}

/**
 * Tells the visitor once per outage: from a failed load until a chunk that had failed loads,
 * further failures say nothing more.
 */
export function oncePerOutage(tell: () => void): {
  onFailure: () => void;
  onRecovery: () => void;
} {
  let told = false;
  return {
    onFailure() {
      if (told) return;
      told = true;
      tell();
    },
    onRecovery() {
      told = false;
    },
  };
}

/**
 * Whether a chunk that failed to load is gone from the server (404: a newer deploy replaced the
 * site's code while the page was open) rather than out of reach; webpack's error names its
 * address (`request`).
 */
export async function goneFromServer(error: unknown): Promise<boolean> {
  const address = (error as { request?: unknown } | undefined)?.request;
  if (typeof address !== 'string' || !navigator.onLine) return false;
  try {
    return (await fetch(address, { method: 'HEAD', cache: 'no-store' })).status === 404;
  } catch {
    return false;
  }
}

declare const __webpack_require__: { e: LoadChunk } | undefined;

/**
 * Makes every chunk the bundle loads on demand retry (see `retrying`); nothing outside webpack.
 * The visitor is told `offline` once per outage, or `gone` on each try while the chunk is no
 * longer on the server: the page must be reloaded for the new code, and it is not reloaded for
 * them (that would lose what they typed in a form that is not stored, the generator's).
 */
export function retryChunkLoads(tell: { offline: () => void; gone: () => void }): void {
  if (typeof __webpack_require__ === 'undefined') return;
  const runtime = __webpack_require__;
  const outage = oncePerOutage(tell.offline);
  runtime.e = retrying(runtime.e.bind(runtime), {
    onFailure: (error) => {
      console.warn(error);
      void goneFromServer(error).then((gone) => (gone ? tell.gone() : outage.onFailure()));
    },
    onRecovery: outage.onRecovery,
  });
}
