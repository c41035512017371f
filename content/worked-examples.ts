// Worked examples computed with the calculators of core, so the guides cannot drift from the tools.
import { calculateRentalYield } from '../core/tools/yield/engine';
import { calculateMunicipalPlusvalia } from '../core/tax/municipal-plusvalia';
import { round2 } from '../core/round';
import type { PlusvaliaExample, YieldExample } from './sanity.types';

export interface YieldWorkedExample {
  purchasePrice: number;
  purchaseCosts: number;
  totalInvestment: number;
  annualRent: number;
  annualExpenses: number;
  grossYield: number;
  netYield: number;
}

/**
 * Gross yield on the price; net yield on the price plus purchase costs, as the calculator does.
 * @example yieldWorkedExample(120000, 10 %, 650 a month, 2100 a year) // gross 6.5, net 4.32
 */
export function yieldWorkedExample(example: YieldExample): YieldWorkedExample {
  const annualExpenses = example.annualExpenses.reduce((sum, line) => sum + line.amount, 0);
  const purchaseCosts = round2((example.purchasePrice * example.purchaseCostsPercent) / 100);
  const totalInvestment = example.purchasePrice + purchaseCosts;
  const result = calculateRentalYield({
    purchasePrice: example.purchasePrice,
    purchaseCostsPercent: example.purchaseCostsPercent,
    monthlyRent: example.monthlyRent,
    monthlyExpenses: annualExpenses / 12,
    initialInvestment: totalInvestment,
    financingAmount: 0,
    interestRate: 0,
    loanTermYears: 0,
  });
  return {
    purchasePrice: example.purchasePrice,
    purchaseCosts,
    totalInvestment,
    annualRent: example.monthlyRent * 12,
    annualExpenses,
    grossYield: result.grossYield,
    netYield: result.netYield,
  };
}

/** The municipal plusvalía of an example by both methods, with the one that is due. */
export function plusvaliaWorkedExample(example: PlusvaliaExample) {
  return calculateMunicipalPlusvalia({
    landCadastralValue: example.landCadastralValue,
    totalCadastralValue: example.totalCadastralValue,
    purchasePrice: example.purchasePrice,
    salePrice: example.salePrice,
    yearsHeld: example.yearsHeld,
    municipalRate: example.municipalRate,
  });
}
