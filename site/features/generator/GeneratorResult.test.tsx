/**
 * @jest-environment jsdom
 */
// The generator's result: the source in words, lengths against the portal's limit, the clichés
// named, what is missing as advice, language switching, and a copy per variant that is announced.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import type { GeneratorResponse } from '../../../core/tools/generator/listing';
import GeneratorResult, { copyText, lengthNote } from './GeneratorResult';
import { GENERATOR_RESULT_TEXT as TEXT } from './result-text';

jest.mock('../../lib/notify', () => ({ notify: jest.fn() }));

const ES = {
  title: 'Piso de 92 m² en Zaragoza',
  long: 'Piso luminoso de 92 m². '.repeat(3).trim(),
  short: 'Piso de 92 m² en Zaragoza.',
  social: 'Se vende piso en Zaragoza. #Zaragoza #Piso #Vivienda',
};
const EN = {
  title: '92 m² flat in Zaragoza',
  long: 'A 92 m² flat.',
  short: 'Flat for sale.',
  social: 'Flat for sale. #Zaragoza #Flat #Home',
};

const RESULT: GeneratorResponse = {
  source: 'offline',
  variants: { es: ES, en: EN },
  cliches: [
    {
      rule: 'luminoso-sin-orientacion',
      kind: 'cliche',
      phrase: 'luminoso',
      suggestion: 'Indica la orientación.',
      language: 'es',
      variant: 'long',
    },
  ],
  missing: [{ field: 'energyRating', message: 'Falta la calificación energética.' }],
  title: ES.title,
  description: ES.long,
  energyReminder: '',
  saved: false,
};

/** The result of RESULT for a long text limited to `limit` characters on idealista. */
const show = (limit: number) =>
  render(
    <GeneratorResult result={RESULT} target={{ portal: 'idealista', limit }} onReset={jest.fn()} />,
  );

describe('GeneratorResult', () => {
  const writeText = jest.fn<Promise<void>, [string]>();

  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
  });

  it('says where the text came from, what is missing and which clichés it found', () => {
    show(50);
    expect(screen.getByText(TEXT.source.offline)).toBeVisible();
    expect(screen.getByText('Falta la calificación energética.')).toBeVisible();
    expect(screen.getByText('1 frase hecha')).toBeVisible();
    expect(screen.getByText('«luminoso»')).toBeVisible();
    expect(screen.getAllByText(TEXT.noCliches)).toHaveLength(2);
  });

  it("counts each variant's characters against its limit and says when it is over", () => {
    show(50);
    const long = screen.getByLabelText(TEXT.variants.long);
    expect(long).toHaveAccessibleDescription(
      new RegExp(`${ES.long.length} de 50 caracteres. Supera el límite en ${ES.long.length - 50}`),
    );
    expect(screen.getByLabelText(TEXT.variants.short)).toHaveAccessibleDescription(
      new RegExp(`${ES.short.length} de 300 caracteres. ${TEXT.within}`),
    );
  });

  it('switches language and copies title and text, announcing it', async () => {
    show(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Inglés' }));
    expect(screen.getByRole('button', { name: 'Inglés' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(TEXT.titleLabel)).toHaveValue(EN.title);
    expect(screen.getByLabelText(TEXT.variants.short)).toHaveValue(EN.short);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Copiar ${TEXT.copyName.short}` }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(`${EN.title}\n\n${EN.short}`);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
      TEXT.copiedNote.short,
    );
    expect(screen.getByRole('button', { name: `Copiado ${TEXT.copyName.short}` })).toBeVisible();
  });
});

describe('copyText and lengthNote', () => {
  it('copies the social post without the title', () => {
    expect(copyText(ES, 'social')).toBe(ES.social);
    expect(copyText(ES, 'long')).toBe(`${ES.title}\n\n${ES.long}`);
  });

  it('formats the counts the Spanish way', () => {
    expect(lengthNote('x'.repeat(2050), 2000)).toEqual({
      count: '2.050 de 2.000 caracteres',
      over: 'Supera el límite en 50 caracteres',
    });
    expect(lengthNote('abc', 2000).over).toBeNull();
  });

  it('says in Spanish which free texts went untranslated, and only when some did', () => {
    const { unmount } = render(
      <GeneratorResult
        result={{ ...RESULT, quoted: ['neighbourhoodNotes', 'otherExtras'] }}
        target={{ portal: 'idealista', limit: 2000 }}
        onReset={jest.fn()}
      />,
    );
    expect(screen.getByText(/no traducen texto libre/)).toHaveTextContent(
      'así que las notas del barrio y los otros extras van en español, entre comillas, en el texto en inglés.',
    );
    unmount();
    show(2000);
    expect(screen.queryByText(/no traducen texto libre/)).toBeNull();
    expect(TEXT.quoted('las notas del barrio', ['inglés', 'francés'])).toContain(
      'en los textos en inglés y francés.',
    );
  });
});
