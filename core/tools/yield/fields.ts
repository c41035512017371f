// The rental-yield tool's field table, zod-free: the page imports it, the schema loads on use.
import { defaultsOf, defineFields, type FieldName } from '../fields';
import { INTEREST_RATE_BOUNDS, LOAN_TERM_BOUNDS } from '../loan-fields';
export { YIELD_STORAGE_KEY } from '../../storage-keys';

/** The site's yield guide's figure: a used home pays ITP 6-10 % plus notary, registry, agency. */
export const DEFAULT_PURCHASE_COSTS_PERCENT = 10;

export const TARGET_YIELD_MESSAGE = 'La rentabilidad objetivo debe ser mayor que 0';

const known = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? value : 0;

/** The down payment (price − financing) plus the purchase costs (price × costs %). */
export function moneyPutIn(values: Readonly<Partial<Record<string, number>>>): number {
  const price = known(values.purchasePrice);
  const costs = price * (known(values.purchaseCostsPercent) / 100);
  return price - known(values.financingAmount) + costs;
}

/** Spec section 9 defaults; vacancy and purchase costs are ours, vacancy at 0 so its figures hold. */
export const YIELD_FIELDS = /* @__PURE__ */ defineFields([
  {
    name: 'purchasePrice',
    label: 'Precio de compra',
    unit: '€',
    min: { value: 1, message: 'El precio debe ser mayor que 0' },
    default: 200000,
    empty: 'required',
    excel: { help: 'Lo que pagas por la vivienda, sin impuestos ni gastos.', format: 'euro' },
  },
  {
    name: 'purchaseCostsPercent',
    label: 'Gastos de compra',
    unit: '%',
    hint: 'Impuestos, notaría, registro y gestoría en % del precio: un 10 % si no los conoces; la calculadora de gastos de compra los da por comunidad.',
    // Not in the spec: purchase costs make the net yield comparable with the guides'.
    min: {
      value: 0,
      message: 'Los gastos de compra deben estar entre el 0 % y el 50 % del precio',
    },
    max: {
      value: 50,
      message: 'Los gastos de compra deben estar entre el 0 % y el 50 % del precio',
    },
    default: DEFAULT_PURCHASE_COSTS_PERCENT,
    empty: 'default',
    excel: {
      label: 'Gastos de compra (% del precio)',
      help: 'Impuestos, notaría, registro y gestoría; un 10 % si aún no los conoces.',
      format: 'percent',
    },
  },
  {
    name: 'monthlyRent',
    label: 'Alquiler mensual',
    unit: '€',
    min: { value: 0, message: 'El alquiler debe ser 0 o mayor' },
    default: 1200,
    empty: 'required',
    excel: { help: 'La renta que cobras cada mes.', format: 'euro' },
  },
  {
    name: 'monthlyExpenses',
    label: 'Gastos mensuales',
    unit: '€',
    hint: 'Comunidad, IBI, seguro, mantenimiento y gestión, en euros al mes.',
    min: { value: 0, message: 'Los gastos deben ser 0 o mayor' },
    default: 200,
    empty: 0,
    excel: {
      help: 'Comunidad, IBI, seguro y mantenimiento prorrateados por mes.',
      format: 'euro',
    },
  },
  {
    name: 'initialInvestment',
    label: 'Inversión inicial',
    unit: '€',
    hint: 'Entrada más gastos de compra (impuestos, notaría, registro, reforma). Si lo dejas vacío, se calcula: precio − importe financiado + gastos de compra.',
    min: { value: 1, message: 'La inversión inicial debe ser mayor que 0' },
    empty: {
      derived: moneyPutIn,
      text: 'Precio de compra − Importe financiado + Gastos de compra',
    },
    excel: {
      help: 'El dinero que pones tú: entrada más impuestos y gastos de compra.',
      format: 'euro',
    },
  },
  {
    name: 'financingAmount',
    label: 'Importe financiado',
    unit: '€',
    min: { value: 0, message: 'El financiamiento debe ser 0 o mayor' },
    default: 140000,
    empty: 0,
    excel: { help: 'Lo que te presta el banco (0 si compras al contado).', format: 'euro' },
  },
  {
    name: 'interestRate',
    label: 'Tipo de interés',
    unit: '%',
    ...INTEREST_RATE_BOUNDS,
    default: 3.5,
    empty: 'required',
    excel: {
      label: 'Tipo de interés anual',
      help: 'El tipo nominal de la hipoteca.',
      format: 'percent',
    },
  },
  {
    name: 'loanTermYears',
    label: 'Plazo del préstamo',
    unit: 'años',
    ...LOAN_TERM_BOUNDS,
    default: 25,
    empty: 'required',
    excel: {
      label: 'Plazo del préstamo (años)',
      help: 'Años para devolver la hipoteca.',
      format: 'years',
    },
  },
  {
    name: 'vacancyMonths',
    label: 'Meses sin alquilar al año',
    unit: 'meses',
    hint: 'Tiempo vacío entre inquilinos: no se cobra renta, pero los gastos y la hipoteca siguen.',
    min: { value: 0, message: 'Los meses sin alquilar deben estar entre 0 y 12' },
    max: { value: 12, message: 'Los meses sin alquilar deben estar entre 0 y 12' },
    default: 0,
    empty: 0,
    excel: { help: 'Meses que prevés la vivienda vacía (0 a 12).', format: 'months' },
  },
]);

export type YieldKey = FieldName<typeof YIELD_FIELDS>;

export const YIELD_DEFAULTS = /* @__PURE__ */ defaultsOf(YIELD_FIELDS);
