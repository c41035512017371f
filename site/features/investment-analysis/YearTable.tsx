// The year-by-year table of the analysis in a scroll container: each cell carries data-result="year.<t>.<column>".
import * as React from 'react';
import { formatEuros } from '../../../core/format';
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

const CAPTION = 'Proyección año a año, en euros';
const INTRO =
  'Alquiler cobrado, gastos, hipoteca, amortización fiscal, renta imputada por el tiempo vacío, impuesto del año (IRPF o IRNR, sumando los propietarios), flujo de caja después de impuestos, venta neta, préstamo pendiente y patrimonio (valor del piso menos préstamo). Desliza la tabla para ver todas las columnas.';

export default function YearTable({ analysis }: { analysis: AnalysisResult }) {
  return (
    <div className="analysis-block analysis-table">
      <h3>Año a año</h3>
      <p className="field__hint">{INTRO}</p>
      <Table caption={CAPTION} className="table--compact">
        <thead>
          <tr>
            <th scope="col">Año</th>
            {YEAR_COLUMNS.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">0</th>
            <td colSpan={YEAR_COLUMNS.findIndex((column) => column.key === 'cashFlow')}>
              Compra: aportas {formatEuros(analysis.initial.equity)}
            </td>
            <td data-result="year.0.cashFlow" data-value={-analysis.initial.equity}>
              {formatEuros(-analysis.initial.equity)}
            </td>
            <td />
            <td>{formatEuros(analysis.initial.loan)}</td>
            <td>{formatEuros(analysis.initial.price - analysis.initial.loan)}</td>
          </tr>
          {analysis.years.map((row) => (
            <tr key={row.year}>
              <th scope="row">{row.year}</th>
              {YEAR_COLUMNS.map((column) => {
                const value = row[column.key];
                return (
                  <td
                    key={column.key}
                    data-result={`year.${row.year}.${column.key}`}
                    data-value={String(value)}
                    className={value < 0 ? 'is-negative' : undefined}
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
