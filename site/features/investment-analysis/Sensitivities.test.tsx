/**
 * @jest-environment jsdom
 */
// "¿Y si…?" in a DOM: each TIR marked against the user's minimum TIR (▲/▼ and colour), never the
// change column by its sign.
import '@testing-library/jest-dom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NUMBER_MESSAGES } from '../../../core/number';
import { PRICE_TARGET_MESSAGE } from '../../../core/tools/investment-analysis/result-fields';
import * as React from 'react';
import { ANALYSIS_FORM_DEFAULTS } from '../../../core/tools/investment-analysis/fields';
import type { LinkHost } from '../calculator/useLinkedForm';
import { computeAnalysis } from './outcome';
import Sensitivities from './Sensitivities';

afterEach(cleanup);

const LINK: LinkHost = {
  link: undefined,
  addToLink: () => () => undefined,
  reportLinkErrors: () => undefined,
  shareLink: () => 'https://x.es/analisis-inversion',
};

function rows(minIrrPercent: number) {
  const outcome = computeAnalysis({ ...ANALYSIS_FORM_DEFAULTS, minIrrPercent }, undefined);
  const { container } = render(<Sensitivities outcome={outcome} link={LINK} />);
  const cells = [...container.querySelectorAll('[data-result^="sensitivity."]')];
  return { outcome, container, cells };
}

describe('Sensitivities', () => {
  it('shows the Euríbor rows only when the Euríbor can change the loan', () => {
    const keys = (form: Partial<typeof ANALYSIS_FORM_DEFAULTS>) => {
      const outcome = computeAnalysis({ ...ANALYSIS_FORM_DEFAULTS, ...form }, undefined);
      const { container, unmount } = render(<Sensitivities outcome={outcome} link={LINK} />);
      const shown = [...container.querySelectorAll('[data-sensitivity]')].map((row) =>
        row.getAttribute('data-sensitivity'),
      );
      unmount();
      return shown;
    };
    const euribor = ['euribor+1', 'euribor+2'];
    expect(keys({ rateType: 'variable' })).toEqual(expect.arrayContaining(euribor));
    expect(keys({ rateType: 'mixed' })).toEqual(expect.arrayContaining(euribor));
    for (const shown of [
      keys({ rateType: 'fixed' }),
      keys({ rateType: 'variable', loanAmount: 0 }),
    ]) {
      expect(shown.filter((key) => key?.startsWith('euribor'))).toEqual([]);
      expect(shown).toContain('rent-10');
    }
  });

  it('marks every TIR that reaches the minimum green with ▲, and says so in words', () => {
    const { cells } = rows(-50);
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) {
      if (cell.getAttribute('data-value') === '') continue;
      expect(cell).toHaveClass('is-positive');
      expect(cell).toHaveTextContent('▲');
      expect(cell).toHaveTextContent('(cumple tu mínimo)');
    }
  });

  it('marks them red with ▼ when none reaches it, and leaves the change column uncoloured', () => {
    const { cells, container } = rows(50);
    for (const cell of cells) {
      if (cell.getAttribute('data-value') === '') continue;
      expect(cell).toHaveClass('is-negative');
      expect(cell).toHaveTextContent('(no llega a tu mínimo)');
    }
    // The third column ("Cambio") carries no colour, whatever its sign.
    for (const row of container.querySelectorAll('tbody tr')) {
      expect(row.children[2]).not.toHaveClass('is-negative');
      expect(row.children[2]).not.toHaveClass('is-positive');
    }
  });

  it('says what is wrong with the price target as the main forms do, and computes a good one', () => {
    rows(5);
    const input = screen.getByLabelText('Valor objetivo');
    const compute = screen.getByRole('button', { name: 'Calcular precio máximo' });
    for (const [text, message] of [
      ['', NUMBER_MESSAGES.required],
      ['ocho', NUMBER_MESSAGES.invalid],
      ['150', PRICE_TARGET_MESSAGE],
    ]) {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.click(compute);
      expect(input).toHaveAccessibleDescription(message);
      expect(screen.queryByRole('status')).toBeNull();
    }
    fireEvent.change(input, { target: { value: '4,5' } });
    fireEvent.click(compute);
    expect(input).not.toHaveAccessibleDescription(PRICE_TARGET_MESSAGE);
    expect(screen.getByRole('status')).toHaveTextContent(/Puedes pagar hasta|Ningún precio/);
  });
});
