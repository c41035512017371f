// What computeReturn answers: per property (the page's data-result keys by name), per contract, per
// owner, with each line's article and plain-Spanish explanation. Money is rounded to cents per line.
import type { ExpenseKind } from './document';

/** One line of the page's explanation. */
export interface ExplanationLine {
  /** The data-result key the line explains (`grossIncome`…) or another stable name. */
  key: string;
  label: string;
  amount: number;
  /** Short citation, e.g. "art. 23.1.a).1.º LIRPF". */
  article: string;
  /** Official text (BOE). */
  url: string;
  /** Plain Spanish: how the figure was reached. */
  explanation: string;
}

export interface ExpenseLine {
  kind: ExpenseKind;
  /** As paid in the year. */
  paid: number;
  /** After the days let (interest and repairs before their cap). */
  deductible: number;
  /** Prorated to the days let (false: an expense of the let itself, whole). */
  prorated: boolean;
}

export interface YearAmount {
  year: number;
  amount: number;
}

export interface ContractResult {
  /** From 0, as in the document. */
  index: number;
  /** The contract's days inside the tax year. */
  from: string;
  to: string;
  days: number;
  grossIncome: number;
  /** Share of the property's days let: expenses and amortisation are split by it. */
  sharePercent: number;
  /** The property's deductible expenses (amortisation included) that fall on this contract. */
  expensesShare: number;
  netIncome: number;
  reductionPercent: number;
  /** In Spanish, with the rule's article. */
  reductionReason: string;
  reduction: number;
  reducedNetIncome: number;
  /** Relatives (art. 24 LIRPF): the imputation on the cadastral value for the contract's days. */
  relativeMinimum: number | null;
  /** The reduced net income, or the relatives' minimum when higher. */
  declaredIncome: number;
}

export type ImputationBasis = 'cadastral' | 'acquisition' | 'none';
/**
 * The cadastral value's last collective valuation: in the tax year or the ten before (art. 85.1),
 * from 2012 in a year of the disposición adicional 55.ª, earlier, or not given.
 */
export type ImputationRevision = 'tenYears' | 'since2012' | 'older' | 'unknown';

export interface ImputationResult {
  basis: ImputationBasis;
  /** 2 or 1,1 (percent), or 0 when nothing imputes. */
  ratePercent: number;
  /** Cadastral value, or half the acquisition value when there is none. */
  base: number;
  revision: ImputationRevision;
  /** Year of the last collective valuation, as written in the document. */
  revisedYear: number | null;
  /** Days of the year owned, not let and not the owner's home. */
  days: number;
  amount: number;
}

export interface PropertyResult {
  index: number;
  name: string;
  daysInYear: number;
  daysOwned: number;
  daysLet: number;
  grossIncome: number;
  /** Interest and repairs deducted this year, earlier excesses included, within the cap. */
  interestAndRepairs: number;
  /** This year's new excess, to deduct in the next four years. */
  excessCarriedForward: number;
  /** Building and improvements (3 %). */
  buildingAmortisation: number;
  /** Furniture (10 %). */
  furnitureAmortisation: number;
  /** Everything deducted: expenses, interest and repairs, amortisation. */
  deductibleExpenses: number;
  netIncome: number;
  reduction: number;
  reducedNetIncome: number;
  /** After the relatives' minimum. */
  declaredIncome: number;
  imputedIncome: number;
  expenses: ExpenseLine[];
  /** Earlier excesses used this year, oldest first. */
  carriedUsed: YearAmount[];
  /** What is still deductible after this year, this year's excess included (next year's document). */
  carriedPending: YearAmount[];
  /** Earlier excesses that expire unused with this year. */
  carriedLapsed: number;
  imputation: ImputationResult;
  contracts: ContractResult[];
  lines: ExplanationLine[];
}

export type Modelo210Kind = 'rent' | 'imputation';

export interface Modelo210Line {
  /** From 0. */
  property: number;
  kind: Modelo210Kind;
  base: number;
  ratePercent: number;
  tax: number;
  explanation: string;
}

export interface OwnerPropertyShare {
  property: number;
  sharePercent: number;
  declaredIncome: number;
  imputedIncome: number;
}

export interface OwnerResult {
  index: number;
  name: string;
  residence: 'resident' | 'eu' | 'nonEu';
  /** Residents: their share of the properties' declared income; non-residents: the modelo 210 rent bases. */
  declaredIncome: number;
  /** Residents: their share of the imputed income; non-residents: the modelo 210 imputation bases. */
  imputedIncome: number;
  properties: OwnerPropertyShare[];
  /** Residents with their other income given: the IRPF this income adds (state + regional). */
  taxEstimate?: number;
  /** Combined marginal rate, percent, of the last euro with this income. */
  marginalRatePercent?: number;
  taxEstimateNote?: string;
  /** Non-residents: one line per property and kind; the IRPF figures do not apply to them. */
  modelo210?: Modelo210Line[];
}

export interface ReturnResult {
  taxYear: number;
  daysInYear: number;
  properties: PropertyResult[];
  total: { declaredIncome: number; imputedIncome: number };
  owners: OwnerResult[];
  /** Each reading taken where the law or the agency's manual leaves room, in Spanish. */
  readings: string[];
}
