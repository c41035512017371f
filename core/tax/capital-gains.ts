// Gain on selling a home and the IRPF due on it, by the progressive savings-base brackets (2025-2026).
import { round2 } from '../round';
import { todayInMadrid } from './dates';
import { irpfSavingsScaleOn } from './irpf-savings-scale';
import type { IsoDate } from './sourced';
import { marginalSlices } from './progressive-scale';
import { eur, pct } from './text';

export interface CapitalGainsInput {
  purchasePrice: number;
  salePrice: number;
  purchaseExpenses: number;
  saleExpenses: number;
  improvementCosts: number;
  holdingPeriodYears: number;
  /**
   * Reinvestment in a new main home (art. 38 LIRPF): the amount reinvested, or `true` for all of
   * it. The exempt share of the gain is amount / net sale price, at most 1.
   */
  reinvestInMainHome?: number | boolean;
  /** Seller aged 65 or more selling the main home (art. 33.4.b LIRPF): the gain is exempt. */
  over65MainHome?: boolean;
  /** Day of the sale: its tax year picks the savings scale. Default today in Spain. */
  saleDate?: IsoDate;
}

export interface CapitalGainsBracket {
  from: number;
  /** `null` for the open top tranche. */
  to: number | null;
  rate: number;
  base: number;
  tax: number;
}

export interface CapitalGainsResult {
  grossProfit: number;
  netProfit: number;
  /** Part of the gain that is exempt (reinvestment or over 65). */
  exemptGain: number;
  /** Savings base the brackets tax. */
  taxableGain: number;
  capitalGainsTax: number;
  netProfitAfterTax: number;
  /** Percent a year. */
  annualizedReturn: number;
  /** Tranches the taxable gain reaches, with the tax of each. */
  brackets: CapitalGainsBracket[];
  /** Tax / net profit, in percent; 0 without a gain. */
  effectiveRate: number;
  notes: string[];
}

function exemptShare(input: CapitalGainsInput, netSale: number): number {
  if (input.over65MainHome) return 1;
  const reinvested = input.reinvestInMainHome;
  if (reinvested === true) return 1;
  if (typeof reinvested !== 'number' || !(reinvested > 0) || !(netSale > 0)) return 0;
  return Math.min(1, reinvested / netSale);
}

/**
 * Gain and IRPF on a home sale. The gain is taxed as if it were the seller's only savings income
 * of the year, at the 2025-2026 savings scale; a loss pays nothing.
 * @example calculateCapitalGains({ purchasePrice: 200_000, salePrice: 250_000, purchaseExpenses: 15_000,
 *   saleExpenses: 12_000, improvementCosts: 10_000, holdingPeriodYears: 5 })
 * // total cost 225,000, net sale 238,000: grossProfit 38,000, netProfit 13,000;
 * // tax 6,000 x 19 % + 7,000 x 21 % = 2,610; after tax 10,390; annualized 1.13 %
 */
export function calculateCapitalGains(input: CapitalGainsInput): CapitalGainsResult {
  const totalCost = input.purchasePrice + input.purchaseExpenses + input.improvementCosts;
  const netSale = input.salePrice - input.saleExpenses;
  const grossProfit = netSale - input.purchasePrice;
  const netProfit = netSale - totalCost;
  const gain = Math.max(0, netProfit);
  const exemptGain = round2(gain * exemptShare(input, netSale));
  const taxableGain = round2(gain - exemptGain);

  const saleDate = input.saleDate ?? todayInMadrid();
  const scale = irpfSavingsScaleOn(saleDate);
  const brackets = marginalSlices(taxableGain, scale.brackets)
    .filter((slice) => slice.base > 0)
    .map((slice) => ({ ...slice, base: round2(slice.base), tax: round2(slice.tax) }));
  const capitalGainsTax = round2(brackets.reduce((sum, slice) => sum + slice.tax, 0));

  const years = input.holdingPeriodYears;
  const annualizedReturn =
    years > 0 && totalCost > 0
      ? (Math.pow(Math.max(0, netSale) / totalCost, 1 / years) - 1) * 100
      : 0;

  const notes: string[] = [];
  if (netProfit <= 0) {
    notes.push(
      'No hay ganancia: la venta no paga IRPF. Una pérdida puede compensarse con otras ganancias del ahorro.',
    );
  } else {
    notes.push(
      `La ganancia tributa en la base del ahorro del IRPF de ${saleDate.slice(0, 4)}: ${brackets
        .map((b) => `${eur(b.base)} al ${pct(b.rate)}`)
        .join(', ')}. Se supone que es tu única renta del ahorro del año.`,
    );
  }
  if (gain > 0 && input.over65MainHome) {
    notes.push(
      'Mayor de 65 años que vende su vivienda habitual: la ganancia está exenta si vivió en ella al menos 3 años seguidos (art. 33.4.b LIRPF).',
    );
  } else if (gain > 0 && exemptGain > 0) {
    notes.push(
      `Reinversión en vivienda habitual: queda exenta la parte proporcional de la ganancia (${eur(exemptGain)}), si reinviertes en los 2 años anteriores o posteriores a la venta (art. 38 LIRPF).`,
    );
  }

  return {
    grossProfit: round2(grossProfit),
    netProfit: round2(netProfit),
    exemptGain,
    taxableGain,
    capitalGainsTax,
    netProfitAfterTax: round2(netProfit - capitalGainsTax),
    annualizedReturn: round2(annualizedReturn),
    brackets,
    effectiveRate: gain > 0 ? round2((capitalGainsTax / gain) * 100) : 0,
    notes,
  };
}
