// Plausibility notes: values a form accepts but an investor would want to look at twice.
import { grossYield } from './ratios';

export const PLAUSIBILITY_MESSAGES = {
  lowPrice:
    'Un precio por debajo de 10.000 € es muy poco habitual: comprueba que no falte ningún cero.',
  highYield:
    'Una rentabilidad bruta por encima del 20 % es muy poco habitual: revisa el precio y el alquiler.',
  loanAbovePrice:
    'El préstamo supera el precio de compra: los bancos suelen financiar como mucho el 80 % del valor de la vivienda.',
  highInterest: 'Un interés por encima del 10 % es muy poco habitual en una hipoteca en España.',
  lowMortgage:
    'Una hipoteca por debajo de 10.000 € es muy poco habitual: comprueba que no falte ningún cero.',
} as const;

export const PLAUSIBLE_MIN_PRICE = 10_000;
export const PLAUSIBLE_MIN_MORTGAGE = 10_000;
export const PLAUSIBLE_MAX_GROSS_YIELD = 20;
export const PLAUSIBLE_MAX_INTEREST = 10;

/** @example priceWarning(9500) // 'Un precio por debajo de 10.000 € …' */
export function priceWarning(price: number | undefined): string | undefined {
  return price !== undefined && price > 0 && price < PLAUSIBLE_MIN_PRICE
    ? PLAUSIBILITY_MESSAGES.lowPrice
    : undefined;
}

/** Gross yield on the price above 20 %. */
export function rentWarning(
  price: number | undefined,
  monthlyRent: number | undefined,
): string | undefined {
  if (!price || price <= 0 || monthlyRent === undefined) return undefined;
  return grossYield(monthlyRent, price) > PLAUSIBLE_MAX_GROSS_YIELD
    ? PLAUSIBILITY_MESSAGES.highYield
    : undefined;
}

export function loanWarning(
  price: number | undefined,
  loan: number | undefined,
): string | undefined {
  return price !== undefined && loan !== undefined && price > 0 && loan > price
    ? PLAUSIBILITY_MESSAGES.loanAbovePrice
    : undefined;
}

export function interestWarning(rate: number | undefined): string | undefined {
  return rate !== undefined && rate > PLAUSIBLE_MAX_INTEREST
    ? PLAUSIBILITY_MESSAGES.highInterest
    : undefined;
}

type Numbers<K extends string> = Partial<Record<K, number>>;

export function yieldWarnings(
  v: Numbers<'purchasePrice' | 'monthlyRent' | 'financingAmount' | 'interestRate'>,
): Partial<Record<string, string>> {
  return {
    purchasePrice: priceWarning(v.purchasePrice),
    monthlyRent: rentWarning(v.purchasePrice, v.monthlyRent),
    financingAmount: loanWarning(v.purchasePrice, v.financingAmount),
    interestRate: interestWarning(v.interestRate),
  };
}

/** Under 10.000 € ("68,5" typed for 68.500 €). */
export function mortgageAmountWarning(amount: number | undefined): string | undefined {
  return amount !== undefined && amount > 0 && amount < PLAUSIBLE_MIN_MORTGAGE
    ? PLAUSIBILITY_MESSAGES.lowMortgage
    : undefined;
}

export function mortgageWarnings(
  v: Numbers<'loanAmount' | 'interestRate'>,
): Partial<Record<string, string>> {
  return {
    loanAmount: mortgageAmountWarning(v.loanAmount),
    interestRate: interestWarning(v.interestRate),
  };
}

export function capitalGainsWarnings(v: Numbers<'purchasePrice'>): Partial<Record<string, string>> {
  return { purchasePrice: priceWarning(v.purchasePrice) };
}

export function purchaseCostsWarnings(
  v: Numbers<'propertyPrice' | 'loanAmount'>,
): Partial<Record<string, string>> {
  return {
    propertyPrice: priceWarning(v.propertyPrice),
    loanAmount: loanWarning(v.propertyPrice, v.loanAmount),
  };
}

export function comparatorWarnings(
  v: Numbers<'price' | 'monthlyRent'>,
): Partial<Record<string, string>> {
  return { price: priceWarning(v.price), monthlyRent: rentWarning(v.price, v.monthlyRent) };
}
