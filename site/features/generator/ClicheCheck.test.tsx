/**
 * @jest-environment jsdom
 */
// The paste-to-check box: the cliché scan of a pasted text, loaded on first use, listed with advice.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { CLICHE_SUGGESTIONS } from '../../../core/tools/generator/cliches';
import ClicheCheck from './ClicheCheck';
import { CLICHE_CHECK_TEXT as TEXT } from './text';

async function check(text: string, language = 'es') {
  fireEvent.change(screen.getByLabelText(TEXT.text), { target: { value: text } });
  fireEvent.change(screen.getByLabelText(TEXT.language), { target: { value: language } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: TEXT.submit }));
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('ClicheCheck', () => {
  it('lists each cliché of a pasted text with its suggestion', async () => {
    render(<ClicheCheck />);
    await check('Oportunidad única en el centro. Piso luminoso. ¡No te lo pierdas!');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(TEXT.found(3));
    expect(status).toHaveTextContent('«Oportunidad única»');
    expect(status).toHaveTextContent('«luminoso»');
    expect(status).toHaveTextContent(CLICHE_SUGGESTIONS['no-te-lo-pierdas']);
  });

  it('reads the chosen language and accepts "luminoso" when the text names the orientation', async () => {
    render(<ClicheCheck />);
    await check('Stunning flat. Do not miss it!', 'en');
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.found(2));
    await check('Piso luminoso con orientación sur y 92 m².');
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.none);
  });

  it('asks for a text when the box is empty', async () => {
    render(<ClicheCheck />);
    await check('   ');
    expect(screen.getByLabelText(TEXT.text)).toHaveAccessibleDescription(TEXT.empty);
  });
});
