// The vocabulary of figures: each ratio with its arithmetic written out, and every definition complete.
import * as analysisMetrics from './analysis-metrics';
import { METRIC_SOURCES } from './metric-sources';
import * as metrics from './metrics';
import type { MetricDefinition } from './metrics';
import {
  debtCoverage,
  grossYield,
  netYield,
  percentOf,
  pricePerM2,
  returnOnYourMoney,
} from './ratios';

const definitions = Object.entries({ ...metrics, ...analysisMetrics }).filter(
  (entry): entry is [string, MetricDefinition] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'formula' in entry[1],
);

describe('metric definitions', () => {
  it('gives every metric a name, a one-sentence formula and a source', () => {
    expect(definitions.length).toBeGreaterThanOrEqual(10);
    expect(METRIC_SOURCES.size).toBe(definitions.length);
    for (const [, definition] of definitions) {
      expect(definition.name).toMatch(/^\S/);
      expect(definition.formula).toMatch(/\.$/);
      // One sentence: no full stop before the last character.
      expect(definition.formula.slice(0, -1)).not.toMatch(/\.\s/);
      expect(METRIC_SOURCES.get(definition)?.length).toBeGreaterThan(10);
    }
  });
  it('uses one name per metric, and never "ROI" or "cash-on-cash" as a name', () => {
    const names = definitions.map(([, d]) => d.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).not.toMatch(/ROI|cash-on-cash/i);
    expect(metrics.RETURN_ON_YOUR_MONEY.name).toBe('Rentabilidad sobre tu dinero');
  });
  it('states the market conventions of the gross and net yield', () => {
    expect(metrics.GROSS_YIELD.formula).toMatch(/^Renta mensual × 12 ÷ precio de compra/);
    expect(metrics.NET_YIELD.formula).toMatch(
      /gastos de explotación\) ÷ \(precio \+ gastos de compra \+ reforma\)/,
    );
  });
});

describe('percentOf', () => {
  it('divides and multiplies by 100, 0 over a base of 0 or less', () => {
    expect(percentOf(15, 200)).toBe(7.5); // 15 / 200 × 100
    expect(percentOf(15, 0)).toBe(0);
    expect(percentOf(15, -10)).toBe(0);
    expect(percentOf(Number.NaN, 10)).toBe(0);
  });
});

describe('grossYield', () => {
  it('is twelve months of rent over the price', () => {
    // 950 × 12 = 11,400; 11,400 / 185,000 × 100 = 6.16216…
    expect(grossYield(950, 185000)).toBeCloseTo(6.162162, 5);
    // 1,200 × 12 = 14,400; 14,400 / 200,000 × 100 = 7.2
    expect(grossYield(1200, 200000)).toBeCloseTo(7.2, 10);
  });
  it('is 0 without a price or a rent', () => {
    expect(grossYield(950, 0)).toBe(0);
    expect(grossYield(0, 185000)).toBe(0);
  });
});

describe('netYield', () => {
  it('is the rent collected less running costs over price, purchase costs and renovation', () => {
    // (11,400 − 1,800) / (185,000 + 18,500) = 9,600 / 203,500 = 4.71744…
    expect(
      netYield({
        rentCollected: 11400,
        runningCosts: 1800,
        purchasePrice: 185000,
        purchaseCosts: 18500,
      }),
    ).toBeCloseTo(4.717445, 5);
    // With 6,500 of renovation: 9,600 / 210,000 = 4.571428…
    expect(
      netYield({
        rentCollected: 11400,
        runningCosts: 1800,
        purchasePrice: 185000,
        purchaseCosts: 18500,
        renovation: 6500,
      }),
    ).toBeCloseTo(4.571429, 5);
  });
  it('goes negative when the costs exceed the rent, and is 0 over nothing invested', () => {
    // (1,000 − 3,000) / 100,000 = −2 %
    expect(
      netYield({
        rentCollected: 1000,
        runningCosts: 3000,
        purchasePrice: 100000,
        purchaseCosts: 0,
      }),
    ).toBeCloseTo(-2, 10);
    expect(
      netYield({ rentCollected: 1000, runningCosts: 0, purchasePrice: 0, purchaseCosts: 0 }),
    ).toBe(0);
  });
});

describe('returnOnYourMoney', () => {
  it('is the cash flow before IRPF over the money put in', () => {
    // 3,589.52 / 60,000 × 100 = 5.98253…
    expect(returnOnYourMoney(3589.52, 60000)).toBeCloseTo(5.982533, 5);
    // A negative cash flow: −1,200 / 40,000 = −3 %
    expect(returnOnYourMoney(-1200, 40000)).toBeCloseTo(-3, 10);
    expect(returnOnYourMoney(1000, 0)).toBe(0);
  });
});

describe('debtCoverage', () => {
  it('is the net operating income over the loan payments, null without a loan', () => {
    expect(debtCoverage(9600, 8000)).toBeCloseTo(1.2, 10); // 9,600 / 8,000
    expect(debtCoverage(9600, 0)).toBeNull();
  });
});

describe('pricePerM2', () => {
  it('is the price over the size, 0 without a size', () => {
    expect(pricePerM2(185000, 74)).toBe(2500); // 185,000 / 74
    expect(pricePerM2(185000, 0)).toBe(0);
  });
});
