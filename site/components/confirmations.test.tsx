/**
 * @jest-environment jsdom
 */
// The newsletter and contact forms confirm once (their card, no toast besides it) and say a failure
// under their button in Spanish, never a machine code.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import ContactForm from '../features/contact/ContactForm';
import { API_MESSAGES } from '../lib/api';
import { notify } from '../lib/notify';
import { fakeResponse } from '../lib/testing/fake-response';
import NewsletterSection from './NewsletterSection';

jest.mock('../lib/notify', () => ({ notify: jest.fn() }));
jest.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));
// The schemas load on first use: a busy machine takes seconds for the first import.
jest.setTimeout(20_000);

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  (notify as jest.Mock).mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function send(button: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('NewsletterSection', () => {
  const fill = () =>
    fireEvent.change(screen.getByLabelText('Tu email'), { target: { value: 'ana@example.es' } });

  it('confirms with the card alone', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(202, '{"status":"pending","message":"Mira tu correo"}'),
    );
    render(<NewsletterSection />);
    fill();
    await send('Suscribirme');
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it('says a 429 with a code under the button, in Spanish, and keeps the form', async () => {
    fetchMock.mockResolvedValue(fakeResponse(429, '{"error":"rate_limited"}'));
    render(<NewsletterSection />);
    fill();
    await send('Suscribirme');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(API_MESSAGES.tooMany);
    expect(document.body).not.toHaveTextContent(/[a-z]+_[a-z]+/);
    expect(alert.closest('form')).toContainElement(
      screen.getByRole('button', { name: 'Suscribirme' }),
    );
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('ContactForm', () => {
  function fill() {
    const values: [string, string][] = [
      ['Nombre', 'Ana López'],
      ['Empresa', 'Giralda Inmuebles'],
      ['Teléfono', '600123456'],
      ['Email', 'ana@giralda.es'],
      ['Mensaje', 'Queremos anunciar pisos en Sevilla.'],
    ];
    for (const [label, value] of values) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
  }

  it('confirms with the thank-you screen alone', async () => {
    fetchMock.mockResolvedValue(fakeResponse(201, '{"id":1}'));
    render(<ContactForm />);
    fill();
    await send('Enviar mensaje');
    expect(
      await screen.findByRole('heading', { name: '¡Gracias por contactar con nosotros!' }),
    ).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it('says a failure under the button with its one sentence, never the code', async () => {
    fetchMock.mockResolvedValue(fakeResponse(429, '{"error":"rate_limited"}'));
    render(<ContactForm />);
    fill();
    await send('Enviar mensaje');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo enviar el mensaje. Inténtalo de nuevo.');
    expect(document.body).not.toHaveTextContent(/[a-z]+_[a-z]+/);
    expect(notify).not.toHaveBeenCalled();
  });
});
