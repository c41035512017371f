// The verdict says its limiting factor in Spanish, and each warning what banks usually lend, its
// source and the money needed at that share.
import { judgeFinancing } from '../../../core/tools/mortgage/index';
import { VALENCIAN_FLAT_TO_LET } from '../../../core/testing/financing-case';
import type { FinancingInput } from '../../../core/tools/mortgage/index';
import { LTV_SOURCE, verdictSentence, warningText } from './verdict-text';

const flat: FinancingInput = { ...VALENCIAN_FLAT_TO_LET, requestedLoan: 200000, borrowerAge: 50 };

describe('verdict texts', () => {
  const j = judgeFinancing({ ...flat, loan: { ...flat.loan, loanTermYears: 35 } });

  it('names savings first and the money missing at the 70 %', () => {
    expect(j.verdict).toBe('notViable');
    const sentence = verdictSentence(j, 'investment');
    expect(sentence).toMatch(/^te faltan ahorros\. /);
    expect(sentence).toContain('hasta el 70\u00a0% para inversión (129.500\u00a0€)');
    expect(sentence).toContain(
      `te faltan ${j.shortfall.toFixed(0).replace(/\B(?=(\d{3})+$)/g, '.')}`,
    );
  });

  it('gives every warning its text, with the source said honestly', () => {
    expect(j.warnings).toEqual(['ltv', 'loanAbovePrice', 'age']);
    const ltv = warningText('ltv', j, 'investment', 185000);
    expect(ltv).toContain('el 70\u00a0% del menor entre precio y tasación (129.500\u00a0€)');
    expect(ltv).toContain(`Fuente: ${LTV_SOURCE}`);
    expect(LTV_SOURCE).toContain('pendiente de confirmar');
    expect(warningText('loanAbovePrice', j, 'investment', 185000)).toMatch(
      /^El préstamo \(200\.000\s€\) es mayor que el precio \(185\.000\s€\)/,
    );
    expect(warningText('age', j, 'investment', 185000)).toMatch(
      /^Terminarías de pagar con 85 años\..* el plazo máximo sería de 25 años\.$/,
    );
  });

  it('says why a purchase is tight', () => {
    const roomy = judgeFinancing({
      ...flat,
      savings: 200000,
      requestedLoan: 100000,
      borrowerAge: 40,
      existingDebtPayments: 0,
      netMonthlyIncome: 1600,
    });
    expect(roomy.verdict).toBe('tight');
    expect(verdictSentence(roomy, 'investment')).toContain('por encima del 30\u00a0% prudente');
  });
});
