// The analysis' PDF report: mapped from the outcome the page shows.
import { formatEuros, formatPercent } from '../../../core/format';
import { SITE } from '../../../core/site';
import { ANALYSIS_FORM_DEFAULTS } from '../../../core/tools/investment-analysis/fields';
import { computeAnalysis } from './outcome';
import { analysisReport } from './report';
import { VERDICT_WORDS } from './verdict-text';
import { inputLabels, NOW, present } from '../report/report.testing';

const LINK = 'https://inmocalc.netlify.app/analisis-inversion?price=185000';

describe('analysisReport', () => {
  const values = { ...ANALYSIS_FORM_DEFAULTS, price: 185000, loanAmount: 148000 };
  const outcome = computeAnalysis(values);
  const report = analysisReport(outcome, LINK, NOW);
  const { metrics } = outcome.analysis;

  it('opens with the brand, the link and the IRR the page shows', () => {
    expect(report.brand).toBe(SITE.name);
    expect(report.link).toBe(LINK);
    expect(report.fileName).toBe('analisis-inversion-185000-2026-11-25.pdf');
    expect(report.figures[1]).toMatchObject({
      label: 'TIR después de impuestos',
      value:
        metrics.irrAfterTax === null
          ? `No recuperas tu dinero en ${outcome.analysis.input.holdYears} años`
          : formatPercent(metrics.irrAfterTax),
    });
    expect(report.figures.map((f) => f.value)).toContain(formatEuros(metrics.cashFlowYear1));
    expect(report.subject).toContain(formatEuros(185000));
  });

  it('has a row per year after the purchase, formatted from the same result', () => {
    const table = present(report.tables[0]);
    expect(table.rows).toHaveLength(outcome.analysis.years.length + 1);
    const last = present(outcome.analysis.years.at(-1));
    expect(table.rows.at(-1)).toContain(formatEuros(last.cashFlow));
    expect(table.rows[0]).toContain(formatEuros(-outcome.analysis.initial.equity));
    expect(present(present(report.charts[0]).series[0]).values).toEqual(
      outcome.analysis.years.map((y) => y.cashFlow),
    );
  });

  it('lists only the loan fields of the chosen rate type', () => {
    const fixed = inputLabels(report);
    expect(fixed).toContain('Interés fijo (TIN)');
    expect(fixed).not.toContain('Euríbor supuesto');
    expect(fixed).not.toContain('Diferencial');
    const variable = inputLabels(
      analysisReport(computeAnalysis({ ...values, rateType: 'variable' }), LINK, NOW),
    );
    expect(variable).toEqual(expect.arrayContaining(['Euríbor supuesto', 'Diferencial']));
    expect(variable).not.toContain('Interés fijo (TIN)');
    const mixed = inputLabels(
      analysisReport(computeAnalysis({ ...values, rateType: 'mixed' }), LINK, NOW),
    );
    expect(mixed).toEqual(
      expect.arrayContaining([
        'Interés fijo (TIN)',
        'Años a tipo fijo (mixto)',
        'Euríbor supuesto',
      ]),
    );
  });

  it('leaves out the loan terms of a cash purchase', () => {
    const cash = inputLabels(
      analysisReport(computeAnalysis({ ...values, loanAmount: 0 }), LINK, NOW),
    );
    expect(cash).toContain('Importe del préstamo');
    expect(cash).not.toContain('Plazo');
    expect(cash).not.toContain('Interés fijo (TIN)');
  });

  it('cites the rules with their dates and official sources', () => {
    expect(report.rules[0]).toContain(outcome.analysis.rules.purchaseRatesAsOf.slice(0, 4));
    expect(report.sources.length).toBeGreaterThan(0);
    for (const source of report.sources) {
      expect(source.href).toMatch(
        /^https:\/\/(www\.boe\.es|serviciostelematicosext\.hacienda\.gob\.es)\//,
      );
    }
    expect(new Set(report.sources.map((s) => s.href)).size).toBe(report.sources.length);
  });

  it("opens on the verdict and the three figures of the page's top", () => {
    const { verdict } = outcome.analysis;
    expect(report.verdict).toContain(VERDICT_WORDS[verdict.verdict]);
    expect(report.figures.slice(0, 3).map((figure) => figure.label)).toEqual([
      'Te queda al mes (año 1, después de IRPF)',
      'TIR después de impuestos',
      'Bono español a 10 años',
    ]);
    // The monthly figure is the year-1 cash flow after IRPF ÷ 12, as the page shows it.
    expect(report.figures[0]?.value).toBe(`${formatEuros(verdict.monthlyCashFlowYear1)}/mes`);
    expect(report.figures[2]?.value).toBe(formatPercent(verdict.benchmarkPercent));
  });
});
