// Market figures the tools use as defaults (Euríbor 12M, 10-year bond). Editors keep them in Sanity;
// these seed values serve pages without a content context and the build's fallback.
import { formatDate } from './format';
import { RULE_STATUSES_DEFAULT, ruleStatusesOf, type RuleStatuses } from './tax/rule-status';
import { EURIBOR_12M } from './tools/mortgage/euribor';

export interface MarketFigure {
  /** Percent: 2.221 means 2,221 %. */
  value: number;
  /** 'YYYY-MM': a monthly average, or the auction's month. */
  month: string;
  /** In Spanish: "Banco de España". */
  source: string;
  url: string;
}

export type MarketFigureKey = 'euribor12m' | 'bond10y';

/** Put in the site settings by content/pages.ts. */
export interface MarketFigures {
  euribor12m: MarketFigure;
  bond10y: MarketFigure;
  /** The values each figure had before, oldest first (the sources page lists them). */
  history?: Record<MarketFigureKey, MarketFigure[]>;
  /** Whether the Congress validated the 2026 decree (core/tax/rule-status.ts). */
  ruleStatuses: RuleStatuses;
}

/** February 2026 monthly average (Banco de España); sources in core/tools/mortgage/euribor.ts. */
export const EURIBOR_12M_DEFAULT: MarketFigure = {
  value: EURIBOR_12M.value,
  month: EURIBOR_12M.validFrom.slice(0, 7),
  source: 'Banco de España',
  url: EURIBOR_12M.source,
};

/**
 * Marginal yield of the Tesoro's 10-year auction (3,30 % coupon) on 19 February 2026 (Banco de
 * España): the latest 10-year figure found; no later monthly secondary-market average was.
 */
export const BOND_10Y_DEFAULT: MarketFigure = {
  value: 3.17,
  month: '2026-02',
  source: 'Tesoro Público, subasta a 10 años del 19-2-2026',
  url: 'https://www.tesoro.es/deuda-publica/subastas/resultado-ultimas-subastas',
};

export const MARKET_FIGURES_DEFAULT: MarketFigures = {
  euribor12m: EURIBOR_12M_DEFAULT,
  bond10y: BOND_10Y_DEFAULT,
  history: { euribor12m: [], bond10y: [] },
  ruleStatuses: RULE_STATUSES_DEFAULT,
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isFigureMonth(month: string): boolean {
  return MONTH.test(month);
}

/** A monthly average is known from the end of its month, so its age counts from then. */
function endOfMonth(month: string): Date | undefined {
  const match = MONTH.exec(month);
  if (!match) return undefined;
  // Date.UTC's months are 0-based: match[2] is the next month.
  return new Date(Date.UTC(Number(match[1]), Number(match[2]), 1));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days after the end of its month past which a figure is old: the scheduled refresh
 * (netlify/functions/market-figures.ts) brings each month's value a few days after it ends, so a
 * figure this old means a refresh was missed.
 */
export const STALE_FIGURE_DAYS = 45;

/**
 * Older than `days` on `today`, from the end of its month; an unreadable month is stale.
 * @example isStaleFigure({ ...EURIBOR_12M_DEFAULT, month: '2026-02' }, new Date('2026-04-16')) // true (46 days)
 */
export function isStaleFigure(
  figure: Pick<MarketFigure, 'month'>,
  today: Date,
  days = STALE_FIGURE_DAYS,
): boolean {
  const end = endOfMonth(figure.month);
  if (!end || Number.isNaN(today.getTime())) return true;
  return today.getTime() - end.getTime() > days * DAY_MS;
}

/** @example figureMonthLabel('2026-02') // 'febrero de 2026'; other text comes back unchanged */
export function figureMonthLabel(month: string): string {
  if (!isFigureMonth(month)) return month;
  return formatDate(`${month}-01`).replace(/^1 de /, '');
}

export const isFigure = (value: unknown): value is MarketFigure => {
  const figure = value as Partial<MarketFigure> | null | undefined;
  return (
    typeof figure?.value === 'number' &&
    Number.isFinite(figure.value) &&
    typeof figure.month === 'string' &&
    typeof figure.source === 'string' &&
    typeof figure.url === 'string'
  );
};

/** The page context's figures (content/pages.ts), each falling back to its default. */
export function marketFiguresOf(pageContext: unknown): MarketFigures {
  const figures = (pageContext as { settings?: { marketFigures?: Partial<MarketFigures> | null } })
    ?.settings?.marketFigures;
  return {
    euribor12m: isFigure(figures?.euribor12m) ? figures.euribor12m : EURIBOR_12M_DEFAULT,
    bond10y: isFigure(figures?.bond10y) ? figures.bond10y : BOND_10Y_DEFAULT,
    ruleStatuses: ruleStatusesOf(figures?.ruleStatuses),
  };
}
