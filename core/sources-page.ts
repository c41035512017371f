// "Fuentes y actualizaciones": every rule the calculators apply, with its dates, official source and
// review, built from the tax engine's own tables (no rate is written twice). Build time only.
import {
  MARKET_FIGURES_DEFAULT,
  type MarketFigure,
  type MarketFigureKey,
  type MarketFigures,
} from './market-figures';
import { SOURCES_LABEL, SOURCES_PATH, type RouteMeta } from './routes';
import { ruleOf, type SourceRule, type SourceSection } from './source-rules';
import { feesSection, plusvaliaSection, rentSection, saleSection } from './sources-state';
import { COMMUNITY_CODES, COMMUNITY_NAMES } from './tax/communities';
import { describeScale } from './tax/community-tax';
import { PURCHASE_HISTORY } from './tax/purchase-rates';
import { reducedRateText, type CommunityTaxHistory } from './tax/reduced-rate';
import type { IsoDate } from './tax/sourced';
import { PENDING } from './tax/text';

export type { SourceRule, SourceSection };

/** A market figure the tools start from: the value in use and the ones it replaced. */
export interface MarketFigureSource {
  key: MarketFigureKey;
  current: MarketFigure;
  /** Newest first. */
  history: MarketFigure[];
}

export interface SourcesPageData {
  route: RouteMeta;
  sections: SourceSection[];
  /** The Euríbor and the bond: data, not tax rules, so outside `sections` and the counts. */
  marketFigures: MarketFigureSource[];
  ruleCount: number;
  pendingCount: number;
  /** Newest review day among the rules. */
  lastChecked?: IsoDate;
}

export const SOURCES_ROUTE: RouteMeta = {
  path: SOURCES_PATH,
  kind: 'legal',
  title: 'Fuentes y actualizaciones de los impuestos',
  heading: SOURCES_LABEL,
  description:
    'Todas las reglas fiscales que aplican las calculadoras, por comunidad e impuesto: tipo, fechas de vigencia, norma oficial y día de la última revisión.',
  keywords: ['fuentes impuestos vivienda', 'tipos ITP por comunidad', 'normativa fiscal vivienda'],
};

const noteText = (note: string | { text: string }) => (typeof note === 'string' ? note : note.text);

function historyRules(tax: string, history: CommunityTaxHistory): SourceRule[] {
  return [
    ...history.general.map((scale) => ruleOf(tax, 'tipo general', describeScale(scale), scale)),
    ...history.reduced.map((rule) => ruleOf(tax, rule.label, reducedRateText(rule), rule)),
  ];
}

function communitySection(code: (typeof COMMUNITY_CODES)[number]): SourceSection {
  const { itp, ajd, newHomeTax } = PURCHASE_HISTORY[code];
  const taxes: [string, CommunityTaxHistory][] = [
    ['ITP', itp],
    ['AJD', ajd],
    [newHomeTax.name, newHomeTax],
  ];
  const pendingNotes = taxes.flatMap(([tax, history]) =>
    history.notes
      .map(noteText)
      .filter((text) => text.startsWith(PENDING))
      .map((text) => `${tax}: ${text}`),
  );
  return {
    id: code,
    title: COMMUNITY_NAMES[code],
    scope: 'community',
    rules: taxes.flatMap(([tax, history]) => historyRules(tax, history)),
    pendingNotes: [...new Set(pendingNotes)],
  };
}

function figureSources(figures: MarketFigures): MarketFigureSource[] {
  return (['euribor12m', 'bond10y'] as const).map((key) => ({
    key,
    current: figures[key],
    history: (figures.history?.[key] ?? [])
      .filter((old) => old.month !== figures[key].month)
      .sort((a, b) => b.month.localeCompare(a.month)),
  }));
}

/**
 * Every section of the page: the 19 communities in spec order, then the rules of the whole
 * country (fees, IRPF of the sale, plusvalía municipal, the rent's income tax); and the build's
 * market figures with their history.
 * @example sourcesPageData().sections[0]?.title // 'Andalucía'
 */
export function sourcesPageData(figures: MarketFigures = MARKET_FIGURES_DEFAULT): SourcesPageData {
  const sections = [
    ...COMMUNITY_CODES.map(communitySection),
    feesSection(),
    saleSection(),
    plusvaliaSection(),
    rentSection(),
  ];
  const rules = sections.flatMap((section) => section.rules);
  const checked = rules.map((rule) => rule.lastChecked).filter((day): day is IsoDate => !!day);
  return {
    route: SOURCES_ROUTE,
    sections,
    marketFigures: figureSources(figures),
    ruleCount: rules.length,
    // Estimates without an official tariff carry `estimate`, not `pending`: they are not law to read.
    pendingCount: rules.filter((rule) => rule.pending).length,
    ...(checked.length > 0 ? { lastChecked: checked.sort().at(-1) } : {}),
  };
}
