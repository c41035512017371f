// The mortgage's PDF report from the outcome the page shows: the cards' figures, only the loan fields
// of the chosen rate type, the stress lines, the yearly schedule and the method.
import { formatDate, formatEuros, formatEurosCents, formatPercent } from '../../../core/format';
import {
  EURIBOR_12M_DEFAULT,
  figureMonthLabel,
  type MarketFigure,
} from '../../../core/market-figures';
import type { MortgageFormValues } from '../../../core/tools/mortgage/schema';
import { readRows } from '../../components/ui/ResultGrid';
import { CHART_COLORS } from '../report/chart-colors';
import {
  REPORT_BRAND,
  reportFigures,
  reportFileName,
  type Report,
  type ReportChart,
  type ReportRow,
  type ReportSection,
  type ReportTable,
} from '../report/report-model';
import { typedValue } from '../report/typed-value';
import type { MortgageOutcome } from './outcome';
import { MORTGAGE_RESULT_ROWS } from './result-rows';
import {
  CHART_TEXT,
  METHOD_NOTES,
  REPORT_TITLE,
  SOURCE_TEXT,
  STRESS_TEXT,
  TABLE_TEXT,
} from './results-text';
import { MORTGAGE_FIELDS_BY_TYPE, MORTGAGE_TEXT, RATE_TYPE_OPTIONS } from './text';

/** The rate type and the fields the form shows for it, as typed. */
export function mortgageInputs(values: MortgageFormValues): ReportRow[] {
  const type = RATE_TYPE_OPTIONS.find((option) => option.value === values.rateType);
  return [
    { label: MORTGAGE_TEXT.rateType, value: type?.label ?? values.rateType },
    ...MORTGAGE_FIELDS_BY_TYPE[values.rateType].map((field) => ({
      label: field.label,
      value: typedValue(values[field.name], field.unit ?? ''),
    })),
  ];
}

/** The stress lines: the payment (a fixed loan's never changes, so no peak) and the total if the rate (or the Euríbor) were higher. */
function stressSection(outcome: MortgageOutcome, fixed: boolean): ReportSection {
  return {
    title: fixed ? STRESS_TEXT.titleFixed : STRESS_TEXT.titleVariable,
    rows: outcome.stress.map((row) => ({
      label: `${fixed ? STRESS_TEXT.rate(row.points) : STRESS_TEXT.euribor(row.points)} (${formatPercent(row.rate, fixed ? 2 : 3)})`,
      value: `${fixed ? STRESS_TEXT.payment : STRESS_TEXT.peak}: ${formatEurosCents(row.peakPayment)} · ${STRESS_TEXT.total}: ${formatEuros(row.totalPayment)} (${STRESS_TEXT.more(formatEuros(row.extraCost))})`,
    })),
  };
}

function scheduleChart({ schedule }: MortgageOutcome): ReportChart {
  return {
    title: CHART_TEXT.title,
    years: schedule.years.map((row) => row.period),
    series: [
      {
        label: CHART_TEXT.principal,
        color: CHART_COLORS.primary,
        values: schedule.years.map((row) => row.principal),
      },
      {
        label: CHART_TEXT.interest,
        color: CHART_COLORS.secondary,
        values: schedule.years.map((row) => row.interest),
      },
    ],
  };
}

function scheduleTable({ schedule }: MortgageOutcome, fixed: boolean): ReportTable {
  return {
    title: TABLE_TEXT.title,
    caption: 'Cuadro de amortización por años, en euros',
    columns: [
      TABLE_TEXT.period,
      TABLE_TEXT.rate,
      TABLE_TEXT.payment,
      TABLE_TEXT.interest,
      TABLE_TEXT.principal,
      TABLE_TEXT.balance,
    ],
    rows: schedule.years.map((row) => [
      TABLE_TEXT.year(row.period),
      formatPercent(row.rate, fixed ? 2 : 3),
      formatEurosCents(row.payment),
      formatEurosCents(row.interest),
      formatEurosCents(row.principal),
      formatEurosCents(row.balance),
    ]),
  };
}

export function mortgageReport(
  outcome: MortgageOutcome,
  values: MortgageFormValues,
  link: string,
  now: Date,
  /** The Euríbor figure the page shows (the editorial one, the seed's without it). */
  euribor: MarketFigure = EURIBOR_12M_DEFAULT,
): Report {
  const { terms } = outcome;
  const month = figureMonthLabel(euribor.month);
  const fixed = outcome.rateType === 'fixed';
  const type = RATE_TYPE_OPTIONS.find((option) => option.value === outcome.rateType);
  return {
    kind: 'mortgage',
    brand: REPORT_BRAND,
    title: REPORT_TITLE,
    date: formatDate(now),
    fileName: reportFileName('mortgage', terms.loanAmount, now),
    link,
    subject: `Hipoteca de ${formatEuros(terms.loanAmount)} a ${terms.loanTermYears} años, tipo ${(type?.label ?? '').toLowerCase()}.`,
    figures: reportFigures(readRows(MORTGAGE_RESULT_ROWS, { outcome, values })),
    inputs: [{ title: 'Préstamo', rows: mortgageInputs(values) }],
    details: [stressSection(outcome, fixed)],
    charts: [scheduleChart(outcome)],
    tables: [scheduleTable(outcome, fixed)],
    rules: METHOD_NOTES(!fixed, { value: euribor.value, month }),
    sources: fixed
      ? []
      : [{ label: `${SOURCE_TEXT.euribor(month)} ${euribor.source}`, href: euribor.url }],
  };
}
