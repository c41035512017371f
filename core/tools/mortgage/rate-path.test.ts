import { EURIBOR_12M, euriborLabel } from './euribor';
import {
  RATE_DEFAULTS,
  euriborForYear,
  euriborPath,
  rateForYear,
  shiftEuribor,
  variableRate,
  withConstantEuribor,
  yearlyRates,
  type RateTerms,
} from './rate-path';

const variable: RateTerms = { ...RATE_DEFAULTS, rateType: 'variable', euribor: 2.2, spread: 0.8 };
const mixed: RateTerms = { ...variable, rateType: 'mixed', interestRate: 2.5, fixedYears: 5 };

describe('EURIBOR_12M', () => {
  it('is a dated, sourced monthly average shown with its month', () => {
    expect(EURIBOR_12M.value).toBe(2.221);
    expect(EURIBOR_12M.validFrom).toBe('2026-02-01');
    expect(EURIBOR_12M.source).toMatch(/^https:\/\//);
    expect(euriborLabel()).toBe('Euríbor a febrero de 2026');
  });
  it('keeps the spec default of a fixed 3.5 %', () => {
    expect(RATE_DEFAULTS.rateType).toBe('fixed');
    expect(RATE_DEFAULTS.interestRate).toBe(3.5);
  });
});

describe('variableRate', () => {
  it('adds the spread and never goes below 0 (Ley 5/2019, art. 21.4)', () => {
    expect(variableRate(2.2, 0.8)).toBeCloseTo(3, 12);
    expect(variableRate(-0.5, 0.3)).toBe(0);
    expect(variableRate(Number.NaN, 1)).toBe(1);
  });
});

describe('euriborForYear', () => {
  it('uses the constant value without a path', () => {
    expect(euriborForYear(variable, 1)).toBe(2.2);
    expect(euriborForYear(variable, 30)).toBe(2.2);
  });
  it('follows the path year by year and keeps its last value after it', () => {
    const terms = { ...variable, euriborPath: [2.5, 3, 3.5] };
    expect([1, 2, 3, 4, 20].map((year) => euriborForYear(terms, year))).toEqual([
      2.5, 3, 3.5, 3.5, 3.5,
    ]);
  });
});

describe('rateForYear', () => {
  it('fixed: the same rate every year, whatever the Euríbor', () => {
    const fixed = { ...variable, rateType: 'fixed' as const, interestRate: 3.5 };
    expect(yearlyRates({ ...fixed, euriborPath: [9] }, 3)).toEqual([3.5, 3.5, 3.5]);
  });
  it('variable: Euríbor + spread from the first year', () => {
    // 2.5 + 1 = 3.5, then 3 + 1 = 4
    expect(yearlyRates({ ...variable, spread: 1, euriborPath: [2.5, 3] }, 3)).toEqual([3.5, 4, 4]);
  });
  it('mixed: the fixed rate for the fixed years, then Euríbor + spread', () => {
    expect(rateForYear(mixed, 5)).toBe(2.5);
    // 2.2 + 0.8 = 3
    expect(rateForYear(mixed, 6)).toBeCloseTo(3, 12);
    // The path is indexed by loan year, so year 6 takes its sixth value.
    expect(rateForYear({ ...mixed, euriborPath: [0, 0, 0, 0, 0, 4] }, 6)).toBeCloseTo(4.8, 12);
  });
});

describe('shiftEuribor and withConstantEuribor', () => {
  it('moves the Euríbor and its path by the same points', () => {
    const shifted = shiftEuribor({ ...variable, euriborPath: [2, 2.5] }, 1);
    expect(shifted.euribor).toBeCloseTo(3.2, 12);
    expect(shifted.euriborPath).toEqual([3, 3.5]);
    expect(rateForYear(shiftEuribor(mixed, 2), 3)).toBe(2.5);
  });
  it('drops the path, keeping today’s value', () => {
    const held = withConstantEuribor({ ...variable, euriborPath: [5] });
    expect(held.euriborPath).toBeUndefined();
    expect(rateForYear(held, 1)).toBeCloseTo(3, 12);
  });
});

describe('euriborPath', () => {
  it('rises or falls half a point at each yearly review for four years, from today’s value', () => {
    expect(euriborPath('rising', 2.221)).toEqual([2.221, 2.721, 3.221, 3.721, 4.221]);
    expect(euriborPath('falling', 2.221)).toEqual([2.221, 1.721, 1.221, 0.721, 0.221]);
  });
  it('keeps the flat path at today’s value', () => {
    expect(euriborPath('flat', 2.221)).toEqual([2.221]);
  });
  it('takes another step and length, and may go below zero (the loan rate does not)', () => {
    expect(euriborPath('falling', 0.5, 0.25, 2)).toEqual([0.5, 0.25, 0]);
    expect(euriborPath('falling', 0, 1, 1)).toEqual([0, -1]);
    expect(rateForYear({ ...variable, euriborPath: euriborPath('falling', 0, 1, 1) }, 2)).toBe(0);
  });
  it('holds the last value after the path ends', () => {
    const terms = { ...variable, euriborPath: euriborPath('rising', 2) };
    expect(euriborForYear(terms, 5)).toBe(4);
    expect(euriborForYear(terms, 25)).toBe(4);
  });
});
