// A comparator property as the investment analysis' link: the mapping, the query the page reads, the place names.
import { analyseInvestment } from '../investment-analysis/analysis';
import { ANALYSIS_DEFAULTS, SHARE_PARAMS } from '../investment-analysis/inputs';
import { analysisInputFromQuery, analysisShareQuery } from '../investment-analysis/share-query';
import { ANALYSIS_PATH } from '../../routes';
import { analysisHref, analysisInputFromProperty, NOT_ASKED_BY_COMPARATOR } from './analysis-link';
import type { Property } from './engine';
import { propertyMetrics } from './figures';
import { communityFromLocation } from './location-community';
import { propertyPurchaseCosts } from './purchase-costs';

const property: Property = {
  id: '1',
  name: 'Piso B',
  location: 'Nervión, Sevilla',
  price: 200_000,
  monthlyRent: 1_100,
  size: 100,
  rooms: 3,
  expenses: 123.45,
};

describe('comparator property → investment analysis', () => {
  it('carries price, rent and the monthly expenses as one yearly cost line', () => {
    expect(analysisInputFromProperty(property)).toMatchObject({
      price: 200_000,
      community: 'andalucia',
      monthlyRent: 1_100,
      ibi: 0,
      communityFees: 0,
      homeInsurance: 0,
      // 123.45 × 12 = 1,481.40
      otherCosts: 1_481.4,
    });
  });

  it("sends the analysis' own defaults for what the comparator does not ask", () => {
    const sent = analysisInputFromProperty(property);
    for (const name of NOT_ASKED_BY_COMPARATOR) {
      expect(sent[name]).toBe(ANALYSIS_DEFAULTS[name]);
    }
    // Not the zeros the hand-off once sent: the analysis counts an empty month, rent-default
    // insurance and upkeep by default, so the comparator's link is no rosier than the analysis.
    expect(sent.emptyMonths).toBeGreaterThan(0);
    expect(sent.defaultInsurancePercent).toBeGreaterThan(0);
    expect(sent.maintenancePercent).toBeGreaterThan(0);
  });

  it('computes, at the link, what the analysis computes with its defaults and these figures', () => {
    const sent = analysisInputFromProperty(property);
    const own = analyseInvestment({
      ...ANALYSIS_DEFAULTS,
      price: property.price,
      community: 'andalucia',
      monthlyRent: property.monthlyRent,
      ibi: 0,
      communityFees: 0,
      homeInsurance: 0,
      otherCosts: 1_481.4,
    });
    const read = analysisInputFromQuery(
      Object.fromEntries(new URLSearchParams(analysisShareQuery(sent))),
    );
    if (!read.input) throw new Error(`The link does not read back: ${JSON.stringify(read.errors)}`);
    const linked = analyseInvestment(read.input);
    expect(linked.years[0]?.cashFlow).toBeCloseTo(own.years[0]?.cashFlow ?? Number.NaN, 6);
    expect(linked.years[0]?.rent).toBe(own.years[0]?.rent);
    expect(linked.metrics.netYield).toBe(own.metrics.netYield);
  });

  it('links to the analysis page with share parameters only, which the page reads back', () => {
    const href = analysisHref(property);
    const url = new URL(href, 'https://x.es');
    expect(url.pathname).toBe(ANALYSIS_PATH);
    // In the fragment: the figures never reach a server.
    expect(url.search).toBe('');
    const params = new URLSearchParams(url.hash.slice(1));
    for (const key of params.keys()) expect(SHARE_PARAMS).toContain(key);
    expect(params.get('price')).toBe('200000');
    expect(params.get('otherCosts')).toBe('1481,4');
    // The same query as the analysis' own writer (issue order), which the comparator cannot load.
    expect(url.hash.slice(1)).toBe(analysisShareQuery(analysisInputFromProperty(property)));
    const read = analysisInputFromQuery(Object.fromEntries(params));
    expect(read.input).toEqual({ ...ANALYSIS_DEFAULTS, ...analysisInputFromProperty(property) });
  });

  it("differs from the comparator's own gross and net yield only by the analysis' allowances", () => {
    // Gross: 1,100 × 12 / 200,000 = 6.6 % on both pages. Net: (1,100 − 150) × 12 over price +
    // purchase costs, both from the purchase-cost engine for Andalucía; bought without a loan and
    // without renovation, as the comparator assumes, and with the allowances the comparator does
    // not ask set to 0, the analysis counts the same costs.
    const simple = { ...property, expenses: 150 };
    const costs = propertyPurchaseCosts(simple);
    const metrics = propertyMetrics(simple, costs.total);
    const zeros = Object.fromEntries(NOT_ASKED_BY_COMPARATOR.map((name) => [name, 0]));
    const result = analyseInvestment({
      ...ANALYSIS_DEFAULTS,
      ...analysisInputFromProperty(simple),
      ...zeros,
      loanAmount: 0,
      renovation: 0,
    });
    expect(result.years[0]?.rent).toBe(1_100 * 12);
    expect(result.years[0]?.runningCosts).toBe(150 * 12);
    expect(result.purchase.total).toBeCloseTo(costs.total, 2);
    expect(metrics.grossYield).toBe(6.6);
    expect(result.metrics.grossYield).toBe(metrics.grossYield);
    expect(metrics.netYield).toBe(
      Math.round(((950 * 12) / (200_000 + costs.total)) * 100 * 100) / 100,
    );
    expect(result.metrics.netYield).toBe(metrics.netYield);
  });

  it('leaves the community to the analysis when the location names no known place', () => {
    expect(analysisInputFromProperty({ ...property, location: 'Centro' })).not.toHaveProperty(
      'community',
    );
  });
});

describe('communityFromLocation', () => {
  it.each([
    ['Valencia', 'valencia'],
    ['Bilbao', 'pais-vasco'],
    ['Sevilla', 'andalucia'],
    ['Gràcia, Barcelona', 'cataluna'],
    ['A Coruña', 'galicia'],
    ['Barrio de Salamanca, Madrid', 'madrid'],
    ['Salamanca', 'castilla-leon'],
    ['LOGROÑO', 'la-rioja'],
    ['Santa Cruz de Tenerife', 'canarias'],
  ])('%s → %s', (location, code) => {
    expect(communityFromLocation(location)).toBe(code);
  });

  it('needs a whole name: "Leónidas" is not León, and an unknown place gives nothing', () => {
    expect(communityFromLocation('Calle Leónidas 3')).toBeUndefined();
    expect(communityFromLocation('')).toBeUndefined();
  });
});
