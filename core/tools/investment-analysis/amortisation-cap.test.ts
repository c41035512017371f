// The audit's case G: amortisation capped at the building's cost (TEAC 18-12-2025), and the typed
// cadastral values splitting the cost (RIRPF art. 14.2.a) and giving the plusvalía's land share.
import { analyseInvestment } from './analysis';
import { cadastralValuesOf, constructionShareOf } from './cash-flows';
import { AUDIT_CASE_G } from '../../testing/analysis-inputs';
import { ANALYSIS_DEFAULTS, resolveInput, type AnalysisInput } from './inputs';

// The audit's case G (core/testing/analysis-inputs.ts): 60.000 € cash, cadastral 150.000 € (land
// 30.000), 600 € a month never empty, held 20 years; an old link's flat 30 % rate, 50 % reduction.
const caseG: AnalysisInput = { ...AUDIT_CASE_G, marginalRatePercent: 30 };

describe('amortisation capped at the building cost', () => {
  const result = analyseInvestment(caseG);
  const building = result.years.map((row) => row.buildingAmortisation);

  it('runs at 3 % of the cadastral building value until the building cost is used up', () => {
    // Cost 60.000 + 5.029,47 = 65.029,47; building 80 % = 52.023,58. Yearly 3 % × 120.000 = 3.600:
    // 14 × 3.600 = 50.400, year 15 the 1.623,58 left, then nothing (uncapped: 72.000 in 20 years).
    expect(result.purchase.acquisitionCosts).toBe(5_029.47);
    expect(building.slice(0, 14).every((amount) => amount === 3_600)).toBe(true);
    expect(building[14]).toBe(1_623.58);
    expect(building.slice(15)).toEqual([0, 0, 0, 0, 0]);
    expect(result.sale.accumulatedAmortisation).toBe(52_023.58);
  });

  it('never takes the acquisition value below the land share of the cost', () => {
    // 65.029,47 − 52.023,58 = 13.005,89 = 20 % × 65.029,47 (uncapped: −6.970,53).
    expect(result.sale.acquisitionValue).toBe(13_005.89);
  });

  it('moves 19.976,42 € of deductions from the rent to the gain: 1.598,1 € less tax', () => {
    // 72.000 − 52.023,58 = 19.976,42 not amortised: rent tax + 19.976,42 × 50 % × 30 % = 2.996,46
    // (7.736,46 → 10.732,93); gain 19.976,42 lower at 23 %: − 4.594,58 (20.374,11 → 15.779,54).
    expect(result.taxes.rent).toBe(10_732.93);
    expect(result.taxes.capitalGains).toBe(15_779.54);
    expect(Math.round((7_736.46 + 20_374.11 - 10_732.93 - 15_779.54) * 100) / 100).toBe(1_598.1);
  });
});

describe('typed cadastral values split the cost', () => {
  it('take the construction share from them, the typed share only as a fallback', () => {
    // (90.000 − 30.000) ÷ 90.000 = 66,67 %, not the typed 60 %.
    const both = resolveInput({
      ...ANALYSIS_DEFAULTS,
      cadastralValue: 90_000,
      landCadastralValue: 30_000,
    });
    expect(constructionShareOf(both)).toBeCloseTo(66.6667, 4);
    const landOnly = resolveInput({ ...ANALYSIS_DEFAULTS, landCadastralValue: 30_000 });
    expect(constructionShareOf(landOnly)).toBe(60);
    // Without a typed total it is still estimated with the typed share: 30.000 ÷ 40 % = 75.000.
    expect(cadastralValuesOf(landOnly)?.total).toBe(75_000);
  });

  it('amortise the cost share they give', () => {
    // 150.000 € and 3.000 € of costs: 66,67 % × 153.000 = 102.000 against cadastral 60.000: 3.060 a
    // year for the 11 months let: 2.805 (60 % would give 91.800, 2.524,50).
    const result = analyseInvestment({
      ...ANALYSIS_DEFAULTS,
      price: 150_000,
      purchaseCostsOverride: { total: 3_000, lines: { appraisalFees: 0 } },
      loanAmount: 0,
      cadastralValue: 90_000,
      landCadastralValue: 30_000,
      marginalRatePercent: 30,
    });
    expect(result.years[0]?.buildingAmortisation).toBe(2_805);
  });

  it('give the plusvalía its land share from the typed total (TRLRHL art. 107.5)', () => {
    // Held 10 years at +2 %: 150.000 → 182.849,16, a gain of 32.849,16. Land 30.000 of a typed
    // 300.000 is 10 %: real method 3.284,92 × 29 % = 952,63, below the objective 30.000 × 0,12 ×
    // 29 % = 1.044. The typed share's estimate (30.000 ÷ 40 % = 75.000) would give 40 %: 3.810,50.
    const { sale } = analyseInvestment({
      ...ANALYSIS_DEFAULTS,
      price: 150_000,
      cadastralValue: 300_000,
      landCadastralValue: 30_000,
      plusvaliaRatePercent: 29,
      marginalRatePercent: 30,
    });
    expect(sale.plusvaliaMethod).toBe('real');
    expect(sale.plusvalia).toBe(952.63);
  });
});
