/**
 * @jest-environment jsdom
 */
// The sale's list names the early-repayment fee by its data-result, in euros, when there is a loan.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import * as React from 'react';
import { ANALYSIS_DEFAULTS, analyseInvestment } from '../../../core/tools/investment-analysis';
import { SaleBlock } from './SaleAndTaxes';

describe('SaleBlock', () => {
  it('shows the early-repayment fee of a fixed loan sold in year 4', () => {
    // 120.000 € at a fixed 3 % over 25 years: 106.296,78 € owed after 4 years, 2 % = 2.125,94 €.
    const analysis = analyseInvestment({
      ...ANALYSIS_DEFAULTS,
      price: 150_000,
      loanAmount: 120_000,
      loanTermYears: 25,
      rateType: 'fixed',
      interestRate: 3,
      holdYears: 4,
    });
    const { container } = render(<SaleBlock analysis={analysis} />);
    const fee = container.querySelector('[data-result="sale.earlyRepaymentFee"]');
    expect(fee).toHaveAttribute('data-value', '2125.94');
    expect(fee).toHaveTextContent('2.126');
  });

  it('leaves it out of a cash purchase', () => {
    const analysis = analyseInvestment({ ...ANALYSIS_DEFAULTS, loanAmount: 0 });
    const { container } = render(<SaleBlock analysis={analysis} />);
    expect(container.querySelector('[data-result="sale.earlyRepaymentFee"]')).toBeNull();
  });
});
