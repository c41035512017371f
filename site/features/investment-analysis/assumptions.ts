// "Datos y supuestos": the analysis' inputs by step as the printed page and the PDF both show them,
// only the fields that apply (a fixed loan: no Euríbor), then the purchase-cost lines corrected.
import { formatDate, formatEuros } from '../../../core/format';
import type { AnalysisInput } from '../../../core/tools/investment-analysis';
import { ANALYSIS_FIELDS } from '../../../core/tools/investment-analysis/field-rows';
import { COST_LINE_LABELS } from '../../../core/tools/investment-analysis/inputs';
import {
  ANALYSIS_STEPS,
  fieldContext,
  type AnalysisField,
} from '../../../core/tools/investment-analysis/steps';
import type { ReportSection } from '../report/report-model';
import { typedValue } from '../report/typed-value';
import { MORTGAGE_FIELDS_BY_TYPE } from '../mortgage/text';

const namesOf = (type: keyof typeof MORTGAGE_FIELDS_BY_TYPE) =>
  MORTGAGE_FIELDS_BY_TYPE[type].map((field) => field.name as string);
// The loan fields that depend on the rate type, from the mortgage form's one definition.
const RATE_FIELDS = new Set(
  namesOf('mixed').filter(
    (name) => !(namesOf('fixed').includes(name) && namesOf('variable').includes(name)),
  ),
);
const LOAN_TERMS = new Set(['loanTermYears', 'rateType', 'openingFeePercent', ...RATE_FIELDS]);

/** A cash purchase shows no loan terms; a loan only the rate fields of its type. */
function loanFieldShown(name: string, input: AnalysisInput): boolean {
  if (!LOAN_TERMS.has(name)) return true;
  if (!((input.loanAmount ?? 0) > 0)) return false;
  if (!RATE_FIELDS.has(name)) return true;
  return namesOf(input.rateType).includes(name);
}

/** What an empty field means when the engine derives it (the base assumed, the benchmark). */
const DERIVED_TEXT = new Map<string, string>(
  ANALYSIS_FIELDS.flatMap((row) =>
    typeof row.empty === 'object' ? [[row.name, row.empty.text] as const] : [],
  ),
);

function shownValue(field: AnalysisField, input: AnalysisInput): string {
  const value = input[field.name as keyof AnalysisInput];
  if (field.kind === 'select') {
    // An empty choice is one of the options (the tax residence: the property's community).
    const chosen = String(value ?? '');
    return field.options.find((o) => o.value === chosen)?.label ?? chosen;
  }
  if (value === undefined && DERIVED_TEXT.has(field.name))
    return DERIVED_TEXT.get(field.name) ?? '';
  if (field.kind === 'date') return typeof value === 'string' && value ? formatDate(value) : '—';
  return typedValue(value, field.unit);
}

/** @example assumptionRows(input)[1] // { title: 'Financiación', rows: [{ label: 'Plazo', value: '25 años' }, …] } */
export function assumptionRows(input: AnalysisInput): ReportSection[] {
  const context = fieldContext(input);
  const sections: ReportSection[] = ANALYSIS_STEPS.map((step) => ({
    title: step.title,
    rows: step.fields
      .filter((field) => (field.shownWhen?.(context) ?? true) && loanFieldShown(field.name, input))
      .map((field) => ({ label: field.label, value: shownValue(field, input) })),
  }));
  const lines = Object.entries(input.purchaseCostsOverride?.lines ?? {});
  if (lines.length > 0) {
    sections.push({
      title: 'Gastos de compra corregidos',
      rows: lines.map(([line, value]) => ({
        label: COST_LINE_LABELS[line as keyof typeof COST_LINE_LABELS],
        value: formatEuros(value ?? 0),
      })),
    });
  }
  return sections;
}
