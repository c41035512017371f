// The figures the five guides of the seed state (issue 16) are the ones core computes, looked up in their text.
import { calculatePurchaseCosts } from '../core/tax/purchase-costs';
import { COMMUNITY_NAMES, type CommunityCode } from '../core/tax/communities';
import { round2 } from '../core/round';
import { EURIBOR_12M, euriborStress, variableRate, type LoanTerms } from '../core/tools/mortgage';
import { calculateRentalYield, type RentalYieldInput } from '../core/tools/yield/engine';
import type { YieldExample } from './sanity.types';
import { yieldWorkedExample } from './worked-examples';
import { euros, linksOf, plainText, shareQuery } from './guide-text';
import { loadSeed, type SeedDocument } from './seed';

const seed = loadSeed();
function doc(id: string): SeedDocument {
  const found = seed.find((d) => d._id === id);
  if (!found) throw new Error(`${id} is not in the seed`);
  return found;
}
const percent = (value: number) => `${value.toFixed(2).replace('.', ',')} %`;
const short = (value: number) => `${String(round2(value)).replace('.', ',')} %`;

/** The yield calculator's answer for a share link of a guide. */
function yieldOf(href: string) {
  return calculateRentalYield(shareQuery(href) as unknown as RentalYieldInput);
}
function yieldLink(id: string): string {
  const link = linksOf(doc(id)).find((href) => href.startsWith('/rentabilidad?'));
  if (!link) throw new Error(`${id} has no prefilled link to /rentabilidad`);
  return link;
}

describe('Cómo calcular la rentabilidad de un alquiler', () => {
  const text = plainText(doc('guide.rentabilidad'));
  const link = yieldLink('guide.rentabilidad');
  const query = shareQuery(link);
  const withoutVacancy = calculateRentalYield({
    ...(query as unknown as RentalYieldInput),
    vacancyMonths: 0,
  });
  const withVacancy = yieldOf(link);

  it('links the worked example: 120.000 €, 700 € a month, 1.000 € a year, 10 % costs, 80 % loan', () => {
    expect(query).toMatchObject({
      purchasePrice: 120_000,
      monthlyRent: 700,
      monthlyExpenses: round2(1000 / 12),
      purchaseCostsPercent: 10,
      financingAmount: 96_000,
      initialInvestment: 120_000 * 0.2 + 12_000,
      vacancyMonths: 1,
    });
  });

  it('states the net yield, payment, cash flow and return on your money without an empty month', () => {
    expect(withoutVacancy.grossYield).toBe(7);
    expect(text).toContain(`baja al ${short(withoutVacancy.netYield)}`);
    expect(text).toContain(euros(withoutVacancy.monthlyMortgage));
    expect(text).toContain(euros(withoutVacancy.monthlyCashFlow));
    expect(text).toContain(euros(withoutVacancy.annualCashFlow));
    expect(text).toContain(short(withoutVacancy.totalROI));
  });

  it('walks through the formulas with the worked example of the guide (7 % and 6,17 %)', () => {
    const example = yieldWorkedExample(doc('guide.rentabilidad').workedExample as YieldExample);
    expect(text).toContain(`120.000 € × 100 = ${short(example.grossYield)}`);
    expect(text).toContain(
      `(${euros(example.annualRent)} − ${euros(example.annualExpenses)} de gastos)`,
    );
    expect(text).toContain(`= ${short(example.netYield)}`);
  });

  it('states the same figures with one empty month a year: the gross stays, the net falls', () => {
    // Gross 700 × 12 / 120.000 = 7 % with or without the empty month (core/metrics GROSS_YIELD);
    // net (700 × 11 − 1.000) / 132.000 = 5,08 %.
    expect(withVacancy.grossYield).toBe(withoutVacancy.grossYield);
    expect(text).toContain(`la bruta sigue en el ${short(withVacancy.grossYield)}`);
    expect(text).toContain(`la neta baja al ${short(withVacancy.netYield)}`);
    expect(text).toContain(euros(withVacancy.monthlyCashFlow));
    expect(text).toContain(`un ${short(withVacancy.totalROI)} sobre lo que pusiste`);
  });
});

describe('Los 5 errores más comunes de los inversores', () => {
  const guide = doc('guide.errores');
  const text = plainText(guide);
  const costs = (community: CommunityCode) =>
    calculatePurchaseCosts({
      propertyPrice: 150_000,
      propertyType: 'used',
      autonomousCommunity: community,
      deedDate: '2026-11-23',
    }).totalCosts;

  it('states the purchase costs of a used 150.000 € home in four communities', () => {
    for (const community of ['madrid', 'andalucia', 'valencia', 'cataluna'] as const)
      expect(text).toContain(
        `${euros(costs(community))} en ${COMMUNITY_NAMES[community].replace('Comunidad de Madrid', 'la Comunidad de Madrid').replace('Comunitat Valenciana', 'la Comunitat Valenciana')}`,
      );
    expect(text).toContain(
      `entre el ${short(round2((costs('madrid') / 150_000) * 100)).replace(/0 %$/, ' %')}`,
    );
  });

  it('states the Euríbor stress of a 150.000 € variable loan over 30 years', () => {
    const terms: LoanTerms = {
      loanAmount: 150_000,
      loanTermYears: 30,
      rateType: 'variable',
      interestRate: 0,
      euribor: EURIBOR_12M.value,
      spread: 0.8,
      fixedYears: 0,
    };
    const [now, plusOne, plusTwo] = euriborStress(terms);
    expect(text).toContain(`empieza en ${euros(now?.firstPayment ?? NaN)}`);
    expect(text).toContain(`sube a ${euros(plusOne?.firstPayment ?? NaN)}`);
    expect(text).toContain(`${euros(plusOne?.extraCost ?? NaN)} más en total`);
    expect(text).toContain(euros(plusTwo?.firstPayment ?? NaN));
    const link = linksOf(guide).find((href) => href.startsWith('/hipoteca?')) ?? '';
    expect(shareQuery(link)).toEqual({
      loanAmount: 150_000,
      interestRate: variableRate(EURIBOR_12M.value, 0.8),
      loanTermYears: 30,
    });
  });

  it("repeats Laura's case: 7,09 % gross becomes 4,38 % net on 130.000 €", () => {
    const result = yieldOf(yieldLink('guide.errores'));
    expect(shareQuery(yieldLink('guide.errores')).purchaseCostsPercent).toBe(
      round2((20_000 / 110_000) * 100),
    );
    expect(text).toContain(`bruta del ${short(result.grossYield)}`);
    expect(text).toContain(`un ${short(result.netYield)} neto`);
  });
});

describe('the listing guides state the investor example of the yield calculator', () => {
  it.each(['guide.anuncio-idealista', 'guide.ejemplos', 'guide.plantillas'])('%s', (id) => {
    const text = plainText(doc(id));
    const result = yieldOf(yieldLink(id));
    expect(text).toContain(`rentabilidad bruta del ${short(result.grossYield)}`);
    expect(text).toContain(percent(result.netYield));
  });
});

describe('Cómo calcular la rentabilidad de un piso de alquiler (landing)', () => {
  const landing = doc('landing.rentabilidad');
  const text = plainText(landing);
  const link = linksOf(landing).find((href) => href.startsWith('/rentabilidad?')) ?? '';
  const query = shareQuery(link);

  it("finances the landing's worked example at 80 % and states its cash flow", () => {
    const [example] = (landing.sections as { _type: string; example?: Record<string, unknown> }[])
      .filter((section) => section._type === 'yieldExampleSection')
      .map((section) => section.example);
    const expenses = (example?.annualExpenses as { amount: number }[]).reduce(
      (s, l) => s + l.amount,
      0,
    );
    expect(query).toMatchObject({
      purchasePrice: example?.purchasePrice,
      purchaseCostsPercent: example?.purchaseCostsPercent,
      monthlyRent: example?.monthlyRent,
      monthlyExpenses: round2(expenses / 12),
      financingAmount: 0.8 * Number(example?.purchasePrice),
    });
    const result = yieldOf(link);
    const empty = calculateRentalYield({
      ...(query as unknown as RentalYieldInput),
      vacancyMonths: 1,
    });
    expect(text).toContain(`La cuota es de ${euros(result.monthlyMortgage)} al mes`);
    expect(text).toContain(`el flujo de caja es de ${euros(result.monthlyCashFlow)} al mes`);
    expect(text).toContain(`baja a ${euros(empty.monthlyCashFlow)} al mes`);
    expect(text).toContain(`poner ${euros(-empty.annualCashFlow)} al año`);
    expect(text).toContain(`neta del ${percent(result.netYield)}`);
  });
});
