// The field tables of the analysis results' sub-forms: the maximum-price what-if's target, the
// corrections of the purchase-cost lines, and the saved scenario's name (text, with its limit and
// message as the contact form's text fields). Each row's name is its share-link parameter.
// Zod-free: the page reads them as the person types (core/tools/field-texts.ts).
import { defineFields, type DerivedEmpty } from '../fields';
import { COST_LINE_LABELS, type PurchaseCostLine } from './inputs';

/** The maximum-price what-if is a result of the analysis, not an input of its workbook. */
const NOT_AN_INPUT = 'a what-if of the results, not an input of the Excel workbook';

export const PRICE_TARGET_MESSAGE = 'Escribe un porcentaje entre −50 y 100.';

/** The target value (percent) of the maximum-price what-if; its metric is a choice. */
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

/**
 * An emptied line is the purchase-cost engine's figure again. It is not computed from the other
 * lines: purchaseSummary fills it (it needs the whole analysis), never fillDerived.
 */
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

/** The user's corrections of the purchase-cost lines, in PURCHASE_COST_LINES order (euros). */
export const COST_LINE_FIELDS = /* @__PURE__ */ defineFields([
  costLine('vat'),
  costLine('itp'),
  costLine('ajd'),
  costLine('notaryFees'),
  costLine('registryFees'),
  costLine('managementFees'),
  costLine('appraisalFees'),
]);

/**
 * The name a scenario is saved under: text, not a number (no FieldRow), its label, hint, limit
 * and message in one place as the contact form's (core/tools/contact/fields.ts).
 */
export const SCENARIO_NAME = {
  name: 'scenarioName',
  label: 'Nombre del análisis',
  hint: 'Por ejemplo, «Piso calle Toledo, 2.º B».',
  maxLength: 60,
  required: 'Escribe un nombre para guardarlo.',
} as const;
