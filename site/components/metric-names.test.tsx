/**
 * @jest-environment jsdom
 */
// Components of pages that do not load core/metrics (the home hero, the guides' worked example) keep
// its names: a figure is called the same everywhere, without costing those pages any JavaScript.
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { GROSS_YIELD, NET_YIELD } from '../../core/metrics';
import HeroExample from './HeroExample';
import { YieldExample } from './content/YieldExample';

describe('figure names outside the tools', () => {
  it('the home hero names its yields as core/metrics does', () => {
    render(<HeroExample />);
    expect(screen.getByText(GROSS_YIELD.name, { exact: true })).toBeInTheDocument();
    expect(screen.getByText(NET_YIELD.name, { exact: true })).toBeInTheDocument();
  });
  it("the guides' worked example names its yields as core/metrics does", () => {
    const { container } = render(
      <YieldExample
        example={{
          _type: 'yieldExample',
          purchasePrice: 120_000,
          purchaseCostsPercent: 10,
          monthlyRent: 650,
          annualExpenses: [{ _key: 'a', _type: 'expenseLine', concept: 'IBI', amount: 450 }],
        }}
      />,
    );
    const labels = [...container.querySelectorAll('p > strong:first-child')].map(
      (e) => e.textContent,
    );
    expect(labels).toEqual([`${GROSS_YIELD.name}:`, `${NET_YIELD.name}:`]);
  });
});
