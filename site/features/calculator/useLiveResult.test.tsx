/**
 * @jest-environment jsdom
 */
// The live result on its own: what a change, a pause, a late answer and a submit do to its state.
import { act, renderHook } from '@testing-library/react';
import * as z from 'zod/mini';
import { lazyResolver } from '../../lib/form/lazy-resolver';
import { useForm } from '../../lib/form/use-form';
import { fakeTimers, pass } from '../../lib/testing/frames';
import { TYPING_PAUSE_MS } from '../../lib/typing-pause';
import type { Engine } from './calculator-config';
import { resultState, useLiveResult } from './useLiveResult';

const schema = z.object({ price: z.number().check(z.minimum(1, 'Mayor que 0')) });
type Values = z.output<typeof schema>;
type Texts = { price: string };

function renderLive(compute: Engine<Values, string>) {
  const resolver = lazyResolver(() => Promise.resolve(schema), ['price']);
  const onShown = jest.fn();
  const onPause = jest.fn();
  const view = renderHook(() => {
    const form = useForm<Texts, Values>({ resolver, defaultValues: { price: '' } });
    const live = useLiveResult<'price', Values, string>({
      form,
      resolver,
      compute,
      isLive: () => true,
      keys: ['price'],
      zeroWhenEmpty: [],
      onPause,
      onShown,
    });
    return { form, live };
  });
  /** The visitor changes the price: the form holds it, the live result follows it. */
  const change = (price: string) =>
    act(() => {
      view.result.current.form.reset({ price });
      view.result.current.live.follow();
    });
  return { view, change, onShown, onPause, live: () => view.result.current.live };
}

afterEach(() => jest.useRealTimers());

describe('resultState', () => {
  it('puts a calculation under way before a change waiting, and that before the result', () => {
    expect(resultState({ stale: false }, true, true)).toBe('calculating');
    expect(resultState({ stale: true }, false, true)).toBe('pending');
    expect(resultState(undefined, false, false)).toBe('empty');
    expect(resultState({ stale: true }, false, false)).toBe('stale');
    expect(resultState({ stale: false }, false, false)).toBe('ready');
  });
});

describe('useLiveResult', () => {
  it('goes pending on a change, ready once typing pauses and the result is in, stale on invalid input', async () => {
    const { change, live, onShown } = renderLive((values) => `Total ${values.price}`);
    expect(live().state).toBe('empty');
    fakeTimers();
    await change('200.000');
    expect(live().state).toBe('pending');
    await pass(TYPING_PAUSE_MS - 1);
    expect(live().state).toBe('pending');
    await pass(1);
    await act(() => Promise.resolve());
    expect(live()).toMatchObject({ state: 'ready', result: 'Total 200000', stale: false });
    expect(onShown).toHaveBeenCalledTimes(1);
    await change('doscientos');
    await pass(TYPING_PAUSE_MS);
    expect(live()).toMatchObject({ state: 'stale', result: 'Total 200000', stale: true });
  });

  it('goes back to empty when a first change cannot be computed', async () => {
    const { change, live } = renderLive((values) => `Total ${values.price}`);
    fakeTimers();
    await change('mil');
    expect(live().state).toBe('pending');
    await pass(TYPING_PAUSE_MS);
    await act(() => Promise.resolve());
    expect(live().state).toBe('empty');
  });

  it('says calculating while an answer is awaited and shows only the latest one asked for', async () => {
    const answers: ((text: string) => void)[] = [];
    const { live } = renderLive(() => new Promise<string>((answer) => answers.push(answer)));
    let first: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      first = live().run({ price: 1 });
      await Promise.resolve();
    });
    expect(live().state).toBe('calculating');
    let second: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      second = live().run({ price: 2 });
      await Promise.resolve();
    });
    await act(async () => answers[1]?.('Segunda'));
    await act(async () => answers[0]?.('Primera'));
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(live()).toMatchObject({ state: 'ready', result: 'Segunda', values: { price: 2 } });
  });

  it('drops the wait of a change that a submit computes itself', async () => {
    const compute = jest.fn((values: Values) => `Total ${values.price}`);
    const { change, live, onPause } = renderLive(compute);
    fakeTimers();
    await change('300.000');
    act(() => live().settle());
    // What waited for the pause (the notes) follows the submitted value at once, and only once.
    expect(onPause).toHaveBeenCalledTimes(1);
    await pass(TYPING_PAUSE_MS * 2);
    expect(onPause).toHaveBeenCalledTimes(1);
    expect(compute).not.toHaveBeenCalled();
    await act(() => live().run({ price: 300000 }));
    expect(live()).toMatchObject({ state: 'ready', result: 'Total 300000' });
  });
});
