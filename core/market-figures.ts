// Dated market figures the tools use as defaults (value, month, source): the seed of the editorial
// figures an editor updates; pages take the figure as a parameter and show its month and source.

/** A market figure as of a month, with where it was read. */
export interface MarketFigure {
  /** Percent number: 3.21 means 3,21 %. */
  value: number;
  /** 'YYYY-MM': the month the value belongs to. */
  month: string;
  /** Who publishes or reports it, as the page names it. */
  source: string;
  url: string;
}

/**
 * Yield of the Spanish 10-year government bond (secondary market, the benchmark of the risk
 * premium): "en el entorno del 3,21 %" on 12 October 2025, as EFE reported it. The latest dated
 * value the stored sources give (no Banco de España or Tesoro monthly average for a later month is
 * available to us); the Banco de España's monthly series (Boletín Estadístico, tipos de interés de
 * la deuda del Estado a 10 años) replaces it when an editor publishes the figure.
 */
export const BOND_10Y_DEFAULT: MarketFigure = {
  value: 3.21,
  month: '2025-10',
  source: 'EFE (mercado secundario), 12-10-2025',
  url: 'https://www.infobae.com/espana/agencias/2025/10/12/el-tesoro-celebrara-esta-semana-las-dos-ultimas-subastas-de-octubre/',
};
