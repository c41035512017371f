// The public fact that React owns a lazily loaded part (hydrated or rendered): `data-ready="true"`
// on its root, as on a tool's form. Set after the commit, so the prerendered HTML never carries it.
import { useEffect, type RefObject } from 'react';

export function useReadyMark(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    ref.current?.setAttribute('data-ready', 'true');
  }, [ref]);
}
