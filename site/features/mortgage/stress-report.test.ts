// The PDF's stress lines: a fixed loan's payment never changes, so its lines say "Cuota", never
// "Cuota máxima"; a variable loan's may rise at a review, so they name the highest.
import { MORTGAGE_FORM_DEFAULTS } from '../../../core/tools/mortgage/fields';
import type { MortgageFormValues } from '../../../core/tools/mortgage/schema';
import { NOW } from '../report/report.testing';
import { computeMortgage } from './outcome';
import { mortgageReport } from './report';

const stressLines = (patch: Partial<MortgageFormValues>) => {
  const values = { ...MORTGAGE_FORM_DEFAULTS, ...patch } as MortgageFormValues;
  const report = mortgageReport(computeMortgage(values), values, 'https://x.es/hipoteca', NOW);
  return report.details[0]?.rows.map((row) => row.value) ?? [];
};

describe('mortgage PDF stress lines', () => {
  it('say "Cuota" for a fixed loan', () => {
    const lines = stressLines({ rateType: 'fixed' });
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toMatch(/^Cuota: /);
      expect(line).not.toContain('Cuota máxima');
    }
  });

  it('say "Cuota máxima" for a variable loan', () => {
    for (const line of stressLines({ rateType: 'variable' }))
      expect(line).toMatch(/^Cuota máxima: /);
  });
});
