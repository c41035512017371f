/**
 * @jest-environment jsdom
 */
// The calculator hook in a DOM: restore (link > storage), a server that answers late or fails,
// what is saved and what a share link carries.
import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { linkParams } from '../../lib/share-params';
import * as z from 'zod/mini';
import NumberField from '../../components/form/NumberField';
import { defineFields } from '../../../core/tools/fields';
import { deferred } from '../../lib/deferred';
import { emptyAsUndefined } from '../../lib/form/numbers';
import { painted } from '../../lib/painted';
import { fakeTimers, pass, tasks } from '../../lib/testing/frames';
import { TYPING_PAUSE_MS } from '../../lib/typing-pause';
import { LINK_ALERT_TEXT } from './LinkAlert';
import { LinkErrors } from './LinkErrors';
import { useCalculator, type CalculatorConfig } from './useCalculator';

const schema = z.object({
  price: z.number().check(z.minimum(1, 'El precio debe ser mayor que 0')),
  hasLoan: z.boolean(),
  community: z.optional(z.enum(['madrid', 'valencia'])),
  deedDate: z.optional(z.string()),
});
type Values = z.output<typeof schema>;
type Config = CalculatorConfig<'price', Values, string>;

const STORAGE_KEY = 'test-calculator';

/** A server that answers when the test says so. */
function server() {
  const calls: { values: Values; answer: (text: string) => void; fail: (e: Error) => void }[] = [];
  const compute = (values: Values) =>
    new Promise<string>((answer, fail) => calls.push({ values, answer, fail }));
  return { calls, compute };
}

/** The tool's field table: one number, named in link messages by its label. */
const ROWS = defineFields([
  { name: 'price', label: 'Precio de compra', empty: 'required', excel: false, notInExcel: '-' },
]);

function config(overrides: Partial<Config> = {}): Config {
  return {
    rows: ROWS,
    schema: deferred(() => Promise.resolve(schema)),
    extraDefaults: { hasLoan: true, deedDate: '2026-11-23' },
    storageKey: STORAGE_KEY,
    notStored: ['deedDate'],
    pathname: '/calculadora',
    compute: (values) => `Total ${values.price} ${values.community ?? '-'} ${values.deedDate}`,
    isLive: () => false,
    ...overrides,
  };
}

function Harness({ settings }: { settings: Config }) {
  const [stable] = React.useState(settings);
  const calculator = useCalculator(stable);
  const { form, result, stale, calculating, onSubmit, share } = calculator;
  return (
    <form noValidate onSubmit={onSubmit}>
      <LinkErrors errors={calculator.linkErrors} />
      <NumberField
        label="Precio"
        error={form.formState.errors.price?.message}
        {...form.register('price')}
      />
      <label>
        <input type="checkbox" {...form.register('hasLoan')} />
        Con hipoteca
      </label>
      <label>
        Comunidad
        <select {...form.register('community', { setValueAs: emptyAsUndefined })}>
          <option value="">Elige</option>
          <option value="madrid">Madrid</option>
          <option value="valencia">Valencia</option>
        </select>
      </label>
      <button type="submit">{calculating ? 'Calculando...' : 'Calcular'}</button>
      <button type="button" onClick={() => void share()}>
        Compartir
      </button>
      <output>{result}</output>
      {calculator.warnings.price && <p>{calculator.warnings.price}</p>}
      {stale && <p>Resultado desactualizado</p>}
    </form>
  );
}

const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
/** Presses the button; the calculation starts once the press's frame is painted. */
const submit = () =>
  act(async () => {
    fireEvent.submit(screen.getByRole('button', { name: /Calcula/ }));
    await painted();
  });

// The restore code loads on demand; compiled once here, so the first test does not time out on it.
beforeAll(() => import('./restore'));

/**
 * Renders the harness with a schema (what reads a link or a stored form) that arrives when the
 * returned function is called: the page shows the defaults until then.
 */
function renderWithLateSchema(): () => Promise<void> {
  let open = () => {};
  const arrived = new Promise<void>((resolve) => (open = resolve));
  render(<Harness settings={config({ schema: deferred(() => arrived.then(() => schema)) })} />);
  return () =>
    act(async () => {
      open();
      await painted();
    });
}

afterEach(() => jest.useRealTimers());

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/calculadora');
});

describe('useCalculator', () => {
  it('opens a share link over what is stored, switches and choices included', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ price: 1, hasLoan: true }));
    window.history.replaceState(
      null,
      '',
      '/calculadora?price=250000&hasLoan=false&community=valencia',
    );
    render(<Harness settings={config({ shareKeys: ['community'] })} />);
    expect(await screen.findByText('Total 250000 valencia 2026-11-23')).toBeInTheDocument();
    expect(screen.getByLabelText('Precio')).toHaveValue('250.000');
    expect(screen.getByLabelText('Con hipoteca')).not.toBeChecked();
  });

  it("computes and shares a link's values when pressed before the link is read", async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    window.history.replaceState(null, '', '/calculadora?price=180000&hasLoan=false');
    const arrive = renderWithLateSchema();
    expect(screen.getByLabelText('Precio')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    fireEvent.submit(screen.getByRole('button', { name: 'Calcular' }));
    await arrive();
    // The press computed the link's inputs (price 180000, no loan), not the empty defaults.
    expect(await screen.findByText('Total 180000 - 2026-11-23')).toBeInTheDocument();
    expect(screen.getByLabelText('Precio')).toHaveValue('180.000');
    expect(screen.getByLabelText('Con hipoteca')).not.toBeChecked();
    expect(screen.getByLabelText('Precio')).not.toHaveAttribute('aria-invalid', 'true');
    // And the link shared is the one opened.
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const url = new URL((writeText.mock.calls[0] as unknown as [string])[0]);
    expect(linkParams(url).get('price')).toBe('180000');
    expect(linkParams(url).get('hasLoan')).toBe('false');
  });

  it('keeps what the visitor typed before the link was read, and takes the rest from the link', async () => {
    window.history.replaceState(null, '', '/calculadora?price=180000&hasLoan=false');
    const arrive = renderWithLateSchema();
    type('Precio', '200.000');
    await arrive();
    // The typed price stays; the link's "sin hipoteca" is not dropped for it.
    expect(await screen.findByText('Total 200000 - 2026-11-23')).toBeInTheDocument();
    expect(screen.getByLabelText('Precio')).toHaveValue('200.000');
    expect(screen.getByLabelText('Con hipoteca')).not.toBeChecked();
  });

  it('keeps what the visitor typed before the stored form was read, and stores both', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ price: '150.000', hasLoan: false }));
    const arrive = renderWithLateSchema();
    type('Precio', '200.000');
    await arrive();
    expect(await screen.findByText('Total 200000 - 2026-11-23')).toBeInTheDocument();
    expect(screen.getByLabelText('Con hipoteca')).not.toBeChecked();
    // The stored form was not overwritten by the typing before it was read.
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({
      price: '200.000',
      hasLoan: false,
    });
  });

  it('restores what is stored over the defaults, keeping the fields that are not stored', async () => {
    render(<Harness settings={config()} />).unmount();
    render(<Harness settings={config()} />);
    type('Precio', '180.000');
    await submit();
    // What the inputs show, as typed (the deed date is not kept).
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({
      price: '180.000',
      hasLoan: true,
    });
    // Next visit: the stored price, and the deed date of the visit's defaults.
    const nextVisit = { hasLoan: true, deedDate: '2026-12-01' };
    render(<Harness settings={config({ extraDefaults: nextVisit })} />);
    expect(await screen.findByText('Total 180000 - 2026-12-01')).toBeInTheDocument();
  });

  it('shows "calculating" while the server answers and ignores a second submit', async () => {
    const { calls, compute } = server();
    render(<Harness settings={config({ compute })} />);
    type('Precio', '200.000');
    await submit();
    expect(screen.getByRole('button', { name: 'Calculando...' })).toBeInTheDocument();
    await submit();
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.answer('Respuesta del servidor'));
    expect(screen.getByText('Respuesta del servidor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calcular' })).toBeInTheDocument();
  });

  it('calculates a press once its own frame is painted, not inside the press', async () => {
    const compute = jest.fn((values: Values) => `Total ${values.price}`);
    render(<Harness settings={config({ compute })} />);
    type('Precio', '200.000');
    // Frames are painted when the test says so.
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      await act(async () => {
        fireEvent.submit(screen.getByRole('button', { name: /Calcula/ }));
        await tasks(5);
      });
      expect(compute).not.toHaveBeenCalled();
      await act(async () => {
        for (const paint of frames.splice(0)) paint(performance.now());
        await tasks(5);
      });
      expect(compute).toHaveBeenCalledTimes(1);
    } finally {
      raf.mockRestore();
    }
    expect(await screen.findByText('Total 200000')).toBeInTheDocument();
  });

  it('marks the result out of date on a change and drops an answer to older inputs', async () => {
    const { calls, compute } = server();
    render(<Harness settings={config({ compute })} />);
    type('Precio', '200.000');
    await submit();
    await act(async () => calls[0]?.answer('Primera respuesta'));
    type('Precio', '300.000');
    // Checked once the frame with the key is drawn, not inside the key's own event.
    expect(screen.queryByText('Resultado desactualizado')).not.toBeInTheDocument();
    expect(await screen.findByText('Resultado desactualizado')).toBeInTheDocument();
    await submit();
    type('Precio', '400.000');
    // The answer for 300.000 arrives after the inputs moved on: it is not shown as current.
    await act(async () => calls[1]?.answer('Respuesta tardía'));
    expect(screen.queryByText('Respuesta tardía')).not.toBeInTheDocument();
    expect(screen.getByText('Resultado desactualizado')).toBeInTheDocument();
  });

  /** A live calculator whose engine calls are counted from the result for `first` on. */
  async function liveFrom(first: string) {
    const compute = jest.fn((values: Values) => `Total ${values.price}`);
    render(<Harness settings={config({ compute, isLive: () => true })} />);
    // The schema loads on the first change; once it has, keys are followed as typed.
    type('Precio', first);
    expect(await screen.findByText(/^Total /)).toBeInTheDocument();
    compute.mockClear();
    return compute;
  }

  it('follows typing once it pauses: keys typed in a row make one calculation, after the last', async () => {
    const compute = await liveFrom('1');
    fakeTimers();
    type('Precio', '12');
    await pass(TYPING_PAUSE_MS - 1);
    type('Precio', '120');
    await pass(TYPING_PAUSE_MS - 1);
    type('Precio', '120.000');
    await pass(TYPING_PAUSE_MS - 1);
    // Nothing computed between keys typed in a row, frames drawn or not.
    expect(compute).not.toHaveBeenCalled();
    expect(await screen.findByText('Total 120000')).toBeInTheDocument();
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('drops a calculation waiting for a pause when the next key makes the form invalid', async () => {
    const compute = await liveFrom('5');
    type('Precio', '50');
    type('Precio', 'cincuenta');
    await act(() => new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS * 2)));
    expect(compute).not.toHaveBeenCalled();
    expect(screen.getByText('Total 5')).toBeInTheDocument();
    expect(screen.getByText('Resultado desactualizado')).toBeInTheDocument();
  });

  it('shows a note once typing pauses, never for a number half typed', async () => {
    const notes = deferred(() =>
      Promise.resolve((values: Partial<Record<'price', number>>) =>
        values.price !== undefined && values.price < 10_000 ? { price: 'Precio muy bajo' } : {},
      ),
    );
    render(<Harness settings={config({ warnings: notes })} />);
    await act(() => notes.load());
    fakeTimers();
    // "25", "250" on the way to "250.000": below 10.000 while typed, no note.
    for (const typed of ['2', '25', '250', '250.', '250.0', '250.00', '250.000']) {
      type('Precio', typed);
      await pass(TYPING_PAUSE_MS - 1);
      expect(screen.queryByText('Precio muy bajo')).not.toBeInTheDocument();
    }
    await pass(TYPING_PAUSE_MS);
    expect(screen.queryByText('Precio muy bajo')).not.toBeInTheDocument();
    type('Precio', '2.500');
    expect(await screen.findByText('Precio muy bajo')).toBeInTheDocument();
  });

  it("hands a failed calculation to the tool's handler and marks the old result out of date", async () => {
    const { calls, compute } = server();
    const onError = jest.fn();
    render(<Harness settings={config({ compute, onError })} />);
    type('Precio', '200.000');
    await submit();
    await act(async () => calls[0]?.answer('Primera respuesta'));
    await submit();
    const failure = new Error('503: {"error":"Servicio no disponible"}');
    await act(async () => calls[1]?.fail(failure));
    expect(onError).toHaveBeenCalledWith(
      failure,
      expect.objectContaining({ reset: expect.any(Function) }),
    );
    expect(screen.getByText('Resultado desactualizado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calcular' })).toBeInTheDocument();
  });

  it('shares the typed numbers, the switches and the chosen options, in form order', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    render(<Harness settings={config()} />);
    type('Precio', '185.000,50');
    fireEvent.change(screen.getByLabelText('Comunidad'), { target: { value: 'madrid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    const url = new URL((writeText.mock.calls[0] as unknown as [string])[0]);
    expect(url.pathname).toBe('/calculadora');
    expect([...linkParams(url)]).toEqual([
      ['price', '185000,5'],
      ['hasLoan', 'true'],
      ['deedDate', '2026-11-23'],
      ['community', 'madrid'],
    ]);
  });

  it('does not share text that is not a number', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    render(<Harness settings={config()} />);
    type('Precio', 'mil');
    fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    const url = new URL((writeText.mock.calls[0] as unknown as [string])[0]);
    expect(linkParams(url).has('price')).toBe(false);
  });

  it('names an unreadable link value at the top, restores the other values and computes nothing', async () => {
    window.history.replaceState(
      null,
      '',
      '/calculadora?price=1e5&hasLoan=false&community=valencia',
    );
    render(<Harness settings={config({ shareKeys: ['community'] })} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'El enlace trae un valor no válido en "Precio de compra": «1e5».',
    );
    expect(alert).toHaveTextContent(LINK_ALERT_TEXT.title);
    // Shown as the link brought it, with the field's own message; the good values are restored.
    expect(screen.getByLabelText('Precio')).toHaveValue('1e5');
    expect(await screen.findByText('Escribe un número, por ejemplo 1.250,50')).toBeInTheDocument();
    expect(screen.getByLabelText('Con hipoteca')).not.toBeChecked();
    expect(screen.getByLabelText('Comunidad')).toHaveValue('valencia');
    expect(document.querySelector('output')).toBeEmptyDOMElement();
    // Corrected and calculated: the result, and the alert has done its work.
    type('Precio', '100.000');
    await submit();
    expect(await screen.findByText('Total 100000 valencia 2026-11-23')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says an empty number in a link is empty, and computes nothing', async () => {
    window.history.replaceState(null, '', '/calculadora?price=&community=madrid');
    render(<Harness settings={config({ shareKeys: ['community'] })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El enlace trae vacío el campo "Precio de compra".',
    );
    expect(document.querySelector('output')).toBeEmptyDOMElement();
  });

  it('opens a link made elsewhere with a decimal point, and shows the numbers as typed', async () => {
    window.history.replaceState(null, '', '/calculadora?price=185000.5');
    render(<Harness settings={config()} />);
    expect(await screen.findByText('Total 185000.5 - 2026-11-23')).toBeInTheDocument();
    expect(screen.getByLabelText('Precio')).toHaveValue('185.000,5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('brings back after a reload what was on screen, not what was last calculated', async () => {
    render(<Harness settings={config()} />);
    type('Precio', '180.000');
    await submit();
    expect(await screen.findByText('Total 180000 - 2026-11-23')).toBeInTheDocument();
    // Changed after the calculation, never submitted: this is what the screen shows.
    type('Precio', '185.000,5');
    fireEvent.click(screen.getByLabelText('Con hipoteca'));
    cleanup();
    render(<Harness settings={config()} />);
    expect(await screen.findByText('Total 185000.5 - 2026-11-23')).toBeInTheDocument();
    expect(screen.getByLabelText('Precio')).toHaveValue('185.000,5');
    expect(screen.getByLabelText('Con hipoteca')).not.toBeChecked();
  });

  it('shows a form stored as numbers by an earlier version as Spanish text', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ price: 185000, hasLoan: true }));
    render(<Harness settings={config()} />);
    expect(await screen.findByText('Total 185000 - 2026-11-23')).toBeInTheDocument();
    expect(screen.getByLabelText('Precio')).toHaveValue('185.000');
  });

  it('names fields otherwise in the link when asked, and reads only those names', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    window.history.replaceState(null, '', '/calculadora?price=1&value=250000');
    const settings = config({ linkNames: { price: 'value' } });
    render(<Harness settings={settings} />);
    expect(await screen.findByText('Total 250000 - 2026-11-23')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    const url = new URL((writeText.mock.calls[0] as unknown as [string])[0]);
    expect(linkParams(url).has('price')).toBe(false);
    expect(linkParams(url).get('value')).not.toBeNull();
  });

  it("fetches the schema, the engine, the notes and the results' code once the tool is React's", async () => {
    const loads = { schema: jest.fn(), engine: jest.fn(), notes: jest.fn(), results: jest.fn() };
    const settings = config({
      schema: deferred(() => Promise.resolve(schema).finally(loads.schema)),
      compute: deferred(() =>
        Promise.resolve((values: Values) => `Total ${values.price}`).finally(loads.engine),
      ),
      warnings: deferred(() => Promise.resolve(() => ({})).finally(loads.notes)),
      preload: () => Promise.resolve().finally(loads.results),
    });
    render(<Harness settings={settings} />);
    // Nothing typed, nothing restored: each loaded all the same, before the first change.
    for (const load of Object.values(loads)) await waitFor(() => expect(load).toHaveBeenCalled());
  });

  it('runs a local engine once in the warm-up when asked, on the form as it stands, showing nothing', async () => {
    const run = (warmEngine: boolean) => {
      const engine = jest.fn((values: Values) => `Total ${values.price}`);
      const notes = jest.fn(() => ({}));
      const settings = config({
        extraDefaults: { price: 150000, hasLoan: true, deedDate: '2026-11-23' },
        compute: deferred(() => Promise.resolve(engine)),
        warnings: deferred(() => Promise.resolve(notes)),
        isLive: () => true,
        warmEngine,
      });
      return { engine, notes, view: render(<Harness settings={settings} />) };
    };
    const warmed = run(true);
    await waitFor(() => expect(warmed.engine).toHaveBeenCalledTimes(1));
    expect(warmed.engine.mock.calls[0]?.[0]).toMatchObject({ price: 150000, hasLoan: true });
    expect(document.querySelector('output')).toBeEmptyDOMElement();
    warmed.view.unmount();

    // Without asking (an engine that may call a server), the warm-up leaves the engine alone.
    const cold = run(false);
    await waitFor(() => expect(cold.notes).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(cold.engine).not.toHaveBeenCalled();
  });

  it('keeps the results as they are when the button is pressed again with the same inputs', async () => {
    let drawn = 0;
    const Results = React.memo(function Results({ total }: { total: { price: number } }) {
      drawn += 1;
      return <output>{`Total ${total.price}`}</output>;
    });
    function ObjectHarness() {
      const [settings] = React.useState<CalculatorConfig<'price', Values, { price: number }>>(
        () => ({ ...config(), compute: (values) => ({ price: values.price }) }),
      );
      const { form, result, onSubmit } = useCalculator(settings);
      return (
        <form noValidate onSubmit={onSubmit}>
          <NumberField label="Precio" {...form.register('price')} />
          <button type="submit">Calcular</button>
          {result && <Results total={result} />}
        </form>
      );
    }
    render(<ObjectHarness />);
    type('Precio', '200.000');
    await submit();
    expect(await screen.findByText('Total 200000')).toBeInTheDocument();
    const once = drawn;
    await submit();
    await submit();
    expect(drawn).toBe(once);
    // Another price is another result.
    type('Precio', '210.000');
    await submit();
    expect(await screen.findByText('Total 210000')).toBeInTheDocument();
    expect(drawn).toBe(once + 1);
  });
});
