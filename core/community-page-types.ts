// The data of a community purchase-cost page: computed at build (server/build), rendered by the site.
import type { RouteMeta } from './routes';
import type { CommunityCode } from './tax/communities';
import type { PurchaseCostsInput } from './tax/purchase-costs';
import type { Confidence, IsoDate } from './tax/sourced';

export interface Cited {
  source: string;
  validFrom: IsoDate;
  confidence: Confidence;
  /** Why "pendiente de confirmar", when it is. */
  pending?: string;
}

export interface ReducedRateView extends Cited {
  label: string;
  rate: string;
  /** Checked before applying it, from the rule's data. */
  conditions: string[];
  /** Assumed met (income, wealth, other homes). */
  assumptions: string[];
}

export interface TaxView {
  tax: string;
  /** In Spanish. */
  appliesTo: string;
  /** `text` for the table, `sentence` for a sentence ('del 6 %'). */
  general: Cited & { text: string; sentence: string };
  reduced: ReducedRateView[];
  notes: string[];
}

/** The engine's answer for one price and type. */
export interface ExampleRow {
  input: PurchaseCostsInput;
  taxes: number;
  officialFees: number;
  otherCosts: number;
  totalCosts: number;
  /** Costs over price, percent, two decimals. */
  share: number;
  calculatorUrl: string;
}

export interface RateChange {
  /** A start date, or the day after an end date. */
  date: IsoDate;
  tax: string;
  text: string;
  source: string;
  /** Why "pendiente de confirmar", when it is. */
  pending?: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface CommunityPageData {
  code: CommunityCode;
  name: string;
  /** 'la Comunidad de Madrid'. */
  inText: string;
  route: RouteMeta;
  /** The build's day in Spain: the examples' deed date. */
  asOf: IsoDate;
  taxes: TaxView[];
  examples: ExampleRow[];
  changes: RateChange[];
  faq: FaqEntry[];
  calculatorUrl: string;
}

export interface CommunityPageContext extends CommunityPageData {
  /** The document's text split on blank lines. */
  intro: string[];
  introUpdatedAt: string | null;
}
