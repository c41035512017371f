// The message each field shows, kept outside React's state: a visit, a submit or a new check tells
// only the fields whose message changed, so a long year's form is never drawn again for them.
import type { ErrorSource } from './fields';

interface ErrorState {
  errors: ReadonlyMap<string, string>;
  /** Every error shows (after a submit, a file, a link), not only those of visited fields. */
  everything: boolean;
  visited: ReadonlySet<string>;
}

const shownError = (state: ErrorState, name: string) =>
  state.everything || state.visited.has(name) ? state.errors.get(name) : undefined;

export interface ErrorStore extends ErrorSource {
  setErrors: (errors: ReadonlyMap<string, string>) => void;
  visit: (name: string) => void;
  showAll: () => void;
  /** A new draft: nothing visited, and every error shown or none. */
  reset: (everything: boolean) => void;
}

export function createErrorStore(): ErrorStore {
  let state: ErrorState = { errors: new Map(), everything: false, visited: new Set() };
  const listeners = new Map<string, Set<() => void>>();
  // Only a name with a message before or after can have changed.
  const update = (next: ErrorState) => {
    const before = state;
    state = next;
    for (const name of new Set([...before.errors.keys(), ...next.errors.keys()])) {
      if (shownError(before, name) === shownError(next, name)) continue;
      for (const listener of listeners.get(name) ?? []) listener();
    }
  };
  return {
    errorFor: (name) => shownError(state, name),
    subscribe: (name, listener) => {
      const own = listeners.get(name) ?? new Set();
      listeners.set(name, own.add(listener));
      return () => own.delete(listener);
    },
    setErrors: (errors) => {
      if (errors !== state.errors) update({ ...state, errors });
    },
    visit: (name) => {
      if (!state.visited.has(name)) update({ ...state, visited: new Set(state.visited).add(name) });
    },
    showAll: () => {
      if (!state.everything) update({ ...state, everything: true });
    },
    reset: (everything) => update({ errors: state.errors, everything, visited: new Set() }),
  };
}
