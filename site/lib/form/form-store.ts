// What the form engine keeps outside React's state: the values as typed, the registered inputs and
// who listens, current in event handlers even before React renders them.
import type { Deferred } from '../deferred';
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
 * HTML, so a prerendered form shows its values before its code arrives.
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

interface Field {
  elements: FieldElement[];
  options: RegisterOptions;
  ref: (element: FieldElement | null) => void;
}

export interface FormStore<T> {
  values: Record<string, unknown>;
  errors: FieldErrors;
  submitted: boolean;
  resets: number;
  /** A submit is being validated or sent: another one is ignored until it ends. */
  submitting: boolean;
  /** The fields the visitor changed, in the HTML before hydration or since. */
  changed: Set<string>;
  readonly defaults: Readonly<Record<string, unknown>>;
  /** Registered fields in registration order, the order invalid fields are focused in. */
  readonly fields: Map<string, Field>;
  /** Fields a render reads (`watch(name)`): a change draws the form again. */
  readonly watched: Set<string>;
  readonly watchers: Set<WatchCallback<T>>;
  /** Fields the visitor changed in the prerendered HTML, before hydration: announced once mounted. */
  readonly changedEarly: Set<string>;
}

export function createStore<T>(defaults: Partial<T>): FormStore<T> {
  const start = defaults as Readonly<Record<string, unknown>>;
  return {
    values: { ...start },
    errors: {},
    submitted: false,
    resets: 0,
    submitting: false,
    changed: new Set(),
    defaults: start,
    fields: new Map(),
    watched: new Set(),
    watchers: new Set(),
    changedEarly: new Set(),
  };
}

/** The first connected input of a field. */
export function inputOf<T>(store: FormStore<T>, name: string): FieldElement | undefined {
  return store.fields.get(name)?.elements.find((el) => el.isConnected);
}

/**
 * The ref of a field's inputs. Without a value, or changed by the visitor before hydration, the
 * form takes what the input shows; otherwise the input shows the value.
 */
function fieldRef<T>(store: FormStore<T>, name: string, field: Field) {
  return (element: FieldElement | null) => {
    if (!element || field.elements.includes(element)) return;
    element.form?.setAttribute('data-ready', 'true'); // React's now: the e2e tests' fact
    field.elements = field.elements.filter((el) => el.isConnected).concat(element);
    const values = store.values;
    // A remounted shouldUnregister field starts again from its default.
    if (!(name in values)) values[name] = store.defaults[name];
    if (changedFromHtml(element)) {
      values[name] = readField(field.elements, field.options.setValueAs);
      store.changed.add(name);
      store.changedEarly.add(name);
    } else if (values[name] === undefined || store.changedEarly.has(name)) {
      values[name] = readField(field.elements, field.options.setValueAs);
    } else {
      writeElement(element, values[name], field.elements.length);
    }
  };
}

/** What an input spreads to be the form's field `name`. */
export function registerField<T, K extends string>(
  store: FormStore<T>,
  name: K,
  options: RegisterOptions,
  onChange: (name: string) => void,
): Registered<K> {
  let field = store.fields.get(name);
  if (!field) {
    const created: Field = { elements: [], options, ref: () => undefined };
    created.ref = fieldRef(store, name, created);
    store.fields.set(name, created);
    field = created;
  }
  field.options = options;
  return {
    name,
    ref: field.ref,
    onChange: () => onChange(name),
    ...(options.value === undefined ? {} : { value: options.value }),
    ...htmlDefault(store.defaults[name], options.value),
  };
}

/** A field registered with shouldUnregister loses its value and message once its inputs are gone. */
export function dropUnmounted<T>(store: FormStore<T>, showErrors: (next: FieldErrors) => void) {
  for (const [name, field] of store.fields) {
    if (!field.options.shouldUnregister || field.elements.length === 0) continue;
    if (field.elements.some((el) => el.isConnected)) continue;
    field.elements = [];
    store.values = without(store.values, name);
    if (store.errors[name]) showErrors(without(store.errors, name));
  }
}

/**
 * Reads a changed field, checks it again once the form was submitted, and tells the watchers.
 * Returns whether a render reads the field.
 */
export function applyChange<T, V>(
  store: FormStore<T>,
  name: string,
  resolver: Deferred<Resolver<V>>,
  showErrors: (next: FieldErrors) => void,
): boolean {
  const field = store.fields.get(name);
  if (!field) return false;
  store.changed.add(name);
  store.values = { ...store.values, [name]: readField(field.elements, field.options.setValueAs) };
  const resolve = resolver.current;
  // The first change fetches the schema, so that a submit rarely has to wait for it.
  if (!resolve) void resolver.load().catch(() => undefined);
  if (store.submitted && resolve) {
    const next = errorsAfterFieldChange(store.errors, name, resolve(store.values).errors);
    if (next !== store.errors) showErrors(next);
  }
  for (const watcher of store.watchers) {
    watcher(store.values as Partial<T>, { name, type: 'change' });
  }
  return store.watched.has(name);
}

/** Back to the defaults (or to `values`), unsubmitted; the inputs show them at once. */
export function resetStore<T>(store: FormStore<T>, values?: Partial<T>): void {
  store.values = { ...(values ?? store.defaults) };
  store.submitted = false;
  store.resets += 1;
  for (const [name, field] of store.fields) {
    const connected = field.elements.filter((el) => el.isConnected);
    if (store.values[name] === undefined) {
      store.values[name] = readField(connected, field.options.setValueAs);
    } else {
      for (const el of connected) writeElement(el, store.values[name], connected.length);
    }
  }
}
