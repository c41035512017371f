// The loan follows the price (its 80 %) until the visitor types a loan, as /hipoteca's price follows
// its loan: typing 120.000 € as the price lends 96.000 €, never the old default on a field not touched.
import { defaultLoanAmount } from '../../../core/purchase-loan';

export interface LoanFollow {
  /** The visitor typed a loan: it stays as typed. */
  typed: boolean;
  /** The price the loan last followed (or was restored with). */
  price: number | undefined;
}

const usable = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value >= 0;

/** Still 80 % of the price it followed: a link or scenario with its own loan is not followed. */
export function stillFollows(state: LoanFollow, loan: number | undefined): boolean {
  if (state.typed || !usable(state.price)) return false;
  return usable(loan) && Math.abs(loan - defaultLoanAmount(state.price)) < 0.01;
}

/** The loan to show for a new price, or undefined to leave it as it is. */
export function loanForPrice(
  state: LoanFollow,
  price: number | undefined,
  loan: number | undefined,
): number | undefined {
  if (!usable(price) || !stillFollows(state, loan)) return undefined;
  return defaultLoanAmount(price);
}
