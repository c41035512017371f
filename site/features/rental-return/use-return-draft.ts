// The form's state: the draft as typed, which fields have been visited (their errors show), the
// actions of its buttons, and a whole new draft (a file, a link, the next year) that redraws the form.
import {
  startTransition,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ADD_OWNER_ID, ADD_PROPERTY_ID, addButtonId, type FormActions } from './actions';
import { emptyDraft, type ReturnDraft } from './draft';
import {
  addOwner,
  addProperty,
  addRow,
  fieldValue,
  removeOwner,
  removeProperty,
  removeRow,
  setField,
  type RowList,
} from './draft-edit';
import { checkDraft, type DraftCheck } from './draft-read';
import { createErrorStore } from './error-store';
import { fieldId, type ErrorSource } from './fields';

/** The first input of a row just added, or the button to come back to after a removal. */
function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

const FIRST_FIELD: Readonly<Record<RowList, string>> = {
  contracts: 'start',
  carriedForward: 'year',
  owners: 'owner',
  furniture: 'cost',
  improvements: 'cost',
};

export interface ReturnDraftState {
  draft: ReturnDraft;
  /** Changes when the whole draft is replaced: the form's inputs are drawn again from it. */
  version: number;
  check: DraftCheck;
  /** The message each field shows: the same object throughout, each field told when to read again. */
  errors: ErrorSource;
  actions: FormActions;
  /** A field's new value, by its name; unknown names are ignored. */
  change: (name: string, value: string | boolean) => void;
  visit: (name: string) => void;
  /** From now on every error shows at its field (after a submit, a file, a link). */
  showAll: () => void;
  replace: (next: ReturnDraft, showErrors: boolean) => void;
}

type SetDraft = (change: (draft: ReturnDraft) => ReturnDraft) => void;

function useRowActions(
  latest: { readonly current: ReturnDraft },
  setDraft: SetDraft,
  redraw: () => void,
) {
  return useMemo<FormActions>(
    () => ({
      addOwner: () => {
        focusSoon(fieldId(`owners.${latest.current.owners.length}.name`));
        setDraft(addOwner);
      },
      removeOwner: (owner) => {
        // The shares are renumbered: their selects are drawn again from the draft.
        setDraft((draft) => removeOwner(draft, owner));
        redraw();
        focusSoon(ADD_OWNER_ID);
      },
      addProperty: () => {
        focusSoon(fieldId(`properties.${latest.current.properties.length}.name`));
        setDraft(addProperty);
      },
      removeProperty: (property) => {
        setDraft((draft) => removeProperty(draft, property));
        focusSoon(ADD_PROPERTY_ID);
      },
      addRow: (property, list) => {
        const added = latest.current.properties[property]?.[list].length ?? 0;
        focusSoon(fieldId(`properties.${property}.${list}.${added}.${FIRST_FIELD[list]}`));
        setDraft((draft) => addRow(draft, property, list));
      },
      removeRow: (property, list, row) => {
        setDraft((draft) => removeRow(draft, property, list, row));
        focusSoon(addButtonId(property, list));
      },
    }),
    [latest, setDraft, redraw],
  );
}

export function useReturnDraft(initial: () => ReturnDraft = emptyDraft): ReturnDraftState {
  const [draft, setDraft] = useState(initial);
  const [version, setVersion] = useState(0);
  const [errors] = useState(createErrorStore);
  const latest = useRef(draft);
  latest.current = draft;

  // Typing stays quick: the checks follow the keys in a lower-priority render.
  const checked = useDeferredValue(draft);
  const check = useMemo(() => checkDraft(checked), [checked]);
  // Before the frame is painted, the fields whose message the new check changes draw again.
  useLayoutEffect(() => errors.setErrors(check.errors), [errors, check.errors]);
  const redraw = useCallback(() => setVersion((value) => value + 1), []);
  const actions = useRowActions(latest, setDraft, redraw);
  // The inputs hold their own text: the form is drawn again from the draft when the browser has
  // time, so a long year of many properties never slows a key down.
  const change = useCallback((name: string, value: string | boolean) => {
    if (fieldValue(latest.current, name) === undefined) return;
    startTransition(() => setDraft((current) => setField(current, name, value)));
  }, []);
  const replace = useCallback(
    (next: ReturnDraft, showErrors: boolean) => {
      setDraft(next);
      errors.reset(showErrors);
      redraw();
    },
    [errors, redraw],
  );
  return {
    draft,
    version,
    check,
    errors,
    actions,
    change,
    visit: errors.visit,
    showAll: errors.showAll,
    replace,
  };
}
