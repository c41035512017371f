// The purchase-costs result's financing warnings: a loan above 80 % of the price (`ltv`) or above
// the price (`loanAbovePrice`), with what banks usually lend and the money needed at that share.
import { formatEuros, formatPercent } from '../../../core/format';
import type { PurchaseCostsResult } from '../../../core/tax/purchase-costs';
import { LTV_LIMITS } from '../../../core/tools/mortgage/affordability';
import { round2 } from '../../../core/round';

export type PurchaseWarningKey = 'ltv' | 'loanAbovePrice';

export interface PurchaseWarning {
  key: PurchaseWarningKey;
  text: string;
}

/** Where the 80/70 % comes from, said honestly (as on /hipoteca). */
const SOURCE = 'práctica habitual de los bancos, pendiente de confirmar';

export const priceOf = (result: PurchaseCostsResult): number =>
  round2(result.totalWithProperty - result.totalCosts);

// What the buyer puts in with a loan of `ltv` % of the price: the rest of the price and the costs
// (as computed: a smaller loan barely changes them).
export function cashAtShare(result: PurchaseCostsResult, ltv: number): number {
  const price = priceOf(result);
  return round2(price - (price * ltv) / 100 + result.totalCosts);
}

export function purchaseWarnings(result: PurchaseCostsResult): PurchaseWarning[] {
  const price = priceOf(result);
  const loan = result.loanAmount;
  if (!(price > 0) || !(loan > 0)) return [];
  const home = LTV_LIMITS.main;
  const investment = LTV_LIMITS.investment;
  const atHome = formatEuros(cashAtShare(result, home));
  const atInvestment = formatEuros(cashAtShare(result, investment));
  const share = formatPercent((loan / price) * 100);
  const warnings: PurchaseWarning[] = [];
  if (loan > (price * home) / 100 + 0.005) {
    warnings.push({
      key: 'ltv',
      text: `El préstamo es el ${share} del precio. Los bancos suelen prestar hasta el ${formatPercent(home, 0)} en vivienda habitual y el ${formatPercent(investment, 0)} en segunda vivienda o inversión (fuente: ${SOURCE}): con esos préstamos necesitarías aportar ${atHome} o ${atInvestment} entre entrada y gastos.`,
    });
  }
  if (loan > price) {
    warnings.push({
      key: 'loanAbovePrice',
      text: `El préstamo (${formatEuros(loan)}) es mayor que el precio (${formatEuros(price)}): los bancos no suelen financiar más que el valor de la vivienda, y los gastos de compra se pagan con ahorros. Por eso el dinero que necesitas aportar no puede ser 0: con un préstamo del ${formatPercent(home, 0)} serían ${atHome}.`,
    });
  }
  return warnings;
}
