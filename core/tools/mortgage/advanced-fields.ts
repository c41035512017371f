// The field tables of the mortgage results' sub-forms (bonificaciones, early repayment,
// affordability); each row's name is its share-link parameter. Zod-free: read as the person types.
import { defineFields, type FieldName } from '../fields';

const NO_WORKBOOK = 'the mortgage calculator has no Excel template';

/* ---- bonificaciones ---- */

export const BONUS_PRODUCTS = ['Nómina domiciliada', 'Seguro de vida', 'Seguro de hogar'] as const;

export const BONUS_MESSAGES = {
  discount: 'La bonificación debe estar entre 0 y 2 puntos',
  cost: 'El coste anual debe estar entre 0 y 10.000 €',
} as const;

const DISCOUNT = { value: 0, message: BONUS_MESSAGES.discount };
const COST = { value: 0, message: BONUS_MESSAGES.cost };

/** Product `index` (BONUS_PRODUCTS order): points off the rate, yearly cost. */
function bonusRows<I extends 0 | 1 | 2>(index: I) {
  return [
    {
      name: `bonusDiscount${index}`,
      label: 'Rebaja del tipo',
      unit: 'puntos',
      min: DISCOUNT,
      max: { value: 2, message: BONUS_MESSAGES.discount },
      empty: 0,
      excel: false,
      notInExcel: NO_WORKBOOK,
    },
    {
      name: `bonusCost${index}`,
      label: 'Coste al año',
      unit: '€/año',
      min: COST,
      max: { value: 10000, message: BONUS_MESSAGES.cost },
      empty: 0,
      excel: false,
      notInExcel: NO_WORKBOOK,
    },
  ] as const;
}

/** Empty is 0 (a product without discount is left out). */
export const BONUS_FIELDS = /* @__PURE__ */ defineFields([
  ...bonusRows(0),
  ...bonusRows(1),
  ...bonusRows(2),
]);

export type BonusKey = FieldName<typeof BONUS_FIELDS>;

export const bonusKeys = (index: number) =>
  ({
    discount: `bonusDiscount${index as 0 | 1 | 2}`,
    cost: `bonusCost${index as 0 | 1 | 2}`,
  }) as const;

/* ---- early repayment ---- */

export const EARLY_MESSAGES = {
  amount: 'El importe debe estar entre 1 € y el importe de la hipoteca',
  year: (last: number) => `El año debe estar entre 1 y ${last}`,
  /** The table's own bound; the reader gives the term's. */
  yearOfTerm: 'El año debe estar entre 1 y el penúltimo año del plazo',
  wholeYear: 'El año debe ser un número entero',
} as const;

/** Their upper bounds depend on the loan: readEarly gives them. */
export const EARLY_FIELDS = /* @__PURE__ */ defineFields([
  {
    name: 'earlyAmount',
    label: 'Importe a amortizar',
    unit: '€',
    min: { value: 1, message: EARLY_MESSAGES.amount },
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'earlyYear',
    label: 'Al final del año',
    unit: 'año',
    min: { value: 1, message: EARLY_MESSAGES.yearOfTerm },
    integer: EARLY_MESSAGES.wholeYear,
    default: 1,
    empty: 'default',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
]);

export const EARLY_YEAR_FROM_LABEL = 'Desde el final del año';

/* ---- affordability ---- */

export const AFFORD_MESSAGES = {
  netMonthlyIncome: 'Los ingresos netos deben ser mayores que 0',
  existingDebtPayments: 'Las cuotas de otras deudas deben ser 0 o más',
  savings: 'Los ahorros deben ser 0 o más',
  propertyPrice: 'El precio de la vivienda debe ser mayor que 0',
  appraisalValue: 'La tasación debe ser mayor que 0 (o déjala vacía)',
  borrowerAge: 'La edad debe estar entre 18 y 100 años (o déjala vacía)',
} as const;

/**
 * Under FinancingInput's names. Empty appraisal and age mean "not given" (the price is the
 * appraisal; no age check). The price starts at the main loan plus a 20 % deposit.
 */
export const AFFORD_FIELDS = /* @__PURE__ */ defineFields([
  {
    name: 'netMonthlyIncome',
    label: 'Ingresos mensuales netos',
    unit: '€',
    hint: 'Lo que cobráis al mes en el hogar, después de impuestos.',
    min: { value: 1, message: AFFORD_MESSAGES.netMonthlyIncome },
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'existingDebtPayments',
    label: 'Cuotas de otras deudas',
    unit: '€/mes',
    hint: 'Coche, préstamos personales, tarjetas. Vacío es 0.',
    min: { value: 0, message: AFFORD_MESSAGES.existingDebtPayments },
    empty: 0,
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'savings',
    label: 'Ahorros para la compra',
    unit: '€',
    min: { value: 0, message: AFFORD_MESSAGES.savings },
    empty: 0,
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'propertyPrice',
    label: 'Precio de la vivienda',
    unit: '€',
    min: { value: 1, message: AFFORD_MESSAGES.propertyPrice },
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'appraisalValue',
    label: 'Tasación (opcional)',
    unit: '€',
    hint: 'Si aún no la tienes, usamos el precio.',
    min: { value: 1, message: AFFORD_MESSAGES.appraisalValue },
    empty: 0,
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'borrowerAge',
    label: 'Tu edad',
    unit: 'años',
    hint: 'Si firmáis dos, la del mayor. Vacío: no miramos la edad.',
    min: { value: 18, message: AFFORD_MESSAGES.borrowerAge },
    max: { value: 100, message: AFFORD_MESSAGES.borrowerAge },
    empty: 0,
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
]);

export type AffordNumberKey = FieldName<typeof AFFORD_FIELDS>;
