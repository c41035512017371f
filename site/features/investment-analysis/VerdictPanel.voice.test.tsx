/**
 * @jest-environment jsdom
 */
// The verdict's top as a couple and a non-resident read it: the plural for two owners, the IRNR
// and never the IRPF for an owner living in another EU country.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import * as React from 'react';
import { BOND_10Y_DEFAULT } from '../../../core/market-figures';
import { analyseInvestment, ANALYSIS_DEFAULTS } from '../../../core/tools/investment-analysis';
import VerdictPanel from './VerdictPanel';

describe('VerdictPanel’s voice', () => {
  it('speaks to two owners in the plural', () => {
    const analysis = analyseInvestment({ ...ANALYSIS_DEFAULTS, owners: 2 });
    const { container } = render(<VerdictPanel analysis={analysis} bond={BOND_10Y_DEFAULT} />);
    expect(container.querySelector('.analysis-verdict__summary')?.textContent).toMatch(
      /^Con este piso (os quedan|ponéis)/,
    );
    expect(container).toHaveTextContent('Os queda al mes');
    expect(container).toHaveTextContent('vuestro criterio');
    const own = [
      '.analysis-verdict__summary',
      '.analysis-verdict__figures',
      '.analysis-verdict__criteria',
    ]
      .map((selector) => container.querySelector(selector)?.textContent ?? '')
      .join(' ');
    expect(own).not.toMatch(/\b(Tu|tu|Te|te) /);
  });

  it('names the IRNR to a resident of another EU country, never the IRPF', () => {
    const analysis = analyseInvestment({ ...ANALYSIS_DEFAULTS, residence: 'eu' });
    const { container } = render(<VerdictPanel analysis={analysis} bond={BOND_10Y_DEFAULT} />);
    expect(container).toHaveTextContent('después de IRNR');
    expect(container).toHaveTextContent('Antes de IRNR');
    expect(container.textContent).not.toContain('IRPF');
  });
});
