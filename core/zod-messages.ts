// zod's own messages in Spanish, for the checks a schema leaves without one (a JSON number where a
// text goes, an unknown option): an API answer never reads "Invalid input". Fields with their own
// message keep it; this map only fills the gaps.
import type * as z from 'zod/mini';

const KINDS: Readonly<Record<string, string>> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'sí o no (true o false)',
  array: 'una lista',
  object: 'un objeto',
  date: 'una fecha',
};

const spanishNumber = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

function amount(value: number | bigint): string {
  return typeof value === 'bigint' ? value.toString() : spanishNumber.format(value);
}

function sizeLimit(origin: string, limit: number | bigint, most: boolean): string {
  const edge = most ? 'como máximo' : 'al menos';
  if (origin === 'string') return `Debe tener ${edge} ${amount(limit)} caracteres.`;
  if (origin === 'array' || origin === 'set')
    return `Debe tener ${edge} ${amount(limit)} elementos.`;
  return `Debe ser ${most ? 'como máximo' : 'como mínimo'} ${amount(limit)}.`;
}

/** The message for one issue zod raises without a schema's own. */
export function spanishIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Falta este dato.';
      return `Debe ser ${KINDS[issue.expected] ?? 'otro tipo de dato'}.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Debe ser ${JSON.stringify(issue.values[0])}.`
        : `Elige una de estas opciones: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`;
    case 'too_big':
      return sizeLimit(issue.origin, issue.maximum, true);
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'No puede estar vacío.';
      return sizeLimit(issue.origin, issue.minimum, false);
    case 'invalid_format':
      return issue.format === 'email'
        ? 'Escribe un correo válido, por ejemplo nombre@dominio.es.'
        : 'El formato no es válido.';
    case 'not_multiple_of':
      return `Debe ser múltiplo de ${amount(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Datos no previstos: ${issue.keys.join(', ')}.`;
    default:
      return 'El valor no es válido.';
  }
}

/** For `z.config(spanishErrors)`. */
export const spanishErrors = { localeError: spanishIssue };
