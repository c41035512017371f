// The /hipoteca verdict and the warnings under it never say the same sentence twice, and write a
// share as the analysis does: "80 %", never "80,00 %".
import { formatEuros } from '../../../core/format';
import { judgeFinancing, type FinancingJudgement } from '../../../core/tools/mortgage/index';
import { VALENCIAN_FLAT_TO_LET } from '../../../core/testing/financing-case';
import { verdictSentence, warningText } from './verdict-text';

const PRICE = VALENCIAN_FLAT_TO_LET.propertyPrice;

/** The verdict's sentence and each warning's text, as the panel shows them. */
function panelTexts(j: FinancingJudgement): string[] {
  return [
    verdictSentence(j, 'investment'),
    ...j.warnings.map((key) => warningText(key, j, 'investment', PRICE)),
  ];
}

const sentences = (texts: readonly string[]) =>
  texts.flatMap((text) => text.split(/(?<=\.)\s+/)).map((sentence) => sentence.trim());

function expectNoRepeat(j: FinancingJudgement) {
  const all = sentences(panelTexts(j));
  expect(all.length).toBeGreaterThan(1);
  expect(new Set(all).size).toBe(all.length);
  // The money needed at the bank's share is said once, in the 'ltv' warning.
  const atShare = panelTexts(j).filter((text) => text.includes(formatEuros(j.cashNeededAtLtv)));
  expect(atShare.length).toBeLessThanOrEqual(1);
}

describe('the /hipoteca verdict panel', () => {
  it('short of savings on a loan above the 70 %: says the money needed once', () => {
    const j = judgeFinancing({ ...VALENCIAN_FLAT_TO_LET, requestedLoan: 160_000 });
    expect(j.limitingFactor).toBe('savings');
    expect(j.warnings).toContain('ltv');
    expectNoRepeat(j);
  });

  it('a loan above the price: two warnings, one figure of the money needed', () => {
    const j = judgeFinancing({
      ...VALENCIAN_FLAT_TO_LET,
      requestedLoan: 200_000,
      savings: 500_000,
    });
    expect(j.warnings).toEqual(expect.arrayContaining(['ltv', 'loanAbovePrice']));
    expectNoRepeat(j);
  });

  it('the age: the warning gives the age at the end and the longest term, the verdict does not', () => {
    const j = judgeFinancing({
      ...VALENCIAN_FLAT_TO_LET,
      requestedLoan: 100_000,
      savings: 200_000,
      netMonthlyIncome: 6_000,
      borrowerAge: 60,
    });
    expect(j.limitingFactor).toBe('age');
    // 60 + 25 = 85 and 75 − 60 = 15: in the warning only.
    expect(verdictSentence(j, 'investment')).not.toMatch(/85|15/);
    expect(warningText('age', j, 'investment', PRICE)).toMatch(/85 años.*15 años/);
    expectNoRepeat(j);
  });

  it('writes an 80 % loan as "80 %"', () => {
    // 148.000 / 185.000 = 80 %.
    const j = judgeFinancing({ ...VALENCIAN_FLAT_TO_LET, requestedLoan: 148_000 });
    const texts = panelTexts(j).join(' ');
    expect(texts).toContain('Pides el 80\u00a0% del valor');
    expect(texts).not.toMatch(/,00\u00a0%/);
  });
});
