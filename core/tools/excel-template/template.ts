// The rental-yield Excel template's content: its fields, results, the Seville example and the link.
import { CASH_FLOW, GROSS_YIELD, NET_YIELD, RETURN_ON_YOUR_MONEY } from '../../metrics';
import { writeShareQuery } from '../../share';
import { EXCEL_TEMPLATE_API } from '../../api';
import type { RentalYieldInput } from '../yield/engine';
import { YIELD_DEFAULTS } from '../yield/engine';

export const EXCEL_TEMPLATE_FILENAME = 'plantilla-rentabilidad-alquiler.xlsx';

export type TemplateInputKey = keyof Required<RentalYieldInput>;
export type CellFormat = 'euro' | 'percent' | 'years' | 'months';

export interface TemplateField<K extends string> {
  key: K;
  label: string;
  help: string;
  format: CellFormat;
}

/** The input cells, in sheet order: the yield calculator's fields. */
export const TEMPLATE_INPUTS: readonly TemplateField<TemplateInputKey>[] = [
  {
    key: 'purchasePrice',
    label: 'Precio de compra',
    help: 'Lo que pagas por la vivienda, sin impuestos ni gastos.',
    format: 'euro',
  },
  {
    key: 'monthlyRent',
    label: 'Alquiler mensual',
    help: 'La renta que cobras cada mes.',
    format: 'euro',
  },
  {
    key: 'monthlyExpenses',
    label: 'Gastos mensuales',
    help: 'Comunidad, IBI, seguro y mantenimiento prorrateados por mes.',
    format: 'euro',
  },
  {
    key: 'initialInvestment',
    label: 'Inversión inicial',
    help: 'El dinero que pones tú: entrada más impuestos y gastos de compra.',
    format: 'euro',
  },
  {
    key: 'financingAmount',
    label: 'Importe financiado',
    help: 'Lo que te presta el banco (0 si compras al contado).',
    format: 'euro',
  },
  {
    key: 'interestRate',
    label: 'Tipo de interés anual',
    help: 'El tipo nominal de la hipoteca.',
    format: 'percent',
  },
  {
    key: 'loanTermYears',
    label: 'Plazo del préstamo (años)',
    help: 'Años para devolver la hipoteca.',
    format: 'years',
  },
  {
    key: 'vacancyMonths',
    label: 'Meses sin alquilar al año',
    help: 'Meses que prevés la vivienda vacía (0 a 12).',
    format: 'months',
  },
  {
    key: 'purchaseCostsPercent',
    label: 'Gastos de compra (% del precio)',
    help: 'Impuestos, notaría, registro y gestoría; un 10 % si aún no los conoces.',
    format: 'percent',
  },
];

export type TemplateResultKey =
  'grossYield' | 'netYield' | 'monthlyMortgage' | 'monthlyCashFlow' | 'annualCashFlow' | 'totalROI';

export interface TemplateResult extends TemplateField<TemplateResultKey> {
  /** The formula in words, as the page and the explanation sheet show it. */
  formula: string;
}

/** The result cells, in sheet order, with the formula each one holds. */
export const TEMPLATE_RESULTS: readonly TemplateResult[] = [
  {
    key: 'grossYield',
    label: GROSS_YIELD.name,
    format: 'percent',
    help: GROSS_YIELD.formula,
    formula: 'Alquiler mensual × 12 / Precio de compra',
  },
  {
    key: 'netYield',
    label: NET_YIELD.name,
    format: 'percent',
    help: NET_YIELD.formula,
    formula:
      '(Alquiler anual cobrado - Gastos anuales) / (Precio de compra × (1 + Gastos de compra))',
  },
  {
    key: 'monthlyMortgage',
    label: 'Cuota mensual de la hipoteca',
    format: 'euro',
    help: 'Cuota constante del préstamo (sistema francés).',
    formula: '-PAGO(Interés / 12; Plazo × 12; Importe financiado), 0 sin préstamo o con interés 0',
  },
  {
    key: 'monthlyCashFlow',
    label: `${CASH_FLOW.name} mensual`,
    format: 'euro',
    help: 'Lo que te queda cada mes de media.',
    formula: 'Flujo de caja anual / 12',
  },
  {
    key: 'annualCashFlow',
    label: `${CASH_FLOW.name} anual`,
    format: 'euro',
    help: CASH_FLOW.formula,
    formula: 'Alquiler anual cobrado - 12 × (Gastos mensuales + Cuota)',
  },
  {
    key: 'totalROI',
    label: RETURN_ON_YOUR_MONEY.name,
    format: 'percent',
    help: RETURN_ON_YOUR_MONEY.formula,
    formula: 'Flujo de caja anual / Inversión inicial',
  },
];

/** Where the annual rent comes from: the months let times the monthly rent. */
export const ANNUAL_RENT_FORMULA =
  'Alquiler anual cobrado = Alquiler mensual × (12 - Meses sin alquilar)';

/** The worked example: a three-bedroom flat in Nervión, Seville (illustrative figures). */
export const SEVILLE_EXAMPLE = {
  title: 'Ejemplo: piso de 3 dormitorios en Nervión (Sevilla)',
  text: 'Un piso de 85 m² comprado por 180.000 €, con una entrada del 20 % más un 10 % de impuestos y gastos (54.000 € en total) y una hipoteca de 144.000 € al 3 % a 25 años, alquilado por 950 € al mes con 160 € de gastos mensuales. Cifras ilustrativas.',
  input: {
    purchasePrice: 180000,
    monthlyRent: 950,
    monthlyExpenses: 160,
    initialInvestment: 54000,
    financingAmount: 144000,
    interestRate: 3,
    loanTermYears: 25,
    vacancyMonths: 0,
    purchaseCostsPercent: 10,
  } satisfies Required<RentalYieldInput>,
} as const;

/** The calculator's defaults fill the blank template. */
export const TEMPLATE_DEFAULTS: Required<RentalYieldInput> = YIELD_DEFAULTS;

/** The API address that prepares a template pre-filled with these inputs. */
export function excelTemplateApiUrl(input?: Partial<RentalYieldInput>): string {
  const query = writeShareQuery(input ?? {});
  return query ? `${EXCEL_TEMPLATE_API}?${query}` : EXCEL_TEMPLATE_API;
}
