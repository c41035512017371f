/**
 * @jest-environment jsdom
 */
// A share link that could not be copied says so beside "Compartir enlace", not only in a toast.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { CalculatorActions } from './CalculatorActions';
import type { Calculator } from './useCalculator';

const actions = (copied: boolean) => {
  const calculator = { calculating: false, share: jest.fn(async () => copied) };
  render(
    <CalculatorActions
      calculator={calculator as unknown as Calculator<string, object, object>}
      submitLabel="Calcular hipoteca"
    />,
  );
  return calculator;
};

describe('CalculatorActions', () => {
  it('shows the copy failure beside the share button, tied to it', async () => {
    actions(false);
    const button = screen.getByRole('button', { name: 'Compartir enlace' });
    await act(async () => {
      fireEvent.click(button);
    });
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('No se pudo copiar el enlace');
    expect(button).toHaveAttribute('aria-describedby', error.id);
  });

  it('says nothing beside the button when the link was copied', async () => {
    const calculator = actions(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Compartir enlace' }));
    });
    expect(calculator.share).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Calcular hipoteca' })).toBeInTheDocument();
  });
});
