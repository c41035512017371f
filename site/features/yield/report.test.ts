// The rental-yield PDF report: the figures of the result and the inputs that apply.
import { formatEuros, formatPercent } from '../../../core/format';
import { calculateRentalYield } from '../../../core/tools/yield/engine';
import { YIELD_DEFAULTS } from '../../../core/tools/yield/fields';
import type { YieldFormValues } from '../../../core/tools/yield/schema';
import { yieldReport } from './report';
import { inputLabels, NOW } from '../report/report.testing';

const LINK = 'https://inmocalc.netlify.app/rentabilidad?purchasePrice=200000';

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
