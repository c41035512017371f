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
  setValueAs?: (value: unknown) => unknown;
  /** Dropped when the input unmounts; from the default when it remounts. */
  shouldUnregister?: boolean;
  value?: string;
}

/** With the default in the HTML: a prerendered form shows its values before its code arrives. */
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
  submitting: boolean;
  changed: Set<string>;
  readonly defaults: Readonly<Record<string, unknown>>;
  /** In registration order, the order invalid fields are focused in. */
  readonly fields: Map<string, Field>;
  readonly watched: Set<string>;
  readonly watchers: Set<WatchCallback<T>>;
  /** Changed in the prerendered HTML before hydration: announced once mounted. */
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

export function inputOf<T>(store: FormStore<T>, name: string): FieldElement | undefined {
  return store.fields.get(name)?.elements.find((el) => el.isConnected);
}

/** Without a value, or changed before hydration, the form takes what the input shows. */
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

export function dropUnmounted<T>(store: FormStore<T>, showErrors: (next: FieldErrors) => void) {
  for (const [name, field] of store.fields) {
    if (!field.options.shouldUnregister || field.elements.length === 0) continue;
    if (field.elements.some((el) => el.isConnected)) continue;
    field.elements = [];
    store.values = without(store.values, name);
    if (store.errors[name]) showErrors(without(store.errors, name));
  }
}

/** Reads a changed field, checks it after a submit, tells the watchers; true if a render reads it. */
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
