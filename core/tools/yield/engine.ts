// Rental yield of a buy-to-let: gross and net yield, mortgage, cash flow, return on your money, verdicts.
import {
  grossYield as grossYieldOf,
  netYield as netYieldOf,
  returnOnYourMoney,
} from '../../ratios';
import { monthlyPayment } from '../mortgage/engine';
import { round2 } from '../../round';
import { fillDerived } from '../field-fill';
import { DEFAULT_PURCHASE_COSTS_PERCENT, YIELD_DEFAULTS, YIELD_FIELDS } from './fields';

export { DEFAULT_PURCHASE_COSTS_PERCENT, YIELD_DEFAULTS };

export interface RentalYieldInput {
  purchasePrice: number;
  monthlyRent: number;
  monthlyExpenses: number;
  initialInvestment?: number;
  financingAmount: number;
  /** Nominal annual rate in percent. */
  interestRate: number;
  loanTermYears: number;
  vacancyMonths?: number;
  purchaseCostsPercent?: number;
}

export type GrossYieldVerdict = 'excellent' | 'moderate' | 'low';
export type RoiVerdict = GrossYieldVerdict;
export type CashFlowVerdict = 'positive' | 'negative';

export interface RentalYieldResult {
  grossYield: number;
  netYield: number;
  monthlyMortgage: number;
  monthlyCashFlow: number;
  annualCashFlow: number;
  totalROI: number;
  grossYieldVerdict: GrossYieldVerdict;
  cashFlowVerdict: CashFlowVerdict;
  roiVerdict: RoiVerdict;
}

/** Thresholds in percent (spec section 9). */
export const GROSS_YIELD_EXCELLENT = 7;
export const GROSS_YIELD_MODERATE = 5;
export const ROI_EXCELLENT = 10;
export const ROI_MODERATE = 5;

export const YIELD_VERDICT_LABELS: Readonly<Record<GrossYieldVerdict, string>> = {
  excellent: 'Excelente',
  moderate: 'Moderada',
  low: 'Baja',
};
export const ROI_VERDICT_LABELS: Readonly<Record<RoiVerdict, string>> = YIELD_VERDICT_LABELS;
export const CASH_FLOW_VERDICT_LABELS: Readonly<Record<CashFlowVerdict, string>> = {
  positive: 'Flujo de caja positivo',
  negative: 'Flujo de caja negativo',
};

const MONTHS_PER_YEAR = 12;

function num(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) ? value : 0;
}

export function clampVacancy(vacancyMonths: number | undefined): number {
  return Math.min(MONTHS_PER_YEAR, Math.max(0, num(vacancyMonths)));
}

export function annualRentCollected(monthlyRent: number, vacancyMonths?: number): number {
  return num(monthlyRent) * (MONTHS_PER_YEAR - clampVacancy(vacancyMonths));
}

function threeLevel(value: number, excellent: number, moderate: number): GrossYieldVerdict {
  if (value >= excellent) return 'excellent';
  if (value >= moderate) return 'moderate';
  return 'low';
}

export function grossYieldVerdict(grossYield: number): GrossYieldVerdict {
  return threeLevel(grossYield, GROSS_YIELD_EXCELLENT, GROSS_YIELD_MODERATE);
}

export function roiVerdict(totalROI: number): RoiVerdict {
  return threeLevel(totalROI, ROI_EXCELLENT, ROI_MODERATE);
}

export function cashFlowVerdict(cashFlow: number): CashFlowVerdict {
  return cashFlow >= 0 ? 'positive' : 'negative';
}

/**
 * The yield calculator (spec sections 3 and 9) on core/metrics.ts's definitions; net yield as in
 * ARCHITECTURE.md's difference 1; a zero-rate loan pays no mortgage here, as the spec says.
 */
export function calculateRentalYield(given: RentalYieldInput): RentalYieldResult {
  const input = fillDerived(YIELD_FIELDS, given);
  const price = num(input.purchasePrice);
  const annualRent = annualRentCollected(input.monthlyRent, input.vacancyMonths);
  const annualExpenses = num(input.monthlyExpenses) * MONTHS_PER_YEAR;
  const financing = num(input.financingAmount);
  const rate = num(input.interestRate);
  const mortgage =
    financing > 0 && rate > 0 ? monthlyPayment(financing, rate, num(input.loanTermYears)) : 0;
  const annualCashFlow = annualRent - annualExpenses - mortgage * MONTHS_PER_YEAR;

  const grossYield = round2(grossYieldOf(num(input.monthlyRent), price));
  const totalROI = round2(returnOnYourMoney(annualCashFlow, num(input.initialInvestment)));
  const monthlyCashFlow = round2(annualCashFlow / MONTHS_PER_YEAR);
  return {
    grossYield,
    netYield: round2(
      netYieldOf({
        rentCollected: annualRent,
        runningCosts: annualExpenses,
        purchasePrice: price,
        purchaseCosts: purchaseCostsOf(price, input),
      }),
    ),
    monthlyMortgage: round2(mortgage),
    monthlyCashFlow,
    annualCashFlow: round2(annualCashFlow),
    totalROI,
    grossYieldVerdict: grossYieldVerdict(grossYield),
    cashFlowVerdict: cashFlowVerdict(monthlyCashFlow),
    roiVerdict: roiVerdict(totalROI),
  };
}

function purchaseCostsOf(price: number, input: { purchaseCostsPercent?: number }): number {
  return (price * num(input.purchaseCostsPercent)) / 100;
}

export type YieldBasis = 'gross' | 'net';

export interface TargetYieldInput {
  monthlyRent: number;
  monthlyExpenses: number;
  vacancyMonths?: number;
  purchaseCostsPercent?: number;
  /** Yield to reach, in percent. */
  targetYield: number;
  basis: YieldBasis;
}

/** "Precio máximo para una rentabilidad objetivo", in cents rounded down; 0 when none reaches it. */
export function maxPriceForTargetYield(input: TargetYieldInput): number {
  const target = num(input.targetYield);
  const annualRent = annualRentCollected(input.monthlyRent, input.vacancyMonths);
  // The gross yield counts twelve months of rent (empty months lower only the net).
  const income =
    input.basis === 'net'
      ? annualRent - num(input.monthlyExpenses) * MONTHS_PER_YEAR
      : num(input.monthlyRent) * MONTHS_PER_YEAR;
  if (target <= 0 || income <= 0) return 0;
  const cost = income / (target / 100);
  const price = input.basis === 'net' ? cost / (1 + num(input.purchaseCostsPercent) / 100) : cost;
  if (!Number.isFinite(price)) return 0;
  // Round down so the yield at the returned price is never below the target.
  return Math.floor(Number((price * 100).toPrecision(15))) / 100;
}
