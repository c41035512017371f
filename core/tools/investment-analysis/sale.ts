// The sale at the end of the hold: price, selling costs, plusvalía, tax on the gain, the loan repaid.
import { calculateCapitalGains } from '../../tax/capital-gains';
import { calculateMunicipalPlusvalia, type PlusvaliaMethod } from '../../tax/municipal-plusvalia';
import { cadastralValuesOf, earlyRepaymentFeeOf } from './cash-flows';
import type { ResolvedInput } from './inputs';
import { residentGainTax } from './owner-irpf';
import { NON_RESIDENT_GAIN_RATE, ownersOf, SALE_WITHHOLDING_PERCENT } from './regimes';

/** What the plusvalía line says when the land value or the council's rate is missing. */
export const PLUSVALIA_NOT_COMPUTED =
  'Plusvalía municipal no calculada: indica el valor catastral del suelo y el tipo de tu ayuntamiento.';

export interface DisposalInput {
  acquisitionCosts: number;
  accumulatedAmortisation: number;
}

export interface SaleInput extends DisposalInput {
  outstandingLoan: number;
}

export type Disposal = Omit<
  SaleResult,
  'loanRepaid' | 'earlyRepaymentFee' | 'proceedsBeforeTax' | 'netProceeds'
>;

export interface SaleResult {
  year: number;
  salePrice: number;
  sellingCosts: number;
  plusvalia: number | null;
  plusvaliaMethod: PlusvaliaMethod | null;
  acquisitionValue: number;
  accumulatedAmortisation: number;
  gain: number;
  capitalGainsTax: number;
  /** The buyer withholds 3 % from a non-resident (modelo 211), credited against the tax. */
  withholding: number;
  loanRepaid: number;
  /** Ley 5/2019 art. 23: a percentage of the loan repaid before its term. */
  earlyRepaymentFee: number;
  proceedsBeforeTax: number;
  netProceeds: number;
}

/**
 * The amortisation lowers the acquisition value also for owners outside the EU who could not deduct
 * it (RIRPF art. 40.1 "en todo caso", applied to LIRPF art. 35: the prudent reading); non-residents pay 19 % (TRLIRNR 25.1.f).
 * The rest of the rules: this folder's README.
 */
export function saleAtEnd(input: ResolvedInput, sale: SaleInput): SaleResult {
  const fee = earlyRepaymentFeeOf(input, sale.outstandingLoan);
  return withLoanRepaid(disposeProperty(input, sale), sale.outstandingLoan, fee);
}

/** Reusable across the financing what-ifs, which do not change it. */
export function disposeProperty(input: ResolvedInput, sale: DisposalInput): Disposal {
  const years = input.holdYears;
  const salePrice = input.price * Math.pow(1 + input.priceChangePercent / 100, years);
  const sellingCosts = (salePrice * input.sellingCostsPercent) / 100;
  const plusvaliaResult =
    input.landCadastralValue > 0 && input.plusvaliaRatePercent > 0
      ? calculateMunicipalPlusvalia({
          landCadastralValue: input.landCadastralValue,
          // TRLRHL art. 107.5: the land's share of the cadastral value, the typed total first.
          totalCadastralValue: cadastralValuesOf(input)?.total ?? 0,
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
  // Old links' flat rate: each share on the savings scale as the owner's only savings income.
  const capitalGainsTax = !resident
    ? (Math.max(0, gain) * NON_RESIDENT_GAIN_RATE) / 100
    : !input.flatRate
      ? residentGainTax(input, gain, years)
      : ownersOf(input).reduce(
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
        );
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

export function withLoanRepaid(
  disposal: Disposal,
  outstandingLoan: number,
  earlyRepaymentFee = 0,
): SaleResult {
  const proceedsBeforeTax =
    disposal.salePrice -
    disposal.sellingCosts -
    (disposal.plusvalia ?? 0) -
    outstandingLoan -
    earlyRepaymentFee;
  return {
    ...disposal,
    loanRepaid: outstandingLoan,
    earlyRepaymentFee,
    proceedsBeforeTax,
    netProceeds: proceedsBeforeTax - disposal.capitalGainsTax,
  };
}
