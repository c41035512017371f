// Where an error is, in words: "Inmueble 1 · Contrato 2 · Fecha de fin", for the list of problems
// beside the results and for a file or link that cannot be opened.
import type { ExpenseKind } from '../../../core/tools/rental-return/document';
import { CONTRACT_TEXT, EXPENSE_LABELS, FORM_TEXT, PROPERTY_TEXT } from './text';

const ROWS: Readonly<Record<string, string>> = {
  owners: 'Propietario',
  properties: 'Inmueble',
  contracts: 'Contrato',
  furniture: 'Mueble',
  improvements: 'Mejora',
  carriedForward: 'Exceso pendiente',
};

const PARTS: Readonly<Record<string, string>> = {
  acquisition: PROPERTY_TEXT.acquisition,
  cadastral: PROPERTY_TEXT.cadastral,
  expenses: PROPERTY_TEXT.expenses,
};

const LEAVES: Readonly<Record<string, string>> = {
  taxYear: FORM_TEXT.taxYear,
  name: PROPERTY_TEXT.name,
  residence: FORM_TEXT.residence,
  taxResidence: FORM_TEXT.taxResidence,
  otherIncome: FORM_TEXT.otherIncome,
  use: PROPERTY_TEXT.use,
  community: PROPERTY_TEXT.community,
  municipality: PROPERTY_TEXT.municipality,
  habitualHome: 'Vivienda habitual',
  kind: PROPERTY_TEXT.kind,
  date: 'Fecha',
  price: 'Precio o valor',
  costs: PROPERTY_TEXT.costs,
  value: PROPERTY_TEXT.cadastralValue,
  landValue: PROPERTY_TEXT.landValue,
  revisedYear: PROPERTY_TEXT.revisedYear,
  cost: PROPERTY_TEXT.rowCost,
  year: PROPERTY_TEXT.carriedYear,
  amount: PROPERTY_TEXT.carriedAmount,
  owner: PROPERTY_TEXT.shareOwner,
  sharePercent: PROPERTY_TEXT.sharePercent,
  start: CONTRACT_TEXT.start,
  end: CONTRACT_TEXT.end,
  monthlyRent: CONTRACT_TEXT.monthlyRent,
  relative: 'Familiar',
  tenantAge: 'Edad del inquilino',
  zonaTensionada: 'Zona tensionada',
  previousMonthlyRent: CONTRACT_TEXT.previousMonthlyRent,
  rehabilitation: 'Rehabilitación',
  ...EXPENSE_LABELS,
} satisfies Partial<Record<ExpenseKind | string, string>>;

/** @example describePath('properties.0.contracts.1.end') // 'Inmueble 1 · Contrato 2 · Fecha de fin' */
export function describePath(path: string): string {
  const keys = path.split('.');
  const words: string[] = [];
  for (let k = 0; k < keys.length; k += 1) {
    const key = keys[k] ?? '';
    const next = keys[k + 1];
    const row = ROWS[key];
    if (row !== undefined && next !== undefined && /^\d+$/.test(next)) {
      // A property's owners are its shares: "Copropietario 2".
      const word = key === 'owners' && k > 0 ? 'Copropietario' : row;
      words.push(`${word} ${Number(next) + 1}`);
      k += 1;
    } else if (PARTS[key] !== undefined) {
      words.push(PARTS[key]);
    } else if (key === 'owners' && k > 0) {
      words.push(PROPERTY_TEXT.shares);
    } else if (LEAVES[key] !== undefined) {
      words.push(LEAVES[key]);
    }
  }
  return words.join(' · ');
}
