// What typing asks for runs once it pauses: done after each key on a slow phone, it held the next.
import { useCallback, useEffect, useRef } from 'react';

export const TYPING_PAUSE_MS = 150;

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
