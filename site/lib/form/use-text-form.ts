// A small form hook for fields typed as text and checked with a zod/mini schema (the calculators).
import type * as React from 'react';
import { useCallback, useRef, useState } from 'react';
import type { Deferred } from '../deferred';
import type { ParseableSchema } from './schema';
import { checkTexts, errorsAfterChange, firstInvalid, type TextFormErrors } from './text';

export interface TextFormOptions<K extends string, V> {
  /** Every field, in form order (the first invalid one is focused on a failed submit). */
  fields: readonly K[];
  /** The fields read as Spanish numbers before validation. */
  numeric: readonly string[];
  /** Number fields that mean 0 when left empty. */
  zeroWhenEmpty?: readonly string[];
  /** Loaded on the first change or submit, so the zod schema is not part of the page's first load. */
  schema: Deferred<ParseableSchema<V>>;
  /** The texts the form starts with. */
  defaults: Readonly<Record<K, string>>;
  /** Called after every change a user makes, with all the texts. */
  onChange?: (texts: Readonly<Record<K, string>>) => void;
}

/** What a field spreads on NumberField or TextField. */
export interface TextFieldProps<K extends string> {
  name: K;
  value: string;
  error: string | undefined;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  ref: (element: HTMLInputElement | null) => void;
}

export interface TextForm<K extends string, V> {
  texts: Readonly<Record<K, string>>;
  errors: TextFormErrors;
  field: (name: K) => TextFieldProps<K>;
  /** The current texts, also between a change and its render. */
  getTexts: () => Readonly<Record<K, string>>;
  /** New texts, no messages, back to validating on submit only. */
  reset: (texts: Readonly<Record<K, string>>) => void;
  /** Whether the user has changed a field or submitted since the page loaded. */
  touched: () => boolean;
  /** Shows the message of every invalid field (without focusing any). */
  trigger: () => void;
  focus: (name: K) => void;
  /**
   * A submit handler: validates every field; when valid, calls `onValid` with the parsed values,
   * otherwise shows the messages and focuses the first invalid field. From then on each change
   * re-validates its own field, until the next reset.
   */
  handleSubmit: (onValid: (values: V) => void) => (event?: { preventDefault(): void }) => void;
}

interface Live<K extends string> {
  texts: Readonly<Record<K, string>>;
  errors: TextFormErrors;
  submitted: boolean;
  resets: number;
  touched: boolean;
}

export function useTextForm<K extends string, V>(options: TextFormOptions<K, V>): TextForm<K, V> {
  const { fields, numeric, zeroWhenEmpty = NONE, schema, defaults, onChange } = options;
  const [texts, setTexts] = useState(defaults);
  const [errors, setErrors] = useState<TextFormErrors>({});
  // The same state for event handlers, current even before React renders it.
  const live = useRef<Live<K>>({
    texts: defaults,
    errors: {},
    submitted: false,
    resets: 0,
    touched: false,
  });
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  const refs = useRef<Partial<Record<K, TextFieldProps<K>['ref']>>>({});

  const update = useCallback((next: Partial<Pick<Live<K>, 'texts' | 'errors'>>) => {
    if (next.texts) {
      live.current.texts = next.texts;
      setTexts(next.texts);
    }
    if (next.errors) {
      live.current.errors = next.errors;
      setErrors(next.errors);
    }
  }, []);

  /** Checks the texts once the schema is loaded (it always is after a submit). */
  const check = useCallback(
    (values: Readonly<Record<string, unknown>>) =>
      schema.current ? checkTexts(schema.current, numeric, values, zeroWhenEmpty) : { errors: {} },
    [schema, numeric, zeroWhenEmpty],
  );

  const focus = useCallback((name: K) => inputs.current[name]?.focus(), []);

  const reset = useCallback(
    (next: Readonly<Record<K, string>>) => {
      live.current.submitted = false;
      live.current.resets += 1;
      update({ texts: next, errors: {} });
    },
    [update],
  );

  const trigger = useCallback(() => {
    update({ errors: check(live.current.texts).errors });
  }, [check, update]);

  const handleSubmit = useCallback(
    (onValid: (values: V) => void) => (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      live.current.touched = true;
      const loaded = schema.current;
      if (!loaded) {
        // Rare: a submit before the schema arrived waits for it, then checks the texts of then.
        void schema.load().then(
          () => handleSubmit(onValid)(),
          () => undefined,
        );
        return;
      }
      const state = live.current;
      const resets = state.resets;
      const checked = checkTexts(loaded, numeric, state.texts, zeroWhenEmpty);
      update({ errors: checked.errors });
      if (checked.success) onValid(checked.data);
      else {
        const first = firstInvalid(fields, checked.errors);
        if (first !== undefined) focus(first);
      }
      // A reset inside onValid (a cleared form) leaves the form unsubmitted.
      if (state.resets === resets) state.submitted = true;
    },
    [schema, numeric, zeroWhenEmpty, update, fields, focus],
  );

  const getTexts = useCallback(() => live.current.texts, []);
  const touched = useCallback(() => live.current.touched, []);

  const field = (name: K): TextFieldProps<K> => {
    let ref = refs.current[name];
    if (!ref) {
      ref = (element) => {
        inputs.current[name] = element;
      };
      refs.current[name] = ref;
    }
    return {
      name,
      value: texts[name],
      error: errors[name],
      ref,
      onChange: (event) => {
        const state = live.current;
        state.touched = true;
        const next = { ...state.texts, [name]: event.target.value };
        update({ texts: next });
        // The first change fetches the schema, so that results and a submit rarely wait for it.
        if (!schema.current) void schema.load().catch(() => undefined);
        if (state.submitted) {
          update({ errors: errorsAfterChange(state.errors, name, check(next).errors) });
        }
        onChange?.(next);
      },
    };
  };

  return { texts, errors, field, getTexts, touched, reset, trigger, focus, handleSubmit };
}

const NONE: readonly string[] = [];
