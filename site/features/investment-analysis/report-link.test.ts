// The report's short link reopens the same analysis as the full one.
import { writeShareQuery } from '../../../core/share';
import {
  ANALYSIS_FORM_DEFAULTS,
  type AnalysisFormValues,
} from '../../../core/tools/investment-analysis/fields';
import { compactLink, expandFragment } from '../../lib/compact-link';
import { analysisFromLink } from './link';
import { withoutDefaults } from './report-link';

const ORIGIN = 'https://inmocalc.netlify.app/analisis-inversion';

function fullLink(values: Partial<AnalysisFormValues>): string {
  const all: Record<string, string | number | boolean | undefined> = {
    ...ANALYSIS_FORM_DEFAULTS,
    ...values,
  };
  return `${ORIGIN}#${writeShareQuery(all)}`;
}

function reopened(url: string): AnalysisFormValues {
  const query = new URLSearchParams(url.slice(url.indexOf('#') + 1));
  return analysisFromLink(Object.fromEntries(query));
}

const CASES: Partial<AnalysisFormValues>[] = [
  { price: 185000, monthlyRent: 950 },
  { price: 300000, loanAmount: 160000, community: 'cataluna', owners: 2, ownerSharePercent: 70 },
  {
    price: 240000,
    loanAmount: 0,
    letting: 'tourist',
    nightlyRate: 120,
    defaultInsurancePercent: 0,
    residence: 'nonEu',
    rateType: 'variable',
  },
];

describe('withoutDefaults', () => {
  it.each(CASES)('reopens the same form values (%o)', (values) => {
    const full = fullLink(values);
    const short = withoutDefaults(full);
    expect(short.length).toBeLessThan(full.length / 2);
    expect(reopened(short)).toEqual(reopened(full));
  });

  it('keeps the market figures and the loan even at their defaults', () => {
    const params = new URLSearchParams(withoutDefaults(fullLink({})).split('#')[1]);
    expect(params.get('euribor')).not.toBeNull();
    expect(params.get('benchmarkPercent')).not.toBeNull();
    expect(params.get('loanAmount')).not.toBeNull();
    expect(params.get('ibi')).toBeNull();
  });
});

describe('compactLink', () => {
  it('deflates a report link under 300 characters and inflates it back', async () => {
    const short = withoutDefaults(fullLink({ price: 185000, monthlyRent: 950, ibi: 520 }));
    const compact = await compactLink(short);
    expect(compact).toMatch(/^https:\/\/inmocalc\.netlify\.app\/analisis-inversion#z=[\w-]+$/);
    expect(compact.length).toBeLessThan(300);
    expect(await expandFragment(compact.slice(compact.indexOf('#')))).toBe(short.split('#')[1]);
  });

  it('leaves a link without values as it is, and reads a broken one as nothing', async () => {
    expect(await compactLink(ORIGIN)).toBe(ORIGIN);
    expect(await expandFragment('#z=AAAA')).toBeNull();
    expect(await expandFragment('#price=1')).toBeNull();
  });
});
