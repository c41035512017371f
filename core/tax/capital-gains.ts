// Gain on selling a home and its IRPF, by the progressive savings-base brackets (2025-2026).
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
  /** Art. 38 LIRPF: the amount reinvested in a new main home, or `true` for all; exempt share = amount / net sale. */
  reinvestInMainHome?: number | boolean;
  /** Art. 33.4.b LIRPF: aged 65 or more selling the main home, the gain is exempt. */
  over65MainHome?: boolean;
  /** Its tax year picks the savings scale; default today in Spain. */
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
  /** Reinvestment or over 65. */
  exemptGain: number;
  taxableGain: number;
  capitalGainsTax: number;
  netProfitAfterTax: number;
  /** Percent a year. */
  annualizedReturn: number;
  brackets: CapitalGainsBracket[];
  /** Percent of net profit; 0 without a gain. */
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
 * Taxed as the seller's only savings income of the year; a loss pays nothing.
 * @example total cost 225,000, net sale 238,000 -> netProfit 13,000; tax 6,000 x 19 % + 7,000 x 21 % = 2,610
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
