// The per-community rate table of the explanatory content, built from the engine's own tables.
import type { PropertyType } from '../../../core/tools/purchase-costs/fields';
import { COMMUNITIES, type CommunityCode } from '../../../core/tax/communities';
import { calculatePurchaseCosts } from '../../../core/tax/purchase-costs';
import type { RateScale } from '../../../core/tax/progressive-scale';
import { PURCHASE_RATES, newestRuleOn } from '../../../core/tax/purchase-rates';
import { reducedRateText, type ReducedRate } from '../../../core/tax/reduced-rate';
import type { IsoDate, Provenance } from '../../../core/tax/sourced';
import { eur, pct } from '../../../core/tax/text';
import { expenseShare } from './breakdown';
import { GUIDE_TEXT } from './guide-text';

const { otherCommunities } = GUIDE_TEXT;

export interface RateLine {
  text: string;
  url: string;
  /** Why the figure is pending confirmation, when it is. */
  pending?: string;
}

export interface CommunityRateRow {
  code: CommunityCode;
  name: string;
  /** Newest start date among the rules in force now. */
  newestRule: IsoDate;
  itp: RateLine[];
  itpReduced: RateLine[];
  /** "IVA 10 %", "IGIC 7 %", "IPSI 4 %". */
  newHomeTax: RateLine;
  newHomeReduced: RateLine[];
  ajd: RateLine[];
  ajdReduced: RateLine[];
}

function linked(text: string, entry: Provenance): RateLine {
  return { text, url: entry.source, ...(entry.unconfirmed ? { pending: entry.unconfirmed } : {}) };
}

/** One rate, or a line per tranche: ['8 % hasta 250.000 €', '10 % por encima (por tramos)']. */
export function scaleLines(scale: RateScale): string[] {
  const [first] = scale.brackets;
  if (scale.brackets.length <= 1) return [pct(first?.rate ?? 0)];
  const kind = scale.mode === 'marginal' ? 'por tramos' : 'sobre todo el valor';
  return scale.brackets.map((bracket) =>
    bracket.upTo === null
      ? `${pct(bracket.rate)} por encima (${kind})`
      : `${pct(bracket.rate)} hasta ${eur(bracket.upTo)}`,
  );
}

/** '3,5 %: vivienda habitual de hasta 150.000 €, comprador menor de 35 años'. */
export function reducedLine(rule: ReducedRate): string {
  return `${reducedRateText(rule)}: ${rule.label}`;
}

/** One row per community, in spec order; `today` dates each one's newest rule. */
export function communityRateRows(today: IsoDate): CommunityRateRow[] {
  return COMMUNITIES.map(({ code, name }) => {
    const { itp, ajd, newHomeTax } = PURCHASE_RATES[code];
    const general = (scale: typeof itp.general) =>
      scaleLines(scale).map((text) => linked(text, scale));
    const reduced = (rules: readonly ReducedRate[]) =>
      rules.map((rule) => linked(reducedLine(rule), rule));
    return {
      code,
      name,
      newestRule: newestRuleOn(code, today) ?? today,
      itp: general(itp.general),
      itpReduced: reduced(itp.reduced),
      newHomeTax: linked(
        `${newHomeTax.name} ${scaleLines(newHomeTax.general).join(', ')}`,
        newHomeTax.general,
      ),
      newHomeReduced: reduced(newHomeTax.reduced),
      ajd: general(ajd.general),
      ajdReduced: reduced(ajd.reduced),
    };
  });
}

export interface ShareExtreme {
  /** Every community at this share, in spec order ('Ceuta y Melilla'). */
  name: string;
  /** Costs over price, percent, one decimal. */
  share: number;
}

/** Cheapest and dearest community for a purchase with a loan and general rates, from the engine. */
export function costShareExtremes(
  price: number,
  propertyType: PropertyType,
): { min: ShareExtreme; max: ShareExtreme } {
  const shares = COMMUNITIES.map(({ code, name }) => {
    const result = calculatePurchaseCosts({
      propertyPrice: price,
      propertyType,
      autonomousCommunity: code,
    });
    return { name, share: expenseShare(result) };
  });
  const at = (share: number): ShareExtreme => ({
    name: joinNames(shares.filter((entry) => entry.share === share).map((entry) => entry.name)),
    share,
  });
  const values = shares.map((entry) => entry.share);
  return { min: at(Math.min(...values)), max: at(Math.max(...values)) };
}

const MAX_NAMES = 3;

/** 'A', 'A y B', 'A, B y C', 'A, B, C y otras 2 comunidades'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length > MAX_NAMES) {
    return `${names.slice(0, MAX_NAMES).join(', ')} y ${otherCommunities(names.length - MAX_NAMES)}`;
  }
  return `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
}

/** Lowest first-tranche and highest top-tranche general rate of one tax across communities. */
export function generalRateRange(tax: 'itp' | 'ajd'): { min: number; max: number } {
  const rates = COMMUNITIES.flatMap(({ code }) =>
    PURCHASE_RATES[code][tax].general.brackets.map((bracket) => bracket.rate),
  );
  return { min: Math.min(...rates), max: Math.max(...rates) };
}
