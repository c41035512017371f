// The rental-yield PDF report from the result the page shows: the cards' figures with their verdicts,
// the inputs as typed (no loan terms without a loan), and the formulas.
import { formatDate, formatEuros } from '../../../core/format';
import {
  CASH_FLOW_VERDICT_LABELS,
  YIELD_VERDICT_LABELS,
  type RentalYieldResult,
} from '../../../core/tools/yield/engine';
import { YIELD_FIELDS } from '../../../core/tools/yield/fields';
import type { YieldFormValues } from '../../../core/tools/yield/schema';
import { readRows } from '../../components/ui/ResultGrid';
import {
  REPORT_BRAND,
  reportFigures,
  reportFileName,
  type Report,
  type ReportRow,
} from '../report/report-model';
import { typedValue } from '../report/typed-value';
import { doubtfulYield, yieldResultRows } from './result-rows';
import { YIELD_INFO, YIELD_TEXT } from './text';

export const YIELD_REPORT_TITLE = 'Informe de rentabilidad del alquiler';

const LOAN_TERMS: readonly string[] = ['interestRate', 'loanTermYears'];

/** The form's fields as typed; without a loan its rate and term say nothing and are left out. */
export function yieldInputs(values: YieldFormValues): ReportRow[] {
  const noLoan = !(values.financingAmount > 0);
  return YIELD_FIELDS.filter((field) => !(noLoan && LOAN_TERMS.includes(field.name))).map(
    (field) => ({
      label: field.label,
      value: typedValue(values[field.name], field.unit ?? ''),
    }),
  );
}

export function yieldReport(
  result: RentalYieldResult,
  values: YieldFormValues,
  link: string,
  now: Date,
): Report {
  return {
    kind: 'yield',
    brand: REPORT_BRAND,
    title: YIELD_REPORT_TITLE,
    date: formatDate(now),
    fileName: reportFileName('yield', values.purchasePrice, now),
    link,
    subject: `Vivienda de ${formatEuros(values.purchasePrice)} alquilada por ${formatEuros(values.monthlyRent)} al mes.`,
    verdict: doubtfulYield(values)
      ? `${YIELD_TEXT.doubtful} ${CASH_FLOW_VERDICT_LABELS[result.cashFlowVerdict]}.`
      : `${YIELD_TEXT.results.grossYield}: ${YIELD_VERDICT_LABELS[result.grossYieldVerdict].toLowerCase()}. ${CASH_FLOW_VERDICT_LABELS[result.cashFlowVerdict]}.`,
    figures: reportFigures(readRows(yieldResultRows(doubtfulYield(values)), result)),
    inputs: [{ title: 'Datos de la inversión', rows: yieldInputs(values) }],
    details: [],
    charts: [],
    tables: [],
    rules: [
      ...YIELD_INFO.formulas.map((metric) => `${metric.name}: ${metric.formula}`),
      ...YIELD_INFO.bands,
    ],
    sources: [],
  };
}
