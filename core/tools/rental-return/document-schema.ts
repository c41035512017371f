// The yearly rental return's version-1 document: its zod schema with the Spanish messages at each
// field, and its types (the checks across fields and the parsing are in document-checks/document).
import * as z from 'zod/mini';
import { COMMUNITY_CODES } from '../../tax/communities';
import { isIsoDate } from '../../tax/dates';

/** The tax years whose rules the engine holds (Ley 12/2023's reductions apply from 2024). */
export const RETURN_TAX_YEARS = [2024, 2025, 2026] as const;
export type ReturnTaxYear = (typeof RETURN_TAX_YEARS)[number];

const isoDate = z
  .string()
  .check(
    z.refine(isIsoDate, { message: 'Escribe la fecha como AAAA-MM-DD, por ejemplo 2025-06-01.' }),
  );
const money = (message = 'El importe no puede ser negativo.') =>
  z
    .number()
    .check(z.refine(Number.isFinite, { message: 'Debe ser un número.' }), z.gte(0, message));
/** Missing or null: unknown, the engine takes the law's default. */
const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));
const flag = z._default(z.boolean(), false);
const residence = z.enum(['resident', 'eu', 'nonEu'], {
  error: 'Elige residente en España, residente en la UE o el EEE, o residente fuera de la UE.',
});

const ownerSchema = z.object({
  name: z._default(z.string(), ''),
  residence: z._default(residence, 'resident'),
  taxResidence: maybe(z.enum(COMMUNITY_CODES, { error: 'Elige una comunidad autónoma.' })),
  /** The owner's other general income of the year, for the tax estimate. */
  otherIncome: maybe(money('Los demás ingresos no pueden ser negativos.')),
});

const datedCost = z.object({ cost: money(), date: isoDate });

const expenseFields = [
  'interest',
  'repairs',
  'ibi',
  'communityFees',
  'insurance',
  'services',
  'management',
  'otherTaxes',
  'legal',
  'doubtfulDebts',
] as const;
export type ExpenseKind = (typeof expenseFields)[number];
export const EXPENSE_KINDS: readonly ExpenseKind[] = expenseFields;

/** Every kind of expense at 0 €: a new property's, and the default of a document without them. */
export const zeroExpenses = () =>
  Object.fromEntries(expenseFields.map((kind) => [kind, 0])) as Record<ExpenseKind, number>;

const expensesSchema = z.object({
  interest: z._default(money(), 0),
  repairs: z._default(money(), 0),
  ibi: z._default(money(), 0),
  communityFees: z._default(money(), 0),
  insurance: z._default(money(), 0),
  services: z._default(money(), 0),
  management: z._default(money(), 0),
  otherTaxes: z._default(money(), 0),
  legal: z._default(money(), 0),
  doubtfulDebts: z._default(money(), 0),
});

const contractSchema = z.object({
  start: isoDate,
  /** Missing or null: still running at the end of the year. */
  end: maybe(isoDate),
  monthlyRent: money('La renta no puede ser negativa.'),
  relative: flag,
  tenantAge: maybe(
    z
      .int({ error: 'Escribe la edad en años enteros.' })
      .check(
        z.gte(0, 'La edad no puede ser negativa.'),
        z.lte(120, 'Revisa la edad del inquilino.'),
      ),
  ),
  zonaTensionada: flag,
  previousMonthlyRent: maybe(money('La renta anterior no puede ser negativa.')),
  rehabilitation: flag,
});

const propertySchema = z.object({
  name: z._default(z.string(), ''),
  use: z._default(
    z.enum(['dwelling', 'other'], { error: 'Elige vivienda u otro uso (local, garaje…).' }),
    'dwelling',
  ),
  community: maybe(z.enum(COMMUNITY_CODES, { error: 'Elige una comunidad autónoma.' })),
  municipality: maybe(z.string()),
  /** The owner's habitual home, or its garage or storeroom: it imputes no income (art. 85.1). */
  habitualHome: flag,
  owners: z._default(
    z.array(
      z.object({
        owner: z.int({ error: 'Elige uno de los propietarios.' }).check(z.gte(0)),
        sharePercent: z
          .number()
          .check(
            z.gt(0, 'La participación debe ser mayor que 0 %.'),
            z.lte(100, 'La participación no puede pasar del 100 %.'),
          ),
      }),
    ),
    [{ owner: 0, sharePercent: 100 }],
  ),
  acquisition: z._default(
    z.object({
      kind: z._default(
        z.enum(['purchase', 'inheritance', 'gift'], {
          error: 'Elige compra, herencia o donación.',
        }),
        'purchase',
      ),
      date: maybe(isoDate),
      /** For an inheritance or a gift: the value declared in the Impuesto sobre Sucesiones y Donaciones. */
      price: maybe(money('El precio no puede ser negativo.')),
      /** Notary, registry, ITP or ISD paid, agency: part of the acquisition cost. */
      costs: z._default(money('Los gastos no pueden ser negativos.'), 0),
    }),
    { kind: 'purchase', costs: 0 },
  ),
  cadastral: z._default(
    z.object({
      value: maybe(money('El valor catastral no puede ser negativo.')),
      landValue: maybe(money('El valor del suelo no puede ser negativo.')),
      revisedYear: maybe(z.int({ error: 'Escribe un año, por ejemplo 2019.' })),
    }),
    {},
  ),
  furniture: z._default(z.array(datedCost), []),
  improvements: z._default(z.array(datedCost), []),
  expenses: z._default(expensesSchema, zeroExpenses),
  /** Excess of interest and repairs of earlier years still to deduct (4 years, art. 23.1.a.1.º). */
  carriedForward: z._default(
    z.array(z.object({ year: z.int({ error: 'Escribe un año.' }), amount: money() })),
    [],
  ),
  contracts: z._default(z.array(contractSchema), []),
});

export const returnDocumentSchema = z.object({
  version: z.literal(1, { error: 'Este archivo no es de la versión 1 de la declaración.' }),
  taxYear: z.union(
    RETURN_TAX_YEARS.map((year) => z.literal(year)),
    { error: `El ejercicio debe ser ${RETURN_TAX_YEARS.join(', ')}.` },
  ),
  owners: z.array(ownerSchema).check(z.minLength(1, 'Añade al menos un propietario.')),
  properties: z._default(z.array(propertySchema), []),
});

/** The document after defaults: what the engine reads. */
export type ReturnDocument = z.output<typeof returnDocumentSchema>;
/** The document as written in a file or a link, optional fields left out. */
export type ReturnDocumentInput = z.input<typeof returnDocumentSchema>;
export type ReturnOwner = ReturnDocument['owners'][number];
export type ReturnProperty = ReturnDocument['properties'][number];
export type ReturnContract = ReturnProperty['contracts'][number];
export type ReturnExpenses = ReturnProperty['expenses'];

export interface DocumentError {
  /** Dotted, from 0: `properties.0.contracts.1.end`. */
  path: string;
  message: string;
}
