// The pure part of useForm: the types of validation (resolvers.ts validates, loaded on use) and
// how a registered field's inputs are read and written.
import type * as z from 'zod/mini';

/** One message per field, in react-hook-form's error shape. */
export interface FieldError {
  type: string;
  message?: string;
}

export type FieldErrors = Partial<Record<string, FieldError>>;

/** The parsed values and no errors, or no values and one error per invalid field. */
export type ResolverResult<V> =
  | { values: V; errors: Record<string, never> }
  | { values: Record<string, never>; errors: FieldErrors };

/** Validates the form's values. */
export type Resolver<V> = (values: Readonly<Record<string, unknown>>) => ResolverResult<V>;

/** One Spanish message per field: the first issue of each top-level field. */
export type FieldMessages = Partial<Record<string, string>>;

/** What the site needs of a zod/mini schema: its own safeParse (no zod import at run time). */
export interface ParseableSchema<V> {
  safeParse: (
    data: unknown,
  ) => { success: true; data: V } | { success: false; error: { issues: z.core.$ZodIssue[] } };
}

/** What a field reads from and writes to: an input, a select or a textarea. */
export interface FieldElement {
  type: string;
  value: string;
  checked?: boolean;
  isConnected: boolean;
  focus(): void;
  /** The form the input belongs to, if any. */
  form?: { setAttribute: (name: string, value: string) => void } | null;
  /** What the prerendered HTML showed: the value, tick or selected options before any change. */
  defaultValue?: string;
  defaultChecked?: boolean;
  options?: ArrayLike<{ defaultSelected: boolean }>;
  selectedIndex?: number;
}

const isCheckable = (el: FieldElement) => el.type === 'checkbox' || el.type === 'radio';

/**
 * What a field's connected inputs hold, read the way react-hook-form reads them: the checked
 * radio's value (null when none is), the list of ticked values of several checkboxes of one
 * name, a single checkbox as a boolean, any other input's text through `setValueAs`.
 */
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

/**
 * Whether the visitor changed the input away from what the page's HTML showed: typed into a
 * prerendered field before its code arrived (React keeps such a value when it hydrates).
 */
export function changedFromHtml(el: FieldElement): boolean {
  if (isCheckable(el)) return el.checked !== el.defaultChecked;
  if (el.options) {
    // A select shows its last option marked selected in the HTML, or else its first.
    const marked = Array.from(el.options).map((o) => o.defaultSelected);
    return el.selectedIndex !== Math.max(marked.lastIndexOf(true), 0);
  }
  return el.defaultValue !== undefined && el.value !== el.defaultValue;
}

/**
 * The props that make the prerendered HTML show a field's default: its text, its tick, or (for one
 * of several radios or checkboxes, `choice` being its value) whether it is the one chosen.
 */
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

/** Shows a default or reset `value` in one of the field's `group` inputs. */
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

/**
 * The errors after a change of `name` once the form was submitted: only that field's message is
 * brought up to date, the others stay as they are (react-hook-form's re-validation on change).
 */
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

/** A copy of a record (values or errors) without the entry of `name`. */
export function without<T>(record: Readonly<Record<string, T>>, name: string): Record<string, T> {
  const next: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) if (key !== name) next[key] = value;
  return next;
}
