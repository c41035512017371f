// The values of an opened link that could not be read, at the top of the tool (loaded only then).
import * as React from 'react';
import Callout from '../../components/ui/Callout';

export const LINK_ALERT_TEXT = {
  title: 'El enlace trae datos que no podemos leer',
  after:
    'Hemos puesto el resto de los datos del enlace. Corrige el campo y calcula de nuevo: no calculamos nada con un valor que no se entiende.',
  afterList:
    'Las demás viviendas del enlace están en la lista. Añade de nuevo la que falta con el dato correcto.',
} as const;

export interface LinkAlertProps {
  errors: readonly string[];
  /** A list of items (the comparator): the unreadable item is left out rather than computed. */
  list?: boolean;
}

export default function LinkAlert({ errors, list = false }: LinkAlertProps) {
  if (errors.length === 0) return null;
  return (
    <Callout tone="warning" title={LINK_ALERT_TEXT.title} alert>
      <ul>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
      <p>{list ? LINK_ALERT_TEXT.afterList : LINK_ALERT_TEXT.after}</p>
    </Callout>
  );
}
