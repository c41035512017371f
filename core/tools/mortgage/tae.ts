// TAE of a mortgage by the Banco de España method, with the opening fee and linked-product costs.
import { round2 } from '../../round';
import { APPRAISAL_FEE_ESTIMATE } from '../../tax/deed-fees';
import { withConstantEuribor } from './rate-path';
import { loanSchedule, type LoanTerms } from './schedule';

/** Paid `years` after the payout (1/12 per month). */
export interface CashFlow {
  years: number;
  amount: number;
}

export interface TaeCosts {
  /** Comisión de apertura, percent of the loan, at signing. */
  openingFeePercent?: number;
  /** Other costs at signing to get the loan (e.g. the appraisal), euros. */
  upfrontCosts?: number;
  /** Products the loan requires or is discounted for (insurance...), euros a year. */
  linkedProductsYearlyCost?: number;
}

export interface TaeResult {
  tae: number;
  /** Variable and mixed loans: it assumes today's Euríbor stays. */
  label: 'TAE' | 'TAE variable';
  openingFee: number;
  /** The loan minus the fee and costs paid at signing. */
  netAmount: number;
  totalCosts: number;
}

/**
 * What a borrower pays at signing for the loan: the opening fee and the appraisal, which the TAE
 * counts (Ley 5/2019, BOE-A-2019-3814, art. 4.12: the total cost of the credit includes "la
 * valoración del bien cuando dicha valoración sea necesaria para obtener el crédito"; art. 8.1 and
 * annex II: the TAE on that cost). The appraisal is our estimate: the mortgage form does not ask it.
 */
export function signingCosts(
  terms: Pick<LoanTerms, 'loanAmount'>,
  openingFeePercent: number,
): TaeCosts & { upfrontCosts: number } {
  return {
    openingFeePercent,
    upfrontCosts: terms.loanAmount > 0 ? APPRAISAL_FEE_ESTIMATE.value : 0,
  };
}

const positive = (value: number | undefined): number =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;

/** Present value at rate X minus what was received, and its slope -t · amount · (1 + X)^(-t-1). */
function gap(net: number, flows: readonly CashFlow[], rate: number): [number, number] {
  const logGrowth = Math.log1p(rate);
  let value = -net;
  let slope = 0;
  for (const flow of flows) {
    const present = flow.amount * Math.exp(-flow.years * logGrowth);
    value += present;
    slope -= flow.years * present;
  }
  return [value, slope / (1 + rate)];
}

/**
 * The X solving Directive 2014/17/UE, anexo I, part I: net = Σ amount_k · (1 + X)^(-t_k), a year
 * of 12 equal months (remark c) (legislation.gov.uk/eudr/2014/17/annex/i; Ley 5/2019,
 * BOE-A-2019-3814, annex: pendiente de confirmar). Newton inside a narrowing bracket: cannot diverge.
 * @example annualEquivalentRate(1000, [{ years: 1, amount: 1100 }]) // 10
 */
export function annualEquivalentRate(net: number, flows: readonly CashFlow[]): number {
  if (!(net > 0) || flows.length === 0) return 0;
  let low = -0.999999;
  let high = 1;
  while (gap(net, flows, high)[0] > 0 && high < 1e6) high *= 2;
  let rate = (low + high) / 2;
  for (let step = 0; step < 200 && high - low > 1e-15; step += 1) {
    const [value, slope] = gap(net, flows, rate);
    if (value === 0) break;
    if (value > 0) low = rate;
    else high = rate;
    const newton = slope < 0 ? rate - value / slope : Number.NaN;
    const next = newton > low && newton < high ? newton : (low + high) / 2;
    if (Math.abs(next - rate) <= 1e-15) {
      rate = next;
      break;
    }
    rate = next;
  }
  return rate * 100;
}

/**
 * The schedule's instalments in cents, fee and signing costs deducted from what is received, linked
 * products at the start of each year. Variable and mixed: Euríbor held ("TAE variable").
 */
export function calculateTae(terms: LoanTerms, costs: TaeCosts = {}): TaeResult {
  const schedule = loanSchedule(withConstantEuribor(terms));
  const loan = schedule.months.length > 0 ? Math.max(0, terms.loanAmount) : 0;
  const openingFee = round2((loan * positive(costs.openingFeePercent)) / 100);
  const upfront = round2(positive(costs.upfrontCosts));
  const yearly = positive(costs.linkedProductsYearlyCost);
  const flows: CashFlow[] = schedule.months.map((row) => ({
    years: row.period / 12,
    amount: row.payment,
  }));
  const productFlows = schedule.years.map((year) => ({ years: year.period - 1, amount: yearly }));
  if (yearly > 0) flows.push(...productFlows);
  const netAmount = round2(loan - openingFee - upfront);
  return {
    tae: round2(annualEquivalentRate(netAmount, flows)),
    label: terms.rateType === 'fixed' ? 'TAE' : 'TAE variable',
    openingFee,
    netAmount,
    totalCosts: round2(openingFee + upfront + (yearly > 0 ? yearly * productFlows.length : 0)),
  };
}
