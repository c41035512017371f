// The analysis link, written as the calculator hook writes it and read as the page reads it: every
// input and the purchase-cost corrections come back, so the recipient computes the same analysis.
import { fieldNames, zeroWhenEmptyOf } from '../../../core/tools/fields';
import { ANALYSIS_FIELDS } from '../../../core/tools/investment-analysis/field-rows';
import {
  ANALYSIS_FORM_DEFAULTS,
  type AnalysisFormValues,
} from '../../../core/tools/investment-analysis/fields';
import {
  PURCHASE_COST_PARAMS,
  SHARE_PARAMS,
  purchaseCostsParams,
  type PurchaseCostsOverride,
} from '../../../core/tools/investment-analysis/inputs';
import { analysisSchema } from '../../../core/tools/investment-analysis/schema';
import { EDITED_ANALYSIS_FORM as edited } from '../../../core/testing/analysis-form';
import { buildShareUrl, linkParams, readShareParams } from '../../lib/share-params';
import { shareValuesOf, toTexts } from '../calculator/calculator-values';
import {
  linkedValues,
  openLinked,
  type LinkedForm,
  type LinkedTexts,
} from '../calculator/linked-form';
import { analysisFromLink, purchaseCostsFromLink } from './link';
import { PRICE_TARGET_FORM, SCENARIO_FORM } from './linked-parts';
import { computeAnalysis } from './outcome';

const NUMBER_KEYS = fieldNames(ANALYSIS_FIELDS);

/** What the page's link reads: the form's fields and its parts' parameters (shareKeys). */
const LINK_KEYS = [...NUMBER_KEYS, ...Object.keys(ANALYSIS_FORM_DEFAULTS), ...PURCHASE_COST_PARAMS];

/** The link of a form on screen with its corrections, as the calculator hook writes it. */
function link(values: AnalysisFormValues, override?: PurchaseCostsOverride): URL {
  const texts = toTexts(values, NUMBER_KEYS);
  const shared = {
    ...shareValuesOf(texts, NUMBER_KEYS, zeroWhenEmptyOf(ANALYSIS_FIELDS)),
    ...purchaseCostsParams(override),
  };
  return new URL(buildShareUrl('https://x.es', '/analisis-inversion', shared));
}

const open = (url: URL) => readShareParams(url.hash, LINK_KEYS);

/** Corrected lines as the example: the sender's costs differ from the engine's. */
const CORRECTED: PurchaseCostsOverride = {
  lines: { itp: 11_130.5, notaryFees: 899.99, managementFees: 0, appraisalFees: 420.13 },
};

describe('analysis link', () => {
  it("names every input by the issue's name", () => {
    expect([...linkParams(link(edited)).keys()].sort()).toEqual([...SHARE_PARAMS].sort());
  });

  it('opens the same form it was made from', () => {
    expect(analysisFromLink(open(link(edited)))).toEqual(edited);
  });

  it('carries the purchase criteria; an empty minimum TIR stays empty (the benchmark)', () => {
    const url = link(edited);
    expect(linkParams(url).get('benchmarkPercent')).toBe('3,05');
    expect(linkParams(url).get('minIrrPercent')).toBe('4,5');
    expect(linkParams(url).get('minMonthlyCashFlow')).toBe('-75,5');
    const empty = link({ ...edited, minIrrPercent: undefined });
    expect(linkParams(empty).has('minIrrPercent')).toBe(false);
    expect(analysisFromLink(open(empty)).minIrrPercent).toBeUndefined();
    expect(analysisFromLink(open(empty)).benchmarkPercent).toBe(3.05);
  });

  it('carries the corrected purchase-cost lines under their own names', () => {
    const url = link(edited, { ...CORRECTED, total: 19_000.25 });
    const names = [...linkParams(url).keys()].filter((key) => !SHARE_PARAMS.includes(key as never));
    expect(names.sort()).toEqual(
      ['itp', 'notaryFees', 'managementFees', 'appraisalFees', 'purchaseCostsTotal'].sort(),
    );
    expect(purchaseCostsFromLink(open(url))).toEqual({ ...CORRECTED, total: 19_000.25 });
  });

  it('gives the recipient the purchase costs the sender saw, to the cent', () => {
    const sender = computeAnalysis(edited, CORRECTED).analysis;
    const url = link(edited, CORRECTED);
    const recipient = computeAnalysis(
      analysisFromLink(open(url)),
      purchaseCostsFromLink(open(url)),
    ).analysis;
    expect(sender.purchase.total).not.toBe(
      computeAnalysis(edited, undefined).analysis.purchase.total,
    );
    expect(recipient.purchase).toEqual(sender.purchase);
    expect(recipient.metrics).toEqual(sender.metrics);
  });

  it('carries no correction when there is none, and ignores a negative one', () => {
    const url = link(edited);
    expect(PURCHASE_COST_PARAMS.some((key) => linkParams(url).has(key))).toBe(false);
    expect(purchaseCostsFromLink(open(url))).toBeUndefined();
    expect(purchaseCostsFromLink({ itp: '-5', vat: '1200' })).toEqual({ lines: { vat: 1200 } });
  });

  it('opens a partial link (the comparator) with defaults and 80 % of the linked price as loan', () => {
    const opened = analysisFromLink(
      readShareParams('?price=250000&monthlyRent=1100&community=andalucia', LINK_KEYS),
    );
    expect(opened).toEqual({
      ...ANALYSIS_FORM_DEFAULTS,
      price: 250_000,
      monthlyRent: 1_100,
      community: 'andalucia',
      loanAmount: 250_000 * 0.8,
    });
    expect(analysisSchema.safeParse(opened).success).toBe(true);
  });

  it('keeps the default of a parameter that is not a number', () => {
    expect(analysisFromLink({ price: 'mil', loanAmount: '100000' })).toMatchObject({
      price: ANALYSIS_FORM_DEFAULTS.price,
      loanAmount: 100_000,
    });
  });
});

describe('analysis link parameters', () => {
  it("never reuse a form field's name: corrections, scenario name, price target", () => {
    const form = new Set<string>([...NUMBER_KEYS, ...Object.keys(ANALYSIS_FORM_DEFAULTS)]);
    const parts = [
      ...PURCHASE_COST_PARAMS,
      ...Object.keys(SCENARIO_FORM.defaults),
      ...Object.keys(PRICE_TARGET_FORM.defaults),
    ];
    expect(parts.filter((key) => form.has(key))).toEqual([]);
    expect(parts).toEqual(
      expect.arrayContaining(['scenarioName', 'priceTargetKind', 'priceTargetValue']),
    );
  });
});

describe('the results parts derived from their tables', () => {
  const roundTrip = <T extends LinkedTexts>(texts: T, form: LinkedForm<T>) => {
    const url = buildShareUrl('https://x.es', '/analisis-inversion', linkedValues(texts, form));
    return openLinked(readShareParams(new URL(url).hash, Object.keys(form.defaults)), form);
  };

  it('take their parameters, labels and starting texts from the rows', () => {
    expect(PRICE_TARGET_FORM.defaults).toEqual({
      priceTargetValue: '8',
      priceTargetKind: 'irrAfterTax',
    });
    expect(PRICE_TARGET_FORM.labels).toEqual({ priceTargetValue: 'Valor objetivo' });
    expect(SCENARIO_FORM).toMatchObject({ defaults: { scenarioName: '' }, numberKeys: [] });
  });

  it('open what they wrote', () => {
    const target = { priceTargetValue: '-2,5', priceTargetKind: 'cashOnCashYear1' as const };
    expect(roundTrip(target, PRICE_TARGET_FORM)).toEqual({ texts: target, errors: [] });
    const scenario = { scenarioName: 'Ático Lavapiés, 3.º' };
    expect(roundTrip(scenario, SCENARIO_FORM)).toEqual({ texts: scenario, errors: [] });
  });

  it('name a target a link brings that is not a number', () => {
    expect(openLinked({ priceTargetValue: 'Infinity' }, PRICE_TARGET_FORM)?.errors).toEqual([
      'El enlace trae un valor no válido en "Valor objetivo": «Infinity».',
    ]);
  });
});

describe('a tourist or seasonal link without its let mode’s fields', () => {
  it('opens with no rent-default insurance and the table’s furniture and supplies', () => {
    const values = analysisFromLink({ price: '200000', letting: 'tourist', nightlyRate: '100' });
    // The seed's tourist figures (core/let-modes.ts): 0 %, 9.000 € of furniture, 1.680 € a year.
    expect([values.defaultInsurancePercent, values.furniture, values.utilities]).toEqual([
      0, 9_000, 1_680,
    ]);
    const typed = analysisFromLink({ letting: 'seasonal', defaultInsurancePercent: '3' });
    expect(typed.defaultInsurancePercent).toBe(3);
    expect(analysisFromLink({ price: '200000' }).defaultInsurancePercent).toBe(4);
  });
});
