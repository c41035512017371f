/**
 * @jest-environment jsdom
 */
// The generator's form: the listing's new inputs reach the function as the schema's codes, a bad
// value gets its Spanish message beside the field and nothing typed is lost.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TextDecoder } from 'node:util';
import * as React from 'react';
import { LISTING_MESSAGES } from '../../../core/tools/generator/listing-fields';
import { notify } from '../../lib/notify';
import { painted } from '../../lib/painted';
import { fakeResponse } from '../../lib/testing/fake-response';
import { tasks } from '../../lib/testing/frames';
import GeneratorForm, { longTargetOf } from './GeneratorForm';
import { PROGRESS_TEXT } from './read-stream';
import { GENERATOR_FORM_TEXT as T } from './text';

jest.mock('../../lib/notify', () => ({ notify: jest.fn() }));
// jsdom has no TextDecoder; browsers and Node do.
Object.assign(global, { TextDecoder });
// The schema loads on first use: a busy machine takes seconds for the first import.
jest.setTimeout(20_000);

const ANSWER = {
  source: 'offline',
  variants: { es: { title: 't', long: 'l', short: 's', social: 'p' } },
  cliches: [],
  missing: [],
  title: 't',
  description: 'l',
  energyReminder: '',
  saved: false,
};

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillRequired() {
  type(T.address, 'Calle Sagasta 14, Zaragoza');
  type(T.propertyType, 'piso');
  type(T.targetAudience, 'familias');
  type(T.area, '92');
  type(T.rooms, '3');
  type(T.bathrooms, '2');
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    // An invalid form's messages come after the press's frame.
    await painted();
    await tasks(5);
  });
}

describe('GeneratorForm', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1].body)) as object;

  beforeEach(() => {
    (notify as jest.Mock).mockClear();
    fetchMock.mockReset();
    fetchMock.mockReturnValue(Promise.resolve(fakeResponse(200, JSON.stringify(ANSWER))));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('sends the new inputs as the schema codes, with Spanish always among the languages', async () => {
    const onGenerated = jest.fn();
    render(<GeneratorForm onGenerated={onGenerated} />);
    fillRequired();
    type(T.operation, 'venta');
    type(T.price, '289.000');
    type(T.condition, 'buen-estado');
    type(T.energyRating, 'E');
    type(T.floor, '4');
    type(T.hasLift, 'si');
    fireEvent.click(screen.getByLabelText('Inglés'));
    type(T.portal, 'custom');
    type(T.maxLength, '900');
    await submit();
    expect(sentBody()).toMatchObject({
      operation: 'venta',
      price: 289000,
      condition: 'buen-estado',
      energyRating: 'E',
      floor: 4,
      hasLift: true,
      languages: ['es', 'en'],
      portal: 'custom',
      maxLength: 900,
    });
    expect(sentBody()).not.toHaveProperty('orientation');
    expect(onGenerated).toHaveBeenCalledWith(ANSWER, { portal: T.customLength, limit: 900 });
  });

  it('sends parking and storage room as their own yes/no answers, and nothing when not given', async () => {
    render(<GeneratorForm onGenerated={jest.fn()} />);
    fillRequired();
    type(T.parking, 'si');
    type(T.storageRoom, 'no');
    await submit();
    expect(sentBody()).toMatchObject({ parking: true, storageRoom: false });
    expect(sentBody()).not.toHaveProperty('hasLift');
  });

  it('asks for the streamed answer, shows the model progress beside the button, and no toast', async () => {
    const lines = [
      { type: 'progress', stage: 'writing', attempt: 1, chars: 1240 },
      { type: 'result', result: ANSWER },
    ];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = 0;
    const encoder = { encode: (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0)) };
    fetchMock.mockReturnValue(
      Promise.resolve({
        ok: true,
        status: 200,
        headers: { get: () => 'application/x-ndjson; charset=utf-8' },
        body: {
          getReader: () => ({
            read: async () => {
              if (sent === 1) await held;
              const line = lines[sent];
              sent += 1;
              return line
                ? { done: false, value: encoder.encode(`${JSON.stringify(line)}\n`) }
                : { done: true, value: undefined };
            },
          }),
        },
      } as unknown as Response),
    );
    const onGenerated = jest.fn();
    render(<GeneratorForm onGenerated={onGenerated} />);
    fillRequired();
    await submit();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/generate-description?stream=ndjson');
    expect(screen.getByRole('status')).toHaveTextContent(PROGRESS_TEXT.writing('1.240'));
    await act(async () => {
      release();
      await tasks(5);
    });
    expect(onGenerated).toHaveBeenCalledWith(ANSWER, expect.anything());
    expect(notify).not.toHaveBeenCalled();
  });

  it('says why it failed beside the button, not in a toast', async () => {
    fetchMock.mockReturnValue(
      Promise.resolve(fakeResponse(502, JSON.stringify({ error: 'El servicio ha fallado.' }))),
    );
    render(<GeneratorForm onGenerated={jest.fn()} />);
    fillRequired();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('El servicio ha fallado.');
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows a Spanish message beside a bad field and keeps what was typed', async () => {
    render(<GeneratorForm onGenerated={jest.fn()} />);
    fillRequired();
    type(T.yearBuilt, '1200');
    type(T.condition, 'a-reformar');
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    const year = screen.getByLabelText(T.yearBuilt);
    expect(year).toHaveAccessibleDescription(LISTING_MESSAGES.yearBuilt);
    expect(year).toHaveValue('1200');
    expect(screen.getByLabelText(T.condition)).toHaveValue('a-reformar');
    expect(screen.getByLabelText(T.address)).toHaveValue('Calle Sagasta 14, Zaragoza');
  });

  it('asks for the custom length only when the portal is custom', async () => {
    render(<GeneratorForm onGenerated={jest.fn()} />);
    expect(screen.queryByLabelText(T.maxLength)).toBeNull();
    fillRequired();
    type(T.portal, 'custom');
    await submit();
    expect(screen.getByLabelText(T.maxLength)).toHaveAccessibleDescription(
      LISTING_MESSAGES.maxLengthRequired,
    );
  });
});

describe('longTargetOf', () => {
  it("uses the preset's name and length, or the custom length", () => {
    expect(longTargetOf({ portal: 'pisoscom' })).toEqual({ portal: 'pisos.com', limit: 2000 });
    expect(longTargetOf({ portal: 'custom', maxLength: '1.500' })).toEqual({
      portal: T.customLength,
      limit: 1500,
    });
  });
});
