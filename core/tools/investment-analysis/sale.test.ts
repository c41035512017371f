import { ANALYSIS_DEFAULTS, resolveInput } from './inputs';
import { disposeProperty, saleAtEnd, withLoanRepaid } from './sale';

const input = {
  ...resolveInput(ANALYSIS_DEFAULTS),
  price: 200_000,
  renovation: 0,
  holdYears: 10,
  priceChangePercent: 2,
  sellingCostsPercent: 3,
  earlyRepaymentFeePercent: 0,
};
const figures = {
  acquisitionCosts: 15_000,
  accumulatedAmortisation: 38_700,
  outstandingLoan: 100_000,
};

describe('saleAtEnd', () => {
  it('sells, taxes the gain at the savings scale and repays the loan', () => {
    const sale = saleAtEnd(input, figures);
    // Sale 200,000 × 1.02^10 = 243,798.88; selling costs 3 % = 7,313.97.
    expect(sale.salePrice).toBeCloseTo(243_798.88, 2);
    expect(sale.sellingCosts).toBeCloseTo(7_313.97, 2);
    // Acquisition 200,000 + 15,000 − 38,700 = 176,300; gain 243,798.88 − 7,313.97 − 176,300 = 60,184.92.
    expect(sale.acquisitionValue).toBe(176_300);
    expect(sale.gain).toBeCloseTo(60_184.92, 2);
    // IRPF 6,000 × 19 % + 44,000 × 21 % + 10,184.92 × 23 % = 1,140 + 9,240 + 2,342.53 = 12,722.53.
    expect(sale.capitalGainsTax).toBeCloseTo(12_722.53, 2);
    // Proceeds 243,798.88 − 7,313.97 − 100,000 = 136,484.92; after IRPF 123,762.39.
    expect(sale.proceedsBeforeTax).toBeCloseTo(136_484.92, 2);
    expect(sale.netProceeds).toBeCloseTo(123_762.39, 2);
    expect(sale.plusvalia).toBeNull();
    expect(sale.plusvaliaMethod).toBeNull();
  });

  it('computes the plusvalía with the land share the construction share leaves', () => {
    // Land 40,000 €, construction 60 %: total cadastral 100,000, land share 40 %. Objective
    // 40,000 × 0.12 (10 years) × 30 % = 1,440; real 43,798.88 × 40 % × 30 % = 5,255.87.
    const sale = saleAtEnd(
      {
        ...input,
        landCadastralValue: 40_000,
        plusvaliaRatePercent: 30,
        constructionSharePercent: 60,
      },
      figures,
    );
    expect(sale.plusvalia).toBeCloseTo(1_440, 2);
    expect(sale.plusvaliaMethod).toBe('objective');
    // The plusvalía lowers the gain and the proceeds.
    expect(sale.gain).toBeCloseTo(60_184.92 - 1_440, 2);
  });

  it('pays no IRPF on a loss', () => {
    const sale = saleAtEnd({ ...input, priceChangePercent: -3 }, figures);
    expect(sale.gain).toBeLessThan(0);
    expect(sale.capitalGainsTax).toBe(0);
  });

  it('keeps the sale apart from the loan', () => {
    const disposal = disposeProperty(input, figures);
    expect(
      withLoanRepaid(disposal, 0).netProceeds - withLoanRepaid(disposal, 50_000).netProceeds,
    ).toBeCloseTo(50_000, 6);
  });
});
