// What typing asks for (a check, a calculation, the notes under a field) runs once it pauses, not
// between keys typed in a row (issue 27: at 4x CPU that work, 20-110 ms after a key, held the next
// key typed 90 ms later).
import { useCallback, useEffect, useRef } from 'react';

/**
 * How long typing pauses before what is typed is checked and computed (keys typed faster than
 * this make one calculation, after the last one).
 */
export const TYPING_PAUSE_MS = 150;

/**
 * `restart()` starts the wait again at each key; `run` runs once TYPING_PAUSE_MS pass without
 * one (the latest `run` given). `cancel()` drops a wait (a press that does the work itself);
 * unmounting drops it too.
 * @example const pause = useTypingPause(() => check(getValues())); // onChange: pause.restart()
 */
export function useTypingPause(run: () => void): { restart: () => void; cancel: () => void } {
  const latest = useRef(run);
  latest.current = run;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const restart = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), TYPING_PAUSE_MS);
  }, []);
  useEffect(() => cancel, [cancel]);
  return { restart, cancel };
}
