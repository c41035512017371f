import { analyseInvestment } from './analysis';
import { reductionAnswer } from './decree-alternative';
import { ANALYSIS_DEFAULTS, type AnalysisInput } from './inputs';

// A cash flat let long term by a resident at an old link's flat 30 %: the reduction moves the tax.
const flat: AnalysisInput = {
  ...ANALYSIS_DEFAULTS,
  loanAmount: 0,
  marginalRatePercent: 30,
  rentReductionPercent: 50,
};

describe('reductionAnswer', () => {
  it('gives, beside Ley 12/2023, the tax under RDL 29/2026 while it is pending (contract of 2-12-2026)', () => {
    const input = { ...flat, deedDate: '2026-12-02' as const };
    const answer = reductionAnswer(input);
    const engine = analyseInvestment(input).years[0]?.tax ?? 0;
    expect(answer?.applied).toBe(50);
    expect(answer?.decree?.low.percent).toBe(15);
    expect(answer?.decree?.high.percent).toBe(100);
    // Less reduction, more tax: 15 % leaves 85 % of the net taxed, 50 % half, 100 % none of it.
    expect(answer?.decree?.low.yearOneTax).toBeGreaterThan(engine);
    expect(answer?.decree?.high.yearOneTax).toBeLessThan(engine);
  });

  it('says nothing of the decree once it is validated or derogated, nor for a contract before it', () => {
    expect(
      reductionAnswer({ ...flat, deedDate: '2026-12-02', ruleStatuses: { rdl29_2026: 'inForce' } })
        ?.decree,
    ).toBeUndefined();
    expect(
      reductionAnswer({
        ...flat,
        deedDate: '2027-03-01',
        ruleStatuses: { rdl29_2026: 'derogated' },
      })?.decree,
    ).toBeUndefined();
    expect(reductionAnswer({ ...flat, deedDate: '2026-12-01' })).toBeNull();
  });

  it('has no answer for a seasonal let or a non-resident, who get no reduction', () => {
    expect(reductionAnswer({ ...flat, deedDate: '2026-12-02', letting: 'seasonal' })).toBeNull();
    expect(reductionAnswer({ ...flat, deedDate: '2026-12-02', residence: 'eu' })).toBeNull();
  });
});
