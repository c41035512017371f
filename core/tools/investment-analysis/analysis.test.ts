import { analyseInvestment } from './analysis';
import { WORKED_EXAMPLE } from '../../testing/analysis-inputs';
import { PLUSVALIA_NOT_COMPUTED } from './sale';

// The worked example (core/testing/analysis-inputs.ts), computed by hand below.
const example = WORKED_EXAMPLE;

describe('analyseInvestment: the 10-year worked example', () => {
  const result = analyseInvestment(example);

  it('starts with the equity put in at year 0', () => {
    // Purchase costs (purchase-cost engine, Madrid, used): ITP 6 % × 150,000 = 9,000; notaría
    // 716.64; registro 512.54; gestoría 350; tasación 375 (there is a loan) = 10,954.18.
    const purchaseCosts = 9_000 + 716.64 + 512.54 + 350 + 375;
    expect(result.purchase.lines.itp).toBe(9_000);
    expect(result.purchase.total).toBeCloseTo(purchaseCosts, 2);
    // Opening fee 0.5 % × 120,000 = 600.
    // Equity = 150,000 + 10,954.18 + 2,000 + 3,000 + 600 − 120,000 = 46,554.18.
    expect(result.initial.openingFee).toBe(600);
    expect(result.initial.equity).toBeCloseTo(
      150_000 + purchaseCosts + 2_000 + 3_000 + 600 - 120_000,
      2,
    );
    expect(result.initial.equity).toBe(46_554.18);
  });

  it('computes year 1 step by step', () => {
    const [year1] = result.years;
    // Rent collected: 800 × (12 − 1) = 8,800.
    expect(year1?.rent).toBe(8_800);
    // Running costs: fixed 300 + 600 + 200 = 1,100; % lines (4 + 5) % × 8,800 = 792; total 1,892.
    expect(year1?.runningCosts).toBe(1_100 + 0.09 * 8_800);
    // Loan: i = 3 % / 12 = 0.0025, n = 300: A = 120,000 × i / (1 − 1.0025^−300) = 569.0536.
    const i = 0.0025;
    const payment = (120_000 * i) / (1 - Math.pow(1 + i, -300));
    expect(payment).toBeCloseTo(569.0536, 4);
    // Balance after 12 payments: 120,000 × 1.0025^12 − A × (1.0025^12 − 1) / i = 116,726.59.
    const balance = 120_000 * Math.pow(1 + i, 12) - (payment * (Math.pow(1 + i, 12) - 1)) / i;
    expect(balance).toBeCloseTo(116_726.59, 2);
    // Principal 120,000 − 116,726.59 = 3,273.41; interest 12 × 569.0536 − 3,273.41 = 3,555.23.
    expect(year1?.principal).toBe(3_273.41);
    expect(year1?.interest).toBe(3_555.23);
    expect(year1?.outstandingLoan).toBe(116_726.59);
    // Let 11 of 12 months: fixed costs, financing costs and amortisation count for 11/12
    // (STS 270/2021). The appraisal (375) is a financing cost, not an acquisition cost:
    // acquisition costs 10,954.18 − 375 = 10,579.18.
    // Amortisation: building 3 % × 60 % × (150,000 + 10,579.18) = 2,890.43; the renovation in
    // full 3 % × 2,000 = 60; furniture 10 % × 3,000 = 300; × 11/12 = 3,250.43 × 11/12 = 2,979.56.
    expect(year1?.amortisation).toBeCloseTo(
      ((0.03 * 0.6 * (150_000 + 10_579.18) + 60 + 300) * 11) / 12,
      2,
    );
    // Financing: (interest 3,555.23 + opening fee 600 + appraisal 375) × 11/12 = 4,152.71,
    // + repairs 5 % × 8,800 = 440: 4,592.71 ≤ 8,800, no cap.
    expect(year1?.financeAndRepairs).toBe(4_592.71);
    // Other costs: 1,100 × 11/12 = 1,008.33 + impago 4 % × 8,800 = 352 → 1,360.33.
    // Net = 8,800 − 1,360.33 − 4,592.71 − 2,979.56 = −132.60.
    expect(year1?.netIncome).toBe(-132.6);
    // Imputed income for the empty month: cadastral value estimated from the land's,
    // 30,000 / 40 % = 75,000 × 1.1 % × 1/12 = 68.75 (art. 85 LIRPF).
    expect(year1?.imputedIncome).toBe(68.75);
    // Tax = −132.60 × 30 % (no reduction on a loss) + 68.75 × 30 % = −39.78 + 20.63 = −19.16.
    expect(year1?.tax).toBe(-19.16);
    expect(year1?.rentTax).toBe(-19.16);
    // Cash flow = 8,800 − 1,892 − (3,555.23 + 3,273.41) + 19.16 = 98.51 (98.515 unrounded).
    expect(year1?.cashFlow).toBe(98.51);
    // Equity at the end of year 1: 150,000 × 1.02 − 116,726.59 = 36,273.41.
    expect(year1?.equity).toBe(36_273.41);
  });

  it('carries the table to year 10 (the year table of the closing note)', () => {
    // year | rent | costs | interest | principal | amortisation | net | imputed | tax | cash flow | loan | equity
    //  1 |  8,800.00 | 1,892.00 | 3,555.23 | 3,273.41 | 2,979.56 |  −132.60 | 68.75 | −19.16 |  98.51 | 116,726.59 |  36,273.41
    //  2 |  8,976.00 | 1,929.84 | 3,455.67 | 3,372.97 | 2,979.56 |   992.41 | 68.75 | 169.49 |  48.03 | 113,353.62 |  42,706.38
    //  5 |  9,525.40 | 2,047.96 | 3,138.44 | 3,690.21 | 2,979.56 | 1,720.21 | 68.75 | 278.66 | 370.14 | 102,606.57 |  63,005.55
    // 10 | 10,516.81 | 2,261.12 | 2,542.04 | 4,286.60 | 2,979.56 | 3,055.49 | 68.75 | 478.95 | 948.11 |  82,402.07 | 100,447.09
    // Year 2 tax: 992.41 × 50 % × 30 % = 148.86 + 68.75 × 30 % = 20.63 → 169.49.
    const row = (t: number) => result.years[t - 1];
    // Year 2: rent 8,800 × 1.02 = 8,976; costs 1,100 × 1.02 + 9 % × 8,976 = 1,929.84.
    expect(row(2)?.rent).toBe(8_976);
    expect(row(2)?.runningCosts).toBe(1_929.84);
    expect(row(2)?.netIncome).toBe(992.41);
    expect(row(2)?.tax).toBeCloseTo(992.41 * 0.5 * 0.3 + 68.75 * 0.3, 1);
    expect(row(2)?.cashFlow).toBe(48.03);
    expect(row(5)?.tax).toBe(278.66);
    // Year 10: rent 8,800 × 1.02^9 = 10,516.81.
    expect(row(10)?.rent).toBeCloseTo(8_800 * Math.pow(1.02, 9), 2);
    expect(row(10)?.interest).toBe(2_542.04);
    expect(row(10)?.outstandingLoan).toBe(82_402.07);
    expect(row(10)?.equity).toBe(100_447.09);
    expect(result.years).toHaveLength(10);
  });

  it('sells at the end of year 10', () => {
    const { sale } = result;
    // Sale price 150,000 × 1.02^10 = 182,849.16; selling costs 3 % = 5,485.47.
    expect(sale.salePrice).toBe(182_849.16);
    expect(sale.sellingCosts).toBe(5_485.47);
    // Plusvalía: objective 30,000 × 0.12 (10 years) × 29 % = 1,044; real: gain 32,849.16 ×
    // land share 40 % × 29 % = 3,810.50. The lower one: 1,044.
    expect(sale.plusvalia).toBe(1_044);
    expect(sale.plusvaliaMethod).toBe('objective');
    // Amortisation of the months let, building and renovation (not the furniture):
    // 10 × (2,890.42524 + 60) × 11/12 = 27,045.56.
    // Acquisition value 150,000 + 10,579.18 (no appraisal) + 2,000 − 27,045.56 = 135,533.62.
    expect(sale.accumulatedAmortisation).toBe(27_045.56);
    expect(sale.acquisitionValue).toBe(135_533.62);
    // Gain 182,849.16 − 5,485.47 − 1,044 − 135,533.62 = 40,786.07.
    expect(sale.gain).toBe(40_786.07);
    // IRPF: 6,000 × 19 % + 34,786.07 × 21 % = 1,140 + 7,305.07 = 8,445.07.
    expect(sale.capitalGainsTax).toBeCloseTo(6_000 * 0.19 + 34_786.07 * 0.21, 2);
    expect(sale.withholding).toBe(0);
    // Loan repaid 82,402.07; proceeds 182,849.16 − 5,485.47 − 1,044 − 82,402.07 = 93,917.62,
    // after the IRPF 93,917.62 − 8,445.07 = 85,472.55.
    expect(sale.loanRepaid).toBe(82_402.07);
    expect(sale.proceedsBeforeTax).toBe(93_917.62);
    expect(sale.netProceeds).toBe(85_472.55);
    // The year-10 flow adds the unrounded cash flow (948.105…) and the proceeds: 86,420.65.
    expect(result.years[9]?.equityFlow).toBeCloseTo(948.11 + 85_472.55, 1);
  });

  it('finds the IRR after tax where the NPV of the flows is 0', () => {
    const flows = result.flows.afterTax;
    expect(flows).toEqual([
      -46_554.18, 98.51, 48.03, 153.43, 260.79, 370.14, 481.53, 594.98, 710.54, 828.23, 86_420.65,
    ]);
    // TIR after tax 6.92 %: discounting each flow by that rate gives a sum of about 0.
    const rate = (result.metrics.irrAfterTax ?? 0) / 100;
    const npv = flows.reduce((sum, flow, t) => sum + flow / Math.pow(1 + rate, t), 0);
    expect(Math.abs(npv)).toBeLessThan(30);
    expect(result.metrics.irrAfterTax).toBe(6.92);
    // Before tax: rent IRPF and the gain's IRPF left out: 8.30 %.
    expect(result.metrics.irrBeforeTax).toBe(8.3);
    // Without debt it is lower (4.19 %): the loan at 3 % costs less than the property earns.
    expect(result.metrics.irrUnlevered).toBe(4.19);
  });

  it('reports the headline metrics', () => {
    const { metrics } = result;
    // Gross yield 800 × 12 / 150,000 = 9,600 / 150,000 = 6.40 % (before the empty month);
    // net (8,800 − 1,892) / (150,000 + 10,954.18 + 2,000 of renovation) = 6,908 / 162,954.18 = 4.24 %.
    expect(metrics.grossYield).toBe(6.4);
    expect(metrics.netYield).toBe(4.24);
    // On your money (before tax) (8,800 − 1,892 − 6,828.64) / 46,554.18 = 0.17 %.
    expect(metrics.cashOnCashYear1).toBe(0.17);
    // Equity multiple: (98.51 + ... + 86,420.65) / 46,554.18 = 1.93.
    expect(metrics.equityMultiple).toBe(1.93);
    expect(metrics.paybackYear).toBe(10);
    // DSCR (8,800 − 1,892) / (12 × 569.0536) = 1.01.
    expect(metrics.dscrYear1).toBe(1.01);
    // Break-even before tax: (1,100 + 6,828.64) / (11 × (1 − 9 %)) = 792.07 a month.
    expect(metrics.breakEvenRentBeforeTax).toBeCloseTo((1_100 + 6_828.64) / (11 * 0.91), 1);
    // After tax the small IRPF (and the imputed income's) moves it a little higher: 794.13.
    expect(metrics.breakEvenRent).toBeGreaterThan(metrics.breakEvenRentBeforeTax ?? 0);
    expect(metrics.breakEvenRent).toBeLessThan(800);
  });

  it('totals the taxes by kind and dates the rules', () => {
    // ITP 9,000; IRPF on the rent and the imputed income −19.16 + 169.49 + ... + 478.95 = 2,859.95;
    // on the gain 8,445.07; plusvalía 1,044.
    expect(result.taxes).toEqual({
      purchase: 9_000,
      rent: 2_859.95,
      capitalGains: 8_445.07,
      plusvalia: 1_044,
      total: 21_349.02,
    });
    expect(result.rules.cadastral).toEqual({ total: 75_000, building: 45_000, estimated: true });
    expect(result.rules.saleYear).toBe(2036);
  });
});

describe('analyseInvestment: edges', () => {
  it('leaves the plusvalía out without land value or rate', () => {
    const result = analyseInvestment({ ...example, landCadastralValue: undefined });
    expect(result.sale.plusvalia).toBeNull();
    expect(result.taxes.plusvalia).toBe(0);
    expect(PLUSVALIA_NOT_COMPUTED).toMatch(/no calculada/);
  });

  it('buys cash only: no loan, no interest, before- and after-debt IRRs agree', () => {
    const result = analyseInvestment({ ...example, loanAmount: 0 });
    expect(result.initial.loan).toBe(0);
    expect(result.years.every((row) => row.interest === 0 && row.outstandingLoan === 0)).toBe(true);
    expect(result.metrics.dscrYear1).toBeNull();
    expect(result.metrics.irrAfterTax).toBe(result.metrics.irrUnlevered);
  });

  it('uses the purchase costs the user typed', () => {
    const result = analyseInvestment({ ...example, purchaseCostsOverride: { total: 12_000 } });
    expect(result.purchase.total).toBe(12_000);
    expect(result.purchase.overridden).toBe(true);
    expect(result.initial.equity).toBe(150_000 + 12_000 + 2_000 + 3_000 + 600 - 120_000);
  });

  it('taxes a loss-making year as a saving on other income', () => {
    // Rent 300 a month: net negative, IRPF = net × 30 % without reduction, plus the imputed
    // income's 68.75 × 30 %.
    const result = analyseInvestment({ ...example, monthlyRent: 300 });
    const [year1] = result.years;
    expect(year1?.netIncome).toBeLessThan(0);
    expect(year1?.tax).toBeCloseTo((year1?.netIncome ?? 0) * 0.3 + 68.75 * 0.3, 1);
  });

  it('never returns NaN, even for an empty input', () => {
    const result = analyseInvestment({ ...example, price: 0, monthlyRent: 0, loanAmount: 0 });
    const numbers = JSON.stringify(result);
    expect(numbers).not.toMatch(/NaN|Infinity/);
    expect(result.metrics.irrAfterTax).toBeNull();
  });
});
