// Where each input and figure of a property's sheet sits: fixed rows for the property's data and its
// results (the summary sheet reads them), then the expenses, the carried excesses, the amortised
// assets and the contracts, each as long as the document needs.
import { EXPENSE_KINDS, type ReturnProperty } from '../../core/tools/rental-return/document';

export const SUMMARY_SHEET = 'Resumen';
export const propertySheetName = (index: number) => `Inmueble ${index + 1}`;
/** A cell of another sheet, quoted because the names have spaces. */
export const onSheet = (sheet: string, cell: string) => `'${sheet}'!${cell}`;

/** The summary's tax year: every property sheet reads it. */
export const TAX_YEAR_CELL = '$B$4';

/** Rows of the property's data and derived facts (value in column B). */
export const DATA_ROWS = {
  taxYear: 4,
  yearDays: 5,
  acquisitionDate: 6,
  price: 7,
  costs: 8,
  cadastralValue: 9,
  landValue: 10,
  revisedYear: 11,
  habitualHome: 12,
  ownedFrom: 14,
  daysOwned: 15,
  daysLet: 16,
  letShare: 17,
  buildingShare: 18,
  amortisationBase: 19,
  imputationRate: 20,
  imputationBase: 21,
  imputedDays: 22,
} as const;

/** The page's data-result keys of a property, in the order of the return (value in column B). */
export const RESULT_KEYS = [
  'grossIncome',
  'interestAndRepairs',
  'excessCarriedForward',
  'buildingAmortisation',
  'furnitureAmortisation',
  'deductibleExpenses',
  'netIncome',
  'reduction',
  'reducedNetIncome',
  'declaredIncome',
  'imputedIncome',
] as const;
export type ResultKey = (typeof RESULT_KEYS)[number];

const FIRST_RESULT_ROW = 25;
export const RESULT_ROWS = Object.fromEntries(
  RESULT_KEYS.map((key, i) => [key, FIRST_RESULT_ROW + i]),
) as Record<ResultKey, number>;

/** Rows that sum the parts before the results use them. */
export const PART_ROWS = {
  otherExpenses: FIRST_RESULT_ROW + RESULT_KEYS.length + 1,
  ownInterestAndRepairs: FIRST_RESULT_ROW + RESULT_KEYS.length + 2,
  ownDeducted: FIRST_RESULT_ROW + RESULT_KEYS.length + 3,
  buildingYear: FIRST_RESULT_ROW + RESULT_KEYS.length + 4,
  improvementsYear: FIRST_RESULT_ROW + RESULT_KEYS.length + 5,
  /** Non-residents (modelo 210): the EU/EEA resident's base, the year's expenses without carry. */
  euRentBase: FIRST_RESULT_ROW + RESULT_KEYS.length + 6,
} as const;

/** Empty rows left for the user to add an item in the sheet. */
const SPARE = 1;

export interface PropertyLayout {
  /** One row per expense kind, in EXPENSE_KINDS order. */
  expenses: { title: number; first: number };
  carried: { title: number; first: number; count: number };
  assets: { title: number; first: number; improvements: number; furniture: number };
  contracts: { title: number; first: number; count: number };
}

/** The variable sections' rows for a property's counts of items. */
export function propertyLayout(property: ReturnProperty): PropertyLayout {
  const expensesTitle = PART_ROWS.euRentBase + 2;
  const expensesFirst = expensesTitle + 2;
  const carriedTitle = expensesFirst + EXPENSE_KINDS.length + 1;
  const carriedCount = Math.max(4, property.carriedForward.length);
  const assetsTitle = carriedTitle + 2 + carriedCount + 1;
  const improvements = property.improvements.length + SPARE;
  const furniture = property.furniture.length + SPARE;
  const contractsTitle = assetsTitle + 2 + improvements + furniture + 1;
  return {
    expenses: { title: expensesTitle, first: expensesFirst },
    carried: { title: carriedTitle, first: carriedTitle + 2, count: carriedCount },
    assets: { title: assetsTitle, first: assetsTitle + 2, improvements, furniture },
    contracts: {
      title: contractsTitle,
      first: contractsTitle + 2,
      count: property.contracts.length + SPARE,
    },
  };
}

/** Columns of the contracts' table. */
export const CONTRACT_COLUMNS = {
  number: 'A',
  start: 'B',
  end: 'C',
  monthlyRent: 'D',
  relative: 'E',
  reductionPercent: 'F',
  reason: 'G',
  from: 'H',
  to: 'I',
  days: 'J',
  grossIncome: 'K',
  expensesShare: 'L',
  netIncome: 'M',
  reduction: 'N',
  reducedNetIncome: 'O',
  relativeMinimum: 'P',
  declaredIncome: 'Q',
} as const;
/** The rent of January to December, one column each, after the contract's columns. */
export const MONTH_COLUMNS = ['R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z', 'AA', 'AB', 'AC'];
