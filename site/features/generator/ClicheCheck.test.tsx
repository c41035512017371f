/**
 * @jest-environment jsdom
 */
// The paste-to-check box: the cliché scan of a pasted text, loaded on first use, listed with advice,
// and the facts check against what the generator's form holds.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import * as React from 'react';
import { CLICHE_SUGGESTIONS } from '../../../core/tools/generator/cliches';
import ClicheCheck from './ClicheCheck';
import GeneratorForm from './GeneratorForm';
import { setListingSource } from './listing-source';
import { CLICHE_CHECK_TEXT as TEXT } from './check-text';
import { GENERATOR_FORM_TEXT as F } from './text';
import { tasks } from '../../lib/testing/frames';

jest.mock('../../lib/notify', () => ({ notify: jest.fn() }));
// The form's schema loads on first use: a busy machine takes seconds for the first import.
jest.setTimeout(20_000);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The box's findings (the form beside it has a progress line of its own). */
const result = () => within(screen.getByRole('region', { name: TEXT.heading })).getByRole('status');

beforeEach(() => setListingSource(() => Promise.resolve(undefined)));

async function check(text: string, language = 'es') {
  fireEvent.change(screen.getByLabelText(TEXT.text), { target: { value: text } });
  fireEvent.change(screen.getByLabelText(TEXT.language), { target: { value: language } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: TEXT.submit }));
    await tasks(5);
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

  it('names a promised yield as a misleading claim, first, beside the clichés', async () => {
    render(<ClicheCheck />);
    await check('Ideal inversores. Rentabilidad garantizada del 8 %. Vistas inmejorables.');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Hemos encontrado 1 afirmación engañosa y 2 frases hechas:');
    const items = within(status).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      /^Afirmación engañosa: «Rentabilidad garantizada del 8 %»: .*engañosa/,
    );
    expect(items.map((item) => item.textContent?.match(/«([^»]+)»/)?.[1])).toEqual([
      'Rentabilidad garantizada del 8 %',
      'Ideal inversores',
      'Vistas inmejorables',
    ]);
  });

  it('reads the chosen language and accepts "luminoso" when the text names the orientation', async () => {
    render(<ClicheCheck />);
    await check('Stunning flat. Do not miss it!', 'en');
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.found(2));
    await check('Piso luminoso con orientación sur y 92 m².');
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.none);
  });

  it('checks a text pasted before its code arrived: on screen, never in its state', async () => {
    render(<ClicheCheck />);
    // The prerendered box took the paste; React kept that text when it hydrated, with no change event.
    const box = screen.getByLabelText(TEXT.text);
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
      box,
      'Oportunidad única. ¡No te lo pierdas!',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXT.submit }));
      await tasks(5);
    });
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.found(2));
    expect(box).toHaveValue('Oportunidad única. ¡No te lo pierdas!');
  });

  it('asks for a text when the box is empty', async () => {
    render(<ClicheCheck />);
    await check('   ');
    expect(screen.getByLabelText(TEXT.text)).toHaveAccessibleDescription(TEXT.empty);
  });

  it('says the facts need the form when it holds no valid listing', async () => {
    render(<ClicheCheck />);
    await check('Piso de 92 m² con piscina.');
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.noListing);
  });

  it("flags the numbers, places and features that are not in the form's inputs", async () => {
    render(
      <>
        <GeneratorForm onGenerated={jest.fn()} />
        <ClicheCheck />
      </>,
    );
    type(F.address, 'Calle Sagasta 14, Zaragoza');
    type(F.propertyType, 'piso');
    type(F.targetAudience, 'familias');
    type(F.area, '92');
    type(F.rooms, '3');
    type(F.bathrooms, '2');
    fireEvent.click(screen.getByLabelText('Terraza'));
    await check(
      'Piso de 92 m² con 3 habitaciones y terraza en Zaragoza. Tiene piscina comunitaria. A dos pasos del parque Grande. Solo 180.000 €.',
    );
    const status = result();
    expect(status).toHaveTextContent(TEXT.factsFound(3));
    expect(status).toHaveTextContent('«Tiene piscina comunitaria.»: característica piscina');
    expect(status).toHaveTextContent(
      '«A dos pasos del parque Grande.»: característica parque, lugar o nombre Grande',
    );
    expect(status).toHaveTextContent('«Solo 180.000 €.»: cifra 180000');
    expect(status).not.toHaveTextContent('«Piso de 92 m²');

    await check('Piso de 92 m² con 3 habitaciones, 2 baños y terraza en Zaragoza.');
    expect(result()).toHaveTextContent(TEXT.factsOk);
  });
});
