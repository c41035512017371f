// What a tool gives the calculator hook (its field table and engine) and what the hook gives back.
import type * as React from 'react';
import type { ShareField } from '../../../core/share-reader';
import type { FieldRow } from '../../../core/tools/fields';
import type { Deferred } from '../../lib/deferred';
import type { Form } from '../../lib/form/use-form';
import type { ParseableSchema } from '../../lib/form/schema';
import type { ShareValues } from '../../lib/share';
import type { CalculatorTexts } from './calculator-values';
import type { ResultState } from './useLiveResult';

/** The engine: a result, or a promise of one (a calculation done by the server). */
export type Engine<V, R> = (values: V) => R | Promise<R>;

export type FromShare<V> = (shared: Partial<Record<string, string>>) => Partial<V>;

export type CalculatorForm<K extends string, V> = Form<CalculatorTexts<K, V>, V>;

export interface CalculatorConfig<K extends string, V extends Partial<Record<K, number>>, R> {
  /**
   * The tool's field table: its number fields in form order, with the labels, defaults, empty
   * meanings and link names the form, the link and storage read.
   */
  rows: readonly FieldRow<K>[];
  /** The zod schema, loaded on first use; without one, the one the rows build (field-schema.ts). */
  schema?: Deferred<ParseableSchema<V>>;
  /** Starting values the rows do not give: switches, choices, a page's own figure for a row. */
  extraDefaults?: Partial<V>;
  storageKey: string;
  /** Fields that are not kept for the next visit (a deed date is the day of the visit). */
  notStored?: readonly (keyof V & string)[];
  /** The page's route, for share links. */
  pathname: string;
  /**
   * The engine, or the engine loaded on first use. One that answers with a promise (a server)
   * shows "calculating" until it settles, and a second submit meanwhile is ignored.
   */
  compute: Engine<V, R> | Deferred<Engine<V, R>>;
  /** What a failed asynchronous calculation tells the visitor (its messages, under their fields). */
  onError?: (error: unknown, form: CalculatorForm<K, V>) => void;
  /** Whether a change recomputes live (the key fields are filled in); otherwise results go stale. */
  isLive: (values: V) => boolean;
  /** Plausibility notes for values that are valid but deserve a second look; loaded on first use. */
  warnings?: Deferred<(values: Partial<Record<K, number>>) => Partial<Record<string, string>>>;
  /** Link parameters read besides the rows and the defaults (choices, short names). */
  shareKeys?: readonly string[];
  /**
   * Numbers a link carries outside the form (a part's corrections, read by `fromShare`): one that
   * cannot be read is named like the form's own and left out of what `fromShare` receives.
   */
  linkNumbers?: readonly ShareField[];
  /**
   * Link parameters named otherwise than their fields, when two calculators share a page and a
   * field name (the plusvalía page): each link then opens only its own calculator.
   */
  linkNames?: Readonly<Partial<Record<keyof V & string, string>>>;
  /** The form a link opens, when the defaults with the link's values are not enough. */
  fromShare?: FromShare<V> | Deferred<FromShare<V>>;
  /** Fetches the code of the results, once the tool is React's. */
  preload?: () => Promise<unknown>;
  /**
   * A browser engine whose first run is slow (its code is compiled then) also runs once in the
   * warm-up, its result dropped. Never for an engine that asks a server.
   */
  warmEngine?: boolean;
}

export type AddToLink = (part: string, values: () => ShareValues) => () => void;

/** What the results' own forms need of the link: the same object while the link is. */
export interface LinkHost {
  /** The link the page was opened with (every parameter, as text), once restored. */
  link: Partial<Record<string, string>> | undefined;
  /** Adds a part's values (read when a link is made) to every share link; returns its removal. */
  addToLink: AddToLink;
  /** A part's link values that could not be read, named with the form's own (`linkErrors`). */
  reportLinkErrors: (part: string, errors: readonly string[]) => void;
  /** The share link of the inputs and every part (the PDF report prints it and its QR code). */
  shareLink: () => string;
}

export interface Calculator<K extends string, V, R> extends LinkHost {
  form: CalculatorForm<K, V>;
  result: R | undefined;
  /** The valid values the result was computed from. */
  values: V | undefined;
  /** The inputs changed since the result was computed and cannot be computed now. */
  stale: boolean;
  /** An asynchronous calculation is under way. */
  calculating: boolean;
  /** Where the results stand against the inputs (the tool frame's `data-state`). */
  state: ResultState;
  /** Plausibility notes per field for what is typed now. */
  warnings: Partial<Record<K, string>>;
  /** One Spanish sentence per value of the opened link that could not be read (none: empty). */
  linkErrors: readonly string[];
  onSubmit: (event?: React.FormEvent) => Promise<void>;
  /** Copies the share link, or gives it to `send` (the analysis' share sheet on a phone). */
  share: (send?: (url: string) => Promise<boolean>) => Promise<boolean>;
  linkHost: LinkHost;
}
