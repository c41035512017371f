import { defaultsOf, defineFields, type FieldName } from '../fields';
export { CAPITAL_GAINS_STORAGE_KEY } from '../../storage-keys';

// The capital-gains form without zod: its field table (labels, hints, bounds and messages,
// defaults, what empty means) and storage key. The page imports
// these; the zod schema in core/tools/capital-gains/schema.ts loads only when the form is restored or used.

export const CAPITAL_GAINS_MESSAGES = {
  purchasePrice: 'El precio de compra debe ser mayor que 0',
  salePrice: 'El precio de venta debe ser mayor que 0',
  purchaseExpenses: 'Los gastos de compra deben ser 0 o mayor',
  saleExpenses: 'Los gastos de venta deben ser 0 o mayor',
  improvementCosts: 'Los costos de mejora deben ser 0 o mayor',
  holdingPeriodMin: 'El período debe ser mayor que 0',
  holdingPeriodMax: 'El período debe ser menor a 50 años',
} as const;

/** Holding period bounds in years, both inclusive (the spec's rule is "0.1 to 50"). */
export const HOLDING_PERIOD_MIN = 0.1;
export const HOLDING_PERIOD_MAX = 50;

const NO_WORKBOOK = 'the capital-gains calculator has no Excel template';

/** The number fields in form order, with the spec section 9 defaults (200.000 → 250.000, 5 years). */
export const CAPITAL_GAINS_FIELDS = /* @__PURE__ */ defineFields([
  {
    name: 'purchasePrice',
    label: 'Precio de compra',
    unit: '€',
    min: { value: 1, message: CAPITAL_GAINS_MESSAGES.purchasePrice },
    default: 200000,
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'salePrice',
    label: 'Precio de venta',
    unit: '€',
    min: { value: 1, message: CAPITAL_GAINS_MESSAGES.salePrice },
    default: 250000,
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'purchaseExpenses',
    label: 'Gastos de compra',
    unit: '€',
    hint: 'Notaría, registro, gestoría e ITP o IVA y AJD que pagaste al comprar.',
    min: { value: 0, message: CAPITAL_GAINS_MESSAGES.purchaseExpenses },
    default: 15000,
    empty: 0,
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'saleExpenses',
    label: 'Gastos de venta',
    unit: '€',
    hint: 'Comisión de la agencia, plusvalía municipal, certificado energético...',
    min: { value: 0, message: CAPITAL_GAINS_MESSAGES.saleExpenses },
    default: 12000,
    empty: 0,
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'improvementCosts',
    label: 'Costes de mejoras',
    unit: '€',
    hint: 'Obras que aumentan el valor o la vida útil; no las reparaciones.',
    min: { value: 0, message: CAPITAL_GAINS_MESSAGES.improvementCosts },
    default: 10000,
    empty: 0,
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'holdingPeriodYears',
    label: 'Años de tenencia',
    unit: 'años',
    min: { value: HOLDING_PERIOD_MIN, message: CAPITAL_GAINS_MESSAGES.holdingPeriodMin },
    max: { value: HOLDING_PERIOD_MAX, message: CAPITAL_GAINS_MESSAGES.holdingPeriodMax },
    default: 5,
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
]);

export type CapitalGainsNumberKey = FieldName<typeof CAPITAL_GAINS_FIELDS>;

/** Spec section 9 defaults: bought for 200,000, sold for 250,000, held 5 years. */
export const CAPITAL_GAINS_DEFAULTS = /* @__PURE__ */ defaultsOf(CAPITAL_GAINS_FIELDS);
