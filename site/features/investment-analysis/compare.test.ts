import { analyseInvestment, ANALYSIS_DEFAULTS } from '../../../core/tools/investment-analysis';
import { compareAnalyses, overallWinner } from './compare';

const cheap = analyseInvestment({ ...ANALYSIS_DEFAULTS, price: 150_000 });
const dear = analyseInvestment({ ...ANALYSIS_DEFAULTS, price: 260_000 });

describe('compareAnalyses', () => {
  const rows = compareAnalyses([
    { name: 'Caro', analysis: dear },
    { name: 'Barato', analysis: cheap },
  ]);
  const row = (key: string) => rows.find((r) => r.metric.key === key);

  it('names the winner of each metric by its direction and says why', () => {
    const irr = row('irrAfterTax');
    const higherIsBarato = (cheap.metrics.irrAfterTax ?? 0) > (dear.metrics.irrAfterTax ?? 0);
    expect(irr?.winner).toBe(higherIsBarato ? 1 : 0);
    expect(irr?.sentence).toMatch(
      new RegExp(
        `^Gana «${higherIsBarato ? 'Barato' : 'Caro'}» en TIR después de impuestos: .* \\(más alto es mejor\\)\\.$`,
      ),
    );
    // Less money put in wins: the cheaper flat needs less equity.
    expect(row('equity')?.winner).toBe(1);
    expect(row('equity')?.sentence).toContain('(más bajo es mejor)');
    expect(row('equity')?.values).toEqual([dear.initial.equity, cheap.initial.equity]);
  });

  it('calls a tie a tie and names no winner', () => {
    const tie = compareAnalyses([
      { name: 'A', analysis: cheap },
      { name: 'B', analysis: cheap },
    ]);
    for (const r of tie) {
      expect(r.winner).toBeNull();
      expect(r.sentence).toMatch(/^Empate en .* entre «A» y «B»: /);
    }
  });

  it('compares three side by side', () => {
    const three = compareAnalyses([
      { name: 'A', analysis: dear },
      { name: 'B', analysis: cheap },
      { name: 'C', analysis: analyseInvestment({ ...ANALYSIS_DEFAULTS, monthlyRent: 2_000 }) },
    ]);
    // The most rent on the same price has the best gross yield.
    expect(three.find((r) => r.metric.key === 'grossYield')?.winner).toBe(2);
    expect(three.every((r) => r.values.length === 3)).toBe(true);
  });
});

describe('overallWinner', () => {
  it('picks the deal that meets the criteria, not the one that pays less tax', () => {
    // A poor deal pays less tax because it earns less; the good one wins on the verdict.
    const poor = analyseInvestment({
      ...ANALYSIS_DEFAULTS,
      monthlyRent: 600,
      priceChangePercent: 0,
    });
    const good = analyseInvestment({ ...ANALYSIS_DEFAULTS, monthlyRent: 1_600 });
    expect(poor.taxes.total).toBeLessThan(good.taxes.total);
    expect(poor.verdict.verdict).toBe('no');
    expect(good.verdict.verdict).not.toBe('no');
    const result = overallWinner([
      { name: 'Pobre', analysis: poor },
      { name: 'Bueno', analysis: good },
    ]);
    expect(result.winner).toBe(1);
    expect(result.sentence).toMatch(/^Gana «Bueno» según tus criterios \(su veredicto es mejor\)/);
  });

  it('breaks a tie of verdicts on the TIR after tax, and names no winner when equal', () => {
    const a = analyseInvestment({ ...ANALYSIS_DEFAULTS, monthlyRent: 600 });
    const b = analyseInvestment({ ...ANALYSIS_DEFAULTS, monthlyRent: 650 });
    expect(a.verdict.verdict).toBe(b.verdict.verdict);
    expect(
      overallWinner([
        { name: 'A', analysis: a },
        { name: 'B', analysis: b },
      ]).winner,
    ).toBe((b.metrics.irrAfterTax ?? -Infinity) > (a.metrics.irrAfterTax ?? -Infinity) ? 1 : 0);
    expect(
      overallWinner([
        { name: 'A', analysis: a },
        { name: 'B', analysis: a },
      ]).winner,
    ).toBeNull();
  });
});
