// What a tool shows on load, the same for every tool: the state a share link opens, otherwise the
// one this browser stored (spec section 4), read after hydration so the prerendered page is the
// same for every address.
import { useEffect, useRef } from 'react';
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
  /** Shows the state read (undefined: nothing to show). Not called when reading failed. */
  apply: (state: S | undefined) => void;
  /** Whether the user has already typed: then nothing is restored over it. */
  skip?: () => boolean;
}

/** Restores once, after the first render. */
export function useRestore<S, L>(options: RestoreOptions<S, L>): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const { linkKeys, storageKey, load } = latest.current;
    const shared = readShareParams(window.location.search, linkKeys);
    const linked = Object.keys(shared).length > 0;
    if (!linked && !hasStored(storageKey)) {
      latest.current.apply(undefined);
      return;
    }
    let active = true;
    void load().then(
      (loaded) => {
        const { fromLink, fromStorage, apply, skip } = latest.current;
        if (!active || skip?.()) return;
        apply(linked ? fromLink(shared, loaded) : fromStorage(loaded));
      },
      // Without what reading needs nothing is read, and nothing stored is overwritten.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
}
