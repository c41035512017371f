// What the template holds: its columns, its formulas and the Seville worked example with its figures.
import * as React from 'react';
import {
  ANNUAL_RENT_FORMULA,
  SEVILLE_EXAMPLE,
  TEMPLATE_INPUTS,
  TEMPLATE_RESULTS,
  type CellFormat,
} from '../../../core/tools/excel-template/template';
import { formatEurosCents, formatNumber, formatPercent } from '../../../core/format';
import { fillEmpty } from '../../../core/tools/field-fill';
import { calculateRentalYield } from '../../../core/tools/yield/engine';
import { YIELD_FIELDS } from '../../../core/tools/yield/fields';

const TEXT = {
  columns: 'Qué contiene cada columna',
  field: 'Campo',
  meaning: 'Qué significa',
  formulas: 'Las fórmulas de la plantilla',
  result: 'Resultado',
  formula: 'Fórmula',
  figures: 'Datos del ejemplo',
  outcome: 'Resultados del ejemplo',
} as const;

function show(format: CellFormat, value: number): string {
  if (format === 'euro') return formatEurosCents(value);
  if (format === 'percent') return formatPercent(value);
  return formatNumber(value);
}

export default function ExcelGuide() {
  const example = calculateRentalYield(SEVILLE_EXAMPLE.input);
  // Every input of the sheet, those the example leaves out as their rows say (0 or the default).
  const inputs: Partial<Record<string, number>> = fillEmpty(YIELD_FIELDS, SEVILLE_EXAMPLE.input);
  return (
    <div className="stack">
      <section aria-labelledby="excel-columnas">
        <h2 id="excel-columnas">{TEXT.columns}</h2>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{TEXT.field}</th>
              <th scope="col">{TEXT.meaning}</th>
            </tr>
          </thead>
          <tbody>
            {[...TEMPLATE_INPUTS, ...TEMPLATE_RESULTS].map((field) => (
              <tr key={field.key}>
                <th scope="row">{field.label}</th>
                <td>{field.help}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="excel-formulas">
        <h2 id="excel-formulas">{TEXT.formulas}</h2>
        <p>{ANNUAL_RENT_FORMULA}</p>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{TEXT.result}</th>
              <th scope="col">{TEXT.formula}</th>
            </tr>
          </thead>
          <tbody>
            {TEMPLATE_RESULTS.map((field) => (
              <tr key={field.key}>
                <th scope="row">{field.label}</th>
                <td>
                  <code>{field.formula}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="excel-sevilla" className="card">
        <h2 id="excel-sevilla">{SEVILLE_EXAMPLE.title}</h2>
        <p>{SEVILLE_EXAMPLE.text}</p>
        <div className="grid grid--2">
          <div>
            <h3>{TEXT.figures}</h3>
            <dl className="excel-figures">
              {TEMPLATE_INPUTS.map((field) => (
                <div key={field.key}>
                  <dt>{field.label}</dt>
                  <dd>{show(field.format, inputs[field.key] ?? 0)}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <h3>{TEXT.outcome}</h3>
            <dl className="excel-figures">
              {TEMPLATE_RESULTS.map((field) => (
                <div key={field.key}>
                  <dt>{field.label}</dt>
                  <dd>{show(field.format, example[field.key])}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>
    </div>
  );
}
