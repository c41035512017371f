import {
  ANALYSIS_FORM_DEFAULTS,
  analysisShareValues,
  fromShareParams,
} from '../../../core/tools/investment-analysis/fields';
import { SHARE_PARAMS } from '../../../core/tools/investment-analysis/inputs';
import { analysisSchema } from '../../../core/tools/investment-analysis/schema';
import { buildShareUrl, readShareParams } from '../../lib/share-params';
import { EDITED_ANALYSIS_FORM as edited } from '../../../core/testing/analysis-form';

describe('share link of the analysis', () => {
  it('names every query parameter as the issue lists them, in its order', () => {
    const url = buildShareUrl('https://x.es', '/analisis-inversion', analysisShareValues(edited));
    const names = [...new URL(url).searchParams.keys()];
    expect(names).toEqual(SHARE_PARAMS);
    expect(new URL(url).searchParams.get('rentUpdatePercent')).toBe('2,5');
  });

  it('opens the same analysis it was made from (round trip through the URL)', () => {
    const url = buildShareUrl('https://x.es', '/analisis-inversion', analysisShareValues(edited));
    const shared = readShareParams(new URL(url).search, SHARE_PARAMS);
    expect(fromShareParams(shared)).toEqual(edited);
  });

  it('leaves an empty deed date out of the link', () => {
    const values = analysisShareValues({ ...edited, deedDate: undefined });
    expect(values).not.toHaveProperty('deedDate');
  });

  it('opens a partial link (the comparator) with defaults for the rest and 80 % of the linked price as loan', () => {
    const opened = fromShareParams(
      readShareParams('?price=250000&monthlyRent=1100&community=andalucia', SHARE_PARAMS),
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

  it('reads numbers as the link codec does and keeps the default for one it cannot read', () => {
    expect(
      fromShareParams({ price: '185.000', interestRate: '3.4', loanAmount: '1e5' }),
    ).toMatchObject({
      price: 185_000,
      interestRate: 3.4,
      loanAmount: ANALYSIS_FORM_DEFAULTS.loanAmount,
    });
  });
});
