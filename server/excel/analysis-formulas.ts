// The live formulas of the "Análisis" sheet: the same model as core/tools/investment-analysis, cell by cell.
import {
  BUILDING_AMORTISATION_RATE,
  CARRY_FORWARD_YEARS,
  FURNITURE_AMORTISATION_RATE,
} from '../../core/tools/investment-analysis';
import {
  column,
  derivedCell,
  inputCell as input,
  SCALE,
  SCALE_FIRST_ROW,
  saleRow,
  yearRow,
  type DerivedKey,
  type MetricKey,
  type SaleKey,
  type YearColumn,
} from './analysis-layout';

/** Furniture is amortised over 1 / 10 % = 10 years. */
const FURNITURE_YEARS = Math.round(1 / FURNITURE_AMORTISATION_RATE);

export function derivedFormulas(): Record<DerivedKey, string> {
  return {
    openingFeeAmount: `${input('loan')}*${input('openingFee')}`,
    equity: `${input('price')}+${input('purchaseCosts')}+${input('renovation')}+${input('furniture')}+${derivedCell('openingFeeAmount')}-${input('loan')}`,
    amortisationBase: `${input('constructionShare')}*(${input('price')}+${input('purchaseCosts')}+${input('renovation')})`,
  };
}

/** Year 0: the purchase. The loan is the whole amount, the investor's flow the equity put in. */
export function yearZeroFormulas(): Partial<Record<YearColumn, string | number>> {
  const at = (key: YearColumn) => `${column(key)}${yearRow(0)}`;
  return {
    year: 0,
    outstandingLoan: `${input('loan')}`,
    propertyValue: `${input('price')}`,
    equity: `${at('propertyValue')}-${at('outstandingLoan')}`,
    flowAfterTax: `-${derivedCell('equity')}`,
    flowBeforeTax: `-${derivedCell('equity')}`,
    excessToDate: 0,
    consumedToDate: 0,
  };
}

/**
 * Year t of H. The loan: French payment recomputed each year on the balance, the remaining months
 * and the year's rate (the same payment when the rate does not change), interest and capital from
 * CUMIPMT/CUMPRINC; the year of the last payment repays the balance. The IRPF cap: interest +
 * repairs up to the rent, the excess queued and deducted oldest first for 4 years (consumedToDate
 * is the queue's head: what has been deducted or has lapsed).
 */
export function yearFormulas(year: number, holdYears: number): Record<YearColumn, string | number> {
  const row = yearRow(year);
  const at = (key: YearColumn, r = row) => `${column(key)}${r}`;
  const prev = (key: YearColumn) => at(key, row - 1);
  const growth = `(1+${input('rentUpdate')})^${year - 1}`;
  const percentShare = `(${input('defaultInsurance')}+${input('maintenance')}+${input('management')})`;
  const fixed = `(${input('ibi')}+${input('communityFees')}+${input('homeInsurance')}+${input('otherCosts')})`;
  const remaining = `(${input('termMonths')}-${(year - 1) * 12})`;
  const months = `MIN(12,${remaining})`;
  const monthlyRate = `${at('rate')}/12`;
  const noLoan = `OR(${remaining}<=0,${prev('outstandingLoan')}<=0)`;
  const base = derivedCell('amortisationBase');
  const lapsed = year > CARRY_FORWARD_YEARS ? at('excessToDate', row - CARRY_FORWARD_YEARS) : '0';
  const isSale = year === holdYears;
  return {
    year,
    rate: 0, // replaced by the writer: an input per year, or the fixed rate's cell
    rent: `${input('monthlyRent')}*(12-${input('emptyMonths')})*${growth}`,
    runningCosts: `${fixed}*${growth}+${at('rent')}*${percentShare}`,
    interest: `IF(${noLoan},0,IF(${at('rate')}=0,0,-CUMIPMT(${monthlyRate},${remaining},${prev('outstandingLoan')},1,${months},0)))`,
    principal: `IF(${noLoan},0,IF(${remaining}<=12,${prev('outstandingLoan')},IF(${at('rate')}=0,${prev('outstandingLoan')}*12/${remaining},-CUMPRINC(${monthlyRate},${remaining},${prev('outstandingLoan')},1,12,0))))`,
    amortisation: `MAX(0,MIN(${BUILDING_AMORTISATION_RATE}*${base},${base}-${BUILDING_AMORTISATION_RATE}*${base}*${year - 1}))+${year <= FURNITURE_YEARS ? `${FURNITURE_AMORTISATION_RATE}*${input('furniture')}` : '0'}`,
    netIncome: `${at('rent')}-(${at('runningCosts')}-${at('repairs')})-${at('ownDeducted')}-${at('usedFromEarlier')}-${at('amortisation')}`,
    rentTax: `IF(${at('netIncome')}>0,${at('netIncome')}*(1-${input('reduction')}),${at('netIncome')})*${input('marginalRate')}`,
    cashFlow: `${at('rent')}-${at('runningCosts')}-${at('interest')}-${at('principal')}-${at('rentTax')}`,
    outstandingLoan: `MAX(0,${prev('outstandingLoan')}-${at('principal')})`,
    propertyValue: `${input('price')}*(1+${input('priceChange')})^${year}`,
    equity: `${at('propertyValue')}-${at('outstandingLoan')}`,
    saleProceeds: isSale ? `B${saleRow(holdYears, 'netProceeds')}` : 0,
    flowAfterTax: `${at('cashFlow')}+${at('saleProceeds')}`,
    flowBeforeTax: `${at('rent')}-${at('runningCosts')}-${at('interest')}-${at('principal')}${isSale ? `+B${saleRow(holdYears, 'proceedsBeforeTax')}` : ''}`,
    gap: '',
    repairs: `${at('rent')}*${input('maintenance')}`,
    ownFinance: `${at('interest')}+${at('repairs')}`,
    ownDeducted: `MIN(MAX(0,${at('rent')}),${at('ownFinance')})`,
    excess: `${at('ownFinance')}-${at('ownDeducted')}`,
    excessToDate: `${prev('excessToDate')}+${at('excess')}`,
    usedFromEarlier: `MAX(0,MIN(MAX(0,${at('rent')})-${at('ownDeducted')},${prev('excessToDate')}-${prev('consumedToDate')}))`,
    consumedToDate: `MAX(${prev('consumedToDate')}+${at('usedFromEarlier')},${lapsed})`,
    carriedForward: `${at('excessToDate')}-${at('consumedToDate')}`,
  };
}

/** The sale at the end of year H (column B of the sale rows). */
export function saleFormulas(holdYears: number): Record<SaleKey, string> {
  const sale = (key: SaleKey) => `B${saleRow(holdYears, key)}`;
  const base = derivedCell('amortisationBase');
  const gain = `ROUND(MAX(0,${sale('gain')}),2)`;
  const scaleTax = SCALE.map((_, index) => {
    const from = `$E$${SCALE_FIRST_ROW + index}`;
    const next = index + 1 < SCALE.length ? `$E$${SCALE_FIRST_ROW + index + 1}` : null;
    const part = next ? `MIN(${gain},${next})-${from}` : `${gain}-${from}`;
    return `ROUND(MAX(0,${part})*$F$${SCALE_FIRST_ROW + index},2)`;
  }).join('+');
  return {
    salePrice: `${input('price')}*(1+${input('priceChange')})^${holdYears}`,
    sellingCostsAmount: `${sale('salePrice')}*${input('sellingCosts')}`,
    accumulatedAmortisation: `MIN(${base},${BUILDING_AMORTISATION_RATE}*${base}*${holdYears})`,
    acquisitionValue: `${input('price')}+${input('purchaseCosts')}+${input('renovation')}-${sale('accumulatedAmortisation')}`,
    gain: `${sale('salePrice')}-${sale('sellingCostsAmount')}-${input('plusvalia')}-${sale('acquisitionValue')}`,
    capitalGainsTax: scaleTax,
    loanRepaid: `${column('outstandingLoan')}${yearRow(holdYears)}`,
    proceedsBeforeTax: `${sale('salePrice')}-${sale('sellingCostsAmount')}-${input('plusvalia')}-${sale('loanRepaid')}`,
    netProceeds: `${sale('proceedsBeforeTax')}-${sale('capitalGainsTax')}`,
  };
}

/** Starting points of the IRR search: the engine's IRRs (fractions), null where none exists. */
export interface IrrGuesses {
  afterTax: number | null;
  beforeTax: number | null;
}

/**
 * Headline metrics: the IRRs of the investor's flows (live =IRR), yields and return on your money of year 1.
 * LibreOffice's IRR runs 20 Newton steps from the guess (10 % by default) and gives Err:523 for a
 * deep loss (−19 % a year) from there, so the guess is the engine's IRR of the file's own inputs;
 * after an edit it is a nearby start. Without one, the equity multiple spread over the hold.
 */
export function metricFormulas(holdYears: number, guesses: IrrGuesses): Record<MetricKey, string> {
  const flows = (key: YearColumn, guess: number | null) => {
    const range = `${column(key)}${yearRow(0)}:${column(key)}${yearRow(holdYears)}`;
    const fallback = `MAX(-0.9,(SUMIF(${range},">0")/MAX(0.01,-SUMIF(${range},"<0")))^(1/${holdYears})-1)`;
    return `IRR(${range},${guess === null ? fallback : String(Math.round(guess * 1e6) / 1e6)})`;
  };
  const first = (key: YearColumn) => `${column(key)}${yearRow(1)}`;
  // core/metrics.ts: gross = monthly rent × 12 / price (before empty months); net over price +
  // purchase costs + renovation.
  const price = input('price');
  const invested = `(${price}+${input('purchaseCosts')}+${input('renovation')})`;
  return {
    irrAfterTax: flows('flowAfterTax', guesses.afterTax),
    irrBeforeTax: flows('flowBeforeTax', guesses.beforeTax),
    grossYield: `IF(${price}>0,${input('monthlyRent')}*12/${price},0)`,
    netYield: `IF(${invested}>0,(${first('rent')}-${first('runningCosts')})/${invested},0)`,
    cashOnCashYear1: `IF(${derivedCell('equity')}>0,(${first('rent')}-${first('runningCosts')}-${first('interest')}-${first('principal')})/${derivedCell('equity')},0)`,
  };
}
