// A sub-form bound to the tool's one link: opened from it, written into it once changed.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useTypingPause } from '../../lib/typing-pause';
import type { LinkHost } from './calculator-config';
import { linkedValues, openLinked, type LinkedForm, type LinkedTexts } from './linked-form';

export type { LinkHost };

export interface LinkedFormState<T extends LinkedTexts> {
  texts: T;
  /** As typing last paused: results and messages follow it, not each key ("3" of "3.000"). */
  settled: { texts: T; edited: boolean };
  set: (patch: Partial<T>) => void;
  opened: boolean;
  /** Typed in or filled by a link: only then are its messages shown. */
  edited: boolean;
}

/** `form` must be the same object between renders (a module constant or a memo). */
export function useLinkedForm<T extends LinkedTexts>(
  host: LinkHost,
  form: LinkedForm<T>,
): LinkedFormState<T> {
  const { link, addToLink, reportLinkErrors, reportPending } = host;
  const [start] = useState(() => openLinked(link, form));
  const [texts, setTexts] = useState<T>(start?.texts ?? form.defaults);
  const [opened, setOpened] = useState(start !== undefined);
  const [typed, setTyped] = useState(false);
  const edited = opened || typed;
  const [settled, setSettled] = useState({ texts, edited });
  const { restart } = useTypingPause(() => startTransition(() => setSettled({ texts, edited })));
  const waiting = settled.texts !== texts || settled.edited !== edited;
  useEffect(() => {
    if (waiting) restart();
    reportPending?.(form.part, waiting);
  }, [texts, edited, waiting, restart, reportPending, form.part]);
  useEffect(() => () => reportPending?.(form.part, false), [reportPending, form.part]);
  const current = useRef({ texts, changed: opened, typed: false });
  current.current.texts = texts;

  // A form on screen before the link was read takes it when it arrives, unless typed in meanwhile.
  useEffect(() => {
    if (current.current.typed) return;
    const linked = start ?? (link && !current.current.changed ? openLinked(link, form) : undefined);
    if (!linked) return;
    reportLinkErrors(form.part, linked.errors);
    if (linked === start) return;
    current.current = { texts: linked.texts, changed: true, typed: false };
    setTexts(linked.texts);
    setOpened(true);
  }, [link, form, start, reportLinkErrors]);

  useEffect(
    () =>
      addToLink(form.part, () =>
        current.current.changed ? linkedValues(current.current.texts, form) : {},
      ),
    [addToLink, form],
  );

  const set = useCallback(
    (patch: Partial<T>) => {
      current.current.changed = true;
      current.current.typed = true;
      setTyped(true);
      setTexts((previous) => ({ ...previous, ...patch }));
      reportLinkErrors(form.part, []);
    },
    [reportLinkErrors, form],
  );

  return { texts, settled, set, opened, edited };
}
