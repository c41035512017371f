// A button's action that runs once at a time: a second click while it runs is ignored, and the
// button can say it is working.
import { useCallback, useRef, useState } from 'react';

/** A ref, not only state, guards `run`: a second click in the same tick must not start a request. */
export function useOneAtATime(): [boolean, (task: () => Promise<void>) => Promise<void>] {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return [pending, run];
}
