import {
  describeReducedRate,
  needsAge,
  qualifies,
  reducedRate,
  reducedRatePhrase,
  reducedRateText,
  type BuyerFacts,
} from './reduced-rate';

const LAW = {
  url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2021-17915',
  citation: 'Ley 5/2021, art. 43',
};
const young = reducedRate(3.5, 'joven', LAW, {
  group: 'young',
  maxAge: 34,
  maxValue: 150_000,
});
const facts: BuyerFacts = {
  value: 150_000,
  isFirstHome: true,
  buyerAge: 34,
  largeFamily: false,
  loanShare: 0.8,
};

describe('reducedRate', () => {
  it('defaults to a habitual home for any buyer, in force in 2025, with no assumptions', () => {
    expect(reducedRate(6, 'vivienda habitual', LAW)).toEqual({
      value: 6,
      label: 'vivienda habitual',
      source: LAW.url,
      citation: 'Ley 5/2021, art. 43',
      habitualHome: true,
      group: 'any',
      assumptions: [],
      validFrom: '2025-01-01',
      lastChecked: '2026-11-23',
    });
  });
});

describe('qualifies', () => {
  it('accepts the oldest qualifying age and the highest qualifying value', () => {
    expect(qualifies(young, facts)).toBe(true);
  });
  it('rejects one year too old, one cent too much or a home that is not habitual', () => {
    expect(qualifies(young, { ...facts, buyerAge: 35 })).toBe(false);
    expect(qualifies(young, { ...facts, value: 150_000.01 })).toBe(false);
    expect(qualifies(young, { ...facts, isFirstHome: false })).toBe(false);
  });
  it('rejects a young-buyer rate when the age is unknown', () => {
    expect(qualifies(young, { ...facts, buyerAge: undefined })).toBe(false);
  });
  it('accepts a large family or a young buyer when either qualifies', () => {
    const either = reducedRate(2, 'x', LAW, { group: 'young-or-large-family', maxAge: 35 });
    expect(qualifies(either, { ...facts, buyerAge: 50, largeFamily: true })).toBe(true);
    expect(qualifies(either, { ...facts, buyerAge: 35 })).toBe(true);
    expect(qualifies(either, { ...facts, buyerAge: 36 })).toBe(false);
  });
  it('treats "value below" as strict', () => {
    const below = reducedRate(7, 'x', LAW, { valueBelow: 200_000 });
    expect(qualifies(below, { ...facts, value: 199_999.99 })).toBe(true);
    expect(qualifies(below, { ...facts, value: 200_000 })).toBe(false);
  });
  it('needs a loan of more than the minimum share of the price', () => {
    const financed = reducedRate(6, 'x', LAW, { minLoanShare: 0.5 });
    expect(qualifies(financed, { ...facts, loanShare: 0.5 })).toBe(false);
    expect(qualifies(financed, { ...facts, loanShare: 0.5001 })).toBe(true);
  });
});

describe('needsAge', () => {
  it('is true when only the missing age stands between the buyer and a young rate', () => {
    expect(needsAge(young, { ...facts, buyerAge: undefined })).toBe(true);
  });
  it('is false when the age is known or another condition fails', () => {
    expect(needsAge(young, facts)).toBe(false);
    expect(needsAge(young, { ...facts, buyerAge: undefined, isFirstHome: false })).toBe(false);
  });
});

describe('describeReducedRate', () => {
  it('names the rate, its cap and the conditions we assume', () => {
    const rule = reducedRate(5, 'vivienda habitual de familia numerosa', LAW, {
      cappedBase: 180_304,
      assumptions: ['no tener otra vivienda en propiedad'],
    });
    expect(describeReducedRate(rule)).toBe(
      'Tipo reducido: vivienda habitual de familia numerosa, 5 % (solo sobre los primeros 180.304 €). Suponemos que cumples además: no tener otra vivienda en propiedad.',
    );
  });
});

describe('a bonus on the general scale', () => {
  const bonus = reducedRate(0, 'vivienda habitual de hasta 250.000 €', LAW, {
    bonusPercent: 10,
    maxValue: 250_000,
    assumptions: ['la habitarás en 12 meses'],
  });
  it('is named as a bonus, never as a 0 % rate', () => {
    expect(reducedRateText(bonus)).toBe('bonificación del 10 %');
    expect(reducedRatePhrase(bonus)).toBe('bonificación del 10 % de la cuota');
    expect(describeReducedRate(bonus)).toBe(
      'Bonificación del 10 % de la cuota: vivienda habitual de hasta 250.000 €. Suponemos que cumples además: la habitarás en 12 meses.',
    );
  });
  it('leaves the wording of a reduced rate as it was', () => {
    expect(reducedRateText(young)).toBe('3,5 %');
    expect(reducedRatePhrase(young)).toBe('tipo reducido del 3,5 %');
  });
});
