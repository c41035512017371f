// The live formulas of the "Análisis" sheet: the same model as core/tools/investment-analysis, cell by cell.
import {
  BUILDING_AMORTISATION_RATE,
  CARRY_FORWARD_YEARS,
  FURNITURE_AMORTISATION_RATE,
} from '../../core/tools/investment-analysis';
import {
  column,
  derivedCell as derived,
  inputCell as input,
  LETTING_CODES,
  rateCell,
  RESIDENCE_CODES,
  SCALE,
  SCALE_FIRST_ROW,
  saleRow,
  yearRow,
  type DerivedKey,
  type MetricKey,
  type SaleKey,
  type YearColumn,
} from './analysis-layout';
import { monthlyPaymentFormula, paymentCountFormula } from './loan-formulas';
import { gainScalesTax, rentScalesTax } from './analysis-irpf-formulas';
import type { Letting, Residence } from '../../core/tools/investment-analysis/regimes';

const resident = () => `${input('residence')}=${RESIDENCE_CODES.resident}`;
const tourist = () => `${input('letting')}=${LETTING_CODES.tourist}`;
/** Residents on the scales (taxModel 1), not an old link's flat rate. */
const onScales = () => `AND(${resident()},${input('taxModel')}=1)`;

/** The derived cells, as purchase.ts, cash-flows.ts and regimes.ts compute them (and explain why). */
export function derivedFormulas(): Record<DerivedKey, string> {
  const share = derived('constructionShare');
  const land = input('landCadastralValue');
  const typedTotal = input('cadastralValue');
  const total = derived('cadastralTotal');
  return {
    termMonths: `IF(${input('loanAmount')}>0,${paymentCountFormula(input('loanTermYears'))},0)`,
    openingFeeAmount: `${input('loanAmount')}*${input('openingFeePercent')}`,
    equity: `${input('price')}+${input('purchaseCosts')}+${input('renovation')}+${input('furniture')}+${derived('openingFeeAmount')}-${input('loanAmount')}`,
    acquisitionCosts: `${input('purchaseCosts')}-MIN(${input('purchaseCosts')},${input('appraisal')})`,
    financingCosts: `${derived('openingFeeAmount')}+IF(${input('loanAmount')}>0,MIN(${input('purchaseCosts')},${input('appraisal')}),0)`,
    letShare: `MIN(1,MAX(0,IF(${tourist()},${input('occupancyPercent')},(12-${input('emptyMonths')})/12)))`,
    // RIRPF art. 14.2.a: with both cadastral values typed, they split the cost (cash-flows.ts).
    constructionShare: `IF(AND(${typedTotal}>0,${land}>0,${land}<${typedTotal}),(${typedTotal}-${land})/${typedTotal},${input('constructionSharePercent')})`,
    cadastralTotal: `IF(${typedTotal}>0,${typedTotal},IF(AND(${land}>0,${share}<1),${land}/(1-${share}),0))`,
    cadastralBuilding: `IF(${total}>0,IF(AND(${land}>0,${land}<${total}),${total}-${land},${total}*${share}),0)`,
    amortisationBase: `MAX(${derived('buildingCost')},${derived('cadastralBuilding')})`,
    // TEAC 18-12-2025 (RG 00/00653/2025): never more amortised in all than the building's cost.
    buildingCost: `${share}*(${input('price')}+${derived('acquisitionCosts')})`,
    imputedIncome: `${total}*IF(${input('cadastralRevised')}=0,${rateCell('imputationOther')},${rateCell('imputationRevised')})*(1-${derived('letShare')})`,
    reductionApplied: `IF(AND(${input('letting')}=${LETTING_CODES.longTerm},${resident()}),${input('rentReductionPercent')},0)`,
    firstShare: `IF(${input('owners')}=2,MIN(1,MAX(0,${input('ownerSharePercent')})),1)`,
    secondShare: `1-${derived('firstShare')}`,
    nonResidentRate: `IF(${input('residence')}=${RESIDENCE_CODES.eu},${rateCell('nonResidentEu')},${rateCell('nonResidentOther')})`,
  };
}

/** What each code of the blue cells means, in the sheet's words. */
const LETTING_WORDS: Readonly<Record<Letting, string>> = {
  longTerm: 'vivienda habitual del inquilino (larga duración)',
  seasonal: 'alquiler por temporada (sin reducción)',
  tourist:
    'alquiler turístico (sin reducción; necesita la licencia autonómica y el registro único)',
};
const RESIDENCE_WORDS: Readonly<Record<Residence, string>> = {
  resident: 'residente en España (IRPF)',
  eu: 'residente en otro país de la UE o del EEE (IRNR al 19 %)',
  nonEu: 'residente fuera de la UE y del EEE (IRNR al 24 %)',
};

/** The case in words, live from the codes of the blue cells (an unknown code says so). */
export function caseFormula(): string {
  const words = <Key extends string>(
    codes: Readonly<Record<Key, number>>,
    text: Readonly<Record<Key, string>>,
    cell: string,
  ) =>
    (Object.keys(codes) as Key[]).reduceRight(
      (otherwise, key) => `IF(${cell}=${codes[key]},"${text[key]}",${otherwise})`,
      '"código desconocido"',
    );
  return `"Caso: "&${words(LETTING_CODES, LETTING_WORDS, input('letting'))}&"; "&${words(RESIDENCE_CODES, RESIDENCE_WORDS, input('residence'))}&"; "&IF(${input('owners')}=2,"dos titulares ("&TEXT(${derived('firstShare')}*100,"0")&" % y "&TEXT(${derived('secondShare')}*100,"0")&" %)","un titular")&"."`;
}

/** Year 0: the purchase. The loan is the whole amount, the investor's flow the equity put in. */
export function yearZeroFormulas(): Partial<Record<YearColumn, string | number>> {
  const at = (key: YearColumn) => `${column(key)}${yearRow(0)}`;
  return {
    year: 0,
    outstandingLoan: `${input('loanAmount')}`,
    propertyValue: `${input('price')}`,
    equity: `${at('propertyValue')}-${at('outstandingLoan')}`,
    flowAfterTax: `-${derived('equity')}`,
    flowBeforeTax: `-${derived('equity')}`,
    excessToDate: 0,
    consumedToDate: 0,
  };
}

/** One amortisation line of year t: yearly × time let, until `limit` (its base) is used up. */
const amortised = (base: string, rate: number, year: number, limit = base) => {
  const yearly = `${rate}*${base}*${derived('letShare')}`;
  return `MAX(0,MIN(${yearly},${limit}-${yearly}*${year - 1}))`;
};

/**
 * Year t of H, as loan-years.ts, cash-flows.ts and owner-tax.ts compute it. consumedToDate is the
 * head of the queue of excess interest and repairs (deducted or lapsed): the oldest goes first.
 */
export function yearFormulas(
  year: number,
  holdYears: number,
  firstTaxYear: number,
): Record<YearColumn, string | number> {
  const row = yearRow(year);
  const at = (key: YearColumn, r = row) => `${column(key)}${r}`;
  const prev = (key: YearColumn) => at(key, row - 1);
  const growth = `(1+${input('rentUpdatePercent')})^${year - 1}`;
  const percentShare = `(${input('defaultInsurancePercent')}+${input('maintenancePercent')}+${input('managementPercent')})`;
  const fixed = `(${input('ibi')}+${input('communityFees')}+${input('homeInsurance')}+${input('utilities')}+${input('otherCosts')})*${growth}`;
  const stays = `365*${input('occupancyPercent')}/MAX(1,${input('averageStayNights')})`;
  const touristCosts = `IF(${tourist()},${input('cleaningPerStay')}*${stays}*${growth}+${at('rent')}*${input('platformFeePercent')},0)`;
  const remaining = `(${derived('termMonths')}-${(year - 1) * 12})`;
  const months = `MIN(12,${remaining})`;
  const payment = monthlyPaymentFormula(at('rate'), remaining, prev('outstandingLoan'));
  const noLoan = `OR(${remaining}<=0,${prev('outstandingLoan')}<=0)`;
  const lapsed = year > CARRY_FORWARD_YEARS ? at('excessToDate', row - CARRY_FORWARD_YEARS) : '0';
  const deductsExpenses = `OR(${input('residence')}<>${RESIDENCE_CODES.nonEu},${input('nonEuDeductExpenses')}=1)`;
  const ownerRate = (rate: string) => `IF(${resident()},${rate},${derived('nonResidentRate')})`;
  const base = `(${at('taxableIncome')}+${at('imputedIncome')})`;
  const isSale = year === holdYears;
  const taxYear = firstTaxYear + year - 1;
  const ownerTax = (share: string, other: string, rate: string) =>
    `IF(${onScales()},${rentScalesTax(other, `${share}*${base}`, taxYear)},${share}*${base}*${ownerRate(rate)})`;
  return {
    year,
    rate: 0, // replaced by the writer: an input per year, or the fixed rate's cell
    rent: `IF(${tourist()},${input('nightlyRate')}*365*${input('occupancyPercent')},${input('monthlyRent')}*(12-${input('emptyMonths')}))*${growth}`,
    runningCosts: `${fixed}+${at('rent')}*${percentShare}+${touristCosts}`,
    interest: `IF(${noLoan},0,${months}*${payment}-${at('principal')})`,
    principal: `IF(${noLoan},0,IF(${remaining}<=12,${prev('outstandingLoan')},IF(${at('rate')}=0,12*${payment},-CUMPRINC(${at('rate')}/12,${remaining},${prev('outstandingLoan')},1,12,0))))`,
    amortisation: `${at('buildingAmortisation')}+${amortised(input('furniture'), FURNITURE_AMORTISATION_RATE, year)}`,
    netIncome: `IF(${deductsExpenses},${at('rent')}-${at('deductibleCosts')}-${at('ownDeducted')}-${at('usedFromEarlier')}-${at('amortisation')},${at('rent')})`,
    imputedIncome: derived('imputedIncome'),
    tax: `${at('firstOwnerTax')}+${at('secondOwnerTax')}`,
    cashFlow: `${at('rent')}-${at('runningCosts')}-${at('interest')}-${at('principal')}-${at('tax')}`,
    outstandingLoan: `MAX(0,${prev('outstandingLoan')}-${at('principal')})`,
    propertyValue: `${input('price')}*(1+${input('priceChangePercent')})^${year}`,
    equity: `${at('propertyValue')}-${at('outstandingLoan')}`,
    saleProceeds: isSale ? `B${saleRow(holdYears, 'netProceeds')}` : 0,
    flowAfterTax: `${at('cashFlow')}+${at('saleProceeds')}`,
    flowBeforeTax: `${at('rent')}-${at('runningCosts')}-${at('interest')}-${at('principal')}${isSale ? `+B${saleRow(holdYears, 'proceedsBeforeTax')}` : ''}`,
    gap: '',
    deductibleCosts: `${at('runningCosts')}-${at('repairs')}-${fixed}*(1-${derived('letShare')})`,
    repairs: `${at('rent')}*${input('maintenancePercent')}`,
    // The early-repayment fee is a financing cost of the sale year's rent (cash-flows.ts).
    financing: `(${at('interest')}${year === 1 ? `+${derived('financingCosts')}` : ''}${isSale ? `+B${saleRow(holdYears, 'earlyRepaymentFee')}` : ''})*${derived('letShare')}`,
    ownFinance: `${at('financing')}+${at('repairs')}`,
    ownDeducted: `MIN(MAX(0,${at('rent')}),${at('ownFinance')})`,
    excess: `${at('ownFinance')}-${at('ownDeducted')}`,
    excessToDate: `${prev('excessToDate')}+${at('excess')}`,
    usedFromEarlier: `IF(${resident()},MAX(0,MIN(MAX(0,${at('rent')})-${at('ownDeducted')},${prev('excessToDate')}-${prev('consumedToDate')})),0)`,
    consumedToDate: `MAX(${prev('consumedToDate')}+${at('usedFromEarlier')},${lapsed})`,
    carriedForward: `IF(${resident()},${at('excessToDate')}-${at('consumedToDate')},0)`,
    buildingAmortisation: `${amortised(derived('amortisationBase'), BUILDING_AMORTISATION_RATE, year, derived('buildingCost'))}+${amortised(input('renovation'), BUILDING_AMORTISATION_RATE, year)}`,
    taxableIncome: `IF(${resident()},IF(${at('netIncome')}>0,${at('netIncome')}*(1-${derived('reductionApplied')}),${at('netIncome')}),MAX(0,${at('netIncome')}))`,
    firstOwnerTax: ownerTax(
      derived('firstShare'),
      input('otherIncome'),
      input('marginalRatePercent'),
    ),
    secondOwnerTax: ownerTax(
      derived('secondShare'),
      input('secondOtherIncome'),
      input('secondMarginalRatePercent'),
    ),
    taxYear,
  };
}

/** The savings scale on a gain (one owner's), tranche by tranche, rounded as the engine does. */
function savingsScaleTax(gainCell: string): string {
  const gain = `ROUND(MAX(0,${gainCell}),2)`;
  return SCALE.map((_, index) => {
    const from = `$E$${SCALE_FIRST_ROW + index}`;
    const next = index + 1 < SCALE.length ? `$E$${SCALE_FIRST_ROW + index + 1}` : null;
    const part = next ? `MIN(${gain},${next})-${from}` : `${gain}-${from}`;
    return `ROUND(MAX(0,${part})*$F$${SCALE_FIRST_ROW + index},2)`;
  }).join('+');
}

/** The sale at the end of year H (column B of the sale rows), as sale.ts computes it. */
export function saleFormulas(holdYears: number, firstTaxYear: number): Record<SaleKey, string> {
  const sale = (key: SaleKey) => `B${saleRow(holdYears, key)}`;
  const scales = (gain: SaleKey, other: string, savings: string) =>
    gainScalesTax(other, savings, sale(gain), firstTaxYear + holdYears);
  const ownerTax = (gain: SaleKey, other: string, savings: string) =>
    `IF(${onScales()},${scales(gain, other, savings)},IF(${resident()},${savingsScaleTax(sale(gain))},MAX(0,${sale(gain)})*${rateCell('nonResidentGain')}))`;
  const amortisation = column('buildingAmortisation');
  return {
    salePrice: `${input('price')}*(1+${input('priceChangePercent')})^${holdYears}`,
    sellingCostsAmount: `${sale('salePrice')}*${input('sellingCostsPercent')}`,
    accumulatedAmortisation: `SUM(${amortisation}${yearRow(1)}:${amortisation}${yearRow(holdYears)})`,
    acquisitionValue: `${input('price')}+${derived('acquisitionCosts')}+${input('renovation')}-${sale('accumulatedAmortisation')}`,
    gain: `${sale('salePrice')}-${sale('sellingCostsAmount')}-${input('plusvalia')}-${sale('acquisitionValue')}`,
    firstOwnerGain: `${derived('firstShare')}*${sale('gain')}`,
    firstOwnerGainTax: ownerTax(
      'firstOwnerGain',
      input('otherIncome'),
      input('otherSavingsIncome'),
    ),
    secondOwnerGain: `${derived('secondShare')}*${sale('gain')}`,
    secondOwnerGainTax: ownerTax(
      'secondOwnerGain',
      input('secondOtherIncome'),
      input('secondOtherSavingsIncome'),
    ),
    capitalGainsTax: `${sale('firstOwnerGainTax')}+${sale('secondOwnerGainTax')}`,
    withholding: `IF(${resident()},0,${sale('salePrice')}*${rateCell('saleWithholding')})`,
    loanRepaid: `${column('outstandingLoan')}${yearRow(holdYears)}`,
    earlyRepaymentFee: `${input('earlyRepaymentFeePercent')}*${sale('loanRepaid')}`,
    proceedsBeforeTax: `${sale('salePrice')}-${sale('sellingCostsAmount')}-${input('plusvalia')}-${sale('loanRepaid')}-${sale('earlyRepaymentFee')}`,
    netProceeds: `${sale('proceedsBeforeTax')}-${sale('capitalGainsTax')}`,
  };
}

/** Starting points of the IRR search: the engine's IRRs (fractions), null where none exists. */
export interface IrrGuesses {
  afterTax: number | null;
  beforeTax: number | null;
}

/**
 * Headline metrics. From its default 10 % guess LibreOffice's IRR gives Err:523 for a deep loss, so
 * the guess is the engine's IRR of the file's own inputs (a nearby start after an edit); without
 * one, the equity multiple spread over the hold.
 */
export function metricFormulas(holdYears: number, guesses: IrrGuesses): Record<MetricKey, string> {
  const flows = (key: YearColumn, guess: number | null) => {
    const range = `${column(key)}${yearRow(0)}:${column(key)}${yearRow(holdYears)}`;
    const fallback = `MAX(-0.9,(SUMIF(${range},">0")/MAX(0.01,-SUMIF(${range},"<0")))^(1/${holdYears})-1)`;
    return `IRR(${range},${guess === null ? fallback : String(Math.round(guess * 1e6) / 1e6)})`;
  };
  const first = (key: YearColumn) => `${column(key)}${yearRow(1)}`;
  // core/metrics.ts: the net yield is over price + purchase costs + renovation.
  const price = input('price');
  const invested = `(${price}+${input('purchaseCosts')}+${input('renovation')})`;
  return {
    irrAfterTax: flows('flowAfterTax', guesses.afterTax),
    irrBeforeTax: flows('flowBeforeTax', guesses.beforeTax),
    grossYield: `IF(${price}>0,IF(${tourist()},${input('nightlyRate')}*365*${input('occupancyPercent')},${input('monthlyRent')}*12)/${price},0)`,
    netYield: `IF(${invested}>0,(${first('rent')}-${first('runningCosts')})/${invested},0)`,
    cashOnCashYear1: `IF(${derived('equity')}>0,(${first('rent')}-${first('runningCosts')}-${first('interest')}-${first('principal')})/${derived('equity')},0)`,
  };
}
