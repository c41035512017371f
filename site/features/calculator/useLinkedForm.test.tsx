/**
 * @jest-environment jsdom
 */
// A sub-form outside the calculator's form: the calculator's one link writes it and opens it.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { linkParams } from '../../lib/share-params';
import * as z from 'zod/mini';
import NumberField from '../../components/form/NumberField';
import { deferred } from '../../lib/deferred';
import type { LinkedForm } from './linked-form';
import { LinkErrors } from './LinkErrors';
import { fakeTimers, pass } from '../../lib/testing/frames';
import { TYPING_PAUSE_MS } from '../../lib/typing-pause';
import { useCalculator, type CalculatorConfig } from './useCalculator';
import { useLinkedForm, type LinkHost } from './useLinkedForm';

const schema = z.object({
  price: z.number().check(z.minimum(1, 'El precio debe ser mayor que 0')),
});
type Values = z.output<typeof schema>;

type Texts = { extraAmount: string; extraFrequency: string };
const EXTRA: LinkedForm<Texts> = {
  part: 'extra',
  defaults: { extraAmount: '', extraFrequency: 'once' },
  numberKeys: ['extraAmount'],
  labels: { extraAmount: 'Pago extra' },
  options: { extraFrequency: ['once', 'yearly'] },
};

const CONFIG: CalculatorConfig<'price', Values, string> = {
  rows: [{ name: 'price', label: 'Precio', empty: 'required', excel: false, notInExcel: '-' }],
  schema: deferred(() => Promise.resolve(schema)),
  storageKey: 'test-linked-form',
  pathname: '/calculadora',
  compute: (values) => `Total ${values.price}`,
  isLive: () => true,
};

function Extra({ link }: { link: LinkHost }) {
  const { texts, settled, set, opened } = useLinkedForm(link, EXTRA);
  return (
    <details open={opened || undefined} data-testid="extra">
      <summary>Pago extra</summary>
      <NumberField
        label="Pago extra"
        value={texts.extraAmount}
        onChange={(event) => set({ extraAmount: event.target.value })}
      />
      <output data-testid="frequency">{texts.extraFrequency}</output>
      {/* What a panel computes from: the texts once typing pauses. */}
      <output data-testid="settled">{settled.texts.extraAmount}</output>
    </details>
  );
}

function Harness() {
  const calculator = useCalculator(CONFIG);
  const { form, result, share } = calculator;
  return (
    <form noValidate onSubmit={calculator.onSubmit}>
      <LinkErrors errors={calculator.linkErrors} />
      <NumberField label="Precio" {...form.register('price')} />
      <button type="button" onClick={() => void share()}>
        Compartir
      </button>
      <output>{result}</output>
      <output data-testid="state">{calculator.state}</output>
      {/* As the results' sub-forms: on screen once there is a result. */}
      {result && <Extra link={calculator} />}
    </form>
  );
}

function copied(writeText: jest.Mock): URL {
  return new URL((writeText.mock.calls[0] as unknown as [string])[0]);
}

afterEach(() => jest.useRealTimers());

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/calculadora');
});

describe('useLinkedForm', () => {
  it("opens the link's values in the sub-form, its panel open", async () => {
    window.history.replaceState(
      null,
      '',
      '/calculadora?price=200000&extraAmount=20000.5&extraFrequency=yearly',
    );
    render(<Harness />);
    expect(await screen.findByText('Total 200000')).toBeInTheDocument();
    // As typed in Spain, with or without the thousands dot.
    expect((screen.getByLabelText('Pago extra') as HTMLInputElement).value).toMatch(/^20\.?000,5$/);
    expect(screen.getByTestId('frequency')).toHaveTextContent('yearly');
    expect(screen.getByTestId('extra')).toHaveAttribute('open');
  });

  it('names a sub-form value that is not a number at the top, shows it as it came, and drops the note once corrected', async () => {
    window.history.replaceState(null, '', '/calculadora?price=200000&extraAmount=1e5');
    render(<Harness />);
    expect(await screen.findByText('Total 200000')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El enlace trae un valor no válido en "Pago extra": «1e5».');
    expect(screen.getByLabelText('Pago extra')).toHaveValue('1e5');
    expect(screen.getByTestId('extra')).toHaveAttribute('open');
    fireEvent.change(screen.getByLabelText('Pago extra'), { target: { value: '20.000' } });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('leaves the panel closed and the defaults when the link does not carry the sub-form', async () => {
    window.history.replaceState(null, '', '/calculadora?price=200000');
    render(<Harness />);
    expect(await screen.findByText('Total 200000')).toBeInTheDocument();
    expect(screen.getByLabelText('Pago extra')).toHaveValue('');
    expect(screen.getByTestId('extra')).not.toHaveAttribute('open');
  });

  it('adds what is typed in the sub-form to the link the calculator writes', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Precio'), { target: { value: '150.000' } });
    expect(await screen.findByText('Total 150000')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Pago extra'), { target: { value: '12.500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    const url = copied(writeText);
    expect(linkParams(url).get('price')).not.toBeNull();
    expect(linkParams(url).get('extraAmount')).not.toBeNull();
    expect(linkParams(url).get('extraFrequency')).toBe('once');
  });

  it('writes nothing of an untouched sub-form', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Precio'), { target: { value: '150.000' } });
    expect(await screen.findByText('Total 150000')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    expect([...linkParams(copied(writeText)).keys()]).toEqual(['price']);
  });

  it('gives what is typed to the results once typing pauses, not at each key', async () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Precio'), { target: { value: '150.000' } });
    expect(await screen.findByText('Total 150000')).toBeInTheDocument();
    fakeTimers();
    for (const typed of ['1', '12', '12.', '12.5', '12.50', '12.500']) {
      fireEvent.change(screen.getByLabelText('Pago extra'), { target: { value: typed } });
      await pass(TYPING_PAUSE_MS - 1);
      expect(screen.getByLabelText('Pago extra')).toHaveValue(typed);
      expect(screen.getByTestId('settled')).toHaveTextContent(/^$/);
    }
    await pass(1);
    expect(screen.getByTestId('settled')).toHaveTextContent('12.500');
  });

  it("keeps the tool's results pending while the sub-form waits for its pause", async () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Precio'), { target: { value: '150.000' } });
    expect(await screen.findByText('Total 150000')).toBeInTheDocument();
    expect(screen.getByTestId('state')).toHaveTextContent('ready');
    fakeTimers();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Pago extra'), { target: { value: '12.500' } });
    });
    expect(screen.getByTestId('state')).toHaveTextContent('pending');
    await pass(TYPING_PAUSE_MS);
    expect(screen.getByTestId('settled')).toHaveTextContent('12.500');
    expect(screen.getByTestId('state')).toHaveTextContent('ready');
  });
});
