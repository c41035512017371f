// Code that loads on first use instead of with the page (a zod schema, a rarely used helper).

/** A value from a module loaded on demand: `current` once loaded; `load()` starts or joins the load. */
export interface Deferred<T> {
  readonly current: T | undefined;
  load: () => Promise<T>;
}

/**
 * Wraps a dynamic import. The loader runs once, on the first `load()`; a failed load is retried
 * by the next one.
 * @example const schema = deferred(() => import('../../core/tools/contact/schema').then((m) => m.contactSchema));
 */
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

/** A value that is already there, for code that takes a Deferred. */
export function ready<T>(value: T): Deferred<T> {
  return { current: value, load: () => Promise.resolve(value) };
}

/**
 * Runs `warm` on what `loading` loads, in a task of its own once it has: code run once there is
 * compiled before the visitor needs it (a form's checks before the first keystroke, issue 27). A
 * failed load is left to the code that needs it.
 * @example warmUp(resolver.load(), (resolve) => resolve(getValues()))
 */
export function warmUp<T>(loading: Promise<T>, warm: (loaded: T) => void): void {
  loading.then(
    (loaded) => setTimeout(() => warm(loaded), 0),
    () => undefined,
  );
}
