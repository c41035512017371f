// The page's IRPF lines: the scales and their year, a year past the tables, the foral note, old links.
import { analyseInvestment, ANALYSIS_DEFAULTS } from '../../../core/tools/investment-analysis';
import { REGIONAL_IRPF } from '../../../core/tax/irpf/regions';
import { communityWithArticle, irpfLines } from './irpf-text';

const flat = { ...ANALYSIS_DEFAULTS, deedDate: '2026-06-15' as const };

describe('irpfLines', () => {
  it('names the scale, its year and the community, and says which years use the last one', () => {
    // Year 1 is 2026 and the tables end in 2026: years 2 to 10 (2027-2035) and the sale (2036) use it.
    const { marginalRate, lines } = irpfLines(analyseInvestment(flat));
    expect(marginalRate).toBe(27.8);
    expect(lines[0]).toContain('de 2026 de la Comunidad de Madrid');
    expect(lines[1]).toBe('Para los años 2027 a 2036 usamos la de 2026, la última aprobada.');
  });

  it('gives a foral resident the region’s own note', () => {
    const { lines } = irpfLines(analyseInvestment({ ...flat, taxResidence: 'navarra' }));
    expect(REGIONAL_IRPF.navarra.note).toBeTruthy();
    expect(lines).toContain(REGIONAL_IRPF.navarra.note);
  });

  it('tells an old link it used the flat rate, and a non-resident nothing', () => {
    const old = irpfLines(analyseInvestment({ ...flat, marginalRatePercent: 37 }));
    expect(old.marginalRate).toBe(37);
    expect(old.lines[0]).toMatch(/tipo marginal fijo que traía el enlace \(37\s%\)/);
    expect(irpfLines(analyseInvestment({ ...flat, residence: 'eu' })).marginalRate).toBeNull();
  });

  it('puts the article before the names that take it', () => {
    expect(communityWithArticle('madrid')).toBe('la Comunidad de Madrid');
    expect(communityWithArticle('cataluna')).toBe('Cataluña');
  });
});
