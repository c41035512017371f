// The investment-analysis form's field table: the five steps of the issue, each field with its label, unit and hint.
import { COMMUNITY_OPTIONS, PROPERTY_TYPES } from '../purchase-costs/fields';
import type { AnalysisNumberKey } from './fields';
import { MARGINAL_RATE_OPTIONS } from './inputs';
import { RENT_REDUCTIONS } from './rent-reductions';

/** A select's options for the form. */
export interface FieldOption {
  value: string;
  label: string;
}

/** One input of the form: a number (with unit) or a select. */
export type AnalysisField =
  | { kind: 'number'; name: AnalysisNumberKey; label: string; unit: string; hint: string }
  | {
      kind: 'select';
      name: AnalysisNumberKey | 'community' | 'propertyType' | 'rateType';
      label: string;
      hint: string;
      options: readonly FieldOption[];
    }
  | { kind: 'date'; name: 'deedDate'; label: string; hint: string };

export interface AnalysisStep {
  id: 'compra' | 'financiacion' | 'alquiler' | 'irpf' | 'venta';
  title: string;
  intro: string;
  fields: readonly AnalysisField[];
}

const num = (
  name: AnalysisNumberKey,
  label: string,
  unit: string,
  hint: string,
): AnalysisField => ({ kind: 'number', name, label, unit, hint });

const RATE_TYPE_OPTIONS: readonly FieldOption[] = [
  { value: 'fixed', label: 'Fijo' },
  { value: 'variable', label: 'Variable (Euríbor + diferencial)' },
  { value: 'mixed', label: 'Mixto (fijo unos años, luego variable)' },
];

/** The reductions by percent: 60 % appears once (works or a contract before 26-5-2023). */
const REDUCTION_OPTIONS: readonly FieldOption[] = RENT_REDUCTIONS.filter(
  (reduction, index, all) => all.findIndex((r) => r.percent === reduction.percent) === index,
).map((reduction) => ({
  value: String(reduction.percent),
  label:
    reduction.percent === 60
      ? '60 %: obras de rehabilitación en los dos años anteriores, o contrato firmado antes del 26 de mayo de 2023'
      : reduction.label,
}));

/** The five steps of the issue, in order, each field with its hint (defaults: ANALYSIS_FORM_DEFAULTS). */
export const ANALYSIS_STEPS: readonly AnalysisStep[] = [
  {
    id: 'compra',
    title: 'Compra',
    intro: 'El piso, dónde está y lo que pagas antes de alquilarlo.',
    fields: [
      num('price', 'Precio de compra', '€', 'El precio que figura en la escritura.'),
      {
        kind: 'select',
        name: 'community',
        label: 'Comunidad autónoma',
        hint: 'Decide el ITP o el IVA de la compra.',
        options: COMMUNITY_OPTIONS,
      },
      {
        kind: 'select',
        name: 'propertyType',
        label: 'Tipo de vivienda',
        hint: 'Usada paga ITP; nueva paga IVA y AJD.',
        options: PROPERTY_TYPES,
      },
      num(
        'referenceValue',
        'Valor de referencia del Catastro (opcional)',
        '€',
        'Si es mayor que el precio, el ITP se calcula sobre él. Consúltalo en la Sede del Catastro.',
      ),
      {
        kind: 'date',
        name: 'deedDate',
        label: 'Fecha de la escritura (opcional)',
        hint: 'Fecha el año de la venta (año de compra + años hasta la venta).',
      },
      num(
        'renovation',
        'Reforma al comprar',
        '€',
        'Obras antes del primer alquiler; suma al coste.',
      ),
      num('furniture', 'Muebles', '€', 'Se amortizan al 10 % anual durante 10 años.'),
    ],
  },
  {
    id: 'financiacion',
    title: 'Financiación',
    intro: 'La hipoteca que pides. Pon 0 en el importe si compras al contado.',
    fields: [
      num(
        'loanAmount',
        'Importe del préstamo',
        '€',
        'Por defecto, el 80 % del precio. 0 = al contado.',
      ),
      num('loanTermYears', 'Plazo', 'años', 'Entre 1 y 50 años.'),
      {
        kind: 'select',
        name: 'rateType',
        label: 'Tipo de interés',
        hint: 'Fijo, variable o mixto, como en tu oferta.',
        options: RATE_TYPE_OPTIONS,
      },
      num(
        'interestRate',
        'Interés fijo (TIN)',
        '%',
        'El tipo fijo, o el de los años fijos del mixto.',
      ),
      num('fixedYears', 'Años a tipo fijo (mixto)', 'años', 'Solo para el mixto.'),
      num(
        'euribor',
        'Euríbor supuesto',
        '%',
        'Para el variable y el mixto; se mantiene todo el plazo.',
      ),
      num('spread', 'Diferencial', '%', 'Lo que suma el banco al Euríbor.'),
      num(
        'openingFeePercent',
        'Comisión de apertura',
        '%',
        'Sobre el importe del préstamo; muchas ofertas no la cobran.',
      ),
    ],
  },
  {
    id: 'alquiler',
    title: 'Alquiler',
    intro: 'Lo que cobras y lo que pagas cada año como propietario.',
    fields: [
      num('monthlyRent', 'Alquiler mensual', '€/mes', 'Lo que paga el inquilino cada mes.'),
      num(
        'emptyMonths',
        'Meses vacío al año',
        'meses',
        'Entre inquilinos; 1 mes al año es prudente.',
      ),
      num(
        'rentUpdatePercent',
        'Actualización anual del alquiler',
        '%',
        'También actualiza los gastos fijos.',
      ),
      num('ibi', 'IBI', '€/año', 'El recibo anual del ayuntamiento.'),
      num('communityFees', 'Comunidad de propietarios', '€/año', 'Cuota anual (12 × la mensual).'),
      num('homeInsurance', 'Seguro de hogar', '€/año', 'Prima anual.'),
      num(
        'defaultInsurancePercent',
        'Seguro de impago',
        '%',
        'Porcentaje del alquiler cobrado; suele ir del 3 al 5 %.',
      ),
      num(
        'maintenancePercent',
        'Mantenimiento y reparaciones',
        '%',
        'Porcentaje del alquiler cobrado.',
      ),
      num(
        'managementPercent',
        'Gestión (agencia)',
        '%',
        'Porcentaje del alquiler si lo gestiona una agencia.',
      ),
      num('otherCosts', 'Otros gastos', '€/año', 'Suministros que pagues tú, tasas, etc.'),
    ],
  },
  {
    id: 'irpf',
    title: 'IRPF del alquiler',
    intro: 'Propietario persona física que alquila como vivienda habitual del inquilino.',
    fields: [
      {
        kind: 'select',
        name: 'marginalRatePercent',
        label: 'Tu tipo marginal de IRPF',
        hint: 'Búscalo en tu última declaración: el tipo del último tramo de tu base liquidable general.',
        options: MARGINAL_RATE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label })),
      },
      {
        kind: 'select',
        name: 'rentReductionPercent',
        label: 'Reducción por alquiler de vivienda (Ley 12/2023)',
        hint: 'Solo se aplica una y solo al rendimiento neto positivo.',
        options: REDUCTION_OPTIONS,
      },
      num(
        'constructionSharePercent',
        'Parte de construcción del valor',
        '%',
        'El recibo del IBI (valor catastral) la da: construcción / total.',
      ),
    ],
  },
  {
    id: 'venta',
    title: 'Venta',
    intro: 'Cuándo vendes y a qué precio: la salida también paga impuestos.',
    fields: [
      num('holdYears', 'Años hasta la venta', 'años', 'Entre 1 y 50 años.'),
      num('priceChangePercent', 'Variación anual del precio', '%', 'Negativa si crees que bajará.'),
      num(
        'sellingCostsPercent',
        'Gastos de venta',
        '%',
        'Agencia, notaría y cancelación, sobre el precio de venta.',
      ),
      num(
        'landCadastralValue',
        'Valor catastral del suelo (opcional)',
        '€',
        'En el recibo del IBI. Sin él no se calcula la plusvalía municipal.',
      ),
      num(
        'plusvaliaRatePercent',
        'Tipo de plusvalía de tu ayuntamiento (opcional)',
        '%',
        'Hasta el 30 %; está en su ordenanza fiscal.',
      ),
    ],
  },
];
