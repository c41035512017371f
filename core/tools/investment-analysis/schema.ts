// The investment-analysis form's zod schema: every field of the five steps with a Spanish message.
// Loaded lazily (on restore or the first change); fields.ts never imports it.
import * as z from 'zod/mini';
import { COMMUNITY_CODES } from '../../tax/communities';
import { interestRateField, loanTermYearsField } from '../loan-schema';
import { MAX_HOLD_YEARS } from './inputs';
import type { AnalysisFormValues } from './fields';

export const ANALYSIS_MESSAGES = {
  price: 'El precio debe ser mayor que 0',
  money: 'Escribe un importe de 0 € o más',
  percent: 'Escribe un porcentaje entre 0 y 100',
  growth: 'Escribe una variación entre −50 % y 50 %',
  emptyMonths: 'Los meses vacío deben estar entre 0 y 12',
  holdYears: `Los años hasta la venta deben ser un número entero entre 1 y ${MAX_HOLD_YEARS}`,
  fixedYears: 'Los años a tipo fijo deben estar entre 0 y 50',
  euribor: 'El Euríbor debe estar entre −1 % y 10 %',
  spread: 'El diferencial debe estar entre 0 % y 10 %',
  marginalRate: 'El tipo marginal debe estar entre 0 % y 60 %',
  plusvaliaRate: 'El tipo de plusvalía no puede superar el 30 %',
  loanAboveCost: 'El préstamo no puede superar el precio más la reforma',
  community: 'Selecciona la comunidad autónoma',
  propertyType: 'Selecciona el tipo de vivienda',
  rateType: 'Selecciona el tipo de interés',
  deedDate: 'Escribe una fecha válida (AAAA-MM-DD)',
} as const;

const M = ANALYSIS_MESSAGES;
const between = (min: number, max: number, message: string) =>
  z.number().check(z.minimum(min, message), z.maximum(max, message));
const money = between(0, 1e10, M.money);
const percent = between(0, 100, M.percent);
const growth = between(-50, 50, M.growth);

export const analysisSchema = z
  .object({
    price: z.number().check(z.gt(0, M.price), z.maximum(1e10, M.price)),
    community: z.enum(COMMUNITY_CODES, { error: M.community }),
    propertyType: z.enum(['new', 'used'], { error: M.propertyType }),
    referenceValue: money,
    deedDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, M.deedDate))),
    renovation: money,
    furniture: money,
    loanAmount: money,
    loanTermYears: loanTermYearsField,
    rateType: z.enum(['fixed', 'variable', 'mixed'], { error: M.rateType }),
    interestRate: interestRateField,
    fixedYears: between(0, 50, M.fixedYears),
    euribor: between(-1, 10, M.euribor),
    spread: between(0, 10, M.spread),
    openingFeePercent: percent,
    monthlyRent: money,
    emptyMonths: between(0, 12, M.emptyMonths),
    rentUpdatePercent: growth,
    ibi: money,
    communityFees: money,
    homeInsurance: money,
    defaultInsurancePercent: percent,
    maintenancePercent: percent,
    managementPercent: percent,
    otherCosts: money,
    marginalRatePercent: between(0, 60, M.marginalRate),
    rentReductionPercent: percent,
    constructionSharePercent: percent,
    holdYears: z
      .number()
      .check(
        z.minimum(1, M.holdYears),
        z.maximum(MAX_HOLD_YEARS, M.holdYears),
        z.refine(Number.isInteger, M.holdYears),
      ),
    priceChangePercent: growth,
    sellingCostsPercent: percent,
    landCadastralValue: money,
    plusvaliaRatePercent: between(0, 30, M.plusvaliaRate),
  })
  .check(
    z.refine((values) => values.loanAmount <= values.price + values.renovation, {
      message: M.loanAboveCost,
      path: ['loanAmount'],
    }),
  );

/** The schema's output is the form's values (checked at compile time). */
export type AnalysisSchemaValues = z.output<typeof analysisSchema>;
const sameShape: (values: AnalysisSchemaValues) => AnalysisFormValues = (values) => values;
void sameShape;
