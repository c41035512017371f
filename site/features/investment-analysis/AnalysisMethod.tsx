// "Cómo lo hemos calculado": the model in sentences, the dates of the tax rules applied, sources, what it leaves out; and the inputs for the report.
import * as React from 'react';
import { COST_LINE_LABELS } from '../../../core/tools/investment-analysis/inputs';
import { formatEuros, formatPercent } from '../../../core/format';
import { DEBT_COVERAGE, IRR } from '../../../core/analysis-metrics';
import { GROSS_YIELD, NET_YIELD, RETURN_ON_YOUR_MONEY } from '../../../core/metrics';
import type { AnalysisInput, AnalysisResult } from '../../../core/tools/investment-analysis';
import { ANALYSIS_STEPS } from '../../../core/tools/investment-analysis/steps';
import { METRIC_NOTES, METRIC_SOURCES } from '../../../core/metric-sources';
import MetricFormulas from '../../components/ui/MetricFormulas';
import { ResultMethod } from '../calculator/ResultsPanel';

/**
 * The figures of the results, defined as on every page of the suite; here, with room for them,
 * followed by what their words mean and where the convention comes from.
 */
const FIGURES = [GROSS_YIELD, NET_YIELD, RETURN_ON_YOUR_MONEY, IRR, DEBT_COVERAGE].map(
  (metric) => ({
    name: metric.name,
    formula: [metric.formula, METRIC_NOTES.get(metric), METRIC_SOURCES.get(metric)]
      .filter(Boolean)
      .join(' '),
  }),
);

const date = (iso: string) => iso.split('-').reverse().join('/');

const SOURCES = [
  {
    label: 'Ley 35/2006 del IRPF (arts. 23 y 35: rendimientos del alquiler y ganancia en la venta)',
    href: 'https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764',
  },
  {
    label: 'Reglamento del IRPF (arts. 13 y 14: gastos deducibles y amortización del 3 %)',
    href: 'https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820',
  },
  {
    label: 'Ley 12/2023, por el derecho a la vivienda (reducciones del 50 al 90 %)',
    href: 'https://www.boe.es/buscar/act.php?id=BOE-A-2023-12203',
  },
  {
    label: 'Texto refundido de la Ley de Haciendas Locales (arts. 104-110: plusvalía municipal)',
    href: 'https://www.boe.es/buscar/act.php?id=BOE-A-2004-4214',
  },
];

const LEAVES_OUT = [
  'Propietarios no residentes (IRNR del 19 % o 24 %, sin reducción) y sociedades (Impuesto sobre Sociedades): otro régimen y otros cálculos.',
  'La imputación de renta de los meses vacíos (art. 85 LIRPF) y el prorrateo de gastos por días alquilados: necesitaría el valor catastral y los días.',
  'Los límites de algunos gastos (IBI y comunidad se toman deducibles por completo) y la comisión de apertura como gasto financiero deducible.',
  'La amortización sobre el valor catastral cuando es mayor que el coste: usamos el coste de adquisición.',
  'Las pérdidas en la venta no compensan otras rentas; la ganancia se grava como tu única renta del ahorro de ese año.',
  'El IRPF se paga en el mismo año (en realidad, con la declaración de la primavera siguiente).',
  'País Vasco y Navarra (IRPF propio), alquiler turístico o de temporada, copropietarios e Impuesto sobre el Patrimonio.',
];

export default function AnalysisMethod({ analysis }: { analysis: AnalysisResult }) {
  const { rules } = analysis;
  return (
    <ResultMethod>
      <p>
        Año 0 es la compra: aportas el precio, los gastos de compra, la reforma, los muebles y la
        comisión menos el préstamo. Cada año cobras el alquiler de los meses ocupados, actualizado
        cada año, pagas los gastos y las cuotas de la hipoteca y el IRPF del alquiler: alquiler
        menos gastos, intereses y amortización (3 % de la construcción y 10 % de los muebles), con
        la reducción que elegiste si sale positivo; si sale negativo, ahorras IRPF al tipo marginal.
        Al final vendes: precio menos gastos de venta, plusvalía municipal, IRPF de la ganancia
        (escala del ahorro) y el préstamo pendiente.
      </p>
      <p>
        La TIR es la tasa anual que hace cero el valor actual de esos flujos. Antes de impuestos
        quitamos el IRPF del alquiler y el de la venta; sin hipoteca, el mismo piso al contado.
      </p>
      <MetricFormulas metrics={FIGURES} />
      <p className="analysis-rules" data-testid="tax-rules-date">
        Normas fiscales aplicadas: tarifas de compra vigentes el {date(rules.purchaseRatesAsOf)};
        escala del ahorro del IRPF desde el {date(rules.savingsScaleFrom)}; reducciones de la Ley
        12/2023 desde el {date(rules.rentReductionsFrom)}
        {rules.saleYear === null ? '.' : `; venta en ${rules.saleYear}.`}
      </p>
      <h4>Fuentes</h4>
      <ul className="tax-sources">
        {SOURCES.map((source) => (
          <li key={source.href}>
            <a href={source.href} rel="noopener noreferrer" target="_blank">
              {source.label}
            </a>
          </li>
        ))}
      </ul>
      <h4>Lo que el modelo deja fuera</h4>
      <ul className="tax-notes">
        {LEAVES_OUT.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </ResultMethod>
  );
}

/** The inputs of the analysis as the report prints them (only on paper: on screen they are the form). */
export function InputsSummary({ input }: { input: AnalysisInput }) {
  const shown = (value: unknown, unit: string): string => {
    if (typeof value !== 'number') return typeof value === 'string' && value ? value : '—';
    if (unit === '%') return formatPercent(value);
    if (unit.startsWith('€')) return `${formatEuros(value)}${unit === '€' ? '' : unit.slice(1)}`;
    return `${value} ${unit}`;
  };
  const lines = input.purchaseCostsOverride?.lines ?? {};
  return (
    <div className="print-only analysis-inputs">
      <h3>Datos y supuestos del análisis</h3>
      {ANALYSIS_STEPS.map((step) => (
        <dl key={step.id} className="analysis-list">
          <dt className="analysis-list__total">{step.title}</dt>
          <dd />
          {step.fields.map((field) => {
            const value = input[field.name as keyof AnalysisInput];
            const text =
              field.kind === 'select'
                ? (field.options.find((o) => o.value === String(value))?.label ?? String(value))
                : shown(value, field.kind === 'number' ? field.unit : '');
            return (
              <React.Fragment key={field.name}>
                <dt>{field.label}</dt>
                <dd>{text}</dd>
              </React.Fragment>
            );
          })}
        </dl>
      ))}
      {Object.entries(lines).map(([line, value]) => (
        <p key={line}>
          {COST_LINE_LABELS[line as keyof typeof COST_LINE_LABELS]} (corregido):{' '}
          {formatEuros(value ?? 0)}
        </p>
      ))}
    </div>
  );
}
