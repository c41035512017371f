// Where the form starts once it is React's: a link's document, else the draft kept in this browser,
// else what was typed before the code arrived. After that, every change the visitor makes is kept.
import { useEffect, useRef, useState } from 'react';
import { RENTAL_RETURN_STORAGE_KEY } from '../../../core/storage-keys';
import { readStored, writeStored } from '../../lib/storage';
import type { ReturnDraft } from './draft';
import { fieldValue } from './draft-edit';
import { STORED_DRAFT } from './draft-store';
import { openLink } from './open-document';

type Value = string | boolean;

/** Inputs changed in the prerendered page before hydration, as [name, value]. */
export function earlyChanges(form: HTMLFormElement | null, draft: ReturnDraft): [string, Value][] {
  if (!form) return [];
  const changes: [string, Value][] = [];
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.name && element.type !== 'file') {
      const checkbox = element.type === 'checkbox';
      const value = checkbox ? element.checked : element.value;
      if (value !== fieldValue(draft, element.name)) changes.push([element.name, value]);
    } else if (element instanceof HTMLSelectElement && element.name) {
      if (element.value !== fieldValue(draft, element.name))
        changes.push([element.name, element.value]);
    }
  }
  return changes;
}

export function useRestore({
  draft,
  formSelector,
  replace,
  change,
}: {
  draft: ReturnDraft;
  formSelector: string;
  replace: (next: ReturnDraft, showErrors: boolean) => void;
  change: (name: string, value: Value) => void;
}): { linkErrors: string[]; keep: () => void } {
  const [linkErrors, setLinkErrors] = useState<string[]>([]);
  const kept = useRef(false);
  const first = useRef(draft);

  useEffect(() => {
    const start = first.current;
    const early = earlyChanges(document.querySelector<HTMLFormElement>(formSelector), start);
    const linked = openLink(window.location.hash);
    if (linked?.ok) {
      replace(linked.draft, linked.checked);
      return;
    }
    if (linked) setLinkErrors(linked.messages);
    const stored = readStored(RENTAL_RETURN_STORAGE_KEY, STORED_DRAFT);
    if (stored) {
      replace(stored, true);
      return;
    }
    for (const [name, value] of early) change(name, value);
    if (early.length > 0) kept.current = true;
  }, [formSelector, replace, change]);

  // A link opened is not kept over the visitor's own year until they change something.
  useEffect(() => {
    if (kept.current) writeStored(RENTAL_RETURN_STORAGE_KEY, draft);
  }, [draft]);

  return {
    linkErrors,
    keep: () => {
      kept.current = true;
    },
  };
}
