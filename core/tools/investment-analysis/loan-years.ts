// Interest and principal of each loan year, in closed form, from the mortgage engine's rates and payment.
import { paymentCount } from '../mortgage/engine';
import { frenchPayment, rateForYear, type LoanTerms } from '../mortgage';

export interface LoanYear {
  year: number;
  interest: number;
  principal: number;
  balance: number;
}

/** `loanSchedule`'s year rows without its monthly rounding, too slow for the what-ifs. */
export function loanYears(terms: LoanTerms, years: number): LoanYear[] {
  const end = paymentCount(terms.loanTermYears);
  const rows: LoanYear[] = [];
  let balance = Number.isFinite(terms.loanAmount) ? Math.max(0, terms.loanAmount) : 0;
  let rate = Number.NaN;
  let payment = 0;
  for (let year = 1; year <= years; year += 1) {
    const first = (year - 1) * 12 + 1;
    if (first > end || !(balance > 0)) {
      rows.push({ year, interest: 0, principal: 0, balance: 0 });
      balance = 0;
      continue;
    }
    const reviewed = rateForYear(terms, year);
    if (reviewed !== rate) {
      rate = reviewed;
      payment = frenchPayment(balance, rate, end - first + 1);
    }
    const months = Math.min(12, end - first + 1);
    const last = first + months - 1 === end;
    const { interest, principal } = last
      ? lastYear(balance, rate, payment, months)
      : ordinaryYear(balance, rate, payment, months);
    balance = last ? 0 : balance - principal;
    rows.push({ year, interest, principal, balance });
  }
  return rows;
}

function balanceAfter(balance: number, i: number, payment: number, months: number): number {
  if (i === 0) return balance - payment * months;
  // (1 + i)^k − 1 through expm1/log1p: exact for tiny rates, where 1 + i rounds to 1.
  const growthLessOne = Math.expm1(months * Math.log1p(i));
  return balance + balance * growthLessOne - (payment * growthLessOne) / i;
}

function ordinaryYear(
  balance: number,
  annualRatePct: number,
  payment: number,
  months: number,
): { interest: number; principal: number } {
  const after = Math.max(0, balanceAfter(balance, annualRatePct / 1200, payment, months));
  const principal = balance - after;
  return { interest: payment * months - principal, principal };
}

/** The year of the final instalment, which repays whatever is left (as `loanSchedule` does). */
function lastYear(
  balance: number,
  annualRatePct: number,
  payment: number,
  months: number,
): { interest: number; principal: number } {
  const i = annualRatePct / 1200;
  const beforeLast = Math.max(0, balanceAfter(balance, i, payment, months - 1));
  const earlierInterest = payment * (months - 1) - (balance - beforeLast);
  return { interest: earlierInterest + beforeLast * i, principal: balance };
}
