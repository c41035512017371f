// The Banco de España series the market figures come from, and how a figure is read from its table.
import type { MarketFigure } from '../../core/market-figures';
import { seriesObservations } from './bde-csv';

/** Where the bank publishes every statistical table as CSV (bde-csv.ts describes the format). */
export const BDE_CSV_BASE = 'https://www.bde.es/webbe/es/estadisticas/compartido/datos/csv/';

export type FigureKey = 'euribor12m' | 'bond10y';

export interface SeriesSpec {
  figure: FigureKey;
  /** The table's file under BDE_CSV_BASE. */
  file: string;
  /** The bank's series code ("Nombre de la serie/Código de la serie"), stable across tables. */
  code: string;
  source: string;
  /** Where a visitor reads the figure. */
  url: string;
}

/**
 * Euríbor a un año, monthly average: BE table 19.1 (official mortgage reference rates, the ones
 * the BOE publishes), series D_1NBAF472, "Tipo de interés. UEM. Mercado monetario. Euríbor. A 12
 * meses", MENSUAL, sequential number 587853 (the bank's series catalogue, catalogo_be.csv).
 */
export const EURIBOR_SERIES: SeriesSpec = {
  figure: 'euribor12m',
  file: 'be1901.csv',
  code: 'D_1NBAF472',
  source: 'Banco de España',
  url: 'https://clientebancario.bde.es/pcb/es/menu-horizontal/productosservici/relacionados/tiposinteres/guia-textual/tiposinteresrefe/Tabla_tipos_de_interes_oficiales.html',
};

const SETTING = /^\s*([\w.-]+\.csv)\s*:\s*(\S+)\s*$/;

/**
 * The Euríbor's series: EURIBOR_SERIES, or another table and code from
 * MARKET_FIGURES_EURIBOR_SERIES ("<file>:<code>") should the bank move the series.
 */
export function euriborSeries(setting: string | undefined): SeriesSpec {
  const match = SETTING.exec(setting ?? '');
  return match?.[1] && match[2]
    ? { ...EURIBOR_SERIES, file: match[1], code: match[2] }
    : EURIBOR_SERIES;
}

/**
 * The 10-year bond's series, from MARKET_FIGURES_BOND_SERIES as "<file>:<code>" (for example
 * "be2205.csv:D_XXXX"): the monthly average yield of the State's 10-year bonds on the secondary
 * market. Its code is set where the function runs, not here, because we could not read it in the
 * bank's catalogue; unset, only the Euríbor is refreshed and the run says so.
 */
export function bondSeries(setting: string | undefined): SeriesSpec | undefined {
  const match = SETTING.exec(setting ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  return {
    figure: 'bond10y',
    file: match[1],
    code: match[2],
    source: 'Banco de España',
    url: `${BDE_CSV_BASE}${match[1]}`,
  };
}

/** The month before `today`'s ('YYYY-MM'): the latest one whose monthly average can be complete. */
export function lastClosedMonth(today: Date): string {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth(); // 0-based: this is last month's 1-based number
  return month === 0 ? `${year - 1}-12` : `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * The latest closed month's figure of a series, read from its table; undefined when the table has
 * none yet. The file is Latin-1: decoded as such, or "Euríbor" would come out garbled.
 */
export async function fetchFigure(
  spec: SeriesSpec,
  today: Date,
  base = BDE_CSV_BASE,
  fetchImpl: typeof fetch = fetch,
): Promise<MarketFigure | undefined> {
  const response = await fetchImpl(`${base}${spec.file}`);
  if (!response.ok)
    throw new Error(`El Banco de España respondió ${response.status} a ${spec.file}.`);
  const csv = new TextDecoder('latin1').decode(await response.arrayBuffer());
  const closed = lastClosedMonth(today);
  const latest = seriesObservations(csv, spec.code)
    .filter((observation) => observation.month <= closed)
    .at(-1);
  return latest && { ...latest, source: spec.source, url: spec.url };
}
