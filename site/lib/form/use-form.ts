// The one form engine of the site, with react-hook-form's `register` API (the subset the site
// uses), for every form: uncontrolled inputs, validation on submit, then re-validation of each
// changed field, focus on the first invalid field, `isSubmitting` while an async submit runs, a
// second submit ignored while one runs. It replaces react-hook-form + @hookform/resolvers (13.7 KB
// gzip). The resolver is deferred: the zod schema loads on the first change or submit, not with
// the page.
import type * as React from 'react';
import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Deferred } from '../deferred';
import { painted } from '../painted';
import {
  changedFromHtml,
  errorsAfterFieldChange,
  htmlDefault,
  readField,
  writeElement,
  type FieldElement,
  type FieldErrors,
  type Resolver,
  without,
} from './schema';

export interface RegisterOptions {
  /** Turns the text of an input or select into the form's value. */
  setValueAs?: (value: unknown) => unknown;
  /** The value is dropped when the input unmounts and starts from the default when it remounts. */
  shouldUnregister?: boolean;
  /** The value of this input, one of several radios or checkboxes of the field. */
  value?: string;
}

/**
 * What `{...register(name)}` spreads on an input, a select or a textarea: with the default in the
 * HTML (`defaultValue`, or `defaultChecked` for a tick), so a prerendered form shows its values
 * before its code arrives.
 */
export interface Registered<K extends string> {
  name: K;
  ref: (element: FieldElement | null) => void;
  onChange: () => void;
  defaultValue?: string;
  defaultChecked?: boolean;
  value?: string;
}

export type WatchCallback<T> = (
  values: Partial<T>,
  info: { name?: string; type?: 'change' },
) => void;

export interface Form<T, V> {
  register: <K extends keyof T & string>(name: K, options?: RegisterOptions) => Registered<K>;
  /** A submit handler: validates; calls `onValid` with the parsed values, or focuses the first invalid field. */
  handleSubmit: (
    onValid: (values: V) => void | Promise<void>,
  ) => (event?: React.FormEvent) => Promise<void>;
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

interface Field {
  elements: FieldElement[];
  options: RegisterOptions;
  ref: (element: FieldElement | null) => void;
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
  const [isSubmitting, setSubmitting] = useState(false);
  /**
   * Whether a render has read `formState.isSubmitting` (a form that shows a busy button): only
   * then does a submit draw the form again as it starts and ends. A calculator's submit, which
   * computes at once, does not redraw its whole form twice for it.
   */
  const showsSubmitting = useRef(false);
  const defaults = useRef(defaultValues as Readonly<Record<string, unknown>>);
  // The same state for event handlers, current even before React renders it.
  const live = useRef({
    values: { ...defaults.current },
    errors: {} as FieldErrors,
    submitted: false,
    resets: 0,
    /** A submit is being validated or sent: another one is ignored until it ends. */
    submitting: false,
    /** The fields the visitor changed, in the HTML before hydration or since. */
    changed: new Set<string>(),
  });
  /** Registered fields in registration order, the order invalid fields are focused in. */
  const fields = useRef(new Map<string, Field>());
  const watched = useRef(new Set<string>());
  const watchers = useRef(new Set<WatchCallback<T>>());
  /** Fields the visitor changed in the prerendered HTML, before hydration: announced once mounted. */
  const changedEarly = useRef(new Set<string>());

  const showErrors = useCallback((next: FieldErrors) => {
    // No message before nor after (a valid submit): nothing to draw again.
    if (Object.keys(next).length === 0 && Object.keys(live.current.errors).length === 0) return;
    live.current.errors = next;
    setErrors(next);
  }, []);

  // A field registered with shouldUnregister loses its value and message once its inputs are gone.
  useEffect(() => {
    for (const [name, field] of fields.current) {
      if (!field.options.shouldUnregister || field.elements.length === 0) continue;
      if (field.elements.some((el) => el.isConnected)) continue;
      field.elements = [];
      live.current.values = without(live.current.values, name);
      if (live.current.errors[name]) showErrors(without(live.current.errors, name));
    }
  });

  const onFieldChange = useCallback(
    (name: string) => {
      const state = live.current;
      const field = fields.current.get(name);
      if (!field) return;
      state.changed.add(name);
      state.values = {
        ...state.values,
        [name]: readField(field.elements, field.options.setValueAs),
      };
      const resolve = resolver.current;
      // The first change fetches the schema, so that a submit rarely has to wait for it.
      if (!resolve) void resolver.load().catch(() => undefined);
      if (state.submitted && resolve) {
        const next = errorsAfterFieldChange(state.errors, name, resolve(state.values).errors);
        if (next !== state.errors) showErrors(next);
      }
      for (const watcher of watchers.current) {
        watcher(state.values as Partial<T>, { name, type: 'change' });
      }
      // What follows a watched field (fields shown for a choice, notes on a number) is drawn in a
      // transition: the frame of the key or the tick comes first (issue 27).
      if (watched.current.has(name)) startTransition(rerender);
    },
    [resolver, showErrors],
  );

  // Announced after every effect of the commit has run, so that the watchers subscribed by effects
  // hear of the change (a calculator computes what was typed before its code arrived).
  useEffect(() => {
    if (changedEarly.current.size === 0) return;
    const names = [...changedEarly.current];
    changedEarly.current.clear();
    queueMicrotask(() => {
      for (const name of names) onFieldChange(name);
    });
  });

  const register = <K extends keyof T & string>(
    name: K,
    options: RegisterOptions = {},
  ): Registered<K> => {
    let field = fields.current.get(name);
    if (!field) {
      const created: Field = { elements: [], options, ref: () => undefined };
      created.ref = (element) => {
        if (!element || created.elements.includes(element)) return;
        created.elements = created.elements.filter((el) => el.isConnected).concat(element);
        const values = live.current.values;
        // A remounted shouldUnregister field starts again from its default.
        if (!(name in values)) values[name] = defaults.current[name];
        // Without a value, or changed by the visitor before hydration, the form takes what the
        // input shows; otherwise the input shows the value.
        if (changedFromHtml(element)) {
          values[name] = readField(created.elements, created.options.setValueAs);
          live.current.changed.add(name);
          changedEarly.current.add(name);
        } else if (values[name] === undefined || changedEarly.current.has(name)) {
          values[name] = readField(created.elements, created.options.setValueAs);
        } else {
          writeElement(element, values[name], created.elements.length);
        }
      };
      fields.current.set(name, created);
      field = created;
    }
    field.options = options;
    return {
      name,
      ref: field.ref,
      onChange: () => onFieldChange(name),
      ...(options.value === undefined ? {} : { value: options.value }),
      ...htmlDefault(defaults.current[name], options.value),
    };
  };

  const reset = useCallback(
    (values?: Partial<T>) => {
      const state = live.current;
      state.values = { ...(values ?? defaults.current) };
      state.submitted = false;
      state.resets += 1;
      for (const [name, field] of fields.current) {
        const connected = field.elements.filter((el) => el.isConnected);
        if (state.values[name] === undefined) {
          state.values[name] = readField(connected, field.options.setValueAs);
        } else {
          for (const el of connected) writeElement(el, state.values[name], connected.length);
        }
      }
      showErrors({});
      // The inputs show the values already; what else follows them is drawn after the frame of
      // the press that reset the form (the comparator's "Añadir propiedad", issue 27).
      startTransition(rerender);
    },
    [showErrors],
  );

  const handleSubmit = useCallback(
    (onValid: (values: V) => void | Promise<void>) => async (event?: React.FormEvent) => {
      event?.preventDefault();
      const state = live.current;
      // Buttons stay focusable while busy (aria-disabled): a second submit must not send twice.
      if (state.submitting) return;
      state.submitting = true;
      const resets = state.resets;
      try {
        // The press's own frame first (the button pressed, its focus), then the check and what
        // follows it: at 4x CPU the check, the messages or the work of a valid press (the
        // analysis's engine, a property added to the comparator), run in the press, held its frame
        // 60-150 ms (issue 27). A second submit meanwhile is ignored (above).
        await painted();
        const resolve = resolver.current ?? (await resolver.load());
        const result = resolve(state.values);
        const invalid = Object.keys(result.errors);
        if (invalid.length === 0) {
          // Busy only when something is sent: an invalid press shows its messages, not "Enviando...".
          if (showsSubmitting.current) setSubmitting(true);
          showErrors(result.errors);
          await onValid(result.values as V);
        } else {
          // The messages at once, then the focus on the first field with its message already
          // there to be read out.
          flushSync(() => showErrors(result.errors));
          const first = [...fields.current].find(([name]) => invalid.includes(name));
          first?.[1].elements.find((el) => el.isConnected)?.focus();
        }
      } finally {
        // A reset inside onValid (a cleared form) leaves the form unsubmitted.
        if (state.resets === resets) state.submitted = true;
        state.submitting = false;
        if (showsSubmitting.current) setSubmitting(false);
      }
    },
    [resolver, showErrors],
  );

  // One stable function, so effects that subscribe with it run once.
  const [watch] = useState(() => {
    function watchField<K extends keyof T & string>(name: K): T[K] | undefined;
    function watchField(callback: WatchCallback<T>): { unsubscribe: () => void };
    function watchField(arg: string | WatchCallback<T>) {
      if (typeof arg === 'function') {
        watchers.current.add(arg);
        return { unsubscribe: () => watchers.current.delete(arg) };
      }
      watched.current.add(arg);
      return live.current.values[arg];
    }
    return watchField;
  });

  const changed = useCallback((): ReadonlySet<string> => live.current.changed, []);

  const getValues = useCallback(() => live.current.values as Partial<T>, []);

  const trigger = useCallback(async () => {
    const resolve = resolver.current ?? (await resolver.load());
    live.current.submitted = true;
    showErrors(resolve(live.current.values).errors);
  }, [resolver, showErrors]);

  const focus = useCallback((name: keyof T & string) => {
    fields.current
      .get(name)
      ?.elements.find((el) => el.isConnected)
      ?.focus();
  }, []);

  const showFieldMessages = useCallback(
    (messages: Readonly<Record<string, string>>) => {
      const known = [...fields.current].filter(([name]) => messages[name] !== undefined);
      if (known.length === 0) return;
      const next: FieldErrors = { ...live.current.errors };
      for (const [name] of known) next[name] = { type: 'server', message: messages[name] };
      showErrors(next);
      known[0]?.[1].elements.find((el) => el.isConnected)?.focus();
    },
    [showErrors],
  );

  return {
    register,
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
        showsSubmitting.current = true;
        return isSubmitting;
      },
    },
  };
}
