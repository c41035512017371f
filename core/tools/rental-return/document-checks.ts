// The checks across fields of a parsed document: each error at the field to correct, in Spanish.
import { spanishDate, yearEnd, yearStart } from './calendar';
import type { DocumentError, ReturnDocument, ReturnProperty } from './document-schema';

/** Years an excess of interest and repairs waits (art. 23.1.a.1.º LIRPF). */
const CARRY_YEARS = 4;

function ownerErrors(property: ReturnProperty, at: string, ownerCount: number): DocumentError[] {
  const errors: DocumentError[] = [];
  property.owners.forEach((entry, k) => {
    if (entry.owner >= ownerCount)
      errors.push({
        path: `${at}.owners.${k}.owner`,
        message: `No hay propietario número ${entry.owner + 1}: añádelo o elige otro.`,
      });
  });
  const total = property.owners.reduce((sum, entry) => sum + entry.sharePercent, 0);
  if (Math.abs(total - 100) > 0.005)
    errors.push({
      path: `${at}.owners`,
      message: `Las participaciones suman ${String(Math.round(total * 100) / 100).replace('.', ',')} %: deben sumar 100 %.`,
    });
  return errors;
}

function assetErrors(property: ReturnProperty, at: string, taxYear: number): DocumentError[] {
  const errors: DocumentError[] = [];
  const last = yearEnd(taxYear);
  const { cadastral, acquisition } = property;
  if (
    cadastral.value != null &&
    cadastral.landValue != null &&
    cadastral.landValue > cadastral.value
  )
    errors.push({
      path: `${at}.cadastral.landValue`,
      message: 'El valor del suelo no puede ser mayor que el valor catastral total.',
    });
  if (cadastral.revisedYear != null && cadastral.revisedYear > taxYear)
    errors.push({
      path: `${at}.cadastral.revisedYear`,
      message: `La revisión catastral no puede ser posterior al ejercicio ${taxYear}.`,
    });
  if (cadastral.revisedYear != null && cadastral.revisedYear < 1900)
    errors.push({ path: `${at}.cadastral.revisedYear`, message: 'Revisa el año de la revisión.' });
  if (acquisition.date != null && acquisition.date > last)
    errors.push({
      path: `${at}.acquisition.date`,
      message: `La fecha de adquisición es posterior al ejercicio ${taxYear}.`,
    });
  for (const list of ['furniture', 'improvements'] as const) {
    property[list].forEach((item, k) => {
      if (item.date > last)
        errors.push({
          path: `${at}.${list}.${k}.date`,
          message: `La fecha es posterior al ejercicio ${taxYear}: se amortizará a partir del año siguiente.`,
        });
    });
  }
  property.carriedForward.forEach((entry, k) => {
    if (entry.year >= taxYear)
      errors.push({
        path: `${at}.carriedForward.${k}.year`,
        message: `El exceso pendiente debe ser de un ejercicio anterior a ${taxYear}.`,
      });
    else if (entry.year < taxYear - CARRY_YEARS)
      errors.push({
        path: `${at}.carriedForward.${k}.year`,
        message: `El exceso de ${entry.year} ya no se puede deducir: solo se arrastra cuatro años (hasta ${entry.year + CARRY_YEARS}).`,
      });
  });
  return errors;
}

function contractErrors(property: ReturnProperty, at: string, taxYear: number): DocumentError[] {
  const errors: DocumentError[] = [];
  const first = yearStart(taxYear);
  const last = yearEnd(taxYear);
  property.contracts.forEach((contract, j) => {
    const path = `${at}.contracts.${j}`;
    if (contract.end != null && contract.end < contract.start)
      errors.push({
        path: `${path}.end`,
        message: 'La fecha de fin es anterior a la de inicio.',
      });
    else if (contract.start > last || (contract.end != null && contract.end < first))
      errors.push({
        path: `${path}.start`,
        message: `El contrato no tiene ningún día en ${taxYear}: sus fechas quedan fuera del ejercicio.`,
      });
  });
  const order = property.contracts
    .map((contract, j) => ({ contract, j }))
    .filter(({ contract }) => contract.end == null || contract.end >= contract.start)
    .sort((a, b) => (a.contract.start < b.contract.start ? -1 : 1));
  for (let n = 1; n < order.length; n += 1) {
    const earlier = order[n - 1];
    const later = order[n];
    if (!earlier || !later) continue;
    const earlierEnd = earlier.contract.end ?? '9999-12-31';
    if (later.contract.start <= earlierEnd)
      errors.push({
        path: `${at}.contracts.${later.j}.start`,
        message: `Se solapa con el contrato ${earlier.j + 1}, que sigue vigente hasta ${earlier.contract.end ? spanishDate(earlier.contract.end) : 'después del ejercicio'}.`,
      });
  }
  return errors;
}

/** Empty when the document is consistent. */
export function documentErrors(doc: ReturnDocument): DocumentError[] {
  return doc.properties.flatMap((property, i) => {
    const at = `properties.${i}`;
    return [
      ...ownerErrors(property, at, doc.owners.length),
      ...assetErrors(property, at, doc.taxYear),
      ...contractErrors(property, at, doc.taxYear),
    ];
  });
}
