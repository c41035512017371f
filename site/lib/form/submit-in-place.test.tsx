/**
 * @jest-environment jsdom
 */
// A calculator's button gives its form the submit event itself: the browser's submission (which
// reads every field's layout in Chromium) does not run, and the form's handler runs once.
import { fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import SubmitButton from '../../components/form/SubmitButton';

function Tool({
  onSubmit,
  inPlace,
}: {
  onSubmit: (event: React.FormEvent) => void;
  inPlace: boolean;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      <label>
        Precio <input name="price" defaultValue="200.000" />
      </label>
      <SubmitButton inPlace={inPlace} busy={false} busyLabel="Calculando…">
        Calcular
      </SubmitButton>
    </form>
  );
}

describe('submitInPlace', () => {
  it("runs the form's handler once, without the browser's submission", () => {
    const onSubmit = jest.fn();
    render(<Tool onSubmit={onSubmit} inPlace />);
    // The click's default (the submission) is cancelled: fireEvent says so by returning false.
    expect(fireEvent.click(screen.getByRole('button', { name: 'Calcular' }))).toBe(false);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].target).toBe(screen.getByRole('button').closest('form'));
  });

  it('leaves a form that sends something to the browser', () => {
    const onSubmit = jest.fn();
    render(<Tool onSubmit={onSubmit} inPlace={false} />);
    expect(fireEvent.click(screen.getByRole('button', { name: 'Calcular' }))).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
