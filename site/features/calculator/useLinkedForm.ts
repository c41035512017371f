// A sub-form's texts bound to the calculator's one share link: opened from the link the page was
// opened with, and written into every link made once the person has changed it (or a link set it).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useTypingPause } from '../../lib/typing-pause';
import type { LinkHost } from './calculator-config';
import { linkedValues, openLinked, type LinkedForm, type LinkedTexts } from './linked-form';

export type { LinkHost };

export interface LinkedFormState<T extends LinkedTexts> {
  /** What the inputs show, key by key. */
  texts: T;
  /**
   * The texts, and whether they were the person's, as they stood when typing last paused
   * (TYPING_PAUSE_MS without a change), drawn as a transition: what the panel's results and
   * messages are read from, as the calculator's own (issue 27: computed inside each key, a
   * panel's results held it 60-110 ms at 4x CPU; and "3" on the way to "3.000" is not yet an
   * empty field to complain about).
   */
  settled: { texts: T; edited: boolean };
  set: (patch: Partial<T>) => void;
  /** The link the page opened carries this form's values: its panel opens to show them. */
  opened: boolean;
  /**
   * The person has typed here or a link filled the form: only then does it show its messages (an
   * untouched panel under the results does not say that a field it never asked for is missing).
   */
  edited: boolean;
}

/** `form` must be the same object between renders (a module constant or a memo). */
export function useLinkedForm<T extends LinkedTexts>(
  host: LinkHost,
  form: LinkedForm<T>,
): LinkedFormState<T> {
  const { link, addToLink, reportLinkErrors } = host;
  const [start] = useState(() => openLinked(link, form));
  const [texts, setTexts] = useState<T>(start?.texts ?? form.defaults);
  const [opened, setOpened] = useState(start !== undefined);
  const [typed, setTyped] = useState(false);
  const edited = opened || typed;
  const [settled, setSettled] = useState({ texts, edited });
  // Keys and a link arriving both change the texts: the wait restarts at each change.
  const { restart } = useTypingPause(() => startTransition(() => setSettled({ texts, edited })));
  useEffect(() => {
    if (settled.texts !== texts || settled.edited !== edited) restart();
  }, [texts, edited, settled, restart]);
  // Read when a link is made: the texts now, and whether they are the person's (or the link's).
  const current = useRef({ texts, changed: opened, typed: false });
  current.current.texts = texts;

  // A form on screen before the link was read (the page's own parts) takes it when it arrives,
  // unless the person has typed in it meanwhile. The values the link brought that are not
  // numbers are named at the top of the tool, with the form's own.
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
      // Once the person types here, the link's unreadable values are theirs to correct below.
      reportLinkErrors(form.part, []);
    },
    [reportLinkErrors, form],
  );

  return { texts, settled, set, opened, edited };
}
