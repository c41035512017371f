// A sub-form's texts bound to the calculator's one share link: opened from the link the page was
// opened with, and written into every link made once the person has changed it (or a link set it).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Calculator } from './useCalculator';
import { linkedTexts, linkedValues, type LinkedForm, type LinkedTexts } from './linked-form';

export type LinkHost = Pick<Calculator<string, unknown, unknown>, 'link' | 'addToLink'>;

export interface LinkedFormState<T extends LinkedTexts> {
  texts: T;
  set: (patch: Partial<T>) => void;
  /** The link the page opened carries this form's values: its panel opens to show them. */
  opened: boolean;
}

/** `form` must be the same object between renders (a module constant or a memo). */
export function useLinkedForm<T extends LinkedTexts>(
  host: LinkHost,
  form: LinkedForm<T>,
): LinkedFormState<T> {
  const { link, addToLink } = host;
  const [start] = useState(() => linkedTexts(link, form));
  const [texts, setTexts] = useState<T>(start ?? form.defaults);
  const [opened, setOpened] = useState(start !== undefined);
  // Read when a link is made: the texts now, and whether they are the person's (or the link's).
  const current = useRef({ texts, changed: opened });
  current.current.texts = texts;

  // A form on screen before the link was read (the page's own parts) takes it when it arrives.
  useEffect(() => {
    if (!link || current.current.changed) return;
    const linked = linkedTexts(link, form);
    if (!linked) return;
    current.current = { texts: linked, changed: true };
    setTexts(linked);
    setOpened(true);
  }, [link, form]);

  useEffect(
    () =>
      addToLink(form.part, () =>
        current.current.changed ? linkedValues(current.current.texts, form) : {},
      ),
    [addToLink, form],
  );

  const set = useCallback((patch: Partial<T>) => {
    current.current.changed = true;
    setTexts((previous) => ({ ...previous, ...patch }));
  }, []);

  return { texts, set, opened };
}
