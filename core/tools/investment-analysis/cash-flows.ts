// The year-by-year projection of one let property: rent, running costs, loan, IRPF on the rent and cash flow.
import type { ResolvedInput } from './inputs';
import type { LoanYear } from './loan-years';
import { amortisationByYear, rentTaxByYear, type RentTaxYearInput } from './rental-irpf';

/** One year of the projection, unrounded. Costs and payments are positive numbers. */
export interface ProjectionYear {
  year: number;
  /** Rent collected: monthly rent × (12 − empty months) × (1 + update)^(t−1). */
  rent: number;
  /** Fixed lines (IBI, comunidad, seguro de hogar, otros) updated, plus the % lines on the rent. */
  runningCosts: number;
  /** The maintenance line: repairs, capped with the interest in the IRPF. */
  repairs: number;
  interest: number;
  principal: number;
  /** Interest + principal: the twelve instalments of the year. */
  loanPayment: number;
  /** Building and furniture amortisation deducted in the IRPF (not a cash cost). */
  amortisation: number;
  buildingAmortisation: number;
  /** Interest and repairs deducted this year (after the cap, with earlier excess). */
  financeAndRepairs: number;
  /** Excess of interest and repairs waiting for later years. */
  carriedForward: number;
  /** Rendimiento neto del capital inmobiliario. */
  netIncome: number;
  /** Net income after the Ley 12/2023 reduction (positive incomes only). */
  taxableIncome: number;
  /** IRPF on the rent; negative is a saving on the owner's other income. */
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
  /** The purchase costs the amortisation base includes. */
  purchaseCosts: number;
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

/**
 * Projects years 1..holdYears. Rent and the fixed cost lines grow with the rent update; the %
 * lines follow the rent collected; interest and principal are the loan's year rows (the loan
 * starts with the purchase, so loan year t is hold year t). The IRPF follows `rentTaxByYear`.
 * @example projectYears(resolveInput(ANALYSIS_DEFAULTS), { purchaseCosts: 15000, loan: [] })[0].rent
 * // 1,200 × 11 = 13,200
 */
export function projectYears(input: ResolvedInput, options: ProjectionOptions): ProjectionYear[] {
  const years = input.holdYears;
  const update = 1 + input.rentUpdatePercent / 100;
  const growth = 1 + input.priceChangePercent / 100;
  const fixed = fixedCosts(input);
  const percentShare = percentCostsShare(input);
  const amortisation = amortisationByYear(
    {
      price: input.price,
      purchaseCosts: options.purchaseCosts,
      renovation: input.renovation,
      furniture: input.furniture,
      constructionSharePercent: input.constructionSharePercent,
    },
    years,
  );

  const rows: ProjectionYear[] = [];
  const inputs: RentTaxYearInput[] = [];
  for (let index = 0; index < years; index += 1) {
    const indexation = Math.pow(update, index);
    const rent = input.monthlyRent * (12 - input.emptyMonths) * indexation;
    const loan = options.loan[index];
    const repairs = (rent * input.maintenancePercent) / 100;
    const runningCosts = fixed * indexation + rent * percentShare;
    const interest = loan?.interest ?? 0;
    const principal = loan?.principal ?? 0;
    const outstandingLoan = loan?.balance ?? 0;
    const propertyValue = input.price * Math.pow(growth, index + 1);
    const yearAmortisation = amortisation[index];
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
      rentTax: 0,
      netOperatingIncome,
      cashFlowBeforeTax: netOperatingIncome - loanPayment,
      cashFlow: 0,
      outstandingLoan,
      propertyValue,
      equity: propertyValue - outstandingLoan,
    });
    inputs.push({
      rent,
      otherCosts: runningCosts - repairs,
      repairs,
      interest,
      amortisation: yearAmortisation?.total ?? 0,
    });
  }

  rentTaxByYear(inputs, input).forEach((tax, index) => {
    const row = rows[index];
    if (!row) return;
    row.financeAndRepairs = tax.financeAndRepairs;
    row.carriedForward = tax.carriedForward;
    row.netIncome = tax.netIncome;
    row.taxableIncome = tax.taxableIncome;
    row.rentTax = tax.tax;
    row.cashFlow = row.cashFlowBeforeTax - tax.tax;
  });
  return rows;
}
