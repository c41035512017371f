// "Cómo lo hemos calculado": the model in sentences, the dates of the tax rules applied, sources,
// what it leaves out; and the inputs for the printed page.
import * as React from 'react';
import { formatEuros } from '../../../core/format';
import { DEBT_COVERAGE, IRR } from '../../../core/analysis-metrics';
import { GROSS_YIELD, NET_YIELD, RETURN_ON_YOUR_MONEY } from '../../../core/metrics';
import type { AnalysisInput, AnalysisResult } from '../../../core/tools/investment-analysis';
import { REGIME_SOURCES } from '../../../core/tools/investment-analysis/regime-sources';
import { METRIC_NOTES, METRIC_SOURCES } from '../../../core/metric-sources';
import MetricFormulas from '../../components/ui/MetricFormulas';
import { ResultMethod } from '../calculator/ResultsPanel';
import { assumptionRows } from './assumptions';
import { MODELO_210, SEASONAL_NOTE, TOURIST_NOTE } from './law-notes';

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
    label:
      'Ley 35/2006 del IRPF (arts. 23, 35 y 85 y disposición transitoria 38.ª: rendimientos del alquiler, ganancia en la venta, renta imputada y el 60 % de los contratos anteriores al 26-5-2023)',
    href: 'https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764',
  },
  {
    label:
      'Reglamento del IRPF (arts. 13 y 14: gastos deducibles y amortización del 3 %; art. 40.1: la amortización mínima que resta al valor de adquisición)',
    href: 'https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820',
  },
  {
    label: 'Ley 12/2023, por el derecho a la vivienda (reducciones del 50 al 90 %)',
    href: 'https://www.boe.es/buscar/act.php?id=BOE-A-2023-12203',
  },
  {
    label: 'Texto refundido de la Ley del IRNR (arts. 24 y 25: no residentes)',
    href: 'https://www.boe.es/buscar/act.php?id=BOE-A-2004-4527',
  },
  {
    label: 'Texto refundido de la Ley de Haciendas Locales (arts. 104-110: plusvalía municipal)',
    href: 'https://www.boe.es/buscar/act.php?id=BOE-A-2004-4214',
  },
];

/** The rules of the law the model applies, each with its article. */
const RULES = Object.values(REGIME_SOURCES).map(
  (source) => `${source.citation}${'pending' in source ? ` (${source.pending}).` : '.'}`,
);

const LEAVES_OUT = [
  'Sociedades (Impuesto sobre Sociedades): otro impuesto, otra amortización y sin reducción por alquiler de vivienda.',
  'País Vasco y Navarra: tienen su propio IRPF, con otras escalas y otro trato del alquiler; para quien reside allí el modelo usa las escalas del régimen común y lo avisa (sí calcula su ITP).',
  'El Impuesto sobre el Patrimonio y el recargo del IBI de algunos ayuntamientos a las viviendas vacías: dependen de cada propietario y municipio.',
  'Los topes de renta en zonas tensionadas y el índice de actualización de los contratos: la renta y su subida las pones tú.',
  'El IVA de un alquiler turístico con servicios de tipo hotelero se calcula con una lectura simple: el 10 % que pagan los huéspedes no es ingreso tuyo y el IVA de la limpieza, la plataforma y los suministros se deduce; el de la compra y los muebles no. La hoja de Excel no lo modela.',
  'Las pérdidas en la venta no compensan otras rentas; la ganancia de un residente se suma a las otras rentas del ahorro que indiques para ese año.',
  'Los impuestos se pagan el mismo año (en realidad, con la declaración siguiente), y la retención del 3 % de un no residente se devuelve el año de la venta.',
  'El valor catastral se mantiene igual todos los años; los copropietarios son dos como máximo y tienen la misma residencia.',
];

const RESIDENCE_NOTE: Record<string, string> = {
  eu: `Residente en otro país de la UE o del EEE: declara el alquiler ${MODELO_210}. Tributa al 19 % del rendimiento neto y sin reducción; al vender, el comprador retiene el 3 % del precio (modelo 211) a cuenta del 19 % de la ganancia.`,
  nonEu: `Residente fuera de la UE y del EEE: declara el alquiler ${MODELO_210}. Tributa al 24 % de los ingresos íntegros, sin gastos, como aplica la Agencia Tributaria; si eliges deducir gastos, el modelo sigue la sentencia de la Audiencia Nacional de 28-7-2025 (ECLI:ES:AN:2025:3630), que aún puede recurrirse. Al vender, retención del 3 % (modelo 211) a cuenta del 19 % de la ganancia.`,
};

export default function AnalysisMethod({ analysis }: { analysis: AnalysisResult }) {
  const { rules, input, purchase } = analysis;
  const cadastral = rules.cadastral;
  return (
    <ResultMethod>
      <p>
        Año 0 es la compra: aportas el precio, los gastos de compra, la reforma, los muebles y la
        comisión menos el préstamo. Cada año cobras el alquiler del tiempo alquilado, actualizado
        cada año, y pagas todos los gastos y las cuotas de la hipoteca. El impuesto del alquiler
        resta a lo cobrado los gastos, los intereses (con la comisión de apertura y la tasación el
        primer año) y la amortización, pero los gastos fijos, la financiación y la amortización solo
        por el tiempo alquilado; el tiempo vacío suma una renta imputada sobre el valor catastral.
        Al final vendes: precio menos gastos de venta, plusvalía municipal, impuesto de la ganancia
        y el préstamo pendiente.
      </p>
      <p>
        La TIR es la tasa anual que hace cero el valor actual de esos flujos. Antes de impuestos
        quitamos el impuesto del alquiler y el de la venta; sin hipoteca, el mismo piso al contado.
      </p>
      <MetricFormulas metrics={FIGURES} />
      <p className="analysis-rules" data-testid="tax-rules-date">
        Normas fiscales aplicadas: tarifas de compra vigentes el {date(rules.purchaseRatesAsOf)};
        escala del ahorro del IRPF desde el {date(rules.savingsScaleFrom)}; reducciones de la Ley
        12/2023 desde el {date(rules.rentReductionsFrom)}
        {rules.saleYear === null ? '.' : `; venta en ${rules.saleYear}.`}
      </p>
      {purchase.deedDateNote && (
        <p data-testid="deed-date-note" data-warning="deedDate">
          {purchase.deedDateNote}
        </p>
      )}
      <p data-testid="imputation-note" data-warning="imputation">
        {cadastral === null
          ? 'Sin valor catastral no hemos calculado la renta imputada del tiempo vacío: escríbelo en «Valor catastral total» (está en el recibo del IBI).'
          : cadastral.estimated
            ? `Valor catastral estimado en ${formatEuros(cadastral.total)} a partir del del suelo y la parte de construcción; escribe el del recibo del IBI para afinar la renta imputada.`
            : `Renta imputada del tiempo vacío sobre un valor catastral de ${formatEuros(cadastral.total)}, al ${input.cadastralRevised === 1 ? '1,1' : '2'} %.`}
      </p>
      {input.residence !== 'resident' && (
        <p data-warning="residence">{RESIDENCE_NOTE[input.residence]}</p>
      )}
      {input.letting === 'tourist' && (
        <p data-testid="tourist-note" data-warning="tourist">
          {TOURIST_NOTE}
        </p>
      )}
      {input.letting === 'seasonal' && (
        <p data-testid="seasonal-note" data-warning="seasonal">
          {SEASONAL_NOTE}
        </p>
      )}
      {input.owners === 2 && (
        <p data-warning="twoOwners">
          Dos propietarios: cada uno declara su parte del alquiler, de los gastos, de la renta
          imputada y de la ganancia, y la suma a sus propias rentas con las escalas de su comunidad;
          los impuestos que ves son la suma de los dos.
        </p>
      )}
      <h4>Las reglas que aplicamos</h4>
      <ul className="tax-notes">
        {RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
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

/** "Datos y supuestos" on paper (on screen they are the form), from the rows the PDF prints too. */
export function InputsSummary({ input }: { input: AnalysisInput }) {
  return (
    <div className="print-only analysis-inputs">
      <h3>Datos y supuestos del análisis</h3>
      {assumptionRows(input).map((section) => (
        <dl key={section.title} className="analysis-list">
          <dt className="analysis-list__total">{section.title}</dt>
          <dd />
          {section.rows.map((row) => (
            <React.Fragment key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </React.Fragment>
          ))}
        </dl>
      ))}
    </div>
  );
}
