/**
 * @jest-environment jsdom
 */
// The top of the results in a DOM: the verdict and its criteria as data-result/data-value, colour by
// criterion (not by sign), the bond's month and source, the financing warnings.
import '@testing-library/jest-dom';
import { cleanup, render, screen } from '@testing-library/react';
import * as React from 'react';
import { BOND_10Y_DEFAULT } from '../../../core/market-figures';
import { analyseInvestment, ANALYSIS_DEFAULTS } from '../../../core/tools/investment-analysis';
import VerdictPanel from './VerdictPanel';

afterEach(cleanup);

const byResult = (container: HTMLElement, name: string) =>
  container.querySelector(`[data-result="${name}"]`);

describe('VerdictPanel', () => {
  it('shows a poor deal as no, each criterion missed, the TIR red although above 0', () => {
    // A 70 % loan, 900 €/mes, no appreciation: a TIR after tax above 0 but below the bond.
    const analysis = analyseInvestment({
      ...ANALYSIS_DEFAULTS,
      monthlyRent: 900,
      loanAmount: 140_000,
      priceChangePercent: 0,
    });
    const { container } = render(<VerdictPanel analysis={analysis} bond={BOND_10Y_DEFAULT} />);
    expect(byResult(container, 'verdict')).toHaveAttribute('data-value', 'no');
    expect(byResult(container, 'criterion.irr')).toHaveAttribute('data-value', 'missed');
    expect(byResult(container, 'benchmark')).toHaveAttribute(
      'data-value',
      String(BOND_10Y_DEFAULT.value),
    );
    expect(analysis.metrics.irrAfterTax ?? -1).toBeGreaterThan(0);
    expect(byResult(container, 'irrAfterTax')?.closest('.result-card')).toHaveClass(
      'result-card--negative',
    );
    expect(screen.getByRole('link', { name: /Octubre de 2025/ })).toHaveAttribute(
      'href',
      BOND_10Y_DEFAULT.url,
    );
    // 70 % exactly: no warning.
    expect(container.querySelector('[data-warning]')).toBeNull();
  });

  it('shows a deal that meets both criteria as yes, green, with the 80 % loan warned', () => {
    const analysis = analyseInvestment({ ...ANALYSIS_DEFAULTS, monthlyRent: 1_600 });
    expect(analysis.verdict.verdict).toBe('yes');
    const { container } = render(<VerdictPanel analysis={analysis} bond={BOND_10Y_DEFAULT} />);
    expect(byResult(container, 'verdict')).toHaveAttribute('data-value', 'yes');
    expect(byResult(container, 'verdict')).toHaveTextContent(/^Sí, cumple tus criterios/);
    expect(byResult(container, 'criterion.monthlyCashFlow')).toHaveAttribute('data-value', 'met');
    expect(byResult(container, 'irrAfterTax')?.closest('.result-card')).toHaveClass(
      'result-card--positive',
    );
    expect(container.querySelector('[data-warning="ltv"]')).toHaveTextContent(
      'pendiente de confirmar',
    );
  });
});
