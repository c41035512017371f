// The analysis inputs as share-link query parameters and back (SHARE_PARAMS), zod-free: the Excel function and the comparator's link use it.
import { COMMUNITY_CODES, isCommunityCode } from '../../tax/communities';
import { isIsoDate } from '../../tax/dates';
import { PROPERTY_TYPES } from '../purchase-costs/fields';
import { RATE_TYPES, type RateType } from '../mortgage';
import {
  ANALYSIS_DEFAULTS,
  PURCHASE_COST_PARAMS,
  purchaseCostsFromParams,
  purchaseCostsParams,
  SHARE_PARAMS,
  type AnalysisInput,
  type PurchaseCostsOverride,
  type ShareParam,
} from './inputs';

const TEXT_PARAMS = ['community', 'propertyType', 'rateType', 'deedDate'] as const;
type TextParam = (typeof TEXT_PARAMS)[number];
type NumberParam = Exclude<ShareParam, TextParam>;

const isTextParam = (name: ShareParam): name is TextParam =>
  (TEXT_PARAMS as readonly string[]).includes(name);

export const SHARE_QUERY_MESSAGES = {
  notANumber: 'Escribe un número, por ejemplo 1.250,50',
  community: `Elige una comunidad autónoma (${COMMUNITY_CODES.length} posibles).`,
  propertyType: 'Elige si la vivienda es nueva o de segunda mano.',
  rateType: 'Elige un tipo de interés fijo, variable o mixto.',
  deedDate: 'Escribe la fecha como AAAA-MM-DD.',
} as const;

/**
 * The query string of an analysis: every share parameter the input has, numbers as plain JS
 * numbers (percentages as percent numbers), in the order, then the purchase-cost
 * corrections under PURCHASE_COST_PARAMS. Missing or non-finite values are left out, so the page
 * fills them with its defaults.
 * @example analysisShareQuery({ price: 150000, monthlyRent: 800 }) // 'price=150000&monthlyRent=800'
 * @example analysisShareQuery({ purchaseCostsOverride: { lines: { itp: 9000 } } }) // 'itp=9000'
 */
export function analysisShareQuery(input: Partial<AnalysisInput>): string {
  const params = new URLSearchParams();
  for (const name of SHARE_PARAMS) {
    const value = input[name];
    if (typeof value === 'number' && Number.isFinite(value)) params.set(name, String(value));
    else if (typeof value === 'string' && value) params.set(name, value);
  }
  for (const [name, value] of Object.entries(purchaseCostsParams(input.purchaseCostsOverride)))
    params.set(name, String(value));
  return params.toString();
}

function readOverride(
  query: Readonly<Record<string, string>>,
  errors: Record<string, string>,
): PurchaseCostsOverride | undefined {
  const numbers: Partial<Record<string, number>> = {};
  for (const name of PURCHASE_COST_PARAMS) {
    const raw = query[name];
    if (raw === undefined || raw.trim() === '') continue;
    const value = parseNumber(raw);
    if (value === null || value < 0) errors[name] = SHARE_QUERY_MESSAGES.notANumber;
    else numbers[name] = value;
  }
  return purchaseCostsFromParams(numbers);
}

/** A number as a share link or a person writes it: "1250.5", "1250,5" (never thousands separators). */
function parseNumber(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

function parseText(name: TextParam, raw: string): Partial<AnalysisInput> | null {
  const value = raw.trim();
  if (name === 'community') return isCommunityCode(value) ? { community: value } : null;
  if (name === 'propertyType') {
    const type = PROPERTY_TYPES.find((option) => option.value === value);
    return type ? { propertyType: type.value } : null;
  }
  if (name === 'rateType') {
    return (RATE_TYPES as readonly string[]).includes(value)
      ? { rateType: value as RateType }
      : null;
  }
  return isIsoDate(value) ? { deedDate: value } : null;
}

/**
 * The analysis input of a share link: the defaults, overwritten by every parameter given. A value
 * that is not a number, or not one of the options, is an error under its name (Spanish), never a
 * silent default. Ranges are `resolveInput`'s job (it clamps, as the page does). The purchase-cost
 * corrections (PURCHASE_COST_PARAMS) are read too.
 * @example analysisInputFromQuery({ price: '150000' }).input?.price // 150000
 * @example analysisInputFromQuery({ price: 'mil' }).errors // { price: 'Escribe un número, …' }
 */
export function analysisInputFromQuery(
  query: Readonly<Record<string, string>>,
):
  | { input: AnalysisInput; errors?: undefined }
  | { input?: undefined; errors: Record<string, string> } {
  const input: AnalysisInput = { ...ANALYSIS_DEFAULTS };
  const numbers: Partial<Record<NumberParam, number>> = {};
  const errors: Record<string, string> = {};
  for (const name of SHARE_PARAMS) {
    const raw = query[name];
    if (raw === undefined || raw.trim() === '') continue;
    if (isTextParam(name)) {
      const parsed = parseText(name, raw);
      if (parsed) Object.assign(input, parsed);
      else errors[name] = SHARE_QUERY_MESSAGES[name];
      continue;
    }
    const value = parseNumber(raw);
    if (value === null) errors[name] = SHARE_QUERY_MESSAGES.notANumber;
    else numbers[name] = value;
  }
  const override = readOverride(query, errors);
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: { ...input, ...numbers, ...(override ? { purchaseCostsOverride: override } : {}) },
  };
}
