// The one calculator hook (spec section 4): form, results, restore (share link > storage), live
// recompute, save on submit, share link, plausibility notes and results out of date.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ShareField } from '../../../core/share-reader';
import { deferred, warmUp, type Deferred } from '../../lib/deferred';
import type { ParseableSchema, Resolver } from '../../lib/form/schema';
import { lazyResolver } from '../../lib/form/lazy-resolver';
import { useForm, type Form } from '../../lib/form/use-form';
import { copyShareLink, shareUrl, type ShareValues } from '../../lib/share';
import { writeStored } from '../../lib/storage';
import { useTypingPause } from '../../lib/typing-pause';
import {
  shareValuesOf,
  toTexts,
  typedNumbers,
  withoutFields,
  type CalculatorTexts,
} from './calculator-values';
import { afterRestore, useRestore } from './useRestore';

export type { CalculatorTexts } from './calculator-values';

/** The engine: a result, or a promise of one (a calculation done by the server). */
type Engine<V, R> = (values: V) => R | Promise<R>;

export interface CalculatorConfig<K extends string, V extends Partial<Record<K, number>>, R> {
  /** The number fields, in form order (other fields of V, such as switches, are kept as they are). */
  keys: readonly K[];
  /**
   * The Spanish labels of the fields (any `{ name, label }` rows: a field table fits), so that a
   * value a link carries and cannot be read is named as the form names it.
   */
  fields?: readonly ShareField[];
  /** The zod schema, loaded when a stored or shared form is restored, or on the first change. */
  schema: Deferred<ParseableSchema<V>>;
  /** The empty form; a number field without a default starts blank. */
  defaults: Partial<V>;
  /** Local-storage key of the form (spec section 4). */
  storageKey: string;
  /** Fields that are not kept for the next visit (a deed date is the day of the visit). */
  notStored?: readonly (keyof V & string)[];
  /** The page's route, for share links. */
  pathname: string;
  /**
   * The engine, or the engine loaded on first use (with the schema) to keep it out of the first
   * load. An engine that answers with a promise (a server) shows "calculating" until it settles,
   * and a second submit meanwhile is ignored.
   */
  compute: Engine<V, R> | Deferred<Engine<V, R>>;
  /** What a failed asynchronous calculation tells the visitor (its messages, under their fields). */
  onError?: (error: unknown, form: Form<CalculatorTexts<K, V>, V>) => void;
  /** Whether a change recomputes live (the key fields are filled in); otherwise results go stale. */
  isLive: (values: V) => boolean;
  /** Fields that mean 0 when left empty (expenses and the like); the others are required. */
  zeroWhenEmpty?: readonly K[];
  /**
   * Plausibility notes for values that are valid but deserve a second look; loaded on the first
   * change (notes only follow typing), to keep them out of the first load.
   */
  warnings?: Deferred<(values: Partial<Record<K, number>>) => Partial<Record<string, string>>>;
  /** Link parameters read besides the number fields and the defaults (choices, short names). */
  shareKeys?: readonly string[];
  /**
   * Numbers a link carries outside the form (a part's corrections, read by `fromShare`): one that
   * cannot be read is named with the form's own and left out of what `fromShare` receives.
   */
  linkNumbers?: readonly ShareField[];
  /**
   * Link parameters named otherwise than their fields, when two calculators share a page and a
   * field name (the plusvalía page): each link then opens only its own calculator.
   */
  linkNames?: Readonly<Partial<Record<keyof V & string, string>>>;
  /**
   * The form a share link opens, when the defaults with the link's numbers and switches are not
   * enough (choices given as text, defaults that follow another shared value, aliases).
   */
  fromShare?: FromShare<V> | Deferred<FromShare<V>>;
  /** Fetches the code of the results (`lazyWithPreload`), once the tool is React's. */
  preload?: () => Promise<unknown>;
  /**
   * The engine runs in the browser and its first run is slow (its code is compiled then): it also
   * runs once, in a task of its own, on the form as it stands when the warm-up runs, its result
   * dropped. Never for an engine that asks a server.
   */
  warmEngine?: boolean;
}

type FromShare<V> = (shared: Partial<Record<string, string>>) => Partial<V>;

export interface Calculator<K extends string, V, R> {
  form: Form<CalculatorTexts<K, V>, V>;
  result: R | undefined;
  /** The valid values the result was computed from. */
  values: V | undefined;
  /** The inputs changed since the result was computed and cannot be computed now. */
  stale: boolean;
  /** An asynchronous calculation is under way. */
  calculating: boolean;
  /** Plausibility notes per field for what is typed now. */
  warnings: Partial<Record<K, string>>;
  /** One Spanish sentence per value of the opened link that could not be read (none: empty). */
  linkErrors: readonly string[];
  onSubmit: (event?: React.FormEvent) => Promise<void>;
  /**
   * Writes a link with the current inputs and every part's values (see `addToLink`) and copies it
   * to the clipboard, or gives it to `send` (the analysis' share sheet on a phone).
   */
  share: (send?: (url: string) => Promise<boolean>) => Promise<boolean>;
  /** The share link `share` sends (the PDF report prints it and its QR code). */
  shareLink: () => string;
  /**
   * The link the page was opened with (every parameter, as text), once restored; undefined
   * without one. Parts outside the form (sub-forms, corrections) restore from it.
   */
  link: Partial<Record<string, string>> | undefined;
  /** Adds a part's values (read when a link is made) to every share link; returns its removal. */
  addToLink: AddToLink;
  /** A part's link values that could not be read, named with the form's own (`linkErrors`). */
  reportLinkErrors: (part: string, errors: readonly string[]) => void;
  /**
   * `link`, `addToLink`, `reportLinkErrors` and `shareLink` in one object that stays the same
   * while the link does: results drawn once (`useMemo`) keep a current one.
   */
  linkHost: Pick<Calculator<K, V, R>, 'link' | 'addToLink' | 'reportLinkErrors' | 'shareLink'>;
}

export type AddToLink = (part: string, values: () => ShareValues) => () => void;

const NONE: readonly never[] = [];
type Names = Readonly<Partial<Record<string, string>>>;
const NO_NAMES: Names = {};

/** `values` with each key renamed as `names` says (the others as they are). */
const renamed = <T>(values: Record<string, T>, names: Names): Record<string, T> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [names[key] ?? key, value]));

/** How a link or storage becomes the form's texts: loaded only when there is one to read. */
const RESTORE = deferred(() => import('./restore'));

/** Spec section 8: calculation errors are only logged. */
function log(error: unknown): void {
  console.error('Calculation failed', error);
}

/**
 * Whether two results or value sets hold the same data: numbers, texts, switches, arrays and
 * plain objects compared through (a result is plain data).
 */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

function isPromise<R>(value: R | Promise<R>): value is Promise<R> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * Results appear on submit and follow every change while the input is valid and live; otherwise
 * the results on screen are marked out of date. What is typed is saved as shown, on every change.
 * On load the form comes from the share link if the URL has one (the link wins), otherwise from
 * storage; a restored valid form shows its results at once. A link value that cannot be read is
 * shown as it came, named in `linkErrors`, and nothing is computed until it is corrected. What the
 * user typed first always wins.
 */
export function useCalculator<K extends string, V extends Partial<Record<K, number>>, R>(
  config: CalculatorConfig<K, V, R>,
): Calculator<K, V, R> {
  const { keys, schema, defaults, storageKey, pathname, compute, isLive, warnings } = config;
  const { fromShare, onError, notStored = NONE, shareKeys = NONE, fields = NONE } = config;
  const { linkNames = NO_NAMES, linkNumbers = NONE, preload, warmEngine = false } = config;
  const zeroWhenEmpty = config.zeroWhenEmpty ?? NONE;
  const names: Names = linkNames;
  const [state, setState] = useState<{ result: R; values: V; stale: boolean }>();
  const [calculating, setCalculating] = useState(false);
  const [linkErrors, setLinkErrors] = useState<readonly string[]>(NONE);
  const [partErrors, setPartErrors] = useState<Readonly<Record<string, readonly string[]>>>({});
  const reportLinkErrors = useCallback((part: string, errors: readonly string[]) => {
    setPartErrors((previous) =>
      (previous[part] ?? NONE).join() === errors.join()
        ? previous
        : { ...previous, [part]: errors },
    );
  }, []);
  const allLinkErrors = useMemo(
    () => [...linkErrors, ...Object.values(partErrors).flat()],
    [linkErrors, partErrors],
  );
  const [link, setLink] = useState<Partial<Record<string, string>>>();
  /** The values of the parts outside the form that every link carries, by part. */
  const parts = useRef(new Map<string, () => ShareValues>());
  const addToLink = useCallback<AddToLink>((part, values) => {
    parts.current.set(part, values);
    return () => parts.current.delete(part);
  }, []);
  /** The latest calculation asked for: an older answer that arrives later is dropped. */
  const latest = useRef(0);
  const resolver = useMemo(
    () => lazyResolver(schema.load, keys, zeroWhenEmpty),
    [schema, keys, zeroWhenEmpty],
  );
  const defaultTexts = useMemo(() => toTexts<K, V>(defaults, keys), [defaults, keys]);
  const form = useForm<CalculatorTexts<K, V>, V>({ resolver, defaultValues: defaultTexts });
  const { reset, trigger, getValues, changed, watch, handleSubmit } = form;
  const [texts, setTexts] = useState<Partial<CalculatorTexts<K, V>>>(defaultTexts);
  // Read when a calculation fails, so that `run` stays the same function between renders.
  const failure = useRef({ onError, form });
  failure.current = { onError, form };

  /**
   * Computes `values`; resolves once the result is on its way to the screen (a transition) or the
   * failure is shown: to whether there is a result.
   */
  const run = useCallback(
    async (values: V): Promise<boolean> => {
      const id = ++latest.current;
      const current = () => id === latest.current;
      try {
        const engine =
          typeof compute === 'function' ? compute : (compute.current ?? (await compute.load()));
        const output = engine(values);
        if (isPromise(output)) setCalculating(true);
        const result = await output;
        if (!current()) return false;
        const show = () => {
          // The same values and result (a second press of the button): the same state, nothing
          // to draw again.
          setState((previous) =>
            previous &&
            !previous.stale &&
            sameData(previous.values, values) &&
            sameData(previous.result, result)
              ? previous
              : { result, values, stale: false },
          );
          // The link's unreadable values have been corrected.
          setLinkErrors(NONE);
        };
        // Drawn as a transition, live or pressed: the results are the longest thing React draws
        // here, and in a transition it yields, so the key's or the press's own frame is painted
        // first (issue 27: a press's frame at 4x CPU was the results' whole render).
        startTransition(show);
        return true;
      } catch (error) {
        if (!current()) return false;
        // The result on screen no longer matches the inputs.
        setState((previous) => previous && { ...previous, stale: true });
        const { onError: handle, form: latestForm } = failure.current;
        if (handle) handle(error, latestForm);
        else log(error);
        return false;
      } finally {
        if (current()) setCalculating(false);
      }
    },
    [compute],
  );

  /** A change not checked yet: a valid submit meanwhile checks and computes it instead. */
  const due = useRef(false);

  /**
   * Once typing pauses (site/lib/typing-pause.ts), shows the notes for what is typed then, checks
   * it and computes it when it is valid and live; marks the result out of date otherwise. Each key
   * only stores its text and starts the wait again: keys typed in a row make one check and one
   * calculation, none runs between them, and no note is shown for a number half typed ("25" on
   * the way to "250.000").
   */
  const pause = useTypingPause(() => {
    const check = (resolve: Resolver<V>) => {
      if (!due.current) return;
      due.current = false;
      const checked = resolve(getValues());
      if (Object.keys(checked.errors).length === 0 && isLive(checked.values as V)) {
        void run(checked.values as V);
      } else {
        setCalculating(false);
        setState((previous) => previous && { ...previous, stale: true });
      }
    };
    // The notes in a transition: React yields while it draws them.
    startTransition(() => setTexts(getValues()));
    if (resolver.current) check(resolver.current);
    // Before the schema arrives, what is typed then is checked once it does.
    else void resolver.load().then(check, () => undefined);
  });
  const { restart: waitForPause } = pause;
  const follow = useCallback(() => {
    // A calculation under way was asked for inputs that have changed since.
    latest.current += 1;
    due.current = true;
    waitForPause();
  }, [waitForPause]);

  // Once the tool is React's (after the visitor's first tap, site/lib/tool-on-first-input.tsx),
  // what the first change needs is fetched: the schema, the engine, the notes and the results'
  // code. Otherwise each waits for the one before it, and the results' code arrives while the
  // visitor types (issue 27: a 550 ms keystroke at 4× CPU on /hipoteca).
  // Once fetched, the checks of a change run once on the form as it stands, off the visitor's
  // path: the first keystroke then runs code the browser has already compiled.
  useEffect(() => {
    warmUp(
      Promise.all([
        resolver.load(),
        typeof compute === 'function' ? undefined : compute.load(),
        warnings?.load(),
        preload?.(),
      ]),
      ([resolve, engine, notes]) => {
        const texts = getValues();
        const checked = resolve(texts);
        notes?.(typedNumbers(texts as Partial<Record<K, string>>, keys, zeroWhenEmpty));
        const values = checked.values as V;
        if (!warmEngine || !engine || Object.keys(checked.errors).length > 0 || !isLive(values))
          return;
        setTimeout(() => engine(values), 0);
      },
    );
  }, [resolver, compute, warnings, preload, getValues, keys, zeroWhenEmpty, warmEngine, isLive]);

  const restoring = useRestore({
    linkKeys: [
      ...new Set([
        ...keys,
        ...Object.keys(defaults),
        ...shareKeys,
        ...linkNumbers.map((field) => field.name),
      ]),
    ].map((key) => names[key] ?? key),
    storageKey,
    load: () =>
      Promise.all([
        schema.load(),
        resolver.load(),
        fromShare && typeof fromShare !== 'function' ? fromShare.load() : fromShare,
        RESTORE.load(),
      ]),
    fromLink: (linked, [, resolve, open, restore]) => {
      setLink(Object.fromEntries(new URLSearchParams(window.location.search)));
      // Fields named otherwise in the link (linkNames) come back under their own names; a field
      // the visitor changed before the link was read keeps what they typed (`apply`).
      const typed = changed();
      const shared = Object.fromEntries(
        Object.entries(
          renamed(linked, Object.fromEntries(Object.entries(names).map(([f, n]) => [n, f]))),
        ).filter(([field]) => !typed.has(field)),
      );
      return {
        ...restore.openLink<K, V>(shared, { keys, fields, defaults, open, linkNumbers }),
        resolve,
      };
    },
    fromStorage: ([, resolve, , restore]) => {
      const stored = restore.openStored<K, V>(storageKey, keys, defaults);
      return stored && { ...stored, resolve };
    },
    apply: (restored) => {
      if (!restored) return;
      // What the visitor typed while the link or the stored form was being read stays; the
      // fields they did not change take the link's (or the stored) values.
      const current = getValues() as Record<string, unknown>;
      const typed = [...changed()].map((field) => [field, current[field]]);
      const merged = { ...restored.texts, ...Object.fromEntries(typed) };
      reset(merged);
      setTexts(merged);
      setLinkErrors(restored.linkErrors);
      const checked = restored.resolve(merged);
      const valid = Object.keys(checked.errors).length === 0 && restored.linkErrors.length === 0;
      if (valid) void run(checked.values as V);
      else void trigger();
    },
  });

  /** What is on screen is what the next visit shows (spec section 4, issue 23). */
  const store = useCallback(
    () => writeStored(storageKey, withoutFields(getValues(), notStored)),
    [storageKey, getValues, notStored],
  );

  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type !== 'change') return;
      // While a stored form is being read, it is not overwritten before it is (it is then shown
      // with what was typed meanwhile, and that is stored).
      void afterRestore(restoring, () => Promise.resolve(store()));
      if (warnings && !warnings.current)
        void warnings.load().then(() => setTexts(getValues()), log);
      follow();
    });
    return () => subscription.unsubscribe();
  }, [watch, resolver, follow, warnings, getValues, store, restoring]);

  // handleSubmit calls this after the press's own frame is painted (site/lib/form/use-form.ts).
  const submit = handleSubmit(async (values) => {
    // A second Enter while the server is still answering is ignored by handleSubmit.
    store();
    // These are the values a change waiting for a pause would have checked.
    due.current = false;
    pause.cancel();
    // After a failure the page stays where the message is.
    // On a phone the results appear under the form: brought into view (code loaded on submit),
    // unless the person has moved on meanwhile (a scroll then would take the focus out of sight).
    if (await run(values)) {
      const focused = document.activeElement;
      void import('../../lib/reveal-results').then(
        (module) => module.revealResults(focused),
        () => undefined,
      );
    }
  });

  // One function across renders (the latest submit inside), so that what receives it is not
  // drawn again because of it.
  const latestSubmit = useRef(submit);
  latestSubmit.current = submit;
  const onSubmit = useCallback(
    (event?: React.FormEvent) => afterRestore(restoring, () => latestSubmit.current(event), event),
    [restoring],
  );

  /** The one writer of the tool's links: the form's values, then each part's. */
  const shareLink = useCallback(() => {
    const values = renamed(shareValuesOf(getValues(), keys, zeroWhenEmpty), names);
    for (const part of parts.current.values()) Object.assign(values, part());
    return shareUrl(pathname, values);
  }, [getValues, keys, zeroWhenEmpty, names, pathname]);
  /** Copies the link, unless `send` does something else with it. */
  const share = useCallback(
    (send = copyShareLink) => afterRestore(restoring, () => send(shareLink())),
    [restoring, shareLink],
  );
  /** What the results' own forms need of the link, the same object while the link is. */
  const linkHost = useMemo(
    () => ({ link, addToLink, reportLinkErrors, shareLink }),
    [link, addToLink, reportLinkErrors, shareLink],
  );

  return {
    form,
    result: state?.result,
    values: state?.values,
    stale: state?.stale ?? false,
    calculating,
    warnings: (warnings?.current?.(
      typedNumbers(texts as Partial<Record<K, string>>, keys, zeroWhenEmpty),
    ) ?? {}) as Partial<Record<K, string>>,
    linkErrors: allLinkErrors,
    onSubmit,
    share,
    shareLink,
    link,
    addToLink,
    reportLinkErrors,
    linkHost,
  };
}
