// The figures the issue-16 guides state are the ones core computes: each is recomputed here and looked up in the text.
import { round2 } from '../core/round';
import { ANALYSIS_DEFAULTS, analyseInvestment } from '../core/tools/investment-analysis';
import {
  EURIBOR_12M,
  FEE_CAPS,
  compensationFee,
  euriborStress,
  loanSchedule,
  variableRate,
  type LoanTerms,
} from '../core/tools/mortgage';
import { euros, linksOf, plainText, shareQuery } from './guide-text';
import { SchemaChecker, loadSchema } from './schema-check';
import { loadSeed, type SeedDocument } from './seed';

/** The two guides of issue 16 (tax of the rent, fixed or variable mortgage), in the seed dataset. */
const NEW_GUIDE_IDS = ['guide.irpf-alquiler', 'guide.hipoteca-tipos'];
const newGuides = loadSeed().filter((d) => NEW_GUIDE_IDS.includes(d._id));

function guide(id: string): SeedDocument {
  const doc = newGuides.find((d) => d._id === id);
  if (!doc) throw new Error(`${id} is not in the seed`);
  return doc;
}

describe('the new guides', () => {
  it('holds two guide articles that conform to the Studio schema', () => {
    const checker = new SchemaChecker(loadSchema());
    expect(newGuides.map((d) => d._type)).toEqual(['guideArticle', 'guideArticle']);
    for (const doc of newGuides) expect(checker.checkDocument(doc)).toEqual([]);
  });

  it('follow the five guides of the spec (orders 6 and 7) with slugs no other document has', () => {
    const seed = loadSeed();
    const slugOf = (d: SeedDocument) => (d.slug as { current?: string } | undefined)?.current;
    expect(newGuides.map((d) => d.order)).toEqual([6, 7]);
    for (const doc of newGuides) {
      expect(seed.filter((d) => d._id === doc._id)).toHaveLength(1);
      expect(seed.filter((d) => slugOf(d) === slugOf(doc))).toHaveLength(1);
    }
  });
});

describe('Cómo tributa el alquiler de un piso en el IRPF', () => {
  const doc = guide('guide.irpf-alquiler');
  const text = plainText(doc);
  const input = {
    ...ANALYSIS_DEFAULTS,
    price: 160_000,
    community: 'madrid' as const,
    propertyType: 'used' as const,
    loanAmount: 128_000,
    loanTermYears: 25,
    rateType: 'fixed' as const,
    interestRate: 3,
    openingFeePercent: 0,
    monthlyRent: 900,
    emptyMonths: 0,
    ibi: 350,
    communityFees: 720,
    homeInsurance: 220,
    defaultInsurancePercent: 0,
    maintenancePercent: 3,
    managementPercent: 0,
    otherCosts: 0,
    marginalRatePercent: 30,
    rentReductionPercent: 50,
    constructionSharePercent: 60,
  };
  const result = analyseInvestment(input);
  const [year] = result.years;
  if (!year) throw new Error('No first year in the analysis');

  it('states the purchase costs of the investment analysis', () => {
    const { lines, total } = result.purchase;
    for (const figure of [
      total,
      lines.itp,
      lines.notaryFees,
      lines.registryFees,
      lines.managementFees,
      lines.appraisalFees,
    ])
      expect(text).toContain(euros(figure));
  });

  it('states the first year of the analysis: income, deductions, amortisation, net and tax', () => {
    expect(year.rent).toBe(10_800);
    expect(text).toContain(euros(year.rent));
    expect(text).toContain(euros(year.financeAndRepairs));
    expect(text).toContain(euros(input.ibi + input.communityFees + input.homeInsurance));
    // The appraisal is a financing cost (with the interest), not part of the amortisation base.
    expect(year.amortisation).toBe(
      round2(0.03 * 0.6 * (input.price + result.purchase.acquisitionCosts)),
    );
    expect(year.financeAndRepairs).toBe(
      round2(year.interest + result.purchase.appraisal + 0.03 * year.rent),
    );
    expect(text).toContain(`= ${euros(year.amortisation)}`);
    expect(text).toContain(`Rendimiento neto: ${euros(year.netIncome)}`);
    expect(text).toContain(`tributan ${euros(year.taxableIncome)}`);
    expect(text).toContain(euros(year.rentTax));
  });

  it('states the tax with every Ley 12/2023 reduction and without one', () => {
    for (const reduction of [60, 70, 90, 0]) {
      const other = analyseInvestment({ ...input, rentReductionPercent: reduction }).years[0];
      expect(other?.netIncome).toBe(year.netIncome);
      expect(text).toContain(euros(other?.rentTax ?? NaN));
    }
  });

  it('states the cash purchase: no interest, a higher net income and tax', () => {
    const cash = analyseInvestment({ ...input, loanAmount: 0 }).years[0];
    expect(cash?.interest).toBe(0);
    expect(text).toContain(euros(cash?.netIncome ?? NaN));
    expect(text).toContain(euros(cash?.rentTax ?? NaN));
  });

  it('links to the yield calculator with the example prefilled', () => {
    const link = linksOf(doc).find((href) => href.startsWith('/rentabilidad?'));
    expect(shareQuery(link ?? '')).toEqual({
      purchasePrice: input.price,
      purchaseCostsPercent: round2((result.purchase.total / input.price) * 100),
      monthlyRent: input.monthlyRent,
      monthlyExpenses: round2(year.runningCosts / 12),
      initialInvestment: result.initial.equity,
      financingAmount: input.loanAmount,
      interestRate: input.interestRate,
      loanTermYears: input.loanTermYears,
    });
  });
});

describe('Hipoteca fija, variable o mixta', () => {
  const doc = guide('guide.hipoteca-tipos');
  const text = plainText(doc);
  const base = {
    loanAmount: 200_000,
    loanTermYears: 25,
    euribor: EURIBOR_12M.value,
    spread: 0.75,
    fixedYears: 10,
  };
  const fixed: LoanTerms = { ...base, rateType: 'fixed', interestRate: 3 };
  const variable: LoanTerms = { ...base, rateType: 'variable', interestRate: 3 };
  const mixed: LoanTerms = { ...base, rateType: 'mixed', interestRate: 2.5 };
  const percent = (value: number) => `${String(value).replace('.', ',')} %`;

  it('names the Euríbor of the engine with its month and the variable rate it gives', () => {
    expect(text).toContain(percent(EURIBOR_12M.value));
    expect(text).toContain(EURIBOR_12M.month);
    expect(text).toContain(percent(variableRate(EURIBOR_12M.value, base.spread)));
  });

  it('states the payment, the interest and the balance after 10 years of each loan', () => {
    for (const terms of [fixed, variable, mixed]) {
      const schedule = loanSchedule(terms);
      expect(text).toContain(euros(schedule.firstPayment));
      expect(text).toContain(euros(schedule.totalInterest));
      expect(text).toContain(euros(schedule.years[9]?.balance ?? NaN));
    }
    expect(text).toContain(euros(loanSchedule(mixed).paymentAfterFixed ?? NaN));
  });

  it('states the Euríbor stress of the variable and the mixed loan', () => {
    const [, plusOne, plusTwo] = euriborStress(variable);
    for (const scenario of [plusOne, plusTwo]) {
      expect(text).toContain(euros(scenario?.firstPayment ?? NaN));
      expect(text).toContain(euros(scenario?.extraCost ?? NaN));
    }
    const [, mixedOne, mixedTwo] = euriborStress(mixed);
    expect(text).toContain(euros(mixedOne?.paymentAfterFixed ?? NaN));
    expect(text).toContain(euros(mixedTwo?.paymentAfterFixed ?? NaN));
    expect(euriborStress(fixed)[2]?.firstPayment).toBe(loanSchedule(fixed).firstPayment);
  });

  it('states the legal caps of the early-repayment fee and their example', () => {
    for (const cap of [
      FEE_CAPS.fixedFirst10Years.percent,
      FEE_CAPS.fixedAfter.percent,
      FEE_CAPS.first3Years.percent,
      FEE_CAPS.first5Years.percent,
    ])
      expect(text).toContain(percent(cap));
    const fee = compensationFee(20_000, 12, fixed);
    expect(text).toContain(
      `devolver ${euros(20_000)} en el primer año de una fija cuesta como máximo ${euros(fee.fee)}`,
    );
  });

  it('links to the mortgage calculator with each example prefilled', () => {
    const links = linksOf(doc).filter((href) => href.startsWith('/hipoteca?'));
    const rates = new Set(links.map((href) => shareQuery(href).interestRate));
    expect(rates).toEqual(
      new Set([fixed.interestRate, variableRate(base.euribor, base.spread), mixed.interestRate]),
    );
    for (const href of links)
      expect(shareQuery(href)).toMatchObject({ loanAmount: 200_000, loanTermYears: 25 });
  });
});
