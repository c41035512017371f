// The year-by-year projection of one let property: rent, running costs, loan, IRPF on the rent and cash flow.
import type { ResolvedInput } from './inputs';
import type { LoanYear } from './loan-years';
import { taxByYear, type TaxYearInput } from './owner-tax';
import { imputationRate } from './regimes';
import { amortisationByYear } from './rental-irpf';

/** One year of the projection, unrounded. Costs and payments are positive numbers. */
export interface ProjectionYear {
  year: number;
  /** Rent collected: monthly rent × (12 − empty months), or nightly rate × 365 × occupancy, × (1 + update)^(t−1). */
  rent: number;
  /** Fixed lines (IBI, comunidad, seguro de hogar, otros) updated, the % lines on the rent, and a tourist let's cleaning and platform fee. */
  runningCosts: number;
  /** The maintenance line: repairs, capped with the interest in the IRPF. */
  repairs: number;
  interest: number;
  principal: number;
  /** Interest + principal: the twelve instalments of the year. */
  loanPayment: number;
  /** Building, renovation and furniture amortisation deducted, for the time let (not a cash cost). */
  amortisation: number;
  /** Building and renovation: what lowers the acquisition value at the sale. */
  buildingAmortisation: number;
  /** Interest and repairs deducted this year (after the cap, with earlier excess). */
  financeAndRepairs: number;
  /** Excess of interest and repairs waiting for later years. */
  carriedForward: number;
  /** Rendimiento neto del capital inmobiliario. */
  netIncome: number;
  /** Net income after the Ley 12/2023 reduction (positive incomes only). */
  taxableIncome: number;
  /** Art. 85 LIRPF income imputed for the time empty (whole property; 0 without a cadastral value). */
  imputedIncome: number;
  /** The year's tax on the rent and on the imputed income, summed over the owners (IRPF or IRNR); negative is a saving on the owners' other income. */
  tax: number;
  /** The same as `tax` (the name links and tests used before the imputation). */
  rentTax: number;
  /** Rent − running costs: net operating income. */
  netOperatingIncome: number;
  cashFlowBeforeTax: number;
  /** Rent − running costs − loan payments − IRPF on the rent. */
  cashFlow: number;
  /** Balance owed at the end of the year. */
  outstandingLoan: number;
  /** Price × (1 + price change)^t. */
  propertyValue: number;
  /** Property value − outstanding loan. */
  equity: number;
}

export interface ProjectionOptions {
  /** The purchase costs that enter the amortisation base (without the loan's appraisal). */
  acquisitionCosts: number;
  /** Opening fee and appraisal: financing costs deducted in year 1, with the interest. */
  financingCosts: number;
  /** The loan's years from `loanYears`; an empty list projects the property without debt. */
  loan: readonly LoanYear[];
}

/** Fixed running costs of year 1, before updates. */
export function fixedCosts(input: ResolvedInput): number {
  return input.ibi + input.communityFees + input.homeInsurance + input.otherCosts;
}

/** The % lines (seguro de impago, mantenimiento, gestión) as a fraction of the rent collected. */
export function percentCostsShare(input: ResolvedInput): number {
  return (input.defaultInsurancePercent + input.maintenancePercent + input.managementPercent) / 100;
}

/** Share of the year the home is let: months let / 12, or the tourist let's occupancy. */
export function letShareOf(input: ResolvedInput): number {
  return input.letting === 'tourist' ? input.occupancyPercent / 100 : (12 - input.emptyMonths) / 12;
}

/** The cadastral values the imputation and the amortisation use, or null when none is known. */
export interface CadastralValues {
  total: number;
  building: number;
  /** True when the total was estimated as land value ÷ land share. */
  estimated: boolean;
}

/**
 * The property's cadastral value: the one typed, or estimated from the land's and the construction
 * share (land ÷ (1 − share)); its building part is the total less the land, or the construction
 * share of the total.
 * @example cadastralValuesOf({ ...resolved, cadastralValue: 0, landCadastralValue: 40000, constructionSharePercent: 60 })
 * // { total: 100,000, building: 60,000, estimated: true }
 */
export function cadastralValuesOf(input: ResolvedInput): CadastralValues | null {
  const share = input.constructionSharePercent / 100;
  const land = input.landCadastralValue;
  const typed = input.cadastralValue;
  const total = typed > 0 ? typed : land > 0 && share < 1 ? land / (1 - share) : 0;
  if (!(total > 0)) return null;
  const building = land > 0 && land < total ? total - land : total * share;
  return { total, building, estimated: !(typed > 0) };
}

/**
 * Income of the let in year t (index 0 = year 1) before costs: the monthly rent of the months let,
 * or nightly rate × 365 × occupancy for a tourist let, both updated each year.
 */
export function incomeOf(input: ResolvedInput, unitPrice: number, indexation: number): number {
  return input.letting === 'tourist'
    ? unitPrice * 365 * (input.occupancyPercent / 100) * indexation
    : unitPrice * (12 - input.emptyMonths) * indexation;
}

/** The price a let is sold by: the monthly rent, or the nightly rate of a tourist let. */
export const unitPriceOf = (input: ResolvedInput): number =>
  input.letting === 'tourist' ? input.nightlyRate : input.monthlyRent;

/** Running costs of a year (cash) and their deductible part, for an income and an indexation. */
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
  const cleaning = tourist ? input.cleaningPerStay * stays * indexation : 0;
  const platform = tourist ? (income * input.platformFeePercent) / 100 : 0;
  return {
    runningCosts: fixed + percentLines + cleaning + platform,
    repairs,
    // Fixed costs only for the time let (STS 270/2021); the rest follow the income already.
    deductibleOther: fixed * letShareOf(input) + percentLines - repairs + cleaning + platform,
  };
}

/**
 * One year of a let at an income: the cash running costs, the repairs and what the tax is computed
 * on (fixed costs and financing × time let; amortisation and imputed income as given). The
 * projection and the break-even rent both build their years here.
 */
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

/** Art. 85 LIRPF income imputed for the time empty: cadastral value × 1,1 % or 2 % × time empty. */
export function imputedIncomeOf(input: ResolvedInput): number {
  const cadastral = cadastralValuesOf(input);
  if (!cadastral) return 0;
  return (
    (cadastral.total * imputationRate(input.cadastralRevised === 1) * (1 - letShareOf(input))) / 100
  );
}

/**
 * Projects years 1..holdYears. Income and the fixed cost lines grow with the rent update; the %
 * lines follow the income; interest and principal are the loan's year rows (the loan starts with
 * the purchase, so loan year t is hold year t). The cash flow pays every cost; the tax deducts the
 * fixed costs, the financing costs and the amortisation only for the time let, and adds the
 * imputed income of the time empty (`taxByYear`, per owner and residence).
 * @example projectYears(resolveInput(ANALYSIS_DEFAULTS), { acquisitionCosts: 15000, financingCosts: 0, loan: [] })[0].rent
 * // 1,200 × 11 = 13,200
 */
export function projectYears(input: ResolvedInput, options: ProjectionOptions): ProjectionYear[] {
  const years = input.holdYears;
  const update = 1 + input.rentUpdatePercent / 100;
  const growth = 1 + input.priceChangePercent / 100;
  const letShare = letShareOf(input);
  const unitPrice = unitPriceOf(input);
  const imputedIncome = imputedIncomeOf(input);
  const amortisation = amortisationByYear(
    {
      price: input.price,
      acquisitionCosts: options.acquisitionCosts,
      renovation: input.renovation,
      furniture: input.furniture,
      constructionSharePercent: input.constructionSharePercent,
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
    const { runningCosts, repairs, tax } = letYear(
      input,
      rent,
      indexation,
      interest + (index === 0 ? options.financingCosts : 0),
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
