// What a tool shows on load, the same for every tool: the state a share link opens, otherwise the
// one this browser stored (spec section 4), read after hydration so the prerendered page is the
// same for every address.
import { useEffect, useRef, useState } from 'react';
import { readShareParams } from '../../lib/share-params';
import { hasStored } from '../../lib/storage';

export interface RestoreOptions<S, L> {
  /** The link parameters the tool reads. */
  linkKeys: readonly string[];
  storageKey: string;
  /** What reading needs (schemas, helpers): loaded only when there is something to read. */
  load: () => Promise<L>;
  /** The state a link opens; the link wins over storage. */
  fromLink: (shared: Partial<Record<string, string>>, loaded: L) => S | undefined;
  /** The state stored in this browser, when it is still valid. */
  fromStorage: (loaded: L) => S | undefined;
  /**
   * Shows the state read (undefined: nothing to show), keeping what the visitor typed meanwhile.
   * Not called when reading failed.
   */
  apply: (state: S | undefined) => void;
}

/**
 * While a restore is under way, a promise of its end; undefined once it has ended (its values are
 * in, or it failed) or when there was nothing to restore.
 */
export type Restoring = () => Promise<void> | undefined;

/**
 * Restores once, after the first render. Returns whether a restore is still under way: a page
 * opened from a link shows the prerendered defaults until the code that reads the link has
 * loaded, and what the visitor asks for in that moment must wait for the link (`afterRestore`).
 */
export function useRestore<S, L>(options: RestoreOptions<S, L>): Restoring {
  const latest = useRef(options);
  latest.current = options;
  const [restore] = useState(() => {
    let ended = false;
    let resolve = () => {};
    const ending = new Promise<void>((done) => (resolve = done));
    const restoring: Restoring = () => (ended ? undefined : ending);
    const end = () => {
      ended = true;
      resolve();
    };
    return { restoring, end };
  });
  useEffect(() => {
    const { linkKeys, storageKey, load } = latest.current;
    const shared = readShareParams(window.location.search, linkKeys);
    const linked = Object.keys(shared).length > 0;
    if (!linked && !hasStored(storageKey)) {
      latest.current.apply(undefined);
      restore.end();
      return;
    }
    let active = true;
    void load().then(
      (loaded) => {
        if (!active) return;
        const { fromLink, fromStorage, apply } = latest.current;
        apply(linked ? fromLink(shared, loaded) : fromStorage(loaded));
        restore.end();
      },
      // Without what reading needs nothing is read, and nothing stored is overwritten.
      () => active && restore.end(),
    );
    return () => {
      active = false;
    };
  }, [restore]);
  return restore.restoring;
}

/**
 * Runs `action` now or, while a restore is under way, once it has ended: a press of "Calcular" or
 * "Compartir enlace" in the moment after a share link opens acts on the link's values, not on the
 * defaults shown until they arrive. The event's default (a form sent natively) is prevented at once.
 */
export function afterRestore<R>(
  restoring: Restoring,
  action: () => Promise<R>,
  event?: { preventDefault: () => void },
): Promise<R> {
  const pending = restoring();
  if (!pending) return action();
  event?.preventDefault();
  return pending.then(action);
}
