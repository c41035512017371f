// What a tool shows on load: a share link's state, else the stored one (spec section 4), read
// after hydration so the prerendered page is the same for every address.
import { useEffect, useRef, useState } from 'react';
import { readShareParams } from '../../lib/share-params';
import { hasStored } from '../../lib/storage';
import { linkQuery } from '../../lib/link-params';

export interface RestoreOptions<S, L> {
  linkKeys: readonly string[];
  storageKey: string;
  load: () => Promise<L>;
  fromLink: (shared: Partial<Record<string, string>>, loaded: L) => S | undefined;
  fromStorage: (loaded: L) => S | undefined;
  apply: (state: S | undefined) => void;
}

/** While a restore is under way, a promise of its end; undefined once it has ended. */
export type Restoring = () => Promise<void> | undefined;

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
    const shared = readShareParams(linkQuery(), linkKeys);
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
      () => active && restore.end(),
    );
    return () => {
      active = false;
    };
  }, [restore]);
  return restore.restoring;
}

/** A press in the moment after a link opens acts on the link's values, not on the defaults. */
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
