// Code that loads on first use instead of with the page (a zod schema, a rarely used helper).

export interface Deferred<T> {
  readonly current: T | undefined;
  load: () => Promise<T>;
}

/** The loader runs once, on the first `load()`; a failed load is retried by the next one. */
export function deferred<T>(loader: () => Promise<T>): Deferred<T> {
  let current: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get current() {
      return current;
    },
    load() {
      pending ??= loader().then(
        (value) => (current = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

export function ready<T>(value: T): Deferred<T> {
  return { current: value, load: () => Promise.resolve(value) };
}

/** Runs `warm` in a task of its own once loaded: code run once is compiled before it is needed. */
export function warmUp<T>(loading: Promise<T>, warm: (loaded: T) => void): void {
  loading.then(
    (loaded) => setTimeout(() => warm(loaded), 0),
    () => undefined,
  );
}
