/**
 * @jest-environment jsdom
 */
// A server form in a DOM, as people use it: sent once, thanked with the focus on the heading, and a
// 400's messages under the fields it names.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import * as z from 'zod/mini';
import SubmitButton from '../../components/form/SubmitButton';
import TextField from '../../components/form/TextField';
import { API_MESSAGES } from '../api';
import { deferred } from '../deferred';
import { notify, type NotifyOptions } from '../notify';
import { painted } from '../painted';
import { fakeResponse } from '../testing/fake-response';
import { tasks } from '../testing/frames';
import { schemaResolver } from './resolvers';
import { useServerForm } from './use-server-form';

jest.mock('../notify', () => ({ notify: jest.fn() }));
const notified = () =>
  (notify as jest.Mock).mock.calls.map(([options]) => options as NotifyOptions);

const schema = z.object({
  email: z.string().check(z.trim(), z.email('Por favor, introduce un email válido')),
  city: z.string().check(z.trim(), z.minLength(1, 'Escribe la ciudad')),
});
type Values = z.output<typeof schema>;

function Harness({ thankYou, onSent }: { thankYou: boolean; onSent?: (r: string) => void }) {
  const form = useServerForm<Values, Values, string>({
    resolver: deferred(() => Promise.resolve(schemaResolver(schema))),
    defaultValues: { email: '', city: '' },
    url: '/api/alta',
    read: async (res) => ((await res.json()) as { message: string }).message,
    sentToast: (message) => ({ title: 'Enviado', description: message }),
    failedToast: { title: 'Error al enviar', fallback: 'Ocurrió un error inesperado' },
    onSent,
    thankYou,
  });
  const { errors, isSubmitting } = form.formState;
  if (form.sent) {
    return (
      <h2 ref={form.sentHeadingRef} tabIndex={-1}>
        ¡Gracias!
      </h2>
    );
  }
  return (
    <form noValidate onSubmit={form.onSubmit}>
      <TextField label="Email" error={errors.email?.message} {...form.register('email')} />
      <TextField label="Ciudad" error={errors.city?.message} {...form.register('city')} />
      <SubmitButton busy={isSubmitting} busyLabel="Enviando...">
        Enviar
      </SubmitButton>
    </form>
  );
}

const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

/** Submits with Enter's event and lets the request and its answer run. */
async function submit() {
  await act(async () => {
    fireEvent.submit(screen.getByRole('button'));
    // An invalid form's messages come after the press's frame.
    await painted();
    await tasks(1);
  });
}

describe('useServerForm', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

  beforeEach(() => {
    (notify as jest.Mock).mockClear();
    // notifyRequestError logs the raw error for developers; the test reads what people see.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('sends the parsed values, then thanks with the focus on the heading and a toast', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, '{"message":"Te has suscrito"}'));
    render(<Harness thankYou />);
    type('Email', '  ana@example.es ');
    type('Ciudad', 'Sevilla');
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/alta');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.es', city: 'Sevilla' });
    expect(screen.getByRole('heading', { name: '¡Gracias!' })).toHaveFocus();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(notified()).toEqual([{ title: 'Enviado', description: 'Te has suscrito' }]);
  });

  it("puts a 400's field messages under their fields, focuses the first and keeps the form", async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(
        400,
        '{"error":"Revisa los datos","fields":{"city":"No trabajamos en esa ciudad","otro":"x"}}',
      ),
    );
    render(<Harness thankYou />);
    type('Email', 'ana@example.es');
    type('Ciudad', 'Atlantis');
    await submit();
    const city = screen.getByLabelText('Ciudad');
    expect(city).toHaveFocus();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('No trabajamos en esa ciudad');
    expect(city).toHaveValue('Atlantis');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(notified()).toEqual([
      { title: 'Error al enviar', description: 'Revisa los datos', variant: 'destructive' },
    ]);
  });

  it('a second Enter while sending sends nothing more, and the button says what it does', async () => {
    let answer: (res: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    render(<Harness thankYou />);
    type('Email', 'ana@example.es');
    type('Ciudad', 'Cádiz');
    await submit();
    expect(screen.getByRole('button')).toHaveTextContent('Enviando...');
    expect(screen.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
    await submit();
    await act(async () => answer(fakeResponse(200, '{"message":"ok"}')));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: '¡Gracias!' })).toHaveFocus();
  });

  it('without a thank-you screen hands the answer over and says a failure in Spanish', async () => {
    const onSent = jest.fn();
    fetchMock.mockResolvedValueOnce(fakeResponse(502, 'Bad Gateway'));
    render(<Harness thankYou={false} onSent={onSent} />);
    type('Email', 'ana@example.es');
    type('Ciudad', 'Huelva');
    await submit();
    expect(onSent).not.toHaveBeenCalled();
    expect(notified()).toEqual([
      { title: 'Error al enviar', description: API_MESSAGES.unavailable, variant: 'destructive' },
    ]);
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Huelva');

    fetchMock.mockResolvedValueOnce(fakeResponse(200, '{"message":"Descripción lista"}'));
    await submit();
    expect(onSent).toHaveBeenCalledWith('Descripción lista');
    // The page decides what replaces the form; the hook neither clears it nor thanks.
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Huelva');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('an invalid press never says it is sending, not even while its messages wait for the frame', async () => {
    render(<Harness thankYou />);
    type('Email', 'no-es-un-email');
    const button = screen.getByRole('button');
    await act(async () => {
      fireEvent.submit(button);
      // The form is checked; its messages wait for the press's frame.
      await tasks(1);
    });
    expect(button).toHaveTextContent('Enviar');
    expect(button).not.toHaveTextContent('Enviando');
    expect(button).not.toHaveAttribute('aria-disabled');
    await act(async () => {
      await painted();
      await tasks(1);
    });
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(button).toHaveTextContent('Enviar');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('an invalid form is not sent', async () => {
    render(<Harness thankYou />);
    type('Email', 'no-es-un-email');
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Por favor, introduce un email válido',
    );
  });
});
