// The year-by-year table of the analysis in a scroll container (each cell data-result="year.<t>.<column>"),
// its year and cash-flow columns sticky so the decisive figure stays in view; and year 1 month by month.
import * as React from 'react';
import { formatEuros } from '../../../core/format';
import { round2 } from '../../../core/round';
import type { AnalysisResult, AnalysisYear } from '../../../core/tools/investment-analysis';
import Table from '../../components/ui/Table';

type Column = keyof AnalysisYear;

/** The columns, in its order, with the sale's proceeds and the year's equity flow. */
export const YEAR_COLUMNS: readonly { key: Column; label: string }[] = [
  { key: 'rent', label: 'Alquiler cobrado' },
  { key: 'runningCosts', label: 'Gastos' },
  { key: 'interest', label: 'Intereses' },
  { key: 'principal', label: 'Capital amortizado' },
  { key: 'amortisation', label: 'Amortización fiscal' },
  { key: 'imputedIncome', label: 'Renta imputada' },
  { key: 'tax', label: 'Impuesto' },
  { key: 'cashFlow', label: 'Flujo de caja' },
  { key: 'saleProceeds', label: 'Venta neta' },
  { key: 'outstandingLoan', label: 'Préstamo pendiente' },
  { key: 'equity', label: 'Patrimonio neto' },
];

/** On screen the cash flow follows the year, both sticky: the decisive column never scrolls away. */
const COLUMNS = [
  ...YEAR_COLUMNS.filter((column) => column.key === 'cashFlow'),
  ...YEAR_COLUMNS.filter((column) => column.key !== 'cashFlow'),
];
const stickyClass = (key: Column) =>
  key === 'cashFlow' ? 'sticky-col sticky-col--second' : undefined;

const CAPTION = 'Proyección año a año, en euros';
const INTRO =
  'La columna del año y la del flujo de caja se quedan fijas al deslizar. Alquiler cobrado, gastos, hipoteca, amortización fiscal, renta imputada por el tiempo vacío, impuesto del año (sumando los propietarios), flujo de caja después de impuestos, venta neta, préstamo pendiente y patrimonio (valor del piso menos préstamo). Desliza la tabla para ver el resto de columnas.';

export default function YearTable({ analysis }: { analysis: AnalysisResult }) {
  return (
    <div className="analysis-block analysis-table">
      <h3>Año a año</h3>
      <p className="field__hint">{INTRO}</p>
      <Table caption={CAPTION} className="table--compact">
        <thead>
          <tr>
            <th scope="col" className="sticky-col">
              Año
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className={stickyClass(column.key)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="sticky-col">
              0
            </th>
            <td
              data-result="year.0.cashFlow"
              data-value={-analysis.initial.equity}
              className="sticky-col sticky-col--second"
            >
              {formatEuros(-analysis.initial.equity)}
            </td>
            <td colSpan={COLUMNS.length - 4}>
              Compra: aportas {formatEuros(analysis.initial.equity)}
            </td>
            <td />
            <td>{formatEuros(analysis.initial.loan)}</td>
            <td>{formatEuros(analysis.initial.price - analysis.initial.loan)}</td>
          </tr>
          {analysis.years.map((row) => (
            <tr key={row.year}>
              <th scope="row" className="sticky-col">
                {row.year}
              </th>
              {COLUMNS.map((column) => {
                const value = row[column.key];
                return (
                  <td
                    key={column.key}
                    data-result={`year.${row.year}.${column.key}`}
                    data-value={String(value)}
                    // Colour means meeting a criterion (the verdict above), never the sign.
                    className={stickyClass(column.key)}
                  >
                    {formatEuros(value)}
                    {column.key === 'tax' && (
                      // The name links and tests used before the imputed income joined the tax.
                      <span
                        hidden
                        data-result={`year.${row.year}.rentTax`}
                        data-value={String(row.rentTax)}
                      />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** Year 1 month by month: the yearly figures ÷ 12 (the model is yearly; the months are equal). */
const MONTH_ROWS: readonly { key: Column; label: string; sign: 1 | -1 }[] = [
  { key: 'rent', label: 'Alquiler cobrado', sign: 1 },
  { key: 'runningCosts', label: 'Gastos', sign: -1 },
  { key: 'loanPayment', label: 'Cuota de la hipoteca', sign: -1 },
  { key: 'cashFlowBeforeTax', label: 'Flujo de caja antes de impuestos', sign: 1 },
  { key: 'tax', label: 'Impuesto', sign: -1 },
  { key: 'cashFlow', label: 'Flujo de caja después de impuestos', sign: 1 },
];

export function MonthTable({ year }: { year: AnalysisYear | undefined }) {
  if (!year) return null;
  return (
    <div className="analysis-block analysis-month">
      <h3>El primer año, cada mes</h3>
      <p className="field__hint">
        El año 1 dividido entre 12: lo que entra y sale de tu cuenta un mes normal (los meses vacíos
        y los impuestos, repartidos).
      </p>
      <Table caption="Un mes del año 1, en euros" className="table--compact">
        <thead>
          <tr>
            <th scope="col">Concepto</th>
            <th scope="col" className="num">
              Al mes
            </th>
            <th scope="col" className="num">
              Al año
            </th>
          </tr>
        </thead>
        <tbody>
          {MONTH_ROWS.map(({ key, label, sign }) => {
            const yearly = sign * year[key];
            const monthly = round2(yearly / 12);
            return (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td className="num" data-result={`month.${key}`} data-value={String(monthly)}>
                  {formatEuros(monthly)}
                </td>
                <td className="num">{formatEuros(yearly)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
