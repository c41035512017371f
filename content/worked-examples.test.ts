// The worked examples of the seed give the figures the spec and the guides state, computed by core.
import type { PlusvaliaExample, YieldExample } from './sanity.types';
import { plusvaliaWorkedExample, yieldWorkedExample } from './worked-examples';
import { seedFetch } from './source';

const fetch = seedFetch();
const sectionExample = <T>(type: string) =>
  fetch<T[]>(`*[_type == "landingPage"].sections[_type == $type].example`, { type });

describe('yieldWorkedExample', () => {
  it('gives 6,5 % gross and 4,3 % net for 120.000 €, 10 % costs and 650 € a month', async () => {
    const [example] = await sectionExample<YieldExample>('yieldExampleSection');
    if (!example) throw new Error('No yield example in the seed');
    const result = yieldWorkedExample(example);
    expect(example).toMatchObject({
      purchasePrice: 120000,
      purchaseCostsPercent: 10,
      monthlyRent: 650,
    });
    expect(result.grossYield).toBe(6.5);
    expect(result.netYield).toBeCloseTo(4.3, 1);
    expect(result.totalInvestment).toBe(132000);
  });

  it('gives 7 % gross and about 6,17 % net for the guide (700 € a month, 1.000 € a year of expenses)', async () => {
    const example = await fetch<YieldExample>(
      `*[_type == "guideArticle" && defined(workedExample)][0].workedExample`,
    );
    const result = yieldWorkedExample(example);
    expect(result.annualExpenses).toBe(1000);
    expect(result.grossYield).toBe(7);
    expect(result.netYield).toBe(6.17);
  });
});

describe('plusvaliaWorkedExample', () => {
  it('uses the objective method for the Madrid example: 60.000 × 0,12 × 29 % = 2.088 €', async () => {
    const [example] = await sectionExample<PlusvaliaExample>('plusvaliaExampleSection');
    if (!example) throw new Error('No plusvalía example in the seed');
    const result = plusvaliaWorkedExample(example);
    expect(result.method).toBe('objective');
    expect(result.objective.coefficient).toBe(0.12);
    expect(result.tax).toBe(2088);
  });
});
