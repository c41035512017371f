import { ANALYSIS_DEFAULTS, resolveInput } from './inputs';
import { initialOutlay, purchaseCosts, scaleOverride } from './purchase';

// 200,000 € used flat in Madrid, cash: ITP 6 % = 12,000; notaría 740.51; registro 526.90;
// gestoría 350; no tasación without a loan (purchase-cost engine's own worked example).
const cash = { ...resolveInput(ANALYSIS_DEFAULTS), loanAmount: 0 };

describe('purchaseCosts', () => {
  it("takes the purchase-cost engine's lines", () => {
    const summary = purchaseCosts(cash);
    expect(summary.lines).toEqual({
      vat: 0,
      itp: 12_000,
      ajd: 0,
      notaryFees: 740.51,
      registryFees: 526.9,
      managementFees: 350,
      appraisalFees: 0,
    });
    expect(summary.total).toBeCloseTo(12_000 + 740.51 + 526.9 + 350, 6);
    expect(summary.taxes).toBe(12_000);
    expect(summary.overridden).toBe(false);
    expect(summary.ratesAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('adds the appraisal when there is a loan', () => {
    const summary = purchaseCosts(resolveInput(ANALYSIS_DEFAULTS));
    expect(summary.lines.appraisalFees).toBeGreaterThan(0);
  });

  it('replaces the lines the user typed and adds them up again', () => {
    // ITP typed as 10,000 instead of 12,000: the total falls by 2,000.
    const summary = purchaseCosts(cash, { lines: { itp: 10_000 } });
    expect(summary.lines.itp).toBe(10_000);
    expect(summary.total).toBeCloseTo(10_000 + 740.51 + 526.9 + 350, 6);
    expect(summary.taxes).toBe(10_000);
    expect(summary.overridden).toBe(true);
  });

  it('uses a typed total over the lines, and ignores negative or empty figures', () => {
    expect(purchaseCosts(cash, { total: 14_000 }).total).toBe(14_000);
    const ignored = purchaseCosts(cash, { total: -1, lines: { itp: Number.NaN } });
    expect(ignored.total).toBeCloseTo(13_617.41, 6);
    expect(ignored.overridden).toBe(false);
  });

  it('taxes the Catastro reference value when it is higher than the price', () => {
    // ITP 6 % of 250,000 instead of 200,000.
    expect(purchaseCosts({ ...cash, referenceValue: 250_000 }).lines.itp).toBe(15_000);
  });

  it('charges VAT and AJD, not ITP, on a new home', () => {
    const summary = purchaseCosts({ ...cash, propertyType: 'new' });
    expect(summary.lines.itp).toBe(0);
    expect(summary.lines.vat).toBeGreaterThan(0);
    expect(summary.lines.ajd).toBeGreaterThan(0);
  });
});

describe('scaleOverride', () => {
  it('scales the typed figures with the price', () => {
    expect(scaleOverride({ total: 15_000, lines: { itp: 9_000 } }, 0.5)).toEqual({
      total: 7_500,
      lines: { itp: 4_500 },
    });
    expect(scaleOverride(undefined, 2)).toBeUndefined();
  });
});

describe('initialOutlay', () => {
  it('puts in price + costs + renovation + furniture + opening fee − loan', () => {
    // 200,000 + 13,617.41 + 5,000 + 3,000 + 1 % × 160,000 − 160,000 = 63,217.41.
    const outlay = initialOutlay(
      {
        ...resolveInput(ANALYSIS_DEFAULTS),
        renovation: 5_000,
        furniture: 3_000,
        openingFeePercent: 1,
      },
      13_617.41,
    );
    expect(outlay.openingFee).toBe(1_600);
    expect(outlay.loan).toBe(160_000);
    expect(outlay.equity).toBeCloseTo(63_217.41, 6);
  });
});
