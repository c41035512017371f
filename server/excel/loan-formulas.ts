// The French loan in Excel formulas, once for both workbooks: what core/tools/mortgage/engine.ts
// computes (paymentCount, monthlyPayment), as text for a cell. Arguments are cell references or
// sub-formulas; a rate is a fraction (Excel's 3,5 % is 0.035).

/** The number of monthly payments of a term in years: whole months, at least one. */
export function paymentCountFormula(years: string): string {
  return `MAX(1,ROUND(${years}*12,0))`;
}

/**
 * The constant monthly payment of `principal` over `months` at the nominal `annualRate`; a zero
 * rate repays it in equal parts, as the mortgage engine does.
 * @example monthlyPaymentFormula('B10', 'B11', 'B9') // 'IF(B10=0,B9/B11,-PMT(B10/12,B11,B9))'
 */
export function monthlyPaymentFormula(annualRate: string, months: string, principal: string) {
  return `IF(${annualRate}=0,${principal}/${months},-PMT(${annualRate}/12,${months},${principal}))`;
}
