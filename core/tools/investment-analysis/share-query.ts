// The analysis input as a share link's query and back, zod-free, for the Excel function and tests.
import { writeShareQuery } from '../../share';
import { readShareQuery, SHARE_MESSAGES, type ShareField } from '../../share-reader';
import { COMMUNITY_CODES, isCommunityCode } from '../../tax/communities';
import { isIsoDate } from '../../tax/dates';
import { PROPERTY_TYPES } from '../purchase-costs/fields';
import { RATE_TYPES, type RateType } from '../mortgage';
import {
  ANALYSIS_DEFAULTS,
  PURCHASE_COST_FIELDS,
  PURCHASE_COST_PARAMS,
  purchaseCostsFromParams,
  purchaseCostsParams,
  SHARE_PARAMS,
  type AnalysisInput,
  type PurchaseCostsOverride,
  type ShareParam,
} from './inputs';
import { LETTINGS, RESIDENCES, type Letting, type Residence } from './regimes';
import { ANALYSIS_FIELDS, type AnalysisNumberKey } from './field-rows';

const TEXT_PARAMS = [
  'community',
  'propertyType',
  'rateType',
  'deedDate',
  'residence',
  'letting',
  'taxResidence',
  'vatHotelServices',
] as const;
type TextParam = (typeof TEXT_PARAMS)[number];

const isTextParam = (name: ShareParam): name is TextParam =>
  (TEXT_PARAMS as readonly string[]).includes(name);

export const SHARE_QUERY_MESSAGES = {
  community: `Elige una comunidad autónoma (${COMMUNITY_CODES.length} posibles).`,
  propertyType: 'Elige si la vivienda es nueva o de segunda mano.',
  rateType: 'Elige un tipo de interés fijo, variable o mixto.',
  deedDate: 'Escribe la fecha como AAAA-MM-DD.',
  residence:
    'Elige si resides en España, en otro país de la UE o del EEE, o fuera de la UE y del EEE.',
  letting: 'Elige alquiler de vivienda habitual, de temporada o turístico.',
  taxResidence: `Elige la comunidad de residencia fiscal (${COMMUNITY_CODES.length} posibles).`,
  vatHotelServices: 'Indica true o false en los servicios de tipo hotelero.',
} as const;

/**
 * Missing values are left out, so the page fills its defaults.
 * @example analysisShareQuery({ price: 150000, monthlyRent: 812.5 }) // 'price=150000&monthlyRent=812,5'
 */
export function analysisShareQuery(input: Partial<AnalysisInput>): string {
  const values: Record<string, string | number | undefined> = {};
  for (const name of SHARE_PARAMS) {
    const value = input[name];
    if (typeof value === 'number' || typeof value === 'string') values[name] = value;
    else if (typeof value === 'boolean') values[name] = String(value);
  }
  Object.assign(values, purchaseCostsParams(input.purchaseCostsOverride));
  return writeShareQuery(values);
}

const NUMBER_FIELDS: readonly ShareField<AnalysisNumberKey>[] = ANALYSIS_FIELDS;

const LINE_LABEL = new Map(PURCHASE_COST_FIELDS.map((field) => [field.name, field.label]));

function readOverride(
  query: Readonly<Record<string, string>>,
  errors: Record<string, string>,
): PurchaseCostsOverride | undefined {
  const read = readShareQuery(PURCHASE_COST_FIELDS, query);
  const numbers: Partial<Record<string, number>> = {};
  for (const name of PURCHASE_COST_PARAMS) {
    const number = read.values[name];
    const error = read.errors[name];
    // A correction is an amount of euros: below zero it is as unreadable as text.
    if (error !== undefined || (number !== undefined && number < 0))
      errors[name] =
        error ?? SHARE_MESSAGES.invalid(LINE_LABEL.get(name) ?? name, query[name] ?? '');
    else if (number !== undefined) numbers[name] = number;
  }
  return purchaseCostsFromParams(numbers);
}

function parseText(name: TextParam, raw: string): Partial<AnalysisInput> | null {
  const value = raw.trim();
  if (name === 'community') return isCommunityCode(value) ? { community: value } : null;
  if (name === 'taxResidence') return isCommunityCode(value) ? { taxResidence: value } : null;
  if (name === 'propertyType') {
    const type = PROPERTY_TYPES.find((option) => option.value === value);
    return type ? { propertyType: type.value } : null;
  }
  if (name === 'rateType') {
    return (RATE_TYPES as readonly string[]).includes(value)
      ? { rateType: value as RateType }
      : null;
  }
  if (name === 'residence') {
    return (RESIDENCES as readonly string[]).includes(value)
      ? { residence: value as Residence }
      : null;
  }
  if (name === 'vatHotelServices') {
    return value === 'true' || value === 'false' ? { vatHotelServices: value === 'true' } : null;
  }
  if (name === 'letting') {
    return (LETTINGS as readonly string[]).includes(value) ? { letting: value as Letting } : null;
  }
  return isIsoDate(value) ? { deedDate: value } : null;
}

/**
 * The defaults with every parameter given; an unreadable value is a Spanish error under its name,
 * never a silent default. Ranges are `resolveInput`'s job, as on the page.
 * @example analysisInputFromQuery({ price: 'mil' }).errors // { price: 'El enlace trae un valor no válido en "Precio de compra": «mil».' }
 */
export function analysisInputFromQuery(
  query: Readonly<Record<string, string>>,
):
  | { input: AnalysisInput; errors?: undefined }
  | { input?: undefined; errors: Record<string, string> } {
  const input: AnalysisInput = { ...ANALYSIS_DEFAULTS };
  const numbers = readShareQuery(NUMBER_FIELDS, query);
  const errors: Record<string, string> = { ...numbers.errors };
  for (const name of SHARE_PARAMS) {
    const raw = query[name];
    if (raw === undefined || raw.trim() === '' || !isTextParam(name)) continue;
    const parsed = parseText(name, raw);
    if (parsed) Object.assign(input, parsed);
    else errors[name] = SHARE_QUERY_MESSAGES[name];
  }
  const override = readOverride(query, errors);
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      ...input,
      ...numbers.values,
      ...(override ? { purchaseCostsOverride: override } : {}),
    },
  };
}
