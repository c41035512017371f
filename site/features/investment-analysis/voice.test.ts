// Non-residents read IRNR where residents read IRPF, and two owners read the plural.
import { judgeDeal } from '../../../core/tools/investment-analysis/verdict';
import { VERDICT_FIGURES } from './results-text';
import { criterionLines, summarySentence, verdictSentence } from './verdict-text';
import { voiceOf } from './voice';

const judge = (irr: number | null, monthly: number) =>
  judgeDeal({
    irrAfterTax: irr,
    flows: [-100, 10, 100],
    year1: { cashFlow: monthly * 12, cashFlowBeforeTax: monthly * 12 + 600 },
    criteria: { benchmarkPercent: 3.21, minIrrPercent: 3.21, minMonthlyCashFlow: 0 },
  });

const couple = voiceOf({ residence: 'resident', owners: 2 });
const german = voiceOf({ residence: 'eu', owners: 1 });

describe('voiceOf', () => {
  it('names the IRNR for both kinds of non-resident and the IRPF for a resident', () => {
    expect(voiceOf({ residence: 'eu', owners: 1 }).tax).toBe('IRNR');
    expect(voiceOf({ residence: 'nonEu', owners: 1 }).tax).toBe('IRNR');
    expect(voiceOf({ residence: 'resident', owners: 1 })).toEqual({ tax: 'IRPF', plural: false });
  });
});

describe('a non-resident’s texts', () => {
  it('say IRNR and never IRPF', () => {
    const texts = [
      VERDICT_FIGURES.monthly(german),
      VERDICT_FIGURES.beforeTax('100 €/mes', german),
      summarySentence(judge(4, -50), 10, german),
      verdictSentence(judge(4, -50), 10, german),
      ...criterionLines(judge(4, -50), 10, german).map((line) => line.text),
    ];
    expect(texts.join(' ')).not.toMatch(/IRPF/);
    expect(VERDICT_FIGURES.monthly(german)).toBe('Te queda al mes (año 1, después de IRNR)');
  });
});

describe('two owners', () => {
  it('read the plural in the summary, the verdict and the criteria', () => {
    expect(summarySentence(judge(4, -50), 10, couple)).toMatch(
      /^Con este piso ponéis 50(,00)?\u00a0€\/mes de vuestro bolsillo el primer año después de la hipoteca, los gastos y el IRPF, y vuestro dinero rinde/,
    );
    expect(verdictSentence(judge(4, -50), 10, couple)).toMatch(/ponéis .* de vuestro bolsillo/);
    expect(verdictSentence(judge(4, -50), 10, couple)).toMatch(/vuestro mínimo es/);
    const lines = criterionLines(judge(2, 50), 10, couple).map((line) => line.text);
    expect(lines.join(' ')).toMatch(/vuestro mínimo, 3,21\u00a0%/);
    expect(lines.join(' ')).not.toMatch(/\btu\b/);
    expect(VERDICT_FIGURES.irrNote('10.000 €', 10, couple)).toBe(
      'Sobre los 10.000 € que ponéis, en 10 años con la venta.',
    );
  });
});
