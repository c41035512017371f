// "Datos y supuestos", the one list the printed page and the PDF draw: a percentage as typed, the
// Spanish singular, a date in words, and no Euríbor rows for a fixed loan.
import {
  ANALYSIS_FORM_DEFAULTS,
  toAnalysisInput,
  type AnalysisFormValues,
} from '../../../core/tools/investment-analysis/fields';
import { assumptionRows } from './assumptions';

const rowsOf = (patch: Partial<AnalysisFormValues>, lines?: Record<string, number>) => {
  const input = toAnalysisInput({ ...ANALYSIS_FORM_DEFAULTS, ...patch });
  const sections = assumptionRows(lines ? { ...input, purchaseCostsOverride: { lines } } : input);
  return new Map(sections.flatMap((s) => s.rows.map((row) => [row.label, row.value] as const)));
};
const plain = (text: string | undefined) => text?.replace(/\s/g, ' ');

describe('assumptionRows', () => {
  it('writes a percentage as it was typed, not padded to two decimals', () => {
    const rows = rowsOf({ rateType: 'fixed', loanAmount: 150_000, interestRate: 3.5 });
    expect(plain(rows.get('Interés fijo (TIN)'))).toBe('3,5 %');
  });

  it('writes one month in the singular', () => {
    expect(rowsOf({ emptyMonths: 1 }).get('Meses vacío al año')).toBe('1 mes');
    expect(rowsOf({ emptyMonths: 2 }).get('Meses vacío al año')).toBe('2 meses');
  });

  it('writes the deed date in words, as the rest of the site does', () => {
    expect(rowsOf({ deedDate: '2025-07-25' }).get('Fecha de la escritura (opcional)')).toBe(
      '25 de julio de 2025',
    );
  });

  it('shows the Euríbor and spread only for a loan that has them', () => {
    const fixed = rowsOf({ rateType: 'fixed', loanAmount: 150_000 });
    expect(fixed.has('Interés fijo (TIN)')).toBe(true);
    expect(fixed.has('Euríbor supuesto')).toBe(false);
    expect(fixed.has('Diferencial')).toBe(false);
    const variable = rowsOf({ rateType: 'variable', loanAmount: 150_000 });
    expect(variable.has('Euríbor supuesto')).toBe(true);
    expect(variable.has('Interés fijo (TIN)')).toBe(false);
    expect(rowsOf({ loanAmount: 0 }).has('Plazo')).toBe(false);
  });

  it('ends with the purchase-cost lines the person corrected', () => {
    const rows = rowsOf({}, { notaryFees: 900 });
    expect([...rows.keys()].at(-1)).toBe('Notaría');
    expect(plain(rows.get('Notaría'))).toBe('900 €');
  });
});
