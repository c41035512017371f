// A test fixture: issue 25's financing case (2.600 € net, 150 € of debts, 45.000 € saved, a
// 185.000 € used flat in the Valencian Community to let, 25 years fixed at 3,5 %), shared by the
// verdict rule's tests and the verdict texts' tests.
import { RATE_DEFAULTS, type FinancingInput } from '../tools/mortgage/index';

export const VALENCIAN_FLAT_TO_LET: FinancingInput = {
  netMonthlyIncome: 2600,
  existingDebtPayments: 150,
  savings: 45000,
  propertyPrice: 185000,
  use: 'investment',
  propertyType: 'used',
  autonomousCommunity: 'valencia',
  loan: { ...RATE_DEFAULTS, interestRate: 3.5, loanTermYears: 25 },
  requestedLoan: 160000,
  borrowerAge: 35,
};
