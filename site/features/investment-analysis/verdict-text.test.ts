// The verdict's Spanish: "No" names the bond, "Depende" the criterion that fails, the warnings
// say what banks lend and the money needed at 70 %.
import { BOND_10Y_DEFAULT } from '../../../core/market-figures';
import { analyseInvestment, ANALYSIS_DEFAULTS } from '../../../core/tools/investment-analysis';
import { checkFinancing } from '../../../core/tools/investment-analysis/financing';
import { judgeDeal } from '../../../core/tools/investment-analysis/verdict';
import {
  benchmarkSource,
  criterionLines,
  financingWarning,
  summarySentence,
  verdictSentence,
} from './verdict-text';

const NBSP = '\u00a0';
const criteria = { benchmarkPercent: 3.21, minIrrPercent: 3.21, minMonthlyCashFlow: 0 };
const judge = (irr: number | null, monthly: number, flows = [-100, 10, 100]) =>
  judgeDeal({
    irrAfterTax: irr,
    flows,
    year1: { cashFlow: monthly * 12, cashFlowBeforeTax: monthly * 12 + 600 },
    criteria,
  });

describe('verdictSentence', () => {
  it('says no and names the bond when the TIR is below it', () => {
    expect(verdictSentence(judge(1.05, -250), 8)).toBe(
      `No: rinde menos que el bono español a 10 años (3,21${NBSP}%).`,
    );
  });

  it('says no recuperas tu dinero when there is no TIR', () => {
    expect(verdictSentence(judge(null, -250, [-100, -5, 20]), 8)).toBe(
      `No: no recuperas tu dinero en 8 años; el bono español a 10 años rinde un 3,21${NBSP}%.`,
    );
  });

  it('says depende and names the monthly criterion when only it fails', () => {
    const sentence = verdictSentence(judge(5, -40), 10);
    expect(sentence.startsWith('Depende: ')).toBe(true);
    expect(sentence).toContain('pones 40');
    expect(sentence).toContain('tu mínimo es 0');
  });

  it('says sí, cumple tus criterios when both are met', () => {
    expect(verdictSentence(judge(5, 120), 10)).toMatch(/^Sí, cumple tus criterios: rinde un 5,00/);
  });
});

describe('criterionLines and summarySentence', () => {
  it('mark each criterion met or not, and the summary says what is left each month', () => {
    const verdict = judge(1.05, -250);
    expect(criterionLines(verdict, 8).map((line) => [line.key, line.met])).toEqual([
      ['irr', false],
      ['monthlyCashFlow', false],
    ]);
    expect(summarySentence(verdict, 8)).toContain('pones 250');
    expect(summarySentence(judge(4, 90), 8)).toContain('te quedan 90');
  });
});

describe('benchmarkSource', () => {
  it('gives the month and source of the dated figure, nothing for the user’s own value', () => {
    expect(benchmarkSource(BOND_10Y_DEFAULT.value, BOND_10Y_DEFAULT)).toBe(
      `Febrero de 2026 · ${BOND_10Y_DEFAULT.source}`,
    );
    expect(benchmarkSource(3.5, { ...BOND_10Y_DEFAULT, value: 3.5, month: '2026-10' })).toBe(
      `Octubre de 2026 · ${BOND_10Y_DEFAULT.source}`,
    );
    expect(benchmarkSource(4, BOND_10Y_DEFAULT)).toBeNull();
  });
});

describe('financingWarning', () => {
  it('says what banks lend to invest, its source and the money needed at 70 %', () => {
    const check = checkFinancing(
      {
        price: 320_000,
        purchaseCosts: 30_000,
        renovation: 0,
        furniture: 0,
        openingFee: 0,
        loan: 320_000,
        equity: 30_000,
      },
      0,
    );
    const text = financingWarning('ltv', check, 320_000, 320_000);
    expect(text).toContain(`Pides el 100${NBSP}% del precio`);
    expect(text).toContain(`hasta el 70${NBSP}%`);
    expect(text).toContain('pendiente de confirmar');
    expect(text).toContain('224.000');
    expect(text).toContain('126.000');
  });

  it('is built from the analysis: the default 80 % loan gets the ltv warning', () => {
    const { financing, initial } = analyseInvestment(ANALYSIS_DEFAULTS);
    expect(financingWarning('ltv', financing, initial.price, initial.loan)).toContain(
      `Pides el 80${NBSP}% del precio`,
    );
  });
});
