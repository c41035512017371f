// The data of a community purchase-cost page: computed at build (server/build) and rendered by the site's template.
import type { RouteMeta } from './routes';
import type { CommunityCode } from './tax/communities';
import type { PurchaseCostsInput } from './tax/purchase-costs';
import type { Confidence, IsoDate } from './tax/sourced';

/** A dated figure as the page cites it. */
export interface Cited {
  source: string;
  validFrom: IsoDate;
  confidence: Confidence;
  /** Why the figure is "pendiente de confirmar", when it is. */
  pending?: string;
}

export interface ReducedRateView extends Cited {
  label: string;
  rate: string;
  /** What the calculator checks before applying it, from the rule's data. */
  conditions: string[];
  /** What it cannot check and assumes met (income, wealth, other homes). */
  assumptions: string[];
}

export interface TaxView {
  /** 'ITP', 'AJD', 'IVA', 'IGIC' or 'IPSI'. */
  tax: string;
  /** What the tax is charged on, in Spanish. */
  appliesTo: string;
  /** `text`: the scale as the table shows it; `sentence`: the same for a sentence ('del 6 %'). */
  general: Cited & { text: string; sentence: string };
  reduced: ReducedRateView[];
  notes: string[];
}

/** One row of the worked table: the engine's answer for one price and type. */
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
  /** Day the change took effect (a start date, or the day after an end date). */
  date: IsoDate;
  tax: string;
  text: string;
  source: string;
  /** Why the figure is "pendiente de confirmar", when it is. */
  pending?: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface CommunityPageData {
  code: CommunityCode;
  name: string;
  /** The name inside a sentence ('la Comunidad de Madrid'). */
  inText: string;
  route: RouteMeta;
  /** Day the figures were computed (the build's day in Spain): the deed date of the examples. */
  asOf: IsoDate;
  taxes: TaxView[];
  examples: ExampleRow[];
  changes: RateChange[];
  faq: FaqEntry[];
  calculatorUrl: string;
}

/** What the template receives: the engine's figures and the editor's intro. */
export interface CommunityPageContext extends CommunityPageData {
  /** Intro paragraphs (the document's text split on blank lines). */
  intro: string[];
  /** Day the editor last reviewed the intro, when the document says. */
  introUpdatedAt: string | null;
}
