// What a tool gives the calculator hook (its field table and engine) and what the hook gives back.
import type * as React from 'react';
import type { ShareField } from '../../../core/share-reader';
import type { FieldRow } from '../../../core/tools/fields';
import type { Deferred } from '../../lib/deferred';
import type { Form } from '../../lib/form/use-form';
import type { ParseableSchema } from '../../lib/form/schema';
import type { ShareValues } from '../../lib/share';
import type { CalculatorTexts } from './calculator-values';

/**
 * None yet, a change waiting for the typing pause or its check, a calculation under way, the
 * inputs' result, or out of date (what is typed cannot be computed): the frame's `data-state`.
 */
export type ResultState = 'empty' | 'pending' | 'calculating' | 'ready' | 'stale';

export type Engine<V, R> = (values: V) => R | Promise<R>;

export type FromShare<V> = (shared: Partial<Record<string, string>>) => Partial<V>;

export type CalculatorForm<K extends string, V> = Form<CalculatorTexts<K, V>, V>;

export interface CalculatorConfig<K extends string, V extends Partial<Record<K, number>>, R> {
  /** The field table: keys, labels, defaults, empty meanings and link names come from its rows. */
  rows: readonly FieldRow<K>[];
  /** Without one, the schema the rows build (field-schema.ts), loaded on first use. */
  schema?: Deferred<ParseableSchema<V>>;
  /** Starting values the rows do not give: switches, choices, a page's own figure for a row. */
  extraDefaults?: Partial<V>;
  storageKey: string;
  notStored?: readonly (keyof V & string)[];
  pathname: string;
  compute: Engine<V, R> | Deferred<Engine<V, R>>;
  onError?: (error: unknown, form: CalculatorForm<K, V>) => void;
  isLive: (values: V) => boolean;
  warnings?: Deferred<(values: Partial<Record<K, number>>) => Partial<Record<string, string>>>;
  shareKeys?: readonly string[];
  linkNumbers?: readonly ShareField[];
  linkNames?: Readonly<Partial<Record<keyof V & string, string>>>;
  fromShare?: FromShare<V> | Deferred<FromShare<V>>;
  preload?: () => Promise<unknown>;
  warmEngine?: boolean;
}

export type AddToLink = (part: string, values: () => ShareValues) => () => void;

export interface LinkHost {
  link: Partial<Record<string, string>> | undefined;
  addToLink: AddToLink;
  reportLinkErrors: (part: string, errors: readonly string[]) => void;
  shareLink: () => string;
  /** A part's inputs wait for their typing pause: the tool's results are pending meanwhile. */
  reportPending?: (part: string, pending: boolean) => void;
}

export interface Calculator<K extends string, V, R> extends LinkHost {
  form: CalculatorForm<K, V>;
  result: R | undefined;
  values: V | undefined;
  stale: boolean;
  calculating: boolean;
  state: ResultState;
  warnings: Partial<Record<K, string>>;
  linkErrors: readonly string[];
  onSubmit: (event?: React.FormEvent) => Promise<void>;
  share: (send?: (url: string) => Promise<boolean>) => Promise<boolean>;
  linkHost: LinkHost;
}
