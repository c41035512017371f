// The best share in words: the split, the saving over the typed share, or why the split changes nothing.
import type { CoupleTax } from '../../../core/tools/investment-analysis/couple';
import { ANALYSIS_DEFAULTS, analyseInvestment } from '../../../core/tools/investment-analysis';
import { bestShareSentence, coupleSection } from './couple-text';

const NBSP = '\u00a0';
const couple = (best: number | null, current: number, lowest: number): CoupleTax => ({
  owners: [],
  bestOwnerSharePercent: best,
  currentTotal: current,
  bestTotal: lowest,
  saving: current - lowest,
});

describe('bestShareSentence', () => {
  it('names the split and the saving over the typed one', () => {
    // 10.921 − 10.307 = 614 € less over 10 years of rent and the sale.
    const text = bestShareSentence(couple(20, 10_921, 10_307), 50, 10);
    expect(text).toMatch(
      /^Pagaríais menos con el 20 % para el primer propietario y el 80 % para el segundo/,
    );
    expect(text).toContain(`10.307${NBSP}€ en lugar de 10.921${NBSP}€`);
    expect(text).toContain(`614${NBSP}€ menos`);
  });

  it('says all in one name at 0 %', () => {
    expect(bestShareSentence(couple(0, 900, 800), 50, 10)).toContain(
      'todo a nombre del segundo propietario',
    );
  });

  it('says the typed split is already the best when nothing is saved', () => {
    expect(bestShareSentence(couple(50, 800, 800), 50, 10)).toMatch(
      /^El reparto que habéis puesto/,
    );
  });

  it('says the split changes nothing under the IRNR', () => {
    expect(bestShareSentence(couple(null, 800, 800), 50, 10)).toMatch(/IRNR/);
  });
});

describe('coupleSection', () => {
  it('puts each owner’s two taxes and the best share in the PDF, nothing with one owner', () => {
    const two = analyseInvestment({ ...ANALYSIS_DEFAULTS, owners: 2, secondOtherIncome: 12_000 });
    const rows = coupleSection(two)[0]?.rows ?? [];
    // 2 owners × (rent + gain) + the best share.
    expect(rows).toHaveLength(5);
    expect(rows[0]?.label).toBe('Primer propietario (50 %): impuesto del alquiler, todos los años');
    expect(coupleSection(analyseInvestment(ANALYSIS_DEFAULTS))).toEqual([]);
  });
});
