// The French loan of core/tools/mortgage/engine.ts as cell formulas, once for both workbooks.

/** paymentCount: whole months of a term in years, at least one. */
export function paymentCountFormula(years: string): string {
  return `MAX(1,ROUND(${years}*12,0))`;
}

/** monthlyPayment, the rate a fraction; a zero rate repays in equal parts. */
export function monthlyPaymentFormula(annualRate: string, months: string, principal: string) {
  return `IF(${annualRate}=0,${principal}/${months},-PMT(${annualRate}/12,${months},${principal}))`;
}
