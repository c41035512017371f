// Market figures the tools use as defaults (Euríbor 12M, 10-year bond yield): value, month, source.
// Editors keep them in Sanity (editorialFigures.marketFigures); these are the seed's values, used
// when a page has no content context (component tests) and as the build's fallback.
import { formatDate } from './format';
import { EURIBOR_12M } from './tools/mortgage/euribor';

/** One dated market figure, as the Studio edits it. */
export interface MarketFigure {
  /** Percent: 2.221 means 2,221 %. */
  value: number;
  /** The month the figure belongs to, 'YYYY-MM' (a monthly average, or the month of the auction). */
  month: string;
  /** Who publishes it, in Spanish: "Banco de España". */
  source: string;
  /** Where a reader checks it. */
  url: string;
}

/** The figures pages read from their context (content/pages.ts puts them in the site settings). */
export interface MarketFigures {
  euribor12m: MarketFigure;
  bond10y: MarketFigure;
}

/**
 * Euríbor 12M, monthly average of February 2026: 2,221 % (Banco de España), the mortgage tools'
 * constant (core/tools/mortgage/euribor.ts, where its sources are described) as a market figure.
 */
export const EURIBOR_12M_DEFAULT: MarketFigure = {
  value: EURIBOR_12M.value,
  month: EURIBOR_12M.validFrom.slice(0, 7),
  source: 'Banco de España',
  url: EURIBOR_12M.source,
};

/**
 * Spanish 10-year government bond: 3,170 %, marginal yield of the Tesoro Público's auction of
 * 10-year obligations (3,30 % coupon) on 19 February 2026, as the Banco de España published the
 * results. The latest 10-year figure the stored sources give; a monthly secondary-market average
 * for a later month was not found.
 */
export const BOND_10Y_DEFAULT: MarketFigure = {
  value: 3.17,
  month: '2026-02',
  source: 'Tesoro Público (subasta a 10 años del 19-2-2026)',
  url: 'https://www.tesoro.es/deuda-publica/subastas/resultado-ultimas-subastas',
};

export const MARKET_FIGURES_DEFAULT: MarketFigures = {
  euribor12m: EURIBOR_12M_DEFAULT,
  bond10y: BOND_10Y_DEFAULT,
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether `month` is written 'YYYY-MM' with a real month. */
export function isFigureMonth(month: string): boolean {
  return MONTH.test(month);
}

/**
 * The end of the figure's month (midnight UTC starting the next month): a monthly average is known
 * from then on, so its age counts from it (February's average is not "old" on 2 March, when it is
 * the latest there is).
 */
function endOfMonth(month: string): Date | undefined {
  const match = MONTH.exec(month);
  if (!match) return undefined;
  // Month numbers are 1-based in the text and 0-based in Date.UTC: match[2] is the next month.
  return new Date(Date.UTC(Number(match[1]), Number(match[2]), 1));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the figure is older than `days` days on `today`, counted from the end of its month.
 * A month that cannot be read counts as stale: the page asks to check it rather than trust it.
 * @example isStaleFigure({ ...EURIBOR_12M_DEFAULT, month: '2026-02' }, new Date('2026-04-30')) // false (60 days)
 * @example isStaleFigure({ ...EURIBOR_12M_DEFAULT, month: '2026-02' }, new Date('2026-05-01')) // true (61 days)
 */
export function isStaleFigure(
  figure: Pick<MarketFigure, 'month'>,
  today: Date,
  days = 60,
): boolean {
  const end = endOfMonth(figure.month);
  if (!end || Number.isNaN(today.getTime())) return true;
  return today.getTime() - end.getTime() > days * DAY_MS;
}

/**
 * The month in Spanish words, as the pages show it ("febrero de 2026"); text that is not a month
 * comes back unchanged.
 * @example figureMonthLabel('2026-02') // 'febrero de 2026'
 */
export function figureMonthLabel(month: string): string {
  if (!isFigureMonth(month)) return month;
  // formatDate gives '1 de febrero de 2026': the day is dropped.
  return formatDate(`${month}-01`).replace(/^1 de /, '');
}

const isFigure = (value: unknown): value is MarketFigure => {
  const figure = value as Partial<MarketFigure> | null | undefined;
  return (
    typeof figure?.value === 'number' &&
    Number.isFinite(figure.value) &&
    typeof figure.month === 'string' &&
    typeof figure.source === 'string' &&
    typeof figure.url === 'string'
  );
};

/**
 * The market figures of a page's context (`pageContext.settings.marketFigures`, put there by
 * content/pages.ts for every page), each falling back to its default when absent.
 */
export function marketFiguresOf(pageContext: unknown): MarketFigures {
  const figures = (pageContext as { settings?: { marketFigures?: Partial<MarketFigures> | null } })
    ?.settings?.marketFigures;
  return {
    euribor12m: isFigure(figures?.euribor12m) ? figures.euribor12m : EURIBOR_12M_DEFAULT,
    bond10y: isFigure(figures?.bond10y) ? figures.bond10y : BOND_10Y_DEFAULT,
  };
}
