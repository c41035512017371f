// The pure part of useForm: validation types and how a field's inputs are read and written.
import type * as z from 'zod/mini';

export interface FieldError {
  type: string;
  message?: string;
}

export type FieldErrors = Partial<Record<string, FieldError>>;

export type ResolverResult<V> =
  | { values: V; errors: Record<string, never> }
  | { values: Record<string, never>; errors: FieldErrors };

export type Resolver<V> = (values: Readonly<Record<string, unknown>>) => ResolverResult<V>;

export type FieldMessages = Partial<Record<string, string>>;

/** What the site needs of a zod/mini schema: its own safeParse (no zod import at run time). */
export interface ParseableSchema<V> {
  safeParse: (
    data: unknown,
  ) => { success: true; data: V } | { success: false; error: { issues: z.core.$ZodIssue[] } };
}

export interface FieldElement {
  type: string;
  value: string;
  checked?: boolean;
  isConnected: boolean;
  focus(): void;
  form?: { setAttribute: (name: string, value: string) => void } | null;
  defaultValue?: string;
  defaultChecked?: boolean;
  options?: ArrayLike<{ defaultSelected: boolean }>;
  selectedIndex?: number;
}

const isCheckable = (el: FieldElement) => el.type === 'checkbox' || el.type === 'radio';

/** As react-hook-form reads them: the checked radio, ticked values, one tick as a boolean. */
export function readField(
  elements: readonly FieldElement[],
  setValueAs?: (value: unknown) => unknown,
): unknown {
  const connected = elements.filter((el) => el.isConnected);
  const first = connected[0];
  if (!first) return undefined;
  if (first.type === 'radio') return connected.find((el) => el.checked)?.value ?? null;
  if (first.type === 'checkbox') {
    if (connected.length > 1) return connected.filter((el) => el.checked).map((el) => el.value);
    return Boolean(first.checked);
  }
  return setValueAs ? setValueAs(first.value) : first.value;
}

/** Typed into a prerendered field before its code arrived (React keeps it when it hydrates). */
export function changedFromHtml(el: FieldElement): boolean {
  if (isCheckable(el)) return el.checked !== el.defaultChecked;
  if (el.options) {
    // A select shows its last option marked selected in the HTML, or else its first.
    const marked = Array.from(el.options).map((o) => o.defaultSelected);
    return el.selectedIndex !== Math.max(marked.lastIndexOf(true), 0);
  }
  return el.defaultValue !== undefined && el.value !== el.defaultValue;
}

export function htmlDefault(
  value: unknown,
  choice?: string,
): { defaultValue?: string; defaultChecked?: boolean } {
  if (choice !== undefined)
    return { defaultChecked: Array.isArray(value) ? value.includes(choice) : value === choice };
  if (typeof value === 'boolean') return { defaultChecked: value };
  if (typeof value === 'string' || typeof value === 'number')
    return { defaultValue: String(value) };
  return {};
}

export function writeElement(el: FieldElement, value: unknown, group: number): void {
  if (!isCheckable(el)) {
    el.value = value === undefined || value === null ? '' : String(value);
  } else if (el.type === 'radio') {
    el.checked = el.value === value;
  } else if (group > 1 || Array.isArray(value)) {
    el.checked = Array.isArray(value) ? value.includes(el.value) : el.value === value;
  } else {
    el.checked = Boolean(value);
  }
}

/** After a submit a change brings only its own field's message up to date. */
export function errorsAfterFieldChange(
  current: FieldErrors,
  name: string,
  checked: FieldErrors,
): FieldErrors {
  const error = checked[name];
  if (current[name]?.message === error?.message) return current;
  const next = without(current, name);
  if (error) next[name] = error;
  return next;
}

export function without<T>(record: Readonly<Record<string, T>>, name: string): Record<string, T> {
  const next: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) if (key !== name) next[key] = value;
  return next;
}
