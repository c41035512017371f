// The analysis' input: its type and clamps derived from the field table (field-rows.ts), so a new
// row needs nothing here; the defaults, the link's names and the purchase-cost corrections.
import { defaultLoanAmount, type PropertyType } from '../purchase-costs/fields';
import type { CommunityCode } from '../../tax/communities';
import type { RuleStatuses } from '../../tax/rule-status';
import type { IsoDate } from '../../tax/sourced';
import { todayInMadrid } from '../../tax/today';
import { RATE_DEFAULTS, type RateType } from '../mortgage/rate-path';
import { defaultsOf, type DerivedEmpty, type FieldRow } from '../fields';
import type { Letting, Residence } from './regimes';
import { appliedRentReduction } from './rent-reductions';
import { earlyRepaymentFeeCap } from './early-repayment-fee';
import { ANALYSIS_FIELDS, CHOICES_AFTER, type AnalysisNumberKey } from './field-rows';
import type { AnalysisRow } from './rows/kit';

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

export interface PurchaseCostsOverride {
  /** Replaces the total; the lines then only inform. */
  total?: number;
  lines?: Partial<Record<PurchaseCostLine, number>>;
}

export const PURCHASE_COST_PARAMS = [...PURCHASE_COST_LINES, 'purchaseCostsTotal'] as const;
export type PurchaseCostParam = (typeof PURCHASE_COST_PARAMS)[number];

export const COST_LINE_LABELS: Readonly<Record<PurchaseCostLine, string>> = {
  vat: 'IVA (IGIC en Canarias, IPSI en Ceuta y Melilla)',
  itp: 'ITP (Transmisiones Patrimoniales)',
  ajd: 'AJD (Actos Jurídicos Documentados)',
  notaryFees: 'Notaría',
  registryFees: 'Registro de la Propiedad',
  managementFees: 'Gestoría',
  appraisalFees: 'Tasación',
};

export const PURCHASE_COST_FIELDS: readonly { name: PurchaseCostParam; label: string }[] = [
  ...PURCHASE_COST_LINES.map((name) => ({ name, label: COST_LINE_LABELS[name] })),
  { name: 'purchaseCostsTotal', label: 'Total gastos de compra' },
];

const isCorrection = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value >= 0;

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

/** A negative or missing number is no correction. */
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

type Row = (typeof ANALYSIS_FIELDS)[number];

/** Rows an input may omit: no default, a default or derived empty value, or newer than links. */
type OptionalNumber =
  | Exclude<Row, { default: number }>['name']
  | Extract<Row, { empty: 'default' | DerivedEmpty } | { newer: true }>['name'];

/** Money in euros, a `...Percent` 2 meaning 2 %, yearly costs in year-1 euros. */
export interface AnalysisInput
  extends
    Record<Exclude<AnalysisNumberKey, OptionalNumber>, number>,
    Partial<Record<OptionalNumber, number>> {
  community: CommunityCode;
  propertyType: PropertyType;
  /** The purchase taxes in force that day, and the sale year (deed year + hold years). */
  deedDate?: IsoDate;
  purchaseCostsOverride?: PurchaseCostsOverride;
  rateType: RateType;
  residence?: Residence;
  letting?: Letting;
  /** Community of the owners' tax residence (IRPF scales); the property's when not given. */
  taxResidence?: CommunityCode;
  /** A tourist let with hotel-type services: 10 % VAT on the income (tourist-vat.ts). */
  vatHotelServices?: boolean;
  /** The decrees' statuses the editors keep in Sanity; not a link parameter. */
  ruleStatuses?: RuleStatuses;
}

/** The link's parameters in the order; the corrections travel as PURCHASE_COST_PARAMS. */
export const SHARE_PARAMS: readonly ShareParam[] = /* @__PURE__ */ ANALYSIS_FIELDS.flatMap(
  (row) => [
    row.name,
    ...(row.name in CHOICES_AFTER ? CHOICES_AFTER[row.name as keyof typeof CHOICES_AFTER] : []),
  ],
);

export type ShareParam =
  AnalysisNumberKey | (typeof CHOICES_AFTER)[keyof typeof CHOICES_AFTER][number];

export const ANALYSIS_DEFAULTS: AnalysisInput = {
  .../* @__PURE__ */ defaultsOf(ANALYSIS_FIELDS),
  community: 'madrid',
  propertyType: 'used',
  rateType: RATE_DEFAULTS.rateType,
  residence: 'resident',
  letting: 'longTerm',
};

/** Every number present, finite and in range: what the model computes from. */
export interface ResolvedInput
  extends
    Omit<AnalysisInput, OptionalNumber | 'residence' | 'letting'>,
    Record<OptionalNumber, number> {
  residence: Residence;
  letting: Letting;
  taxResidence: CommunityCode;
  /** An old link's flat marginal rate (`marginalRatePercent` without `otherIncome`): no scales. */
  flatRate: boolean;
}

const ROWS: readonly (AnalysisRow & FieldRow<AnalysisNumberKey>)[] = ANALYSIS_FIELDS;

function whenMissing(row: AnalysisRow, resolved: Partial<Record<string, number>>): number {
  if (typeof row.empty === 'object') return row.empty.derived(resolved);
  return row.empty === 'default' || row.newer ? (row.default ?? 0) : 0;
}

/** An exclusive bound clamps to itself: the engine copes with a price of 0. */
function clampToRow(row: FieldRow, value: number): number {
  const whole = row.integer === undefined ? value : Math.round(value);
  return Math.min(row.max?.value ?? Infinity, Math.max(row.min?.value ?? -Infinity, whole));
}

/** Each number within its row's bounds, a missing one first taking its empty meaning. */
export function resolveInput(input: AnalysisInput): ResolvedInput {
  const numbers: Partial<Record<AnalysisNumberKey, number>> = {};
  for (const row of ROWS) {
    const value = input[row.name];
    const given = value !== undefined && Number.isFinite(value);
    numbers[row.name] = clampToRow(row, given ? value : whenMissing(row, numbers));
  }
  const resolved = numbers as Record<AnalysisNumberKey, number>;
  // Not bounds: no loan given lends 80 % of the price; a cash purchase has no term.
  if (input.loanAmount === undefined) resolved.loanAmount = defaultLoanAmount(resolved.price);
  if (resolved.loanAmount === 0) resolved.loanTermYears = 0;
  // No fee typed: the Ley 5/2019 cap for the loan's type, known only here, and the sale year.
  if (!Number.isFinite(input.earlyRepaymentFeePercent ?? Number.NaN)) {
    resolved.earlyRepaymentFeePercent = earlyRepaymentFeeCap({
      ...resolved,
      rateType: input.rateType,
    });
  }
  // The letting starts at the purchase: its date picks the rent reduction's rule set.
  resolved.rentReductionPercent = appliedRentReduction(
    resolved.rentReductionPercent,
    input.deedDate ?? todayInMadrid(),
    input.ruleStatuses,
  ).percent;
  const given = (value: number | undefined) => value !== undefined && Number.isFinite(value);
  return {
    ...input,
    ...resolved,
    residence: input.residence ?? 'resident',
    letting: input.letting ?? 'longTerm',
    taxResidence: input.taxResidence ?? input.community,
    flatRate: given(input.marginalRatePercent) && !given(input.otherIncome),
  };
}
