/**
 * @jest-environment jsdom
 */
// The "¿Te daría el banco esta hipoteca?" panel under the results: it asks, it does not scold.
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { RATE_DEFAULTS } from '../../../core/tools/mortgage/rate-path';
import type { LoanTerms } from '../../../core/tools/mortgage/schedule';
import { fakeTimers, pass } from '../../lib/testing/frames';
import { TYPING_PAUSE_MS } from '../../lib/typing-pause';
import type { LinkHost } from '../calculator/useLinkedForm';
import Affordability from './Affordability';
import EarlyRepayment from './EarlyRepayment';

const REQUIRED = 'Este campo es obligatorio';

/** A calculator opened without a link. */
const host: LinkHost = {
  link: undefined,
  addToLink: () => () => undefined,
  reportLinkErrors: () => undefined,
  shareLink: () => 'https://example.test/hipoteca',
};

/** 200.000 € over 25 years at a fixed 3,5 % (the page's defaults). */
const loan: LoanTerms = {
  ...RATE_DEFAULTS,
  rateType: 'fixed',
  interestRate: 3.5,
  loanAmount: 200_000,
  loanTermYears: 25,
};

afterEach(() => jest.useRealTimers());

describe('the panels under the mortgage results', () => {
  it('say nothing is missing until the person types in them', async () => {
    render(
      <Affordability loan={loan} openingFeePercent={0} initial={{ price: 250_000 }} link={host} />,
    );
    const income = screen.getByLabelText('Ingresos mensuales netos');
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(income).not.toHaveAttribute('aria-invalid', 'true');
    // The first key of "3.000": not yet an empty field to ask for.
    fakeTimers();
    fireEvent.change(income, { target: { value: '3' } });
    await pass(TYPING_PAUSE_MS - 1);
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    // Typed, then emptied: once typing pauses, the field is asked for.
    fireEvent.change(income, { target: { value: '3.000' } });
    fireEvent.change(income, { target: { value: '' } });
    await pass(TYPING_PAUSE_MS);
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    expect(income).toHaveAttribute('aria-invalid', 'true');
  });

  it('start from a price that follows the loan until the person types here', () => {
    const { rerender } = render(
      <Affordability loan={loan} openingFeePercent={0} initial={{ price: 1 }} link={host} />,
    );
    const price = screen.getByLabelText('Precio de la vivienda');
    expect(price).toHaveValue('1');
    // The loan typed on: 200.000 € of loan and a 20 % deposit, 250.000 €.
    rerender(
      <Affordability loan={loan} openingFeePercent={0} initial={{ price: 250_000 }} link={host} />,
    );
    expect(price).toHaveValue('250.000');
    // Typing elsewhere in the panel keeps the price on screen, and from then on it stays.
    fireEvent.change(screen.getByLabelText('Ingresos mensuales netos'), {
      target: { value: '3.000' },
    });
    rerender(
      <Affordability loan={loan} openingFeePercent={0} initial={{ price: 300_000 }} link={host} />,
    );
    expect(price).toHaveValue('250.000');
  });

  it('leave an untouched early repayment quiet too', async () => {
    render(<EarlyRepayment terms={loan} link={host} />);
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Importe a amortizar'), { target: { value: 'mil' } });
    // Once typing pauses.
    expect(await screen.findByText('Escribe un número, por ejemplo 1.250,50')).toBeInTheDocument();
  });
});
