// The analysis' PDF report from the outcome the page shows: the verdict and the cards' figures, the
// inputs (assumptions.ts, as the printed page), the sale, the year table, the charts and the rules.
import { formatDate, formatEuros, formatEurosCents, formatPercent } from '../../../core/format';
import type { AnalysisResult } from '../../../core/tools/investment-analysis';
import { REGIME_SOURCES } from '../../../core/tools/investment-analysis/regime-sources';
import { PLUSVALIA_NOT_COMPUTED } from '../../../core/tools/investment-analysis/sale';
import { ANALYSIS_STEPS } from '../../../core/tools/investment-analysis/steps';
import { readRows } from '../../components/ui/ResultGrid';
import { CHART_COLORS } from '../report/chart-colors';
import {
  REPORT_BRAND,
  reportFigures,
  reportFileName,
  type Report,
  type ReportChart,
  type ReportFigure,
  type ReportSection,
  type ReportSource,
  type ReportTable,
} from '../report/report-model';
import { assumptionRows } from './assumptions';
import type { AnalysisOutcome } from './outcome';
import { ANALYSIS_MORE_ROWS, ANALYSIS_TOP_ROWS, REPORT_METRICS } from './result-rows';
import { RESULTS, VERDICT_FIGURES } from './results-text';
import { summarySentence, verdictSentence } from './verdict-text';
import { feasibleSentence } from './feasible-text';
import { voiceOf } from './voice';
import { coupleSection } from './couple-text';
import { YEAR_COLUMNS } from './YearTable';

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

/** The verdict's three figures of the page's top, then the cards the PDF repeats. */
function keyFigures(analysis: AnalysisResult): ReportFigure[] {
  const { verdict, metrics, initial, input } = analysis;
  const perMonth = (value: number) => `${formatEuros(value)}/mes`;
  const cards = readRows([...ANALYSIS_TOP_ROWS, ...ANALYSIS_MORE_ROWS], analysis);
  const picked = REPORT_METRICS.flatMap((key) => cards.filter((card) => card.field === key));
  return [
    {
      label: VERDICT_FIGURES.monthly(voiceOf(input)),
      value: perMonth(verdict.monthlyCashFlowYear1),
      note: VERDICT_FIGURES.beforeTax(
        perMonth(verdict.monthlyCashFlowYear1BeforeTax),
        voiceOf(input),
      ),
    },
    {
      label: VERDICT_FIGURES.irr,
      value:
        metrics.irrAfterTax === null
          ? RESULTS.notRecovered(input.holdYears)
          : formatPercent(metrics.irrAfterTax),
      note: VERDICT_FIGURES.irrNote(formatEuros(initial.equity), input.holdYears, voiceOf(input)),
    },
    { label: VERDICT_FIGURES.benchmark, value: formatPercent(verdict.benchmarkPercent) },
    ...reportFigures(picked),
  ];
}

/** Taxes by kind and the sale, as the page's two blocks. */
function details({ taxes, sale }: AnalysisResult): ReportSection[] {
  const plusvalia =
    sale.plusvalia === null ? PLUSVALIA_NOT_COMPUTED : formatEurosCents(taxes.plusvalia);
  return [
    {
      title: RESULTS.taxesTitle,
      rows: [
        { label: RESULTS.taxes.purchase, value: formatEurosCents(taxes.purchase) },
        { label: RESULTS.taxes.rent, value: formatEurosCents(taxes.rent) },
        { label: RESULTS.taxes.capitalGains, value: formatEurosCents(taxes.capitalGains) },
        { label: RESULTS.taxes.plusvalia, value: plusvalia },
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
}

function charts(analysis: AnalysisResult): ReportChart[] {
  const years = analysis.years.map((row) => row.year);
  const chart = (title: string, label: string, color: string, values: number[]): ReportChart => ({
    title,
    years,
    series: [{ label, color, values }],
  });
  return [
    chart(
      'Flujo de caja después de impuestos, por año (€)',
      'Flujo de caja',
      CHART_COLORS.primary,
      analysis.years.map((row) => row.cashFlow),
    ),
    chart(
      'Patrimonio neto: valor del piso menos préstamo pendiente (€)',
      'Patrimonio neto',
      CHART_COLORS.secondary,
      analysis.years.map((row) => row.equity),
    ),
  ];
}

/** Year 0 (the purchase) then one row per year, in the page's year table columns. */
function yearTable({ initial, years }: AnalysisResult): ReportTable {
  const yearZero: Partial<Record<(typeof YEAR_COLUMNS)[number]['key'], number>> = {
    cashFlow: -initial.equity,
    outstandingLoan: initial.loan,
    equity: initial.price - initial.loan,
  };
  return {
    title: 'Año a año',
    caption: 'Proyección año a año, en euros',
    columns: ['Año', ...YEAR_COLUMNS.map((column) => column.label)],
    rows: [
      [
        '0',
        ...YEAR_COLUMNS.map((column) => {
          const value = yearZero[column.key];
          return value === undefined ? '' : formatEuros(value);
        }),
      ],
      ...years.map((row) => [
        String(row.year),
        ...YEAR_COLUMNS.map((column) => formatEuros(row[column.key])),
      ]),
    ],
  };
}

function rules({ rules: dates }: AnalysisResult): string[] {
  const sale = dates.saleYear === null ? '' : `; venta en ${dates.saleYear}`;
  return [
    `Tarifas de compra (ITP, IVA y AJD) vigentes el ${formatDate(dates.purchaseRatesAsOf)}.`,
    `Escala del ahorro del IRPF desde el ${formatDate(dates.savingsScaleFrom)}${sale}.`,
    `Reducciones de la Ley 12/2023 desde el ${formatDate(dates.rentReductionsFrom)}.`,
    ...Object.values(REGIME_SOURCES).map(
      (source) => `${source.citation}${'pending' in source ? ` (${source.pending}).` : '.'}`,
    ),
  ];
}

/** The community's name as the form's select writes it. */
function communityName(community: string): string {
  const field = ANALYSIS_STEPS.flatMap((step) => step.fields).find((f) => f.name === 'community');
  if (field?.kind !== 'select') return community;
  return field.options.find((o) => o.value === community)?.label ?? community;
}

/** The report of the analysis on screen; `link` is its share link, `now` the day it is made. */
export function analysisReport(outcome: AnalysisOutcome, link: string, now: Date): Report {
  const { analysis } = outcome;
  const { input } = analysis;
  const holdYears = input.holdYears;
  return {
    kind: 'analysis',
    brand: REPORT_BRAND,
    title: RESULTS.reportTitle,
    date: formatDate(now),
    fileName: reportFileName('analysis', input.price, now),
    link,
    subject: `Vivienda de ${formatEuros(input.price)} en ${communityName(input.community)}, alquilada por ${formatEuros(input.monthlyRent)} al mes, ${holdYears} años hasta la venta.`,
    // The verdict at the loan a bank would grant travels with it: no clean "Sí" on an 80 % loan.
    verdict: [
      summarySentence(analysis.verdict, holdYears, voiceOf(input)),
      verdictSentence(analysis.verdict, holdYears, voiceOf(input)),
      feasibleSentence(analysis, voiceOf(input)),
    ]
      .filter(Boolean)
      .join(' '),
    figures: keyFigures(analysis),
    inputs: assumptionRows(outcome.input),
    details: [...details(analysis), ...coupleSection(analysis)],
    charts: charts(analysis),
    tables: [yearTable(analysis)],
    rules: rules(analysis),
    sources: officialSources(),
  };
}
