// The result of the last document that could be computed: recomputed when the document changes, kept
// (and marked stale) while the form holds something to correct.
import { startTransition, useEffect, useState } from 'react';
import type { ReturnDocument } from '../../../core/tools/rental-return/document';
import type { ReturnResult } from '../../../core/tools/rental-return/result';
import { deferred } from '../../lib/deferred';

export const ENGINE = deferred(() => import('./engine'));

export interface Computed {
  document: ReturnDocument;
  result: ReturnResult;
}

/** A document worth showing: something let, or a value to impute on. */
export function hasFigures(doc: ReturnDocument): boolean {
  return doc.properties.some(
    (property) =>
      property.contracts.length > 0 ||
      (property.cadastral.value ?? 0) > 0 ||
      (property.acquisition.price ?? 0) > 0,
  );
}

/**
 * The new result, keeping the earlier object of each property whose figures are the same: its block
 * is not drawn again when a key changes another property.
 */
export function keepUnchanged(
  previous: ReturnResult | undefined,
  next: ReturnResult,
): ReturnResult {
  if (!previous || previous.taxYear !== next.taxYear) return next;
  const properties = next.properties.map((property, i) => {
    const before = previous.properties[i];
    return before && JSON.stringify(before) === JSON.stringify(property) ? before : property;
  });
  return { ...next, properties };
}

export function useReturnResult(document: ReturnDocument | undefined): {
  computed: Computed | undefined;
  stale: boolean;
  failed: boolean;
} {
  const [computed, setComputed] = useState<Computed>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!document) return;
    let current = true;
    ENGINE.load().then(
      (engine) => {
        if (!current) return;
        const result = hasFigures(document) ? engine.computeReturn(document) : undefined;
        // The figures follow the keys at a lower priority: typing is never held up by them.
        startTransition(() => {
          setFailed(false);
          setComputed((before) =>
            result ? { document, result: keepUnchanged(before?.result, result) } : undefined,
          );
        });
      },
      (error: unknown) => {
        console.warn('The rental return engine could not load', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [document]);
  return { computed, stale: computed !== undefined && document === undefined, failed };
}
