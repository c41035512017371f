/**
 * @jest-environment jsdom
 */
// The variable loan on the Euríbor path the user picks: rising by default, then falling or flat.
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { MORTGAGE_FORM_DEFAULTS } from '../../../core/tools/mortgage/fields';
import EuriborPaths from './EuriborPaths';
import { computeMortgage } from './outcome';

const valueOf = (field: string) =>
  Number(document.querySelector(`[data-result="${field}"]`)?.getAttribute('data-value'));

describe('EuriborPaths', () => {
  const outcome = computeMortgage({ ...MORTGAGE_FORM_DEFAULTS, rateType: 'variable' });

  it('starts on the rising path: the payment climbs and the loan costs more than flat', () => {
    render(<EuriborPaths outcome={outcome} />);
    expect(screen.getByRole('radio', { name: 'Sube' })).toBeChecked();
    expect(valueOf('pathPeakPayment')).toBeGreaterThan(outcome.monthlyPayment);
    expect(valueOf('pathExtraCost')).toBeGreaterThan(0);
    expect(screen.getByText(/2,221\s%, 2,721\s%, 3,221\s%, 3,721\s%, 4,221\s%/)).toBeVisible();
  });

  it('shows the falling and flat paths when chosen', () => {
    render(<EuriborPaths outcome={outcome} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Baja' }));
    expect(valueOf('pathExtraCost')).toBeLessThan(0);
    expect(valueOf('pathPeakPayment')).toBe(outcome.monthlyPayment);
    expect(screen.getByText(/menos$/)).toBeVisible();
    fireEvent.click(screen.getByRole('radio', { name: 'Se mantiene' }));
    expect(valueOf('pathExtraCost')).toBe(0);
    expect(valueOf('pathTotalPayment')).toBe(outcome.totalPayment);
  });

  it('shows nothing for a fixed loan', () => {
    const fixed = computeMortgage(MORTGAGE_FORM_DEFAULTS);
    const { container } = render(<EuriborPaths outcome={fixed} />);
    expect(container).toBeEmptyDOMElement();
  });
});
