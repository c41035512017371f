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
    // The bond is the yardstick, not a criterion: no colour, no ▲/▼ of its own.
    expect(byResult(container, 'benchmark')?.closest('.result-card')).not.toHaveClass(
      'result-card--negative',
    );
    expect(byResult(container, 'benchmark')?.closest('.result-card')).not.toHaveClass(
      'result-card--positive',
    );
    expect(analysis.metrics.irrAfterTax ?? -1).toBeGreaterThan(0);
    expect(byResult(container, 'irrAfterTax')?.closest('.result-card')).toHaveClass(
      'result-card--negative',
    );
    expect(screen.getByRole('link', { name: /Febrero de 2026/ })).toHaveAttribute(
      'href',
      BOND_10Y_DEFAULT.url,
    );
    // 70 % exactly: no financing warning.
    expect(
      container.querySelector('[data-warning="ltv"], [data-warning="loanAbovePrice"]'),
    ).toBeNull();
    // The seed's bond (February 2026) is more than 45 days old today: the page asks to check it
    // and to change the benchmark field, in a sentence, not a boxed warning.
    expect(container.querySelector('[data-warning="staleFigure"]')).toHaveTextContent(
      'El bono español a 10 años es de febrero de 2026, hace más de 45 días: comprueba el valor actual en la fuente y, si ha cambiado, escríbelo en «Rentabilidad de referencia (bono español a 10 años)».',
    );
    expect(container.querySelector('[data-warning="staleFigure"] .callout')).toBeNull();
  });

  it("asks nothing about a bond figure of this month, nor about the user's own benchmark", () => {
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    const fresh = { ...BOND_10Y_DEFAULT, month };
    const analysis = analyseInvestment({ ...ANALYSIS_DEFAULTS, benchmarkPercent: fresh.value });
    const { container, unmount } = render(<VerdictPanel analysis={analysis} bond={fresh} />);
    expect(container.querySelector('[data-warning="staleFigure"]')).toBeNull();
    unmount();
    const own = analyseInvestment({ ...ANALYSIS_DEFAULTS, benchmarkPercent: 4 });
    const mine = render(<VerdictPanel analysis={own} bond={BOND_10Y_DEFAULT} />);
    expect(mine.container.querySelector('[data-warning="staleFigure"]')).toBeNull();
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

describe('VerdictPanel order', () => {
  it('says the verdict before its figures, once, with the criteria folded', () => {
    const analysis = analyseInvestment({ ...ANALYSIS_DEFAULTS, monthlyRent: 900 });
    const { container } = render(<VerdictPanel analysis={analysis} bond={BOND_10Y_DEFAULT} />);
    const sentence = container.querySelector('.analysis-verdict__sentence');
    const figures = container.querySelector('.analysis-verdict__figures');
    expect(sentence).not.toBeNull();
    expect(figures).not.toBeNull();
    // DOCUMENT_POSITION_FOLLOWING: the figures come after the verdict's sentence.
    expect(sentence?.compareDocumentPosition(figures as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(container.querySelectorAll('[data-result="irrAfterTax"]')).toHaveLength(1);
    const fold = byResult(container, 'criterion.irr')?.closest('details');
    expect(fold).not.toBeNull();
    expect(fold).not.toHaveAttribute('open');
  });

  it('says why the month is better after tax only when it is', () => {
    // A small rent against a large loan: a rental loss that lowers the tax on 40.000 € of salary.
    const loss = analyseInvestment({ ...ANALYSIS_DEFAULTS, monthlyRent: 700, otherIncome: 40_000 });
    expect(loss.verdict.monthlyCashFlowYear1).toBeGreaterThan(
      loss.verdict.monthlyCashFlowYear1BeforeTax,
    );
    render(<VerdictPanel analysis={loss} bond={BOND_10Y_DEFAULT} />);
    expect(screen.getByText(/rebaja el IRPF de tus otras rentas/)).toBeInTheDocument();
    cleanup();

    const profit = analyseInvestment({ ...ANALYSIS_DEFAULTS, monthlyRent: 1500 });
    expect(profit.verdict.monthlyCashFlowYear1).toBeLessThan(
      profit.verdict.monthlyCashFlowYear1BeforeTax,
    );
    render(<VerdictPanel analysis={profit} bond={BOND_10Y_DEFAULT} />);
    expect(screen.queryByText(/rebaja el IRPF de tus otras rentas/)).toBeNull();
  });
});
