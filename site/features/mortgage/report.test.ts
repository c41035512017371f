// The mortgage's PDF report: the figures the page shows and only the fields of the rate type.
import { formatEurosCents, formatPercent } from '../../../core/format';
import { MORTGAGE_FORM_DEFAULTS } from '../../../core/tools/mortgage/fields';
import type { MortgageFormValues } from '../../../core/tools/mortgage/schema';
import { computeMortgage } from './outcome';
import { mortgageReport } from './report';
import { inputLabels, labels, NOW, present } from '../report/report.testing';

const LINK = 'https://inmocalc.netlify.app/hipoteca?loanAmount=200000';

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
