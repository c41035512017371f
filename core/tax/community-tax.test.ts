import {
  applyCommunityTax,
  describeAppliedTax,
  describeGeneralScale,
  describeScale,
} from './community-tax';
import { AJD_RATES } from './ajd-rates';
import { ITP_RATES } from './itp-rates';
import type { BuyerFacts } from './reduced-rate';

function facts(value: number, extra: Partial<BuyerFacts> = {}): BuyerFacts {
  return { value, isFirstHome: true, largeFamily: false, loanShare: 0.8, ...extra };
}

describe('applyCommunityTax', () => {
  it('applies the young rate of Andalucía (worked example)', () => {
    // 140,000 x 3.5 % = 4,900
    const result = applyCommunityTax(
      140_000,
      ITP_RATES.andalucia,
      facts(140_000, { buyerAge: 30 }),
    );
    expect(result.tax).toBeCloseTo(4_900, 6);
    expect(result.effectiveRate).toBeCloseTo(3.5, 9);
    expect(result.reduced?.value).toBe(3.5);
  });
  it('keeps the general scale when no reduced rate qualifies', () => {
    const result = applyCommunityTax(
      200_000,
      ITP_RATES.andalucia,
      facts(200_000, { buyerAge: 30 }),
    );
    expect(result.tax).toBeCloseTo(14_000, 6);
    expect(result.reduced).toBeNull();
  });
  it('picks the cheapest of several qualifying rates', () => {
    // Galicia: habitual home 7 %, young 3 % -> 3 % of 200,000 = 6,000
    const result = applyCommunityTax(200_000, ITP_RATES.galicia, facts(200_000, { buyerAge: 30 }));
    expect(result.tax).toBeCloseTo(6_000, 6);
  });
  it('limits a capped reduced rate to the first part of the base (Cantabria, 300,000)', () => {
    // 300,000 x 4 % = 12,000 + 100,000 x 9 % = 9,000 -> 21,000
    const result = applyCommunityTax(
      400_000,
      ITP_RATES.cantabria,
      facts(400_000, { buyerAge: 35 }),
    );
    expect(result.tax).toBeCloseTo(21_000, 6);
    expect(result.effectiveRate).toBeCloseTo(5.25, 9);
  });
  it('limits the Navarra large-family rate to the first 180,304', () => {
    // 180,304 x 5 % = 9,015.20 + 19,696 x 6 % = 1,181.76 -> 10,196.96
    const result = applyCommunityTax(
      200_000,
      ITP_RATES.navarra,
      facts(200_000, { largeFamily: true }),
    );
    expect(result.tax).toBeCloseTo(10_196.96, 6);
  });
  it('takes a bonus off the capped general tax (Madrid AJD, DL 1/2010 arts. 37 and 38 bis)', () => {
    // art. 37: 120,000 x 0.4 % = 480 + 50 = 530 (not 120,050 x 0.5 % = 600.25); 10 % off = 477
    const result = applyCommunityTax(120_050, AJD_RATES.madrid, facts(120_050));
    expect(result.tax).toBeCloseTo(477, 6);
    expect(result.reduced?.bonusPercent).toBe(10);
  });
  it('gives a large family the 95 % bonus, not both (Madrid AJD, art. 38 ter.4)', () => {
    // 240,000 x 0.75 % = 1,800; 95 % off = 90 (10 % off would be 1,620)
    const result = applyCommunityTax(
      240_000,
      AJD_RATES.madrid,
      facts(240_000, { largeFamily: true }),
    );
    expect(result.tax).toBeCloseTo(90, 6);
    expect(result.reduced?.bonusPercent).toBe(95);
  });
  it('says when a buyer age would unlock a cheaper young rate', () => {
    const missing = applyCommunityTax(150_000, ITP_RATES.valencia, facts(150_000));
    expect(missing.ageWouldHelp).toBe(true);
    const known = applyCommunityTax(150_000, ITP_RATES.valencia, facts(150_000, { buyerAge: 50 }));
    expect(known.ageWouldHelp).toBe(false);
  });
  it('returns a zero rate for a zero base', () => {
    expect(applyCommunityTax(0, ITP_RATES.madrid, facts(0))).toEqual({
      tax: 0,
      effectiveRate: 0,
      reduced: null,
      ageWouldHelp: false,
    });
  });
});

describe('describeScale', () => {
  it('words a flat rate', () => {
    expect(describeScale(ITP_RATES.murcia.general)).toBe('7,75 %');
  });
  it('words a marginal scale', () => {
    expect(describeScale(ITP_RATES['castilla-leon'].general)).toBe(
      'escala por tramos (cada parte del valor a su tipo): 8 % hasta 250.000 €, 10 % por encima de 250.000 €',
    );
  });
  it('says when the tariff gives an average rate (Baleares)', () => {
    expect(describeScale(ITP_RATES.baleares.general)).toMatch(
      /^escala por tramos .*13 % por encima de 2\.000\.000 €; se aplica a todo el valor el tipo medio redondeado a 2 decimales$/,
    );
  });
  it('words a whole-value scale', () => {
    expect(describeScale(ITP_RATES.valencia.general)).toBe(
      'tipo según el valor total: 9 % hasta 1.000.000 €, 11 % por encima de 1.000.000 €',
    );
  });
});

describe('describeGeneralScale', () => {
  it('words a flat rate, a whole-value scale and a marginal scale to follow "con el"', () => {
    expect(describeGeneralScale(ITP_RATES.madrid.general)).toBe('tipo general del 6 %');
    expect(describeGeneralScale(ITP_RATES.valencia.general)).toBe(
      'tipo general según el valor total, un solo tipo para todo el valor: 9 % hasta 1.000.000 €, 11 % por encima de 1.000.000 €',
    );
    expect(describeGeneralScale(ITP_RATES['castilla-leon'].general)).toBe(
      'escala general por tramos, cada parte del valor a su tipo: 8 % hasta 250.000 €, 10 % por encima de 250.000 €',
    );
  });
});

describe('describeAppliedTax', () => {
  it('names the reduced rate applied and the general one it replaced (Madrid, 185.000 €)', () => {
    // 185.000 € x 5,4 % = 9.990 €
    const result = applyCommunityTax(185_000, ITP_RATES.madrid, facts(185_000));
    expect(describeAppliedTax('ITP', 185_000, result, ITP_RATES.madrid.general)).toBe(
      'ITP con el tipo reducido del 5,4 % sobre 185.000 €: 9.990 € (no se aplica el tipo general del 6 %)',
    );
  });
  it('names the general rate when no reduced rate applies, even on a zero base', () => {
    const none = facts(0, { isFirstHome: false });
    const result = applyCommunityTax(0, ITP_RATES.madrid, none);
    expect(describeAppliedTax('ITP', 0, result, ITP_RATES.madrid.general)).toBe(
      'ITP con el tipo general del 6 % sobre 0 €: 0 €',
    );
  });
});
