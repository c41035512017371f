// Inputs of the investment analysis (issue 15): the type, the defaults, the share-link names and their normalisation.
import { defaultLoanAmount, type PropertyType } from '../purchase-costs/fields';
import type { CommunityCode } from '../../tax/communities';
import type { IsoDate } from '../../tax/sourced';
import { RATE_DEFAULTS, type RateType } from '../mortgage/rate-path';
import { defaultsOf } from '../fields';
import type { Letting, Residence } from './regimes';
import {
  ANALYSIS_FIELDS,
  CHOICES_AFTER,
  MAX_HOLD_YEARS,
  type AnalysisNumberKey,
} from './field-rows';

export { MAX_HOLD_YEARS };

/** Lines of the purchase-cost engine a user may overwrite (euros). */
export type PurchaseCostLine =
  'vat' | 'itp' | 'ajd' | 'notaryFees' | 'registryFees' | 'managementFees' | 'appraisalFees';

export const PURCHASE_COST_LINES: readonly PurchaseCostLine[] = [
  'vat',
  'itp',
  'ajd',
  'notaryFees',
  'registryFees',
  'managementFees',
  'appraisalFees',
];

/** The user's corrections of the engine's purchase costs: a total, or some lines. */
export interface PurchaseCostsOverride {
  /** Replaces the whole total (the lines are then only informative). */
  total?: number;
  lines?: Partial<Record<PurchaseCostLine, number>>;
}

/** The number inputs the model may be given without: it works out the loan, the others are 0. */
type OptionalNumber =
  'referenceValue' | 'loanAmount' | 'landCadastralValue' | 'plusvaliaRatePercent' | NewerNumber;

/** Fields added after the first links were shared: a link or a caller without them gets defaults. */
type NewerNumber =
  | 'nightlyRate'
  | 'occupancyPercent'
  | 'averageStayNights'
  | 'cleaningPerStay'
  | 'platformFeePercent'
  | 'owners'
  | 'ownerSharePercent'
  | 'secondMarginalRatePercent'
  | 'nonEuDeductExpenses'
  | 'cadastralValue'
  | 'cadastralRevised'
  | 'benchmarkPercent'
  | 'minIrrPercent'
  | 'minMonthlyCashFlow';

/** The share-link parameters of the corrections: each line under its own name, and the total. */
export const PURCHASE_COST_PARAMS = [...PURCHASE_COST_LINES, 'purchaseCostsTotal'] as const;
export type PurchaseCostParam = (typeof PURCHASE_COST_PARAMS)[number];

/** Each purchase-cost line's name, as the editor and the printed method show it. */
export const COST_LINE_LABELS: Readonly<Record<PurchaseCostLine, string>> = {
  vat: 'IVA (IGIC en Canarias, IPSI en Ceuta y Melilla)',
  itp: 'ITP (Transmisiones Patrimoniales)',
  ajd: 'AJD (Actos Jurídicos Documentados)',
  notaryFees: 'Notaría',
  registryFees: 'Registro de la Propiedad',
  managementFees: 'Gestoría',
  appraisalFees: 'Tasación',
};

/** The corrections' link parameters with their labels, to name one a link brings unreadable. */
export const PURCHASE_COST_FIELDS: readonly { name: PurchaseCostParam; label: string }[] = [
  ...PURCHASE_COST_LINES.map((name) => ({ name, label: COST_LINE_LABELS[name] })),
  { name: 'purchaseCostsTotal', label: 'Total gastos de compra' },
];

const isCorrection = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value >= 0;

/**
 * The corrections as share-link numbers, by parameter (none for no correction).
 * @example purchaseCostsParams({ total: 15000, lines: { itp: 9000 } }) // { itp: 9000, purchaseCostsTotal: 15000 }
 */
export function purchaseCostsParams(
  override: PurchaseCostsOverride | undefined,
): Partial<Record<PurchaseCostParam, number>> {
  const params: Partial<Record<PurchaseCostParam, number>> = {};
  for (const line of PURCHASE_COST_LINES) {
    const value = override?.lines?.[line];
    if (isCorrection(value)) params[line] = value;
  }
  if (isCorrection(override?.total)) params.purchaseCostsTotal = override.total;
  return params;
}

/**
 * The corrections a link's numbers make (a negative or missing one is none), or undefined.
 * @example purchaseCostsFromParams({ itp: 9000 }) // { lines: { itp: 9000 } }
 */
export function purchaseCostsFromParams(
  params: Partial<Record<string, number | undefined>>,
): PurchaseCostsOverride | undefined {
  const lines: Partial<Record<PurchaseCostLine, number>> = {};
  for (const line of PURCHASE_COST_LINES) {
    const value = params[line];
    if (isCorrection(value)) lines[line] = value;
  }
  const total = params.purchaseCostsTotal;
  const hasLines = Object.keys(lines).length > 0;
  if (!isCorrection(total) && !hasLines) return undefined;
  return { ...(isCorrection(total) ? { total } : {}), ...(hasLines ? { lines } : {}) };
}

/**
 * One property from purchase to sale: the table's number fields (field-rows.ts; money in euros,
 * every `...Percent` a percent number, 2 meaning 2 %; fixed running costs per year, in year-1
 * euros), the choices and the date. The loan defaults to 80 % of the price (0 is a cash purchase);
 * the Catastro reference value is the ITP/AJD base when higher than the price.
 */
export interface AnalysisInput
  extends
    Record<Exclude<AnalysisNumberKey, OptionalNumber>, number>,
    Partial<Record<OptionalNumber, number>> {
  community: CommunityCode;
  propertyType: PropertyType;
  /** Date of the purchase deed: the purchase taxes in force that day, and the sale year (deed year + hold years). */
  deedDate?: IsoDate;
  purchaseCostsOverride?: PurchaseCostsOverride;
  rateType: RateType;
  /** Where the owners are tax resident; default resident in Spain (IRPF). */
  residence?: Residence;
  /** How the home is let; default the tenant's home, long term. */
  letting?: Letting;
}

/**
 * The query parameters of the share link, in the order of the issue; each is the input's name: the
 * number fields of the table with the choices and the date where they belong.
 * `purchaseCostsOverride` travels as PURCHASE_COST_PARAMS.
 */
export const SHARE_PARAMS: readonly ShareParam[] = /* @__PURE__ */ ANALYSIS_FIELDS.flatMap(
  (row) => [
    row.name,
    ...(row.name in CHOICES_AFTER ? CHOICES_AFTER[row.name as keyof typeof CHOICES_AFTER] : []),
  ],
);

export type ShareParam =
  AnalysisNumberKey | (typeof CHOICES_AFTER)[keyof typeof CHOICES_AFTER][number];

/**
 * Defaults: the field table's (core/tools/investment-analysis/field-rows.ts), a used flat in
 * Madrid, the mortgage engine's rate type; the loan is left to the model (80 % of the price).
 */
export const ANALYSIS_DEFAULTS: AnalysisInput = {
  .../* @__PURE__ */ defaultsOf(ANALYSIS_FIELDS),
  community: 'madrid',
  propertyType: 'used',
  rateType: RATE_DEFAULTS.rateType,
  residence: 'resident',
  letting: 'longTerm',
};

/**
 * The usual combined marginal rates of the IRPF general base by tranche of taxable base: the state
 * scale of art. 63 LIRPF (9.5 / 12 / 15 / 18.5 / 22.5 / 24.5 %) plus a regional scale at the same
 * rates with a 22.5 % top. Each community sets its own regional scale, so the owner's exact rate is
 * the one of the last tax return; the select offers these as a starting point.
 */
export const MARGINAL_RATE_OPTIONS: readonly { value: number; label: string }[] = [
  { value: 19, label: '19 % (base liquidable hasta 12.450 €)' },
  { value: 24, label: '24 % (de 12.450 a 20.200 €)' },
  { value: 30, label: '30 % (de 20.200 a 35.200 €)' },
  { value: 37, label: '37 % (de 35.200 a 60.000 €)' },
  { value: 45, label: '45 % (de 60.000 a 300.000 €)' },
  { value: 47, label: '47 % (más de 300.000 €)' },
];

/** Every field present, finite and in range: what the model computes from. */
export interface ResolvedInput
  extends
    Omit<AnalysisInput, OptionalNumber | 'residence' | 'letting'>,
    Record<OptionalNumber, number> {
  residence: Residence;
  letting: Letting;
}

const money = (value: number | undefined): number =>
  value !== undefined && Number.isFinite(value) ? Math.max(0, value) : 0;
const rate = (value: number | undefined): number =>
  value !== undefined && Number.isFinite(value) ? value : 0;
const share = (value: number | undefined): number => Math.min(100, money(value));

/**
 * The input with defaults filled and figures brought into range: negative money is 0, empty months
 * 0-12, shares 0-100 %, whole hold years 1-50, a loan term of at least a year when there is a loan.
 * Growth rates may be negative (a fall in price or rent). Validation messages are the form's job.
 * @example resolveInput({ ...ANALYSIS_DEFAULTS, emptyMonths: 14 }).emptyMonths // 12
 * @example resolveInput(ANALYSIS_DEFAULTS).loanAmount // 160000 (80 % of the price)
 */
export function resolveInput(input: AnalysisInput): ResolvedInput {
  const price = money(input.price);
  const loanAmount =
    input.loanAmount === undefined ? defaultLoanAmount(price) : money(input.loanAmount);
  return {
    ...input,
    price,
    referenceValue: money(input.referenceValue),
    renovation: money(input.renovation),
    furniture: money(input.furniture),
    loanAmount,
    loanTermYears: loanAmount > 0 ? Math.max(1, money(input.loanTermYears)) : 0,
    interestRate: money(input.interestRate),
    fixedYears: money(input.fixedYears),
    euribor: rate(input.euribor),
    spread: rate(input.spread),
    openingFeePercent: share(input.openingFeePercent),
    monthlyRent: money(input.monthlyRent),
    emptyMonths: Math.min(12, money(input.emptyMonths)),
    rentUpdatePercent: Math.max(-100, rate(input.rentUpdatePercent)),
    ibi: money(input.ibi),
    communityFees: money(input.communityFees),
    homeInsurance: money(input.homeInsurance),
    defaultInsurancePercent: share(input.defaultInsurancePercent),
    maintenancePercent: share(input.maintenancePercent),
    managementPercent: share(input.managementPercent),
    otherCosts: money(input.otherCosts),
    marginalRatePercent: share(input.marginalRatePercent),
    rentReductionPercent: share(input.rentReductionPercent),
    constructionSharePercent: share(input.constructionSharePercent),
    holdYears: Math.min(MAX_HOLD_YEARS, Math.max(1, Math.round(money(input.holdYears)))),
    priceChangePercent: Math.max(-100, rate(input.priceChangePercent)),
    sellingCostsPercent: share(input.sellingCostsPercent),
    landCadastralValue: money(input.landCadastralValue),
    plusvaliaRatePercent: money(input.plusvaliaRatePercent),
    nightlyRate: money(input.nightlyRate ?? ANALYSIS_DEFAULTS.nightlyRate),
    occupancyPercent: share(input.occupancyPercent ?? ANALYSIS_DEFAULTS.occupancyPercent),
    averageStayNights: Math.max(
      1,
      money(input.averageStayNights ?? ANALYSIS_DEFAULTS.averageStayNights),
    ),
    cleaningPerStay: money(input.cleaningPerStay),
    platformFeePercent: share(input.platformFeePercent),
    owners: input.owners === 2 ? 2 : 1,
    ownerSharePercent: share(input.ownerSharePercent ?? ANALYSIS_DEFAULTS.ownerSharePercent),
    secondMarginalRatePercent: share(
      input.secondMarginalRatePercent ?? ANALYSIS_DEFAULTS.secondMarginalRatePercent,
    ),
    nonEuDeductExpenses: input.nonEuDeductExpenses === 1 ? 1 : 0,
    cadastralValue: money(input.cadastralValue),
    cadastralRevised: input.cadastralRevised === 0 ? 0 : 1,
    ...criteriaOf(input),
    residence: input.residence ?? 'resident',
    letting: input.letting ?? 'longTerm',
  };
}

/**
 * The purchase criteria with their empty meanings: the benchmark its default (the dated bond
 * yield), the minimum TIR the benchmark, the minimum monthly cash flow 0 €.
 * @example criteriaOf({ benchmarkPercent: 3 }).minIrrPercent // 3
 */
export function criteriaOf(
  input: Partial<Record<'benchmarkPercent' | 'minIrrPercent' | 'minMonthlyCashFlow', number>>,
): Record<'benchmarkPercent' | 'minIrrPercent' | 'minMonthlyCashFlow', number> {
  const finite = (value: number | undefined): value is number =>
    value !== undefined && Number.isFinite(value);
  const benchmarkPercent = finite(input.benchmarkPercent)
    ? input.benchmarkPercent
    : (ANALYSIS_DEFAULTS.benchmarkPercent ?? 0);
  return {
    benchmarkPercent,
    minIrrPercent: finite(input.minIrrPercent) ? input.minIrrPercent : benchmarkPercent,
    minMonthlyCashFlow: finite(input.minMonthlyCashFlow) ? input.minMonthlyCashFlow : 0,
  };
}
