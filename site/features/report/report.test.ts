// The report's file name, the typed values and each tool's mapping from the result objects the page shows.
import { formatEuros, formatEurosCents, formatPercent } from '../../../core/format';
import { SITE } from '../../../core/site';
import { ANALYSIS_FORM_DEFAULTS } from '../../../core/tools/investment-analysis/fields';
import { MORTGAGE_FORM_DEFAULTS } from '../../../core/tools/mortgage/fields';
import type { MortgageFormValues } from '../../../core/tools/mortgage/schema';
import { calculateRentalYield } from '../../../core/tools/yield/engine';
import { YIELD_DEFAULTS } from '../../../core/tools/yield/fields';
import type { YieldFormValues } from '../../../core/tools/yield/schema';
import { computeAnalysis } from '../investment-analysis/outcome';
import { computeMortgage } from '../mortgage/outcome';
import { analysisReport } from './analysis-report';
import { VERDICT_WORDS } from '../investment-analysis/verdict-text';
import { mortgageReport } from './mortgage-report';
import { qrPath } from './qr';
import { pdfText, reportFileName } from './report-model';
import { typedValue } from './typed-value';
import { yieldReport } from './yield-report';

const NOW = new Date('2026-11-25T10:00:00Z');
const LINK = 'https://inmocalc.netlify.app/analisis-inversion?price=185000';

/** The item, or a failed test when it is missing. */
function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

const labels = (rows: readonly { label: string }[]) => rows.map((row) => row.label);
const inputLabels = (report: { inputs: readonly { rows: readonly { label: string }[] }[] }) =>
  report.inputs.flatMap((section) => labels(section.rows));

describe('reportFileName', () => {
  it('names the tool, the amount in whole euros and the day', () => {
    expect(reportFileName('analysis', 185000, NOW)).toBe(
      'analisis-inversion-185000-2026-11-25.pdf',
    );
    expect(reportFileName('mortgage', 200000.4, NOW)).toBe('hipoteca-200000-2026-11-25.pdf');
    expect(reportFileName('yield', 99999.5, NOW)).toBe('rentabilidad-100000-2026-11-25.pdf');
  });

  it('takes the day in Spain, not in UTC', () => {
    expect(reportFileName('analysis', 1, new Date('2026-11-25T23:30:00Z'))).toBe(
      'analisis-inversion-1-2026-11-26.pdf',
    );
  });

  it('never writes a negative or non-numeric amount', () => {
    expect(reportFileName('yield', -5, NOW)).toBe('rentabilidad-0-2026-11-25.pdf');
    expect(reportFileName('yield', Number.NaN, NOW)).toBe('rentabilidad-0-2026-11-25.pdf');
  });
});

describe('typedValue', () => {
  it('writes numbers with their unit as the form shows them', () => {
    expect(typedValue(185000, '€')).toBe(formatEuros(185000));
    expect(typedValue(400, '€/año')).toBe(`${formatEuros(400)}/año`);
    expect(typedValue(3.25, '%')).toBe(formatPercent(3.25, { upTo: 3 }));
    expect(typedValue(25, 'años')).toBe('25 años');
    expect(typedValue(1, 'meses')).toBe('1 mes');
    expect(typedValue(undefined, '€')).toBe('—');
  });
});

describe('pdfText', () => {
  it('replaces the characters the standard PDF fonts lack', () => {
    expect(pdfText('Renta − gastos ≥ 0')).toBe('Renta - gastos >= 0');
    expect(pdfText('1.234,56\u00a0€')).toBe('1.234,56\u00a0€');
  });
});

describe('qrPath', () => {
  it('draws one square per dark module of a code that grows with the text', () => {
    const short = qrPath('https://inmocalc.netlify.app/');
    const long = qrPath(`${LINK}${'&x=1'.repeat(60)}`);
    expect(short.size).toBeGreaterThanOrEqual(21);
    expect(long.size).toBeGreaterThan(short.size);
    expect(short.d).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(short.d).not.toBe(qrPath('https://inmocalc.netlify.app/x').d);
  });
});

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
    for (const source of report.sources) expect(source.href).toMatch(/^https:\/\/www\.boe\.es\//);
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

describe('mortgageReport', () => {
  const run = (patch: Partial<MortgageFormValues>) => {
    const values = { ...MORTGAGE_FORM_DEFAULTS, ...patch } as MortgageFormValues;
    const outcome = computeMortgage(values);
    return { outcome, report: mortgageReport(outcome, values, LINK, NOW) };
  };

  it('shows the payment, TAE and totals the page shows, and the file name of the loan', () => {
    const { outcome, report } = run({});
    expect(report.fileName).toBe('hipoteca-200000-2026-11-25.pdf');
    expect(report.figures[0]).toEqual({
      label: 'Cuota mensual',
      value: formatEurosCents(outcome.monthlyPayment),
    });
    expect(report.figures.map((f) => f.value)).toContain(formatPercent(outcome.tae));
    expect(present(report.tables[0]).rows).toHaveLength(outcome.schedule.years.length);
  });

  it('lists only the fields of the chosen rate type', () => {
    const fixed = inputLabels(run({ rateType: 'fixed' }).report);
    expect(fixed).toEqual([
      'Tipo de interés',
      'Importe de la hipoteca',
      'Tipo de interés anual',
      'Plazo',
      'Comisión de apertura',
    ]);
    const variable = inputLabels(run({ rateType: 'variable' }).report);
    expect(variable).toContain('Diferencial');
    expect(variable).not.toContain('Tipo de interés anual');
    const mixed = run({ rateType: 'mixed' });
    expect(inputLabels(mixed.report)).toContain('Años a tipo fijo');
    expect(labels(mixed.report.figures)).toContain('Cuota tras el tramo fijo');
    expect(labels(run({ rateType: 'variable' }).report.figures)).not.toContain(
      'Cuota tras el tramo fijo',
    );
  });
});

describe('yieldReport', () => {
  const values = { ...YIELD_DEFAULTS } as YieldFormValues;
  const result = calculateRentalYield(values);

  it('shows the yields and cash flow of the result', () => {
    const report = yieldReport(result, values, LINK, NOW);
    expect(report.fileName).toBe(`rentabilidad-${values.purchasePrice}-2026-11-25.pdf`);
    expect(report.figures[0]?.value).toBe(formatPercent(result.netYield));
    expect(report.figures.map((f) => f.value)).toContain(formatEuros(result.monthlyCashFlow));
    expect(inputLabels(report)).toContain('Tipo de interés');
  });

  it('leaves out the rate and term when nothing is financed', () => {
    const cash = { ...values, financingAmount: 0 };
    const report = yieldReport(calculateRentalYield(cash), cash, LINK, NOW);
    expect(inputLabels(report)).not.toContain('Tipo de interés');
    expect(inputLabels(report)).not.toContain('Plazo del préstamo');
  });
});
