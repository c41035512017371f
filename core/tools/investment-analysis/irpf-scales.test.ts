// The residents' IRPF from the scales: the default flat in Madrid, a couple, a move to Cataluña,
// Ceuta's deduction, the gain over other savings income, and an old link's flat rate.
import { analyseInvestment } from './analysis';
import { ANALYSIS_DEFAULTS, type AnalysisInput } from './inputs';
import { analysisInputFromQuery, analysisShareQuery } from './share-query';

// The default flat (Madrid, 200.000 €, 1.200 €/month) bought on 15-6-2026: year 1 is tax year 2026.
const flat: AnalysisInput = { ...ANALYSIS_DEFAULTS, deedDate: '2026-06-15' };

/** The year-1 base this property adds to its owners (rent after the reduction + imputed income). */
const addedBase = (input: AnalysisInput) => {
  const [year] = analyseInvestment(input).years;
  return (year?.taxableIncome ?? 0) + (year?.imputedIncome ?? 0);
};

describe('a resident in Madrid with 30.000 € of base and the default flat', () => {
  const result = analyseInvestment(flat);
  const base = addedBase(flat);

  it('taxes year 1 at the 15 % state and 12,8 % Madrid tranches its base falls in', () => {
    // 30.000 € + the flat's base stays below 35.200 € (state 15 %) and 35.425,68 € (Madrid 12,8 %,
    // DLeg 1/2010 art. 1): every euro the flat adds pays 15 + 12,8 = 27,8 %.
    expect(base).toBeGreaterThan(0);
    expect(30_000 + base).toBeLessThan(35_200);
    expect(result.irpf).toMatchObject({ flatRate: false, marginalRateYear1: 27.8 });
    expect(result.years[0]?.tax).toBeCloseTo(base * 0.278, 2);
  });

  it('names the scales used: 2026 for every later year, the last approved', () => {
    if (result.irpf?.flatRate !== false) throw new Error('scales expected');
    expect(result.irpf.residence).toBe('madrid');
    expect(result.irpf.years[0]).toMatchObject({ year: 1, taxYear: 2026, tableYear: 2026 });
    expect(result.irpf.years[5]).toMatchObject({ year: 6, taxYear: 2031, tableYear: 2026 });
    expect(result.irpf.sale).toEqual({ taxYear: 2036, tableYear: 2026 });
  });
});

describe('two owners with 25.000 and 70.000 € of base', () => {
  const couple = {
    ...flat,
    owners: 2,
    ownerSharePercent: 50,
    otherIncome: 25_000,
    secondOtherIncome: 70_000,
  };
  const alone = { ...flat, owners: 1, otherIncome: 70_000 };

  it('pay less at 50/50 than when the 70.000 € owner holds it all', () => {
    // Half at 25.000 €: 15 % + 12,8 % = 27,8 %; half at 70.000 €: state 22,5 % (60.000-300.000) +
    // Madrid 20,5 % (over 57.320,40) = 43 %. Alone at 70.000 €: all of it at 43 %.
    const base = addedBase(couple);
    const together = analyseInvestment(couple);
    const single = analyseInvestment(alone);
    expect(together.years[0]?.tax).toBeCloseTo((base / 2) * 0.278 + (base / 2) * 0.43, 2);
    expect(single.years[0]?.tax).toBeCloseTo(base * 0.43, 2);
    expect(together.taxes.rent).toBeLessThan(single.taxes.rent);
    // The gain split in two starts twice at the savings scale's 19 % tranche.
    expect(together.taxes.capitalGains).toBeLessThan(single.taxes.capitalGains);
    expect(together.irpf?.marginalRateYear1).toBe(27.8);
  });
});

describe('moving from Madrid to Cataluña', () => {
  it('pays more on the same flat: Cataluña charges 16 % from 22.000 to 33.000 €', () => {
    const catalan = { ...flat, taxResidence: 'cataluna' as const };
    const base = addedBase(catalan);
    // DLeg 1/2024 art. 611-1: 30.000 € + the flat's base is in the 16 % tranche; 15 + 16 = 31 %.
    expect(30_000 + base).toBeLessThan(33_000);
    const there = analyseInvestment(catalan);
    // Base and tax are each rounded to the cent: within two cents.
    expect(there.years[0]?.tax).toBeCloseTo(base * 0.31, 1);
    expect(there.irpf?.marginalRateYear1).toBe(31);
    expect(there.taxes.rent).toBeGreaterThan(analyseInvestment(flat).taxes.rent);
    // The purchase taxes follow the flat, not the owner.
    expect(there.purchase.total).toBe(analyseInvestment(flat).purchase.total);
  });
});

describe('Ceuta: 60 % of the cuota on income obtained there (art. 68.4 LIRPF)', () => {
  it('keeps 40 % of the 15 + 15 % on a flat in Ceuta of a resident there', () => {
    const ceuta = { ...flat, community: 'ceuta' as const };
    const base = addedBase(ceuta);
    // State 15 % + the art. 65 half 15 % = 30 %, less 60 %: 12 %.
    const result = analyseInvestment(ceuta);
    expect(result.years[0]?.tax).toBeCloseTo(base * 0.12, 2);
    expect(result.irpf?.marginalRateYear1).toBe(12);
  });
});

describe('the gain at the sale', () => {
  it('goes on top of the other savings income', () => {
    const result = analyseInvestment({ ...flat, otherSavingsIncome: 10_000 });
    const gain = result.sale.gain;
    // With 10.000 € already in the savings base the gain starts in the 21 % tranche (6.000-50.000)
    // and passes to 23 % at 50.000 €: 40.000 × 21 % + the rest × 23 %.
    expect(gain).toBeGreaterThan(40_000);
    expect(gain).toBeLessThan(190_000);
    expect(result.taxes.capitalGains).toBeCloseTo(40_000 * 0.21 + (gain - 40_000) * 0.23, 1);
    // Alone in the savings base: 6.000 × 19 % + the rest at 21 % (and 23 % past 50.000 €).
    const none = analyseInvestment(flat);
    const alone =
      6_000 * 0.19 + Math.min(gain - 6_000, 44_000) * 0.21 + Math.max(0, gain - 50_000) * 0.23;
    expect(none.taxes.capitalGains).toBeCloseTo(alone, 1);
  });
});

describe('an old link with only marginalRatePercent', () => {
  const old: AnalysisInput = { ...flat, marginalRatePercent: 30 };

  it('keeps the flat-rate model through the link', () => {
    const query = analysisShareQuery(old);
    expect(query).toContain('marginalRatePercent=30');
    expect(query).not.toContain('otherIncome');
    const parsed = analysisInputFromQuery(Object.fromEntries(new URLSearchParams(query)));
    if (!parsed.input) throw new Error('link not read');
    const viaLink = analyseInvestment(parsed.input);
    const direct = analyseInvestment(old);
    expect(viaLink.irpf).toEqual({ flatRate: true, marginalRateYear1: 30 });
    // The old model: the rent's taxable base and imputed income at 30 %.
    const [year] = viaLink.years;
    expect(year?.tax).toBeCloseTo(
      ((year?.taxableIncome ?? 0) + (year?.imputedIncome ?? 0)) * 0.3,
      1,
    );
    expect(viaLink.years.map((row) => row.tax)).toEqual(direct.years.map((row) => row.tax));
    expect(viaLink.taxes).toEqual(direct.taxes);
    expect(viaLink.metrics.irrAfterTax).toBe(direct.metrics.irrAfterTax);
  });

  it('uses the scales once the link also gives the base', () => {
    const result = analyseInvestment({ ...old, otherIncome: 30_000 });
    expect(result.irpf?.flatRate).toBe(false);
  });
});

describe('non-residents', () => {
  it('have no IRPF summary: the IRNR is unchanged', () => {
    expect(analyseInvestment({ ...flat, residence: 'eu' }).irpf).toBeNull();
  });
});
