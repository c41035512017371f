// The analysis results' sub-forms, zod-free (read as the person types): the maximum-price target,
// the purchase-cost corrections and the scenario's name; each row's name is its link parameter.
import { defineFields, type DerivedEmpty } from '../fields';
import { COST_LINE_LABELS, type PurchaseCostLine } from './inputs';

const NOT_AN_INPUT = 'a what-if of the results, not an input of the Excel workbook';

export const PRICE_TARGET_MESSAGE = 'Escribe un porcentaje entre −50 y 100.';

/** Percent; its metric is a choice. */
export const PRICE_TARGET_FIELDS = /* @__PURE__ */ defineFields([
  {
    name: 'priceTargetValue',
    label: 'Valor objetivo',
    unit: '%',
    min: { value: -50, message: PRICE_TARGET_MESSAGE },
    max: { value: 100, message: PRICE_TARGET_MESSAGE },
    default: 8,
    empty: 'required',
    excel: false,
    notInExcel: NOT_AN_INPUT,
  },
]);

export const COST_LINE_MESSAGE = 'Escribe un importe de 0 € o más, o déjalo vacío.';

/** An emptied line is the engine's figure again: purchaseSummary fills it, never fillDerived. */
const CALCULATED: DerivedEmpty = {
  text: 'Vacía, la línea es la que calculamos con las tarifas de tu comunidad.',
  derived: () => {
    throw new Error('A purchase-cost line left empty is filled by purchaseSummary');
  },
};

function costLine<L extends PurchaseCostLine>(name: L) {
  return {
    name,
    label: COST_LINE_LABELS[name],
    unit: '€',
    min: { value: 0, message: COST_LINE_MESSAGE },
    empty: CALCULATED,
    excel: false,
    notInExcel: 'a correction of a result (the workbook has the purchase costs as one input)',
  } as const;
}

export const COST_LINE_FIELDS = /* @__PURE__ */ defineFields([
  costLine('vat'),
  costLine('itp'),
  costLine('ajd'),
  costLine('notaryFees'),
  costLine('registryFees'),
  costLine('managementFees'),
  costLine('appraisalFees'),
]);

/** Text, not a number (no FieldRow): its label, limit and message in one place as the contact form's. */
export const SCENARIO_NAME = {
  name: 'scenarioName',
  label: 'Nombre del análisis',
  hint: 'Por ejemplo, «Piso calle Toledo, 2.º B».',
  maxLength: 60,
  required: 'Escribe un nombre para guardarlo.',
} as const;
