// The one form engine of the site, with react-hook-form's `register` API (the subset the site
// uses): uncontrolled inputs, validation on submit, then re-validation of each changed field,
// focus on the first invalid field, `isSubmitting` while an async submit runs. The resolver is
// deferred: the zod schema loads on the first change or submit, not with the page.
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

export type { RegisterOptions, Registered, WatchCallback };

export interface Form<T, V> {
  register: <K extends keyof T & string>(name: K, options?: RegisterOptions) => Registered<K>;
  /** A submit handler: validates; calls `onValid` with the parsed values, or focuses the first invalid field. */
  handleSubmit: HandleSubmit<V>;
  /** The value of a field (the component re-renders when it changes), or a change subscription. */
  watch: {
    <K extends keyof T & string>(name: K): T[K] | undefined;
    (callback: WatchCallback<T>): { unsubscribe: () => void };
  };
  /** Back to the defaults (or to `values`), no messages, validation on submit only. */
  reset: (values?: Partial<T>) => void;
  /** The fields the visitor has changed since the page loaded (a restore keeps what they show). */
  changed: () => ReadonlySet<string>;
  /** The current values, also between a change and its render. */
  getValues: () => Partial<T>;
  /** Validates what is typed now and shows every message, without focusing (a shared link). */
  trigger: () => Promise<void>;
  /** Moves the focus to a field. */
  focus: (name: keyof T & string) => void;
  /** Shows messages from elsewhere (a server's 400) under their fields and focuses the first. */
  showFieldMessages: (messages: Readonly<Record<string, string>>) => void;
  formState: { errors: FieldErrors; isSubmitting: boolean };
}

type Watch<T> = Form<T, unknown>['watch'];

/** One stable function, so that effects that subscribe with it run once. */
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
  /** Loaded on the first change or submit, so the zod schema is not part of the page's first load. */
  resolver: Deferred<Resolver<V>>;
  defaultValues: Partial<T>;
}): Form<T, V> {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [store] = useState(() => createStore<T>(defaultValues));
  const [watch] = useState(() => watchOf(store));

  const showErrors = useCallback(
    (next: FieldErrors) => {
      // No message before nor after (a valid submit): nothing to draw again.
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
      // What else follows the inputs is drawn after the frame of the press that reset the form.
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
