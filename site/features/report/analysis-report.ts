// The analysis' PDF report from the outcome the page shows: summary, inputs as typed, the sale,
// the year table, the charts' series and the dated rules with their official sources.
import { formatDate, formatEuros, formatEurosCents, formatPercent } from '../../../core/format';
import type { AnalysisInput } from '../../../core/tools/investment-analysis';
import { COST_LINE_LABELS } from '../../../core/tools/investment-analysis/inputs';
import { REGIME_SOURCES } from '../../../core/tools/investment-analysis/regime-sources';
import { PLUSVALIA_NOT_COMPUTED } from '../../../core/tools/investment-analysis/sale';
import { ANALYSIS_STEPS, fieldContext } from '../../../core/tools/investment-analysis/steps';
import type { AnalysisOutcome } from '../investment-analysis/outcome';
import { MORTGAGE_FIELDS_BY_TYPE } from '../mortgage/text';
import { RESULTS, VERDICT_FIGURES } from '../investment-analysis/results-text';
import { summarySentence, verdictSentence } from '../investment-analysis/verdict-text';
import { YEAR_COLUMNS } from '../investment-analysis/YearTable';
import {
  REPORT_BRAND,
  reportFileName,
  type Report,
  type ReportFigure,
  type ReportSection,
  type ReportSource,
} from './report-model';
import { CHART_COLORS } from './chart-colors';
import { typedValue } from './typed-value';

const TITLE = RESULTS.reportTitle;

/** The loan's fields by rate type: the mortgage form's one definition. */
const namesOf = (type: keyof typeof MORTGAGE_FIELDS_BY_TYPE) =>
  MORTGAGE_FIELDS_BY_TYPE[type].map((field) => field.name as string);
/** The fields that depend on the rate type: those not shown for every type (not the amount or term). */
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

/**
 * The inputs by step, only the fields that apply to these values (a fixed loan: no Euríbor), then the purchase-cost lines the person corrected.
 */
export function analysisInputs(input: AnalysisInput): ReportSection[] {
  const context = fieldContext(input);
  const sections = ANALYSIS_STEPS.map((step) => ({
    title: step.title,
    rows: step.fields
      .filter((field) => (field.shownWhen?.(context) ?? true) && loanFieldShown(field.name, input))
      .map((field) => {
        const value = input[field.name as keyof AnalysisInput];
        const text =
          field.kind === 'select'
            ? (field.options.find((o) => o.value === String(value))?.label ?? String(value))
            : field.kind === 'date'
              ? typeof value === 'string' && value
                ? formatDate(value)
                : '—'
              : typedValue(value, field.unit);
        return { label: field.label, value: text };
      }),
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

/** The verdict's first words and sentence, as the page's top says them. */
function verdictLine(analysis: AnalysisOutcome['analysis']): string {
  return `${summarySentence(analysis.verdict, analysis.input.holdYears)} ${verdictSentence(analysis.verdict, analysis.input.holdYears)}`;
}

/** Each official text the rules cite, once, named by its first citation (the law, up to the comma). */
function officialSources(): ReportSource[] {
  const byUrl = new Map<string, ReportSource>();
  for (const source of Object.values(REGIME_SOURCES)) {
    if (!byUrl.has(source.url)) {
      byUrl.set(source.url, {
        label: source.citation.split(',')[0] ?? source.url,
        href: source.url,
      });
    }
  }
  return [...byUrl.values()];
}

/** The report of the analysis on screen; `link` is its share link, `now` the day it is made. */
export function analysisReport(outcome: AnalysisOutcome, link: string, now: Date): Report {
  const { analysis } = outcome;
  const { metrics, initial, taxes, sale, input, rules } = analysis;
  const communityField = ANALYSIS_STEPS.flatMap((step) => step.fields).find(
    (field) => field.name === 'community',
  );
  const communityName =
    communityField?.kind === 'select'
      ? (communityField.options.find((o) => o.value === input.community)?.label ?? input.community)
      : input.community;
  const metric = (key: keyof typeof RESULTS.metrics, value: string): ReportFigure => ({
    label: RESULTS.metrics[key][0],
    value,
    note: RESULTS.metrics[key][1],
  });
  const { verdict } = analysis;
  const percentOrNone = (value: number | null) =>
    value === null ? RESULTS.notRecovered(input.holdYears) : formatPercent(value);
  const perMonth = (value: number) => `${formatEuros(value)}/mes`;
  const figures: ReportFigure[] = [
    {
      label: VERDICT_FIGURES.monthly,
      value: perMonth(verdict.monthlyCashFlowYear1),
      note: VERDICT_FIGURES.beforeTax(perMonth(verdict.monthlyCashFlowYear1BeforeTax)),
    },
    {
      label: VERDICT_FIGURES.irr,
      value: percentOrNone(metrics.irrAfterTax),
      note: VERDICT_FIGURES.irrNote(formatEuros(initial.equity), input.holdYears),
    },
    { label: VERDICT_FIGURES.benchmark, value: formatPercent(verdict.benchmarkPercent) },
    metric('irrBeforeTax', percentOrNone(metrics.irrBeforeTax)),
    metric('cashFlowYear1', formatEuros(metrics.cashFlowYear1)),
    metric('cashOnCashYear1', percentOrNone(metrics.cashOnCashYear1)),
    metric('netYield', formatPercent(metrics.netYield)),
    metric('grossYield', formatPercent(metrics.grossYield)),
    metric('equity', formatEuros(initial.equity)),
    metric('totalPurchaseCosts', formatEurosCents(initial.purchaseCosts)),
  ];
  const details: ReportSection[] = [
    {
      title: RESULTS.taxesTitle,
      rows: [
        { label: RESULTS.taxes.purchase, value: formatEurosCents(taxes.purchase) },
        { label: RESULTS.taxes.rent, value: formatEurosCents(taxes.rent) },
        { label: RESULTS.taxes.capitalGains, value: formatEurosCents(taxes.capitalGains) },
        {
          label: RESULTS.taxes.plusvalia,
          value:
            sale.plusvalia === null ? PLUSVALIA_NOT_COMPUTED : formatEurosCents(taxes.plusvalia),
        },
        { label: RESULTS.taxes.total, value: formatEurosCents(taxes.total) },
      ],
    },
    {
      title: RESULTS.saleTitle(sale.year),
      rows: [
        { label: RESULTS.sale.salePrice, value: formatEuros(sale.salePrice) },
        { label: RESULTS.sale.sellingCosts, value: formatEuros(-sale.sellingCosts) },
        { label: RESULTS.sale.acquisitionValue, value: formatEuros(sale.acquisitionValue) },
        {
          label: sale.gain < 0 ? RESULTS.sale.loss : RESULTS.sale.gain,
          value: formatEuros(Math.abs(sale.gain)),
        },
        { label: RESULTS.sale.capitalGainsTax, value: formatEuros(-sale.capitalGainsTax) },
        { label: RESULTS.sale.loanRepaid, value: formatEuros(-sale.loanRepaid) },
        { label: RESULTS.sale.netProceeds, value: formatEuros(sale.netProceeds) },
      ],
    },
  ];
  const years = analysis.years.map((row) => row.year);
  const iso = (day: string) => formatDate(day);
  return {
    kind: 'analysis',
    brand: REPORT_BRAND,
    title: TITLE,
    date: formatDate(now),
    fileName: reportFileName('analysis', input.price, now),
    link,
    subject: `Vivienda de ${formatEuros(input.price)} en ${communityName}, alquilada por ${formatEuros(input.monthlyRent)} al mes, ${input.holdYears} años hasta la venta.`,
    verdict: verdictLine(analysis),
    figures,
    inputs: analysisInputs(outcome.input),
    details,
    charts: [
      {
        title: 'Flujo de caja después de impuestos, por año (€)',
        years,
        series: [
          {
            label: 'Flujo de caja',
            color: CHART_COLORS.primary,
            values: analysis.years.map((row) => row.cashFlow),
          },
        ],
      },
      {
        title: 'Patrimonio neto: valor del piso menos préstamo pendiente (€)',
        years,
        series: [
          {
            label: 'Patrimonio neto',
            color: CHART_COLORS.secondary,
            values: analysis.years.map((row) => row.equity),
          },
        ],
      },
    ],
    tables: [
      {
        title: 'Año a año',
        caption: 'Proyección año a año, en euros',
        columns: ['Año', ...YEAR_COLUMNS.map((column) => column.label)],
        rows: [
          [
            '0',
            ...YEAR_COLUMNS.map((column) =>
              column.key === 'cashFlow'
                ? formatEuros(-initial.equity)
                : column.key === 'outstandingLoan'
                  ? formatEuros(initial.loan)
                  : column.key === 'equity'
                    ? formatEuros(initial.price - initial.loan)
                    : '',
            ),
          ],
          ...analysis.years.map((row) => [
            String(row.year),
            ...YEAR_COLUMNS.map((column) => formatEuros(row[column.key])),
          ]),
        ],
      },
    ],
    rules: [
      `Tarifas de compra (ITP, IVA y AJD) vigentes el ${iso(rules.purchaseRatesAsOf)}.`,
      `Escala del ahorro del IRPF desde el ${iso(rules.savingsScaleFrom)}${rules.saleYear === null ? '' : `; venta en ${rules.saleYear}`}.`,
      `Reducciones de la Ley 12/2023 desde el ${iso(rules.rentReductionsFrom)}.`,
      ...Object.values(REGIME_SOURCES).map(
        (source) => `${source.citation}${'pending' in source ? ` (${source.pending}).` : '.'}`,
      ),
    ],
    sources: officialSources(),
  };
}
