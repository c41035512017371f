// Bonificaciones: does a lower rate for linked products (insurance, payroll...) pay for its cost?
import { formatEuros } from '../../format';
import { round2 } from '../../round';
import { loanSchedule, type LoanTerms } from './schedule';
import { calculateTae, type TaeCosts } from './tae';

export interface LinkedProduct {
  /** "Seguro de hogar", "Nómina domiciliada"... */
  name: string;
  /** Points off the spread (and the fixed rate of a mixed loan). */
  spreadDiscount: number;
  /** Euros a year (0 for a payroll that costs nothing). */
  yearlyCost: number;
}

export interface BonusOption {
  firstPayment: number;
  totalInterest: number;
  /** Over the loan's years. */
  productCost: number;
  totalCost: number;
  /** Products included; 'TAE variable' for variable and mixed loans. */
  tae: number;
}

export interface ProductVerdict {
  name: string;
  interestSaved: number;
  cost: number;
  /** Positive when the product pays for itself. */
  netSaving: number;
  paysOff: boolean;
}

export interface BonusResult {
  without: BonusOption;
  with: BonusOption;
  interestSaved: number;
  productCost: number;
  netSaving: number;
  paysOff: boolean;
  products: ProductVerdict[];
  verdict: string;
}

const finite = (value: number): number => (Number.isFinite(value) ? value : 0);

/** Off a fixed rate, a variable spread, or both in a mixed loan (banks discount it all); ≥ 0 %. */
export function discountedTerms(terms: LoanTerms, points: number): LoanTerms {
  const discount = Math.max(0, finite(points));
  return {
    ...terms,
    interestRate:
      terms.rateType === 'variable'
        ? terms.interestRate
        : Math.max(0, finite(terms.interestRate) - discount),
    spread: terms.rateType === 'fixed' ? terms.spread : finite(terms.spread) - discount,
  };
}

function option(terms: LoanTerms, yearlyCost: number, costs: TaeCosts): BonusOption {
  const schedule = loanSchedule(terms);
  const productCost = round2(yearlyCost * schedule.years.length);
  return {
    firstPayment: schedule.firstPayment,
    totalInterest: schedule.totalInterest,
    productCost,
    totalCost: round2(schedule.totalInterest + productCost),
    tae: calculateTae(terms, { ...costs, linkedProductsYearlyCost: yearlyCost }).tae,
  };
}

function compare(terms: LoanTerms, products: readonly LinkedProduct[], costs: TaeCosts) {
  const discount = products.reduce((total, product) => total + finite(product.spreadDiscount), 0);
  const yearly = products.reduce(
    (total, product) => total + Math.max(0, finite(product.yearlyCost)),
    0,
  );
  const without = option(terms, 0, costs);
  const withProducts = option(discountedTerms(terms, discount), yearly, costs);
  const interestSaved = round2(without.totalInterest - withProducts.totalInterest);
  const netSaving = round2(interestSaved - withProducts.productCost);
  return { without, withProducts, interestSaved, netSaving };
}

/**
 * Interest saved against the products' cost over the loan (nominal euros, as bank simulators show),
 * all together and each alone, with each option's TAE. Example: bonus.test.ts.
 */
export function bonusComparison(
  terms: LoanTerms,
  products: readonly LinkedProduct[],
  costs: Omit<TaeCosts, 'linkedProductsYearlyCost'> = {},
): BonusResult {
  const all = compare(terms, products, costs);
  const perProduct = products.map((product) => {
    const alone = compare(terms, [product], costs);
    return {
      name: product.name,
      interestSaved: alone.interestSaved,
      cost: alone.withProducts.productCost,
      netSaving: alone.netSaving,
      paysOff: alone.netSaving > 0,
    };
  });
  const paysOff = all.netSaving > 0;
  const saved = formatEuros(all.interestSaved);
  const cost = formatEuros(all.withProducts.productCost);
  const verdict =
    products.length === 0
      ? 'Sin productos vinculados no hay bonificación que valorar.'
      : paysOff
        ? `Las bonificaciones compensan: ahorras ${saved} en intereses y los productos cuestan ${cost}; pagas ${formatEuros(all.netSaving)} menos en total.`
        : `Las bonificaciones no compensan: ahorras ${saved} en intereses, pero los productos cuestan ${cost}; pagas ${formatEuros(-all.netSaving)} más en total.`;
  return {
    without: all.without,
    with: all.withProducts,
    interestSaved: all.interestSaved,
    productCost: all.withProducts.productCost,
    netSaving: all.netSaving,
    paysOff,
    products: perProduct,
    verdict,
  };
}
