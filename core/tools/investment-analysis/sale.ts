// The sale at the end of the hold: price, selling costs, municipal plusvalía, IRPF on the gain and the loan repaid.
import { calculateCapitalGains } from '../../tax/capital-gains';
import { calculateMunicipalPlusvalia, type PlusvaliaMethod } from '../../tax/municipal-plusvalia';
import type { ResolvedInput } from './inputs';
import { NON_RESIDENT_GAIN_RATE, ownersOf, SALE_WITHHOLDING_PERCENT } from './regimes';

/** What the plusvalía line says when the land value or the council's rate is missing. */
export const PLUSVALIA_NOT_COMPUTED =
  'Plusvalía municipal no calculada: indica el valor catastral del suelo y el tipo de tu ayuntamiento.';

export interface DisposalInput {
  /** Purchase costs without the loan's appraisal (a financing cost). */
  acquisitionCosts: number;
  /** Building amortisation deducted over the hold: it lowers the acquisition value. */
  accumulatedAmortisation: number;
}

export interface SaleInput extends DisposalInput {
  /** Loan balance at the end of the hold, repaid from the sale. */
  outstandingLoan: number;
}

/** The sale without the loan: it depends on the property and the taxes, never on the financing. */
export type Disposal = Omit<SaleResult, 'loanRepaid' | 'proceedsBeforeTax' | 'netProceeds'>;

export interface SaleResult {
  year: number;
  salePrice: number;
  sellingCosts: number;
  /** Municipal plusvalía; null when not computed (no land value or no rate given). */
  plusvalia: number | null;
  plusvaliaMethod: PlusvaliaMethod | null;
  /** Price + purchase costs (without the appraisal) + renovation − amortisation of the time let. */
  acquisitionValue: number;
  accumulatedAmortisation: number;
  /** Sale price − selling costs − plusvalía − acquisition value; negative is a loss. */
  gain: number;
  /** IRPF (residents, per owner at the savings scale) or IRNR at 19 % on the gain. */
  capitalGainsTax: number;
  /** Non-residents: the 3 % of the price the buyer withholds (modelo 211), credited against the tax. */
  withholding: number;
  loanRepaid: number;
  /** Sale price − selling costs − plusvalía − loan: what is left before the IRPF on the gain. */
  proceedsBeforeTax: number;
  /** Proceeds before tax − IRPF on the gain: the year-H flow of the sale. */
  netProceeds: number;
}

/**
 * The sale at the end of year H = holdYears. The plusvalía is computed only with a land cadastral
 * value and a council rate: the lower of the objective and real methods (engine), with the land
 * share of the real method taken as 1 − construction share, the share the Catastro receipt gives.
 * Acquisition value = price + purchase costs without the appraisal + renovation − the building
 * amortisation of the time let (art. 40 LIRPF; the model subtracts it also for owners outside the
 * EU who could not deduct it, the prudent reading of "en todo caso la amortización mínima").
 * Residents: each owner's share of the gain at the savings scale, as his only savings income; a
 * loss pays nothing and offsets nothing here. Non-residents: 19 % of the gain (TRLIRNR art.
 * 25.1.f); the buyer withholds 3 % of the price, credited against it and refunded when larger
 * (taken in the same year). The furniture is taken to be worth nothing.
 * @example saleAtEnd({ ...resolved, price: 200000, holdYears: 10, priceChangePercent: 2, sellingCostsPercent: 3, renovation: 0 },
 *   { acquisitionCosts: 15000, accumulatedAmortisation: 38700, outstandingLoan: 100000 })
 * // sale 243,798.88, costs 7,313.97; acquisition 215,000 − 38,700 = 176,300; gain 60,184.92;
 * // IRPF 6,000 × 19 % + 44,000 × 21 % + 10,184.92 × 23 % = 12,722.53
 */
export function saleAtEnd(input: ResolvedInput, sale: SaleInput): SaleResult {
  return withLoanRepaid(disposeProperty(input, sale), sale.outstandingLoan);
}

/** The sale up to the tax on the gain (see `saleAtEnd`), reusable across financing what-ifs. */
export function disposeProperty(input: ResolvedInput, sale: DisposalInput): Disposal {
  const years = input.holdYears;
  const salePrice = input.price * Math.pow(1 + input.priceChangePercent / 100, years);
  const sellingCosts = (salePrice * input.sellingCostsPercent) / 100;
  const plusvaliaResult =
    input.landCadastralValue > 0 && input.plusvaliaRatePercent > 0
      ? calculateMunicipalPlusvalia({
          landCadastralValue: input.landCadastralValue,
          totalCadastralValue:
            input.constructionSharePercent < 100
              ? input.landCadastralValue / (1 - input.constructionSharePercent / 100)
              : 0,
          purchasePrice: input.price,
          salePrice,
          yearsHeld: years,
          municipalRate: input.plusvaliaRatePercent,
        })
      : null;
  const plusvalia = plusvaliaResult ? plusvaliaResult.tax : null;
  const acquisitionValue =
    input.price + sale.acquisitionCosts + input.renovation - sale.accumulatedAmortisation;
  const gain = salePrice - sellingCosts - (plusvalia ?? 0) - acquisitionValue;
  const resident = input.residence === 'resident';
  const capitalGainsTax = resident
    ? ownersOf(input).reduce(
        (sum, owner) =>
          sum +
          calculateCapitalGains({
            purchasePrice: input.price * owner.share,
            purchaseExpenses: sale.acquisitionCosts * owner.share,
            improvementCosts: (input.renovation - sale.accumulatedAmortisation) * owner.share,
            salePrice: salePrice * owner.share,
            saleExpenses: (sellingCosts + (plusvalia ?? 0)) * owner.share,
            holdingPeriodYears: years,
          }).capitalGainsTax,
        0,
      )
    : (Math.max(0, gain) * NON_RESIDENT_GAIN_RATE) / 100;
  return {
    year: years,
    salePrice,
    sellingCosts,
    plusvalia,
    plusvaliaMethod: plusvaliaResult ? plusvaliaResult.method : null,
    acquisitionValue,
    accumulatedAmortisation: sale.accumulatedAmortisation,
    gain,
    capitalGainsTax,
    withholding: resident ? 0 : (salePrice * SALE_WITHHOLDING_PERCENT) / 100,
  };
}

/** The sale with the outstanding loan repaid from it. */
export function withLoanRepaid(disposal: Disposal, outstandingLoan: number): SaleResult {
  const proceedsBeforeTax =
    disposal.salePrice - disposal.sellingCosts - (disposal.plusvalia ?? 0) - outstandingLoan;
  return {
    ...disposal,
    loanRepaid: outstandingLoan,
    proceedsBeforeTax,
    netProceeds: proceedsBeforeTax - disposal.capitalGainsTax,
  };
}
