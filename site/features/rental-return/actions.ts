// What the form's buttons ask of the tool: rows and whole parts added or removed. One object for the
// whole form, stable across renders, passed by context.
import { createContext } from 'react';
import type { RowList } from './draft-edit';

export interface FormActions {
  addOwner: () => void;
  removeOwner: (owner: number) => void;
  addProperty: () => void;
  removeProperty: (property: number) => void;
  addRow: (property: number, list: RowList) => void;
  removeRow: (property: number, list: RowList, row: number) => void;
}

const nothing = () => undefined;

export const FormActionsContext = createContext<FormActions>({
  addOwner: nothing,
  removeOwner: nothing,
  addProperty: nothing,
  removeProperty: nothing,
  addRow: nothing,
  removeRow: nothing,
});

export const ADD_OWNER_ID = 'declaracion-anadir-propietario';
export const ADD_PROPERTY_ID = 'declaracion-anadir-inmueble';

/** The id of a list's "Añadir" button: focus returns to it when one of its rows goes. */
export const addButtonId = (property: number, list: RowList) =>
  `declaracion-anadir-${property}-${list}`;
