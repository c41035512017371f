/**
 * @jest-environment jsdom
 */
// The tool frame says where the results stand (data-state, aria-busy) without drawing them again.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import * as z from 'zod/mini';
import { defineFields } from '../../../core/tools/fields';
import NumberField from '../../components/form/NumberField';
import { deferred } from '../../lib/deferred';
import { fakeTimers, pass } from '../../lib/testing/frames';
import { TYPING_PAUSE_MS } from '../../lib/typing-pause';
import { CalculatorTool, ToolLayout } from './ToolLayout';
import { useCalculator, type CalculatorConfig } from './useCalculator';

const schema = z.object({ price: z.number().check(z.minimum(1, 'Mayor que 0')) });
type Values = z.output<typeof schema>;
const ROWS = defineFields([
  { name: 'price', label: 'Precio', empty: 'required', excel: false, notInExcel: '-' },
]);
const CONFIG: CalculatorConfig<'price', Values, { total: number }> = {
  rows: ROWS,
  schema: deferred(() => Promise.resolve(schema)),
  storageKey: 'test-tool-layout',
  pathname: '/calculadora',
  compute: (values) => ({ total: values.price }),
  isLive: () => true,
};

let drawn = 0;
const Results = React.memo(function Results({ result }: { result: { total: number } }) {
  drawn += 1;
  return <section className="tool__results">{`Total ${result.total}`}</section>;
});

function Tool() {
  const calculator = useCalculator(CONFIG);
  const { form, result, onSubmit } = calculator;
  // As the tools do: the results element changes only with the result.
  const results = React.useMemo(() => result && <Results result={result} />, [result]);
  const formColumn = (
    <form noValidate onSubmit={onSubmit}>
      <NumberField label="Precio" {...form.register('price')} />
    </form>
  );
  return <CalculatorTool form={formColumn} results={results} summary="" state={calculator.state} />;
}

const frame = () => document.querySelector('div.tool');
const column = () => document.querySelector('.tool__column');
const type = (text: string) =>
  fireEvent.change(screen.getByLabelText('Precio'), { target: { value: text } });

beforeEach(() => {
  window.localStorage.clear();
  drawn = 0;
});
afterEach(() => jest.useRealTimers());

describe('ToolLayout', () => {
  it('marks the results column busy only while a change is pending or a calculation runs', () => {
    const { rerender } = render(<ToolLayout form={<form />} state="calculating" />);
    expect(frame()).toHaveAttribute('data-state', 'calculating');
    expect(column()).toHaveAttribute('aria-busy', 'true');
    for (const state of ['empty', 'ready', 'stale'] as const) {
      rerender(<ToolLayout form={<form />} state={state} />);
      expect(frame()).toHaveAttribute('data-state', state);
      expect(column()).not.toHaveAttribute('aria-busy');
    }
  });
});

describe('CalculatorTool', () => {
  it('says pending and busy on a change, ready after the pause, stale on what cannot be computed', async () => {
    render(<Tool />);
    expect(frame()).toHaveAttribute('data-state', 'empty');
    expect(column()).not.toHaveAttribute('aria-busy');
    // The schema loads on the first change; once it has, keys are followed as typed.
    type('1');
    expect(await screen.findByText('Total 1')).toBeInTheDocument();
    expect(frame()).toHaveAttribute('data-state', 'ready');
    fakeTimers();
    await act(async () => type('200.000'));
    expect(frame()).toHaveAttribute('data-state', 'pending');
    expect(column()).toHaveAttribute('aria-busy', 'true');
    await pass(TYPING_PAUSE_MS);
    expect(screen.getByText('Total 200000')).toBeInTheDocument();
    expect(frame()).toHaveAttribute('data-state', 'ready');
    expect(column()).not.toHaveAttribute('aria-busy');
    await act(async () => type('doscientos'));
    await pass(TYPING_PAUSE_MS);
    expect(frame()).toHaveAttribute('data-state', 'stale');
  });

  it('redraws the frame, not the results, when a change gives the same result', async () => {
    render(<Tool />);
    type('200.000');
    expect(await screen.findByText('Total 200000')).toBeInTheDocument();
    const once = drawn;
    fakeTimers();
    await act(async () => type('200000'));
    expect(frame()).toHaveAttribute('data-state', 'pending');
    await pass(TYPING_PAUSE_MS);
    expect(frame()).toHaveAttribute('data-state', 'ready');
    expect(drawn).toBe(once);
  });
});
