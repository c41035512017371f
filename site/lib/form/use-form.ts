// The site's one form engine, react-hook-form's `register` API without its weight: uncontrolled
// inputs, checked on submit and then on each change, the schema loaded on first use.
import { startTransition, useCallback, useEffect, useReducer, useState } from 'react';
import type { Deferred } from '../deferred';
import {
  applyChange,
  createStore,
  dropUnmounted,
  inputOf,
  registerField,
  resetStore,
  type RegisterOptions,
  type Registered,
  type WatchCallback,
} from './form-store';
import { useSubmit, type HandleSubmit } from './form-submit';
import type { FieldErrors, Resolver } from './schema';

export interface Form<T, V> {
  register: <K extends keyof T & string>(name: K, options?: RegisterOptions) => Registered<K>;
  handleSubmit: HandleSubmit<V>;
  watch: {
    <K extends keyof T & string>(name: K): T[K] | undefined;
    (callback: WatchCallback<T>): { unsubscribe: () => void };
  };
  reset: (values?: Partial<T>) => void;
  /** The fields the visitor has changed since the page loaded (a restore keeps what they show). */
  changed: () => ReadonlySet<string>;
  /** The current values, also between a change and its render. */
  getValues: () => Partial<T>;
  /** Validates what is typed now and shows every message, without focusing (a shared link). */
  trigger: () => Promise<void>;
  focus: (name: keyof T & string) => void;
  /** Shows messages from elsewhere (a server's 400) under their fields and focuses the first. */
  showFieldMessages: (messages: Readonly<Record<string, string>>) => void;
  formState: { errors: FieldErrors; isSubmitting: boolean };
}

type Watch<T> = Form<T, unknown>['watch'];

function watchOf<T>(store: ReturnType<typeof createStore<T>>): Watch<T> {
  function watchField<K extends keyof T & string>(name: K): T[K] | undefined;
  function watchField(callback: WatchCallback<T>): { unsubscribe: () => void };
  function watchField(arg: string | WatchCallback<T>) {
    if (typeof arg === 'function') {
      store.watchers.add(arg);
      return { unsubscribe: () => store.watchers.delete(arg) };
    }
    store.watched.add(arg);
    return store.values[arg];
  }
  return watchField;
}

export function useForm<T extends object, V>({
  resolver,
  defaultValues,
}: {
  resolver: Deferred<Resolver<V>>;
  defaultValues: Partial<T>;
}): Form<T, V> {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [store] = useState(() => createStore<T>(defaultValues));
  const [watch] = useState(() => watchOf(store));

  const showErrors = useCallback(
    (next: FieldErrors) => {
      if (Object.keys(next).length === 0 && Object.keys(store.errors).length === 0) return;
      store.errors = next;
      setErrors(next);
    },
    [store],
  );
  const { handleSubmit, isSubmitting } = useSubmit(store, resolver, showErrors);
  useEffect(() => dropUnmounted(store, showErrors));

  const onFieldChange = useCallback(
    (name: string) => {
      // What follows a watched field is drawn in a transition: the key's frame comes first.
      if (applyChange(store, name, resolver, showErrors)) startTransition(rerender);
    },
    [store, resolver, showErrors],
  );

  // Announced after every effect of the commit has run, so that the watchers subscribed by effects
  // hear of the change (a calculator computes what was typed before its code arrived).
  useEffect(() => {
    if (store.changedEarly.size === 0) return;
    const names = [...store.changedEarly];
    store.changedEarly.clear();
    queueMicrotask(() => {
      for (const name of names) onFieldChange(name);
    });
  });

  const reset = useCallback(
    (values?: Partial<T>) => {
      resetStore(store, values);
      showErrors({});
      startTransition(rerender);
    },
    [store, showErrors],
  );

  const trigger = useCallback(async () => {
    const resolve = resolver.current ?? (await resolver.load());
    store.submitted = true;
    showErrors(resolve(store.values).errors);
  }, [store, resolver, showErrors]);

  const showFieldMessages = useCallback(
    (messages: Readonly<Record<string, string>>) => {
      const known = [...store.fields.keys()].filter((name) => messages[name] !== undefined);
      if (known.length === 0) return;
      const next: FieldErrors = { ...store.errors };
      for (const name of known) next[name] = { type: 'server', message: messages[name] };
      showErrors(next);
      if (known[0]) inputOf(store, known[0])?.focus();
    },
    [store, showErrors],
  );

  const changed = useCallback((): ReadonlySet<string> => store.changed, [store]);
  const getValues = useCallback(() => store.values as Partial<T>, [store]);
  const focus = useCallback((name: string) => inputOf(store, name)?.focus(), [store]);
  return {
    register: (name, options = {}) => registerField(store, name, options, onFieldChange),
    handleSubmit,
    watch,
    reset,
    changed,
    getValues,
    trigger,
    focus,
    showFieldMessages,
    formState: {
      errors,
      get isSubmitting() {
        return isSubmitting();
      },
    },
  };
}
