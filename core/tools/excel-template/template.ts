// The rental-yield Excel template's content: its fields, results, the Seville example and the link.
import { CASH_FLOW, GROSS_YIELD, NET_YIELD, RETURN_ON_YOUR_MONEY } from '../../metrics';
import type { RentalYieldInput } from '../yield/engine';
import { excelRows, type CellFormat, type FieldInput } from '../fields';
import { YIELD_DEFAULTS, YIELD_FIELDS, type YieldKey } from '../yield/fields';

export type TemplateInputKey = YieldKey;
/** The yield form's values; one left out means what its row says (the investment: a formula). */
export type TemplateValues = FieldInput<typeof YIELD_FIELDS>;
export type { CellFormat };

export interface TemplateField<K extends string> {
  key: K;
  label: string;
  help: string;
  format: CellFormat;
}

/** The input cells, in sheet order: the rows of the yield field table that are in the workbook. */
export const TEMPLATE_INPUTS: readonly TemplateField<TemplateInputKey>[] =
  /* @__PURE__ */ excelRows(YIELD_FIELDS).map((row) => ({
    key: row.name,
    label: row.excel.label ?? row.label,
    help: row.excel.help,
    format: row.excel.format,
  }));

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
  } satisfies RentalYieldInput,
} as const;

/** The calculator's defaults fill the blank template (its investment is the sheet's formula). */
export const TEMPLATE_DEFAULTS = YIELD_DEFAULTS satisfies TemplateValues;
