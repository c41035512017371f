// The PDF carries the verdict at the loan a bank would grant: an 80 % loan's report never reads a
// clean "Sí" alone.
import { ANALYSIS_FORM_DEFAULTS } from '../../../core/tools/investment-analysis/fields';
import { NOW } from '../report/report.testing';
import { computeAnalysis } from './outcome';
import { analysisReport } from './report';

const reportFor = (loanAmount: number) =>
  (
    analysisReport(
      computeAnalysis({ ...ANALYSIS_FORM_DEFAULTS, price: 185_000, loanAmount }),
      'https://x.es/analisis-inversion',
      NOW,
    ).verdict ?? ''
  ).replace(/\u00a0/g, ' ');

describe('the PDF verdict and the loan a bank would grant', () => {
  it('adds the verdict at 70 % to an 80 % loan’s', () => {
    // 148.000 / 185.000 = 80 %; 185.000 × 70 % = 129.500.
    expect(reportFor(148_000)).toContain('con el 80 % que pides; con el 70 % que suelen prestar');
  });

  it('says nothing more when the bank lends what is asked', () => {
    expect(reportFor(129_500)).not.toContain('que suelen prestar');
  });
});
