// The year-by-year projection of a let: rent, running costs, loan, tax on the rent and cash flow.
import type { ResolvedInput } from './inputs';
import type { LoanYear } from './loan-years';
import { taxByYear, type TaxYearInput } from './owner-tax';
import { imputationRate } from './regimes';
import { amortisationByYear, type AmortisationBase, type AmortisationYear } from './rental-irpf';
import { incomeFactor, inputCostFactor } from './tourist-vat';

/** One year of the projection, unrounded. Costs and payments are positive numbers. */
export interface ProjectionYear {
  year: number;
  /** Rent × (12 − empty months), or nightly rate × 365 × occupancy, × (1 + update)^(t−1). */
  rent: number;
  /** The updated fixed lines, the % lines on the rent, a tourist let's cleaning and platform fee. */
  runningCosts: number;
  repairs: number;
  interest: number;
  principal: number;
  loanPayment: number;
  /** Deducted for the time let; not a cash cost. */
  amortisation: number;
  buildingAmortisation: number;
  financeAndRepairs: number;
  carriedForward: number;
  /** Rendimiento neto del capital inmobiliario. */
  netIncome: number;
  taxableIncome: number;
  /** Art. 85 LIRPF, for the time empty; 0 without a cadastral value. */
  imputedIncome: number;
  /** Over the owners, IRPF or IRNR; negative is a saving on their other income. */
  tax: number;
  /** `tax` under the name links used before the imputation. */
  rentTax: number;
  netOperatingIncome: number;
  cashFlowBeforeTax: number;
  cashFlow: number;
  outstandingLoan: number;
  propertyValue: number;
  equity: number;
}

export interface ProjectionOptions {
  /** The purchase costs that enter the amortisation base (without the loan's appraisal). */
  acquisitionCosts: number;
  /** Opening fee and appraisal, deducted in year 1 with the interest. */
  financingCosts: number;
  loan: readonly LoanYear[];
}

export function fixedCosts(input: ResolvedInput): number {
  // With VAT charged to the guests, the supplies' own VAT is deducted (tourist-vat.ts).
  const utilities = input.utilities * inputCostFactor(input);
  return input.ibi + input.communityFees + input.homeInsurance + utilities + input.otherCosts;
}

export function percentCostsShare(input: ResolvedInput): number {
  return (input.defaultInsurancePercent + input.maintenancePercent + input.managementPercent) / 100;
}

export function letShareOf(input: ResolvedInput): number {
  return input.letting === 'tourist' ? input.occupancyPercent / 100 : (12 - input.emptyMonths) / 12;
}

export interface CadastralValues {
  total: number;
  building: number;
  estimated: boolean;
}

/**
 * The building's share of the cost, in percent. RIRPF art. 14.2.a (BOE-A-2007-6820): without the
 * land's value in the deed, the cost is prorated by the cadastral values of land and building; so
 * with both typed, they decide, and the typed share is the fallback.
 * @example 150.000 cadastral, 30.000 of it land: (150.000 − 30.000) ÷ 150.000 = 80 %
 */
export function constructionShareOf(input: ResolvedInput): number {
  const total = input.cadastralValue;
  const land = input.landCadastralValue;
  return total > 0 && land > 0 && land < total
    ? ((total - land) / total) * 100
    : input.constructionSharePercent;
}

/**
 * RIRPF art. 14.2.a: 3 % a year of the larger of the building's cost and its cadastral value, but
 * in all never more than the building's cost (TEAC, criterio unificado de 18-12-2025, RG
 * 00/00653/2025, "con independencia del límite anual"): the acquisition value at the sale never
 * falls below the land's share of the cost.
 */
export function cappedAmortisation(base: AmortisationBase, years: number): AmortisationYear[] {
  const rows = amortisationByYear(base, years);
  const building = amortisationByYear({ ...base, renovation: 0, furniture: 0 }, years);
  let left = (base.constructionSharePercent / 100) * (base.price + base.acquisitionCosts);
  return rows.map((row, index) => {
    const own = building[index]?.building ?? 0;
    const allowed = Math.min(own, Math.max(0, left));
    left -= allowed;
    const cut = own - allowed;
    return { building: row.building - cut, furniture: row.furniture, total: row.total - cut };
  });
}

/** The typed cadastral value, or land ÷ (1 − construction share); null when none is known. */
export function cadastralValuesOf(input: ResolvedInput): CadastralValues | null {
  const share = constructionShareOf(input) / 100;
  const land = input.landCadastralValue;
  const typed = input.cadastralValue;
  const total = typed > 0 ? typed : land > 0 && share < 1 ? land / (1 - share) : 0;
  if (!(total > 0)) return null;
  const building = land > 0 && land < total ? total - land : total * share;
  return { total, building, estimated: !(typed > 0) };
}

export function incomeOf(input: ResolvedInput, unitPrice: number, indexation: number): number {
  return input.letting === 'tourist'
    ? unitPrice * 365 * (input.occupancyPercent / 100) * indexation * incomeFactor(input)
    : unitPrice * (12 - input.emptyMonths) * indexation;
}

export const unitPriceOf = (input: ResolvedInput): number =>
  input.letting === 'tourist' ? input.nightlyRate : input.monthlyRent;

export function runningCostsOf(
  input: ResolvedInput,
  income: number,
  indexation: number,
): { runningCosts: number; repairs: number; deductibleOther: number } {
  const fixed = fixedCosts(input) * indexation;
  const percentLines = income * percentCostsShare(input);
  const repairs = (income * input.maintenancePercent) / 100;
  const tourist = input.letting === 'tourist';
  const stays = tourist ? (365 * input.occupancyPercent) / 100 / input.averageStayNights : 0;
  const net = inputCostFactor(input);
  const cleaning = tourist ? input.cleaningPerStay * stays * indexation * net : 0;
  // The platform's % is of what the guests pay, its VAT deducted when the let charges VAT.
  const platform = tourist
    ? ((income / incomeFactor(input)) * input.platformFeePercent * net) / 100
    : 0;
  return {
    runningCosts: fixed + percentLines + cleaning + platform,
    repairs,
    // Fixed costs only for the time let (STS 270/2021); the rest follow the income already.
    deductibleOther: fixed * letShareOf(input) + percentLines - repairs + cleaning + platform,
  };
}

/** One year of a let at an income: the projection and the break-even rent build theirs here. */
export function letYear(
  input: ResolvedInput,
  rent: number,
  indexation: number,
  financing: number,
  amortisation: number,
  imputedIncome: number,
): { runningCosts: number; repairs: number; tax: TaxYearInput } {
  const { runningCosts, repairs, deductibleOther } = runningCostsOf(input, rent, indexation);
  return {
    runningCosts,
    repairs,
    tax: {
      rent,
      otherCosts: deductibleOther,
      repairs,
      interest: financing * letShareOf(input),
      amortisation,
      imputedIncome,
    },
  };
}

/**
 * The fee for repaying the loan at the sale (Ley 5/2019 art. 23; the cap unless typed). Our reading,
 * pendiente de confirmar: a financing cost of the sale year's rent, as the DGT holds for cancelling
 * the loan of a let home (V1513-18, art. 13.a RIRPF), not a cost of the sale for the gain.
 */
export function earlyRepaymentFeeOf(input: ResolvedInput, outstandingLoan: number): number {
  return (Math.max(0, outstandingLoan) * input.earlyRepaymentFeePercent) / 100;
}

/** Art. 85 LIRPF: cadastral value × 1,1 % or 2 % × time empty. */
export function imputedIncomeOf(input: ResolvedInput): number {
  const cadastral = cadastralValuesOf(input);
  if (!cadastral) return 0;
  return (
    (cadastral.total * imputationRate(input.cadastralRevised === 1) * (1 - letShareOf(input))) / 100
  );
}

/** Years 1..holdYears; loan year t is hold year t (the loan starts with the purchase). */
export function projectYears(input: ResolvedInput, options: ProjectionOptions): ProjectionYear[] {
  const years = input.holdYears;
  const update = 1 + input.rentUpdatePercent / 100;
  const growth = 1 + input.priceChangePercent / 100;
  const letShare = letShareOf(input);
  const unitPrice = unitPriceOf(input);
  const imputedIncome = imputedIncomeOf(input);
  const amortisation = cappedAmortisation(
    {
      price: input.price,
      acquisitionCosts: options.acquisitionCosts,
      renovation: input.renovation,
      furniture: input.furniture,
      constructionSharePercent: constructionShareOf(input),
      cadastralBuildingValue: cadastralValuesOf(input)?.building ?? 0,
      letShare,
    },
    years,
  );

  const rows: ProjectionYear[] = [];
  const inputs: TaxYearInput[] = [];
  for (let index = 0; index < years; index += 1) {
    const indexation = Math.pow(update, index);
    const rent = incomeOf(input, unitPrice, indexation);
    const loan = options.loan[index];
    const interest = loan?.interest ?? 0;
    const principal = loan?.principal ?? 0;
    const outstandingLoan = loan?.balance ?? 0;
    const propertyValue = input.price * Math.pow(growth, index + 1);
    const yearAmortisation = amortisation[index];
    const atSale = index === years - 1 ? earlyRepaymentFeeOf(input, outstandingLoan) : 0;
    const { runningCosts, repairs, tax } = letYear(
      input,
      rent,
      indexation,
      interest + (index === 0 ? options.financingCosts : 0) + atSale,
      yearAmortisation?.total ?? 0,
      imputedIncome,
    );
    const netOperatingIncome = rent - runningCosts;
    const loanPayment = interest + principal;
    // An explicit literal, not a spread: the price search builds thousands of these.
    rows.push({
      year: index + 1,
      rent,
      runningCosts,
      repairs,
      interest,
      principal,
      loanPayment,
      amortisation: yearAmortisation?.total ?? 0,
      buildingAmortisation: yearAmortisation?.building ?? 0,
      financeAndRepairs: 0,
      carriedForward: 0,
      netIncome: 0,
      taxableIncome: 0,
      imputedIncome,
      tax: 0,
      rentTax: 0,
      netOperatingIncome,
      cashFlowBeforeTax: netOperatingIncome - loanPayment,
      cashFlow: 0,
      outstandingLoan,
      propertyValue,
      equity: propertyValue - outstandingLoan,
    });
    inputs.push(tax);
  }

  taxByYear(inputs, input).forEach((tax, index) => {
    const row = rows[index];
    if (!row) return;
    row.financeAndRepairs = tax.financeAndRepairs;
    row.carriedForward = tax.carriedForward;
    row.netIncome = tax.netIncome;
    row.taxableIncome = tax.taxableIncome;
    row.tax = tax.tax;
    row.rentTax = tax.tax;
    row.cashFlow = row.cashFlowBeforeTax - tax.tax;
  });
  return rows;
}
