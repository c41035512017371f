// Share-link query of the investment analysis: round trip, issue order, Spanish errors, purchase-cost corrections.
import { SHARE_MESSAGES } from '../../share-reader';
import { ANALYSIS_DEFAULTS, SHARE_PARAMS, type AnalysisInput } from './inputs';
import { analysisInputFromQuery, analysisShareQuery, SHARE_QUERY_MESSAGES } from './share-query';
import { ANALYSIS_STEPS } from './steps';

/** The label the form shows a field under (the steps' table). */
const label = (name: string) =>
  ANALYSIS_STEPS.flatMap((step) => step.fields).find((field) => field.name === name)?.label ?? '';

describe('analysis share query', () => {
  const full: AnalysisInput = {
    ...ANALYSIS_DEFAULTS,
    price: 150_000.5,
    community: 'cataluna',
    propertyType: 'new',
    referenceValue: 160_000,
    deedDate: '2026-06-15',
    rateType: 'mixed',
    loanAmount: 0,
    rentUpdatePercent: -1.5,
    // Three decimals: a dot before exactly three digits must not come back as thousands.
    euribor: 2.221,
    interestRate: 1.125,
    landCadastralValue: 30_000,
    plusvaliaRatePercent: 29,
  };

  it('round-trips every share parameter', () => {
    const query = analysisShareQuery(full);
    const parsed = analysisInputFromQuery(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed.errors).toBeUndefined();
    for (const name of SHARE_PARAMS)
      expect({ name, value: parsed.input?.[name] }).toEqual({ name, value: full[name] });
  });

  it('writes the parameters in the issue order, percentages as percent numbers, and skips missing ones', () => {
    expect(analysisShareQuery({ monthlyRent: 812.5, price: 150_000, rentUpdatePercent: 2 })).toBe(
      'price=150000&monthlyRent=812,5&rentUpdatePercent=2',
    );
    expect(analysisShareQuery({ price: Number.NaN })).toBe('');
  });

  it('fills missing parameters with the defaults and reads a decimal comma', () => {
    const parsed = analysisInputFromQuery({ monthlyRent: '812,5' });
    expect(parsed.input).toEqual({ ...ANALYSIS_DEFAULTS, monthlyRent: 812.5 });
  });

  it('never turns text into a number or an unknown option into a default', () => {
    const parsed = analysisInputFromQuery({
      price: 'mil',
      monthlyRent: '1e3',
      community: 'narnia',
      rateType: 'fijo',
      propertyType: 'chalet',
      deedDate: '2026-02-30',
    });
    expect(parsed.errors).toEqual({
      price: SHARE_MESSAGES.invalid(label('price'), 'mil'),
      monthlyRent: SHARE_MESSAGES.invalid(label('monthlyRent'), '1e3'),
      community: SHARE_QUERY_MESSAGES.community,
      rateType: SHARE_QUERY_MESSAGES.rateType,
      propertyType: SHARE_QUERY_MESSAGES.propertyType,
      deedDate: SHARE_QUERY_MESSAGES.deedDate,
    });
  });

  it("carries the purchase-cost corrections under the names of the page's link", () => {
    const override = { total: 12_000.5, lines: { itp: 9_000, notaryFees: 700 } };
    const query = analysisShareQuery({ purchaseCostsOverride: override });
    expect(query).toBe('itp=9000&notaryFees=700&purchaseCostsTotal=12000,5');
    const parsed = analysisInputFromQuery(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed.input?.purchaseCostsOverride).toEqual(override);
    expect(analysisShareQuery({ purchaseCostsOverride: undefined })).toBe('');
    expect(analysisInputFromQuery({}).input).not.toHaveProperty('purchaseCostsOverride');
    expect(analysisInputFromQuery({ itp: '-5' }).errors).toEqual({
      itp: SHARE_MESSAGES.invalid('ITP (Transmisiones Patrimoniales)', '-5'),
    });
  });
});
