// The rental-yield PDF report from the result the page shows: the yields and cash flow with their
// verdicts, the inputs as typed (no loan terms without a loan), and the formulas.
import { formatDate, formatEuros, formatPercent } from '../../../core/format';
import {
  CASH_FLOW_VERDICT_LABELS,
  ROI_VERDICT_LABELS,
  YIELD_VERDICT_LABELS,
  type RentalYieldResult,
} from '../../../core/tools/yield/engine';
import { YIELD_FIELDS } from '../../../core/tools/yield/fields';
import type { YieldFormValues } from '../../../core/tools/yield/schema';
import { YIELD_INFO, YIELD_TEXT } from '../yield/text';
import {
  REPORT_BRAND,
  REPORT_TITLES,
  reportFileName,
  type Report,
  type ReportRow,
} from './report-model';
import { typedValue } from './typed-value';

const TITLE = REPORT_TITLES.yield;
const LABELS = YIELD_TEXT.results;
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
  const verdict = (label: string) => `${YIELD_TEXT.verdictPrefix} ${label}`;
  return {
    kind: 'yield',
    brand: REPORT_BRAND,
    title: TITLE,
    date: formatDate(now),
    fileName: reportFileName('yield', values.purchasePrice, now),
    link,
    subject: `Vivienda de ${formatEuros(values.purchasePrice)} alquilada por ${formatEuros(values.monthlyRent)} al mes.`,
    verdict: `${LABELS.grossYield}: ${YIELD_VERDICT_LABELS[result.grossYieldVerdict].toLowerCase()}. ${CASH_FLOW_VERDICT_LABELS[result.cashFlowVerdict]}.`,
    figures: [
      { label: LABELS.netYield, value: formatPercent(result.netYield), note: YIELD_TEXT.netHint },
      {
        label: LABELS.grossYield,
        value: formatPercent(result.grossYield),
        note: verdict(YIELD_VERDICT_LABELS[result.grossYieldVerdict]),
      },
      { label: LABELS.monthlyMortgage, value: formatEuros(result.monthlyMortgage) },
      {
        label: LABELS.monthlyCashFlow,
        value: formatEuros(result.monthlyCashFlow),
        note: CASH_FLOW_VERDICT_LABELS[result.cashFlowVerdict],
      },
      { label: LABELS.annualCashFlow, value: formatEuros(result.annualCashFlow) },
      {
        label: LABELS.totalROI,
        value: formatPercent(result.totalROI),
        note: verdict(ROI_VERDICT_LABELS[result.roiVerdict]),
      },
    ],
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
