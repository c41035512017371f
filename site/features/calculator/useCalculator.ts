// The one calculator hook (spec section 4): a tool's field table and engine become its form, live
// result, restore (share link > storage), storage, share link and plausibility notes.
import { useCallback, useMemo } from 'react';
import type { FieldRow } from '../../../core/tools/fields';
import { deferred, type Deferred } from '../../lib/deferred';
import { lazyResolver } from '../../lib/form/lazy-resolver';
import type { ParseableSchema } from '../../lib/form/schema';
import { useForm } from '../../lib/form/use-form';
import { copyShareLink } from '../../lib/share';
import type { Calculator, CalculatorConfig } from './calculator-config';
import { tableOf, toTexts, type CalculatorTexts } from './calculator-values';
import { restoreOptions } from './restore-options';
import { useLiveResult } from './useLiveResult';
import { useNotes } from './useNotes';
import { useRestore, afterRestore } from './useRestore';
import { useSaveAndSubmit } from './useSaveAndSubmit';
import { useToolLink } from './useToolLink';

export type { Calculator, CalculatorConfig } from './calculator-config';

const NONE: readonly never[] = [];

/** The schema the rows build, for a tool whose values are its rows' (field-schema.ts). */
function rowsSchema<V>(rows: readonly FieldRow[]): Deferred<ParseableSchema<V>> {
  return deferred(() =>
    import('../../../core/tools/field-schema').then(
      ({ numberSchema }) => numberSchema(rows) as unknown as ParseableSchema<V>,
    ),
  );
}

/** On load the link wins over storage, and what the visitor typed meanwhile wins over both. */
export function useCalculator<K extends string, V extends Partial<Record<K, number>>, R>(
  config: CalculatorConfig<K, V, R>,
): Calculator<K, V, R> {
  const { rows, extraDefaults, linkNames, notStored = NONE } = config;
  const table = useMemo(
    () => tableOf<K, V>(rows, extraDefaults, linkNames),
    [rows, extraDefaults, linkNames],
  );
  const { keys, zeroWhenEmpty } = table;
  const schema = useMemo(() => config.schema ?? rowsSchema<V>(rows), [config.schema, rows]);
  const resolver = useMemo(
    () => lazyResolver(schema.load, keys, zeroWhenEmpty),
    [schema, keys, zeroWhenEmpty],
  );
  const defaultValues = useMemo(() => toTexts<K, V>(table.defaults, keys), [table, keys]);
  const form = useForm<CalculatorTexts<K, V>, V>({ resolver, defaultValues });
  const notes = useNotes({ warnings: config.warnings, form, keys, zeroWhenEmpty });
  const link = useToolLink({ getValues: form.getValues, table, pathname: config.pathname });
  const { setLinkErrors } = link;
  const onShown = useCallback(() => setLinkErrors(NONE), [setLinkErrors]);
  const live = useLiveResult({
    ...config,
    form,
    resolver,
    keys,
    zeroWhenEmpty,
    onShown,
    onPause: notes.follow,
  });
  const parts = { config, table, schema, resolver, form, live, link, notes };
  const restoring = useRestore(restoreOptions(parts));
  const { storageKey } = config;
  const onSubmit = useSaveAndSubmit({ form, storageKey, notStored, live, restoring });
  const { shareLink } = link;
  const share = useCallback(
    (send: (url: string) => Promise<boolean> = copyShareLink) =>
      afterRestore(restoring, () => send(shareLink())),
    [restoring, shareLink],
  );
  const { result, values, stale, calculating } = live;
  // A part of the results waiting for its typing pause keeps them pending too.
  const state = link.partsPending && live.state !== 'calculating' ? 'pending' : live.state;
  return {
    ...link.linkHost,
    form,
    result,
    values,
    stale,
    calculating,
    state,
    warnings: notes.notes,
    linkErrors: link.linkErrors,
    onSubmit,
    share,
    linkHost: link.linkHost,
  };
}
