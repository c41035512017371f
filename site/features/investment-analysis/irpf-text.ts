// What the page says about the residents' IRPF: the marginal rate found, the scales and their year, a
// year beyond the approved tables, Ceuta and Melilla's deduction, the foral note or an old link's flat rate.
import { formatEuros, formatPercent } from '../../../core/format';
import { COMMUNITY_NAMES, type CommunityCode } from '../../../core/tax/communities';
import type { AnalysisResult } from '../../../core/tools/investment-analysis';

/** "la Comunidad de Madrid", "Cataluña": the article Spanish puts before some names. */
export function communityWithArticle(code: CommunityCode): string {
  const name = COMMUNITY_NAMES[code];
  return /^(Comunidad|Comunitat|Región)/.test(name) ? `la ${name}` : name;
}

const rate = (value: number) => formatPercent(value, { upTo: 2 });

/** Tax years past the tables, as "2027" or "los años 2027 a 2035". */
function yearsText(years: readonly number[]): string {
  const first = years[0];
  const last = years.at(-1);
  if (first === undefined || last === undefined) return '';
  return first === last ? `${first}` : `los años ${first} a ${last}`;
}

export interface IrpfLines {
  /** The rate found, or null for non-residents. */
  marginalRate: number | null;
  rateLabel: string;
  /** Each owner's marginal rate of year 1 (one or two), for the figure's text. */
  rates: number[];
  lines: string[];
}

export function irpfLines({ irpf, input }: AnalysisResult): IrpfLines {
  const two = input.owners === 2;
  const rateLabel = two
    ? 'Vuestros tipos marginales del IRPF (año 1)'
    : 'Tu tipo marginal del IRPF (año 1)';
  if (irpf === null) return { marginalRate: null, rateLabel, rates: [], lines: [] };
  if (irpf.flatRate) {
    return {
      marginalRate: irpf.marginalRateYear1,
      rateLabel: 'Tipo marginal del IRPF (año 1)',
      rates: [irpf.marginalRateYear1],
      lines: [
        `Calculado con el tipo marginal fijo que traía el enlace (${rate(irpf.marginalRateYear1)}), como antes. Indica tu base liquidable general en «Impuestos del alquiler» y lo calcularemos con las escalas de tu comunidad.`,
      ],
    };
  }
  const first = irpf.years[0];
  const table = first?.tableYear ?? irpf.sale.tableYear;
  const where = communityWithArticle(irpf.residence);
  const owners =
    input.owners === 2
      ? 'la base liquidable general de cada propietario'
      : 'tu base liquidable general';
  const lines = [
    `Con la escala estatal y la autonómica de ${table} de ${where} sobre ${owners} sin este piso (${formatEuros(input.otherIncome)}${input.owners === 2 ? ` y ${formatEuros(input.secondOtherIncome)}` : ''}): el impuesto de cada año es la cuota con el alquiler menos la cuota sin él, con el mínimo personal. La ganancia de la venta tributa en la base del ahorro, encima de ${two ? 'las otras rentas del ahorro de cada uno' : 'tus otras rentas del ahorro'}.`,
  ];
  const beyond = [...irpf.years, irpf.sale]
    .filter((year) => year.tableYear < year.taxYear)
    .map((year) => year.taxYear);
  if (beyond.length > 0) {
    const last = Math.max(...irpf.years.map((year) => year.tableYear), irpf.sale.tableYear);
    lines.push(`Para ${yearsText([...new Set(beyond)])} usamos la de ${last}, la última aprobada.`);
  }
  const rates = first?.marginalRates ?? [];
  if (rates.length === 2) {
    lines.push(
      `Tipo marginal del año 1: ${rate(rates[0] ?? 0)} el primer propietario y ${rate(rates[1] ?? 0)} el segundo.`,
    );
  }
  if (irpf.regime === 'ceuta-melilla') {
    lines.push(
      input.community === irpf.residence
        ? 'Residiendo en Ceuta o Melilla y con el piso allí, deduces el 60 % de la cuota de estas rentas (art. 68.4 de la Ley del IRPF).'
        : 'La deducción del 60 % de Ceuta y Melilla (art. 68.4 de la Ley del IRPF) no alcanza el alquiler de un piso fuera de allí.',
    );
  }
  if (irpf.note) lines.push(irpf.note);
  return { marginalRate: irpf.marginalRateYear1, rateLabel, rates, lines };
}
