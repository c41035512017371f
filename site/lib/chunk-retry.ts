// A failed load of one of the bundle's chunks is tried again, the visitor told once: as an error no
// part caught, React would take the whole page down, a typed form with it.

/** webpack's `__webpack_require__.e`. */
export type LoadChunk = (chunkId: string | number) => Promise<unknown>;

export const FIRST_RETRY_MS = 1000;
export const LONGEST_RETRY_MS = 30_000;

// Waits until the browser is back online, or a doubling delay (it may think it is online while the
// network drops requests). `attempt` 2 is the first retry.
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

/** `load`, never rejecting: webpack forgets a chunk whose load failed, so a retry requests it again. */
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

/** Tells the visitor once per outage: from a failed load until a failed chunk loads. */
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

/** A 404 for the failed chunk's address: a newer deploy replaced the code while the page was open. */
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

// `gone` is told on each try while the chunk is off the server; the page is not reloaded for the
// visitor, which would lose what they typed in a form that is not stored (the generator's).
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
