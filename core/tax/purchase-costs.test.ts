// Worked examples of calculatePurchaseCosts: every community, tranche edges, reference value, loan.
import type { CommunityCode } from './communities';
import { calculatePurchaseCosts, type PurchaseCostsInput } from './purchase-costs';
import type { PurchaseCostsRequest } from '../tools/purchase-costs/schema';

// Fees by hand (see deed-fees.test.ts for the scale arithmetic):
// 200,000: notary 358.435226 x 0.95 + 400 = 740.51; registry 186.212064 x 0.95 + 350 = 526.90
// 300,000: notary (358.435226 + 100,000 x 0.5‰) x 0.95 + 400 = 788.01;
//          registry (186.212064 + 100,000 x 0.3‰) x 0.95 + 350 = 555.40; gestoría 350
const FEES_200K = 740.51 + 526.9 + 350; // 1,617.41
const FEES_300K = 788.01 + 555.4 + 350; // 1,693.41

/** Deed date of these examples: the day of the 2026-11 rates audit (see purchase-costs.dates.test.ts for history). */
const TODAY = '2026-11-23';
function used(price: number, community: CommunityCode, extra: Partial<PurchaseCostsInput> = {}) {
  return calculatePurchaseCosts({
    propertyPrice: price,
    propertyType: 'used',
    autonomousCommunity: community,
    hasLoan: false,
    deedDate: TODAY,
    ...extra,
  });
}
function newHome(price: number, community: CommunityCode, extra: Partial<PurchaseCostsInput> = {}) {
  return calculatePurchaseCosts({
    propertyPrice: price,
    propertyType: 'new',
    autonomousCommunity: community,
    hasLoan: false,
    deedDate: TODAY,
    ...extra,
  });
}

// ITP on a 200,000 second-hand home at the general rate (first tranche where there is a scale).
const USED_200K: [CommunityCode, number, number][] = [
  ['andalucia', 7, 14_000],
  ['aragon', 8, 16_000],
  ['asturias', 8, 16_000],
  ['baleares', 8, 16_000],
  ['canarias', 6.5, 13_000],
  ['cantabria', 9, 18_000],
  ['castilla-la-mancha', 9, 18_000],
  ['castilla-leon', 8, 16_000],
  ['cataluna', 10, 20_000],
  ['extremadura', 8, 16_000],
  ['galicia', 8, 16_000],
  ['madrid', 6, 12_000],
  ['murcia', 7.75, 15_500],
  ['navarra', 6, 12_000],
  ['pais-vasco', 4, 8_000],
  ['la-rioja', 7, 14_000],
  ['valencia', 9, 18_000],
  // 6 % with the 50 % bonus of art. 57 bis.3.a TRLITP: 200.000 × 3 % = 6.000
  ['ceuta', 3, 6_000],
  ['melilla', 3, 6_000],
];

// New 300,000 home: indirect tax on the price, AJD on the deed.
const NEW_300K: [CommunityCode, string, number, number, number][] = [
  ['andalucia', 'IVA', 30_000, 1.2, 3_600],
  ['aragon', 'IVA', 30_000, 1.5, 4_500],
  ['asturias', 'IVA', 30_000, 1.2, 3_600],
  ['baleares', 'IVA', 30_000, 1.5, 4_500], // DLeg 1/2014 art. 15: 300.000 × 1,5 %
  ['canarias', 'IGIC', 21_000, 1, 3_000], // DLeg 1/2009 art. 36: deed subject to IGIC, 300.000 × 1 %
  ['cantabria', 'IVA', 30_000, 1.5, 4_500],
  ['castilla-la-mancha', 'IVA', 30_000, 1.5, 4_500],
  ['castilla-leon', 'IVA', 30_000, 1.5, 4_500],
  ['cataluna', 'IVA', 30_000, 1.5, 4_500],
  ['extremadura', 'IVA', 30_000, 1.5, 4_500],
  ['galicia', 'IVA', 30_000, 1.5, 4_500],
  ['madrid', 'IVA', 30_000, 0.75, 2_250],
  ['murcia', 'IVA', 30_000, 1.5, 4_500],
  ['navarra', 'IVA', 30_000, 0.5, 1_500],
  ['pais-vasco', 'IVA', 30_000, 0.5, 1_500],
  ['la-rioja', 'IVA', 30_000, 1, 3_000],
  ['valencia', 'IVA', 30_000, 1.4, 4_200],
  ['ceuta', 'IPSI', 12_000, 0.25, 750],
  ['melilla', 'IPSI', 12_000, 0.25, 750],
];

describe('calculatePurchaseCosts', () => {
  it('computes the worked example: 200,000 used home in Madrid without a loan', () => {
    expect(used(200_000, 'madrid')).toMatchObject({
      propertyPrice: 200_000,
      itp: 12_000,
      vat: 0,
      ajd: 0,
      notaryFees: 740.51,
      registryFees: 526.9,
      managementFees: 350,
      appraisalFees: 0,
      breakdown: { taxes: 12_000, officialFees: 1_267.41, otherCosts: 350 },
      totalCosts: 13_617.41,
      totalWithProperty: 213_617.41,
      cashNeeded: 213_617.41,
      rates: { vat: 0, itp: 6, ajd: 0 },
    });
  });

  it.each(USED_200K)('charges ITP on a 200,000 used home in %s at %s %%', (code, rate, itp) => {
    const result = used(200_000, code);
    expect(result.itp).toBe(itp);
    expect(result.rates).toEqual({ vat: 0, itp: rate, ajd: 0 });
    expect(result.totalCosts).toBeCloseTo(itp + FEES_200K, 2);
  });

  it.each(NEW_300K)('charges %s new homes %s and AJD at %s', (code, name, vat, ajdRate, ajd) => {
    const result = newHome(300_000, code);
    expect(result.vatName).toBe(name);
    expect([result.vat, result.itp, result.ajd]).toEqual([vat, 0, ajd]);
    expect(result.rates.ajd).toBe(ajdRate);
    expect(result.totalCosts).toBeCloseTo(vat + ajd + FEES_300K, 2);
  });

  describe('progressive scales at each tranche edge', () => {
    it.each([
      // Aragón, marginal: 400,000 x 8 % = 32,000; +50,000 x 8.5 % = 36,250; +50,000 x 9 % = 40,750;
      // +250,000 x 9.5 % = 64,500; +50,000 x 10 % = 69,500
      ['aragon', 400_000, 32_000],
      ['aragon', 450_000, 36_250],
      ['aragon', 500_000, 40_750],
      ['aragon', 750_000, 64_500],
      ['aragon', 800_000, 69_500],
      // Asturias, whole value: 300,000 x 8 %; 300,001 x 9 %; 500,000 x 9 %; 500,001 x 10 %
      ['asturias', 300_000, 24_000],
      ['asturias', 300_001, 27_000.09],
      ['asturias', 500_000, 45_000],
      ['asturias', 500_001, 50_000.1],
      // Baleares, marginal tariff as an average rate with two decimals (ATIB): 32,000 (8 %);
      // 50,000 is 8.333 % -> 8.33 % = 49,980; 90,000 (9 %); 210,000 (10.5 %); 275,000 (11 %)
      ['baleares', 400_000, 32_000],
      ['baleares', 600_000, 49_980],
      ['baleares', 1_000_000, 90_000],
      ['baleares', 2_000_000, 210_000],
      ['baleares', 2_500_000, 275_000],
      // Castilla y León: 250,000 x 8 % = 20,000; +50,000 x 10 % = 25,000
      ['castilla-leon', 250_000, 20_000],
      ['castilla-leon', 300_000, 25_000],
      // Cataluña from 27-6-2025: 60,000; +33,000; +72,000; +500,000 x 13 % = 65,000
      ['cataluna', 600_000, 60_000],
      ['cataluna', 900_000, 93_000],
      ['cataluna', 1_500_000, 165_000],
      ['cataluna', 2_000_000, 230_000],
      // Extremadura: 360,000 x 8 % = 28,800; +240,000 x 10 % = 52,800; +100,000 x 11 % = 63,800
      ['extremadura', 360_000, 28_800],
      ['extremadura', 600_000, 52_800],
      ['extremadura', 700_000, 63_800],
      // Valencia from 1-6-2026, whole value: 1,000,000 x 9 %; 1,000,001 x 11 %
      ['valencia', 1_000_000, 90_000],
      ['valencia', 1_000_001, 110_000.11],
    ] as [CommunityCode, number, number][])('%s at %s pays ITP %s', (code, price, itp) => {
      expect(used(price, code).itp).toBe(itp);
    });
  });

  describe('Catastro reference value', () => {
    it('taxes a used home on the reference value when it exceeds the price', () => {
      // 250,000 x 6 % = 15,000; fees still on the 200,000 price
      const result = used(200_000, 'madrid', { referenceValue: 250_000 });
      expect(result).toMatchObject({
        itp: 15_000,
        taxBase: 250_000,
        notaryFees: 740.51,
        rates: { itp: 6 },
      });
      expect(result.notes[0]).toContain('supera el precio');
    });
    it('charges VAT on the price and AJD on the reference value for a new home', () => {
      // IVA 300,000 x 10 % = 30,000; AJD 320,000 x 1.4 % = 4,480
      const result = newHome(300_000, 'valencia', { referenceValue: 320_000 });
      expect([result.vat, result.ajd]).toEqual([30_000, 4_480]);
    });
    it('ignores a reference value below the price', () => {
      expect(used(200_000, 'madrid', { referenceValue: 150_000 }).itp).toBe(12_000);
    });
  });

  describe('loan', () => {
    it('assumes 80 % of the price when no amount is given and adds the appraisal', () => {
      // costs 13,617.41 + appraisal 375 = 13,992.41; cash 213,992.41 - 160,000
      const result = used(200_000, 'madrid', { hasLoan: true });
      expect(result).toMatchObject({
        loanAmount: 160_000,
        appraisalFees: 375,
        totalCosts: 13_992.41,
        cashNeeded: 53_992.41,
        breakdown: { otherCosts: 725 },
      });
      expect(result.notes.join(' ')).toContain('Ley 5/2019');
      expect(result.notes).toContain('Préstamo supuesto: el 80 % del precio (160.000 €).');
    });
    it('uses the amount given', () => {
      expect(used(200_000, 'madrid', { hasLoan: true, loanAmount: 150_000 }).cashNeeded).toBe(
        63_992.41,
      );
    });
    it('defaults to a loan when hasLoan is left out', () => {
      const result = calculatePurchaseCosts({
        propertyPrice: 200_000,
        propertyType: 'used',
        autonomousCommunity: 'madrid',
      });
      expect(result.loanAmount).toBe(160_000);
    });
    it('ignores the loan amount and the appraisal without a loan', () => {
      const result = used(200_000, 'madrid', { loanAmount: 150_000 });
      expect([result.loanAmount, result.appraisalFees, result.cashNeeded]).toEqual([
        0, 0, 213_617.41,
      ]);
    });
    it('never asks for negative cash when the loan exceeds the total', () => {
      expect(used(200_000, 'madrid', { hasLoan: true, loanAmount: 500_000 }).cashNeeded).toBe(0);
    });
  });

  it('accepts a validated request from the shared schema', () => {
    const request: PurchaseCostsRequest = {
      propertyPrice: 100_000,
      propertyType: 'used',
      autonomousCommunity: 'galicia',
      isFirstHome: false,
      hasLoan: false,
    };
    expect(calculatePurchaseCosts(request).itp).toBe(8_000);
  });
});
