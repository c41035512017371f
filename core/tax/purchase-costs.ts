// Costs of buying a home in Spain: purchase taxes per community, deed fees, appraisal and cash needed.
import { round2 } from '../round';
import { defaultLoanAmount } from '../purchase-loan';
import { applyCommunityTax, type CommunityTaxResult } from './community-tax';
import { COMMUNITY_NAMES, type BalearesIsland, type CommunityCode } from './communities';
import { todayInMadrid } from './dates';
import { deedDateProblem } from './deed-date';
import {
  APPRAISAL_FEE_ESTIMATE,
  MANAGEMENT_FEE_ESTIMATE,
  notaryFees,
  registryFees,
} from './deed-fees';
import type { IndirectTaxName } from './new-home-tax-rates';
import { newestRuleOf, purchaseRatesOn } from './purchase-rates';
import { purchaseNotes } from './purchase-notes';
import { type BuyerFacts, type CommunityTaxRates, type ReducedRate } from './reduced-rate';
import { confidenceOf, pendingReason, type Confidence, type IsoDate } from './sourced';

/** Used homes pay ITP; new ones IVA (IGIC, IPSI) and AJD. */
export type PropertyType = 'used' | 'new';

export interface PurchaseCostsInput {
  propertyPrice: number;
  propertyType: PropertyType;
  autonomousCommunity: CommunityCode;
  /** Default false. */
  isFirstHome?: boolean;
  hasLoan?: boolean;
  /** Empty with `hasLoan`: 80 % of the price. */
  loanAmount?: number;
  buyerAge?: number;
  largeFamily?: boolean;
  /** Catastro's valor de referencia. */
  referenceValue?: number;
  /** The rates in force that day apply; default today in Spain. */
  deedDate?: IsoDate;
  /** Baleares: first-home caps differ by island from 1 March 2026. */
  island?: BalearesIsland;
}

export interface RateSource {
  tax: string;
  url: string;
  citation?: string;
  validFrom: IsoDate;
  confidence: Confidence;
  /** Why the rate or its source is pending confirmation. */
  pending?: string;
}

export interface PurchaseCostsResult {
  propertyPrice: number;
  totalCosts: number;
  totalWithProperty: number;
  /** IVA, or IGIC in Canarias and IPSI in Ceuta and Melilla. */
  vat: number;
  itp: number;
  ajd: number;
  notaryFees: number;
  registryFees: number;
  managementFees: number;
  appraisalFees: number;
  /** Never below 0. */
  cashNeeded: number;
  loanAmount: number;
  /** The higher of price and reference value. */
  taxBase: number;
  breakdown: { taxes: number; officialFees: number; otherCosts: number };
  /** Percent (the average when a scale has several tranches). */
  rates: { vat: number; itp: number; ajd: number };
  vatName: IndirectTaxName;
  /** "Tipos vigentes a". */
  ratesAsOf: IsoDate;
  /** Newest start among the community's rules in force that day. */
  newestRule: IsoDate;
  communityName: string;
  rateSources: RateSource[];
  notes: string[];
}

function rateSource(tax: string, result: CommunityTaxResult, rates: CommunityTaxRates): RateSource {
  const entry: ReducedRate | CommunityTaxRates['general'] = result.reduced ?? rates.general;
  const pending = pendingReason(entry);
  return {
    tax,
    url: entry.source,
    ...(entry.citation ? { citation: entry.citation } : {}),
    validFrom: entry.validFrom,
    confidence: confidenceOf(entry),
    ...(pending ? { pending } : {}),
  };
}

/** The rates of a community on a deed date; a date outside the tables is an error, never a guess. */
function ratesFor(community: CommunityCode, deedDate: IsoDate, today: IsoDate) {
  const problem = deedDateProblem(deedDate, today);
  const rates = problem === null ? purchaseRatesOn(community, deedDate) : undefined;
  const newest = rates && newestRuleOf(rates);
  if (!rates || !newest) throw new RangeError(problem ?? `Sin tipos para el ${deedDate}`);
  return { rates, newest };
}

/**
 * The amount given or, empty, 80 % of the price; 0 without a loan (the loan row's empty rule
 * says the same; a test keeps them together).
 */
export function loanOf(values: {
  propertyPrice: number;
  loanAmount?: number;
  hasLoan: boolean;
}): number {
  if (!values.hasLoan) return 0;
  return Math.max(0, values.loanAmount ?? defaultLoanAmount(values.propertyPrice));
}

/**
 * Money is rounded to cents once per field; totals add the rounded parts.
 * @throws RangeError in Spanish when `deedDate` is malformed or outside the tables' dates.
 */
export function calculatePurchaseCosts(input: PurchaseCostsInput): PurchaseCostsResult {
  const price = Math.max(0, input.propertyPrice);
  const isFirstHome = input.isFirstHome ?? false;
  const hasLoan = input.hasLoan ?? true;
  const loan = loanOf({ propertyPrice: price, loanAmount: input.loanAmount, hasLoan });
  const referenceValue = Math.max(0, input.referenceValue ?? 0);
  const taxBase = Math.max(price, referenceValue);
  const community = input.autonomousCommunity;
  const name = COMMUNITY_NAMES[community];
  const today = todayInMadrid();
  const deedDate = input.deedDate ?? today;
  const { rates, newest } = ratesFor(community, deedDate, today);
  const isNew = input.propertyType === 'new';

  const facts = (value: number): BuyerFacts => ({
    value,
    isFirstHome,
    buyerAge: input.buyerAge,
    largeFamily: input.largeFamily ?? false,
    loanShare: price > 0 ? loan / price : 0,
    ...(input.island ? { island: input.island } : {}),
  });
  const none: CommunityTaxResult = { tax: 0, effectiveRate: 0, reduced: null, ageWouldHelp: false };
  const itp = isNew ? none : applyCommunityTax(taxBase, rates.itp, facts(taxBase));
  const ajd = isNew ? applyCommunityTax(taxBase, rates.ajd, facts(taxBase)) : none;
  const vat = isNew ? applyCommunityTax(price, rates.newHomeTax, facts(price)) : none;
  const vatName = rates.newHomeTax.name;

  const money = {
    vat: round2(vat.tax),
    itp: round2(itp.tax),
    ajd: round2(ajd.tax),
    notaryFees: round2(notaryFees(price)),
    registryFees: round2(registryFees(price)),
    managementFees: price > 0 ? MANAGEMENT_FEE_ESTIMATE.value : 0,
    appraisalFees: hasLoan && price > 0 ? APPRAISAL_FEE_ESTIMATE.value : 0,
  };
  const breakdown = {
    taxes: round2(money.vat + money.itp + money.ajd),
    officialFees: round2(money.notaryFees + money.registryFees),
    otherCosts: round2(money.managementFees + money.appraisalFees),
  };
  const totalCosts = round2(breakdown.taxes + breakdown.officialFees + breakdown.otherCosts);
  const totalWithProperty = round2(price + totalCosts);
  const cashNeeded = round2(Math.max(0, totalWithProperty - loan));

  const notes = purchaseNotes({
    price,
    referenceValue,
    taxBase,
    isNew,
    isFirstHome,
    hasLoan,
    givenLoan: input.loanAmount,
    loan,
    totalWithProperty,
    communityName: name,
    island: input.island,
    rates,
    taxes: { vat, itp, ajd },
  });

  return {
    propertyPrice: round2(price),
    totalCosts,
    totalWithProperty,
    ...money,
    cashNeeded,
    loanAmount: round2(loan),
    taxBase: round2(taxBase),
    breakdown,
    rates: {
      vat: round2(vat.effectiveRate),
      itp: round2(itp.effectiveRate),
      ajd: round2(ajd.effectiveRate),
    },
    vatName,
    ratesAsOf: deedDate,
    newestRule: newest,
    communityName: name,
    rateSources: isNew
      ? [rateSource(vatName, vat, rates.newHomeTax), rateSource('AJD', ajd, rates.ajd)]
      : [rateSource('ITP', itp, rates.itp)],
    notes,
  };
}
