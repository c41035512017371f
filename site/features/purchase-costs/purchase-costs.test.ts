// Pure helpers of the purchase-costs page: request building, result rows, rate labels and the rate table.
import { calculatePurchaseCosts } from '../../../core/tax/purchase-costs';
import { PURCHASE_RATES } from '../../../core/tax/purchase-rates';
import { COMMUNITY_CODES } from '../../../core/tax/communities';
import { breakdownRows, compactRate, expenseShare, hostOf, sourceRows } from './breakdown';
import {
  communityRateRows,
  costShareExtremes,
  generalRateRange,
  joinNames,
  scaleLines,
} from './community-rates';
import { toPurchaseRequest } from './request';

const base = {
  propertyPrice: 250_000,
  propertyType: 'used' as const,
  autonomousCommunity: 'madrid' as const,
  isFirstHome: false,
  hasLoan: true,
};

describe('toPurchaseRequest', () => {
  it('sets the loan to 80 % of the price when there is a loan and no amount', () => {
    expect(toPurchaseRequest(base).loanAmount).toBe(200_000);
  });
  it('keeps a loan amount the user typed, including 0', () => {
    expect(toPurchaseRequest({ ...base, loanAmount: 150_000 }).loanAmount).toBe(150_000);
    expect(toPurchaseRequest({ ...base, loanAmount: 0 }).loanAmount).toBe(0);
  });
  it('sends no amount without a loan', () => {
    expect(toPurchaseRequest({ ...base, hasLoan: false, loanAmount: 99 })).not.toHaveProperty(
      'loanAmount',
    );
  });
});

describe('breakdownRows', () => {
  it('hides VAT, AJD and appraisal for a used home bought without a loan', () => {
    const result = calculatePurchaseCosts({ ...base, hasLoan: false });
    expect(breakdownRows(result).map((row) => row.field)).toEqual([
      'itp',
      'notaryFees',
      'registryFees',
      'managementFees',
    ]);
  });
  it('hides ITP for a new home and names IGIC in Canarias', () => {
    const result = calculatePurchaseCosts({
      ...base,
      propertyType: 'new',
      autonomousCommunity: 'canarias',
    });
    const rows = breakdownRows(result);
    expect(rows.map((row) => row.field)).toEqual([
      'vat',
      'ajd',
      'notaryFees',
      'registryFees',
      'managementFees',
      'appraisalFees',
    ]);
    expect(rows[0]).toMatchObject({ name: 'IGIC', rate: { field: 'rates.vat', value: 7 } });
  });
  it('rows add up to the total costs', () => {
    for (const code of COMMUNITY_CODES) {
      for (const propertyType of ['new', 'used'] as const) {
        const result = calculatePurchaseCosts({ ...base, autonomousCommunity: code, propertyType });
        const sum = breakdownRows(result).reduce((total, row) => total + row.value, 0);
        expect(sum).toBeCloseTo(result.totalCosts, 2);
      }
    }
  });
});

describe('compactRate and expenseShare', () => {
  it('writes rates as the spec labels do', () => {
    expect(compactRate(10)).toBe('10%');
    expect(compactRate(7.75)).toBe('7,75%');
    expect(compactRate(0.25)).toBe('0,25%');
  });
  it('gives the expense share with one decimal, 0 without a price', () => {
    expect(expenseShare({ totalCosts: 13_617.41, propertyPrice: 200_000 })).toBe(6.8);
    expect(expenseShare({ totalCosts: 100, propertyPrice: 0 })).toBe(0);
  });
});

describe('communityRateRows', () => {
  const rows = communityRateRows('2026-11-23');
  const texts = (lines: readonly { text: string }[] | undefined) => lines?.map((l) => l.text);
  it('has one row per community, in spec order', () => {
    expect(rows.map((row) => row.code)).toEqual([...COMMUNITY_CODES]);
  });
  it('shows the engine figures, so the text cannot drift from the calculation', () => {
    const madrid = rows.find((row) => row.code === 'madrid');
    expect(texts(madrid?.itp)).toEqual(['6 %']);
    expect(madrid?.newHomeTax.text).toBe('IVA 10 %');
    // DL 1/2010 art. 32.1: one rate on the whole value of the home.
    expect(texts(madrid?.ajd)).toEqual([
      '0,4 % hasta 120.000 €',
      '0,5 % hasta 180.000 €',
      '0,75 % por encima (sobre todo el valor)',
    ]);
    const cataluna = rows.find((row) => row.code === 'cataluna');
    expect(cataluna?.itp).toHaveLength(PURCHASE_RATES.cataluna.itp.general.brackets.length);
    expect(cataluna?.itp[0]?.text).toBe('10 % hasta 600.000 €');
    expect(rows.find((row) => row.code === 'canarias')?.newHomeTax.text).toBe('IGIC 7 %');
    expect(rows.find((row) => row.code === 'ceuta')?.newHomeTax.text).toBe('IPSI 4 %');
  });
  it('links every rate to its source and marks the ones pending confirmation', () => {
    const valencia = rows.find((row) => row.code === 'valencia');
    expect(valencia?.newestRule).toBe('2026-06-01');
    expect(valencia?.itp[0]).toEqual({
      text: '9 % hasta 1.000.000 €',
      url: PURCHASE_RATES.valencia.itp.general.source,
    });
    expect(rows.find((row) => row.code === 'ceuta')?.newHomeTax.pending).toMatch(/ordenanza/i);
    for (const row of rows) {
      for (const line of [...row.itp, ...row.itpReduced, row.newHomeTax, ...row.ajd]) {
        expect(line.url).toMatch(/^https?:\/\//);
      }
    }
  });
  it('lists every reduced rate of the engine', () => {
    for (const row of rows) {
      expect(row.itpReduced).toHaveLength(PURCHASE_RATES[row.code].itp.reduced.length);
      expect(row.ajdReduced).toHaveLength(PURCHASE_RATES[row.code].ajd.reduced.length);
    }
  });
});

describe('sourceRows', () => {
  it('gives each applied tax its rate, source host, start date and confidence', () => {
    const result = calculatePurchaseCosts({
      propertyPrice: 300_000,
      propertyType: 'new',
      autonomousCommunity: 'valencia',
      deedDate: '2026-06-01',
    });
    expect(sourceRows(result)).toEqual([
      expect.objectContaining({ tax: 'IVA', rate: 10, confidence: 'law' }),
      expect.objectContaining({
        tax: 'AJD',
        rate: 1.4,
        validFrom: '2026-06-01',
        host: 'boe.es',
      }),
    ]);
    expect(hostOf('https://www.boe.es/x')).toBe('boe.es');
    expect(hostOf('no es una dirección')).toBe('no es una dirección');
  });
});

describe('scaleLines', () => {
  it('says whether the whole value or each tranche takes the rate', () => {
    expect(scaleLines(PURCHASE_RATES.valencia.itp.general)).toEqual([
      '9 % hasta 1.000.000 €',
      '11 % por encima (sobre todo el valor)',
    ]);
    expect(scaleLines(PURCHASE_RATES['castilla-leon'].itp.general)[1]).toBe(
      '10 % por encima (por tramos)',
    );
  });
});

describe('costShareExtremes and generalRateRange', () => {
  it('finds the cheapest and dearest community with the engine itself', () => {
    const { min, max } = costShareExtremes(200_000, 'used');
    const shares = COMMUNITY_CODES.map((code) =>
      expenseShare(
        calculatePurchaseCosts({
          propertyPrice: 200_000,
          propertyType: 'used',
          autonomousCommunity: code,
        }),
      ),
    );
    expect(min.share).toBe(Math.min(...shares));
    expect(max.share).toBe(Math.max(...shares));
    expect(min.share).toBeLessThan(max.share);
  });
  it('names every community that ties at an extreme', () => {
    expect(costShareExtremes(200_000, 'new').min.name).toBe('Ceuta y Melilla');
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B y C');
    expect(joinNames([])).toBe('');
    expect(joinNames(['A', 'B', 'C', 'D'])).toBe('A, B, C y otra comunidad');
    expect(joinNames(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C y otras 2 comunidades');
  });
  it('spans the general rates of every community', () => {
    // Ceuta and Melilla: 6 % halved by art. 57 bis.3.a TRLITP.
    expect(generalRateRange('itp')).toEqual({ min: 3, max: 13 });
    // Baleares' AJD reaches 2 % on the whole value from 1.000.000 € (DLeg 1/2014 art. 17 bis).
    expect(generalRateRange('ajd')).toEqual({ min: 0.25, max: 2 });
  });
});
