/**
 * @jest-environment jsdom
 */
// A tool that throws while it renders leaves the page standing, with a message in its place; a
// tool's form says when React has hydrated it (data-ready, what the end-to-end tests wait on).
import * as React from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import type { Deferred } from '../lib/deferred';
import type { Resolver } from '../lib/form/schema';
import { useForm } from '../lib/form/use-form';
import { TOOL_FAILED_TEXT, TOOL_FAILED_TITLE, toolOnFirstInput } from './tool-on-first-input';

function Broken(): React.ReactElement {
  throw new Error('render failed');
}

function Working() {
  return <p>Herramienta lista</p>;
}

beforeEach(() => {
  window.localStorage.clear();
  // A stored form makes the tool load at once instead of waiting for the first input.
  window.localStorage.setItem('test-tool', '{}');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function page(Tool: React.ComponentType) {
  return (
    <main>
      <h1>Calculadora</h1>
      <Tool />
    </main>
  );
}

test('a render error in the tool shows the Spanish message in its place and keeps the page', async () => {
  const Tool = toolOnFirstInput('form', 'test-tool', () => Promise.resolve({ default: Broken }));
  render(page(Tool));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(TOOL_FAILED_TITLE);
  expect(alert.textContent).toContain(TOOL_FAILED_TEXT.stored);
  const reload = screen.getByRole('button', { name: 'Recargar la página' });
  expect(screen.getByRole('heading', { name: 'Calculadora' })).toBeTruthy();
  // Nothing had the focus (it was on the page's body): it goes to the way out.
  expect(document.activeElement).toBe(reload);
});

test('a render error does not take the focus from where the visitor is', async () => {
  const Tool = toolOnFirstInput('form', 'test-tool', () => Promise.resolve({ default: Broken }));
  render(
    <>
      <input aria-label="Buscar" />
      {page(Tool)}
    </>,
  );
  const search = screen.getByRole('textbox', { name: 'Buscar' });
  search.focus();
  await screen.findByRole('alert');
  expect(document.activeElement).toBe(search);
});

test('a tool that keeps nothing stored does not promise to recover the data', async () => {
  window.history.replaceState(null, '', '/?q=1');
  const Tool = toolOnFirstInput('form', undefined, () => Promise.resolve({ default: Broken }));
  render(page(Tool));
  expect((await screen.findByRole('alert')).textContent).toContain(TOOL_FAILED_TEXT.unstored);
  window.history.replaceState(null, '', '/');
});

test('a tool that renders shows no message', async () => {
  const Tool = toolOnFirstInput('form', 'test-tool', () => Promise.resolve({ default: Working }));
  render(page(Tool));
  expect(await screen.findByText('Herramienta lista')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

/** A form of the form engine whose schema never loads (nothing is submitted here). */
function PriceForm() {
  const never: Deferred<Resolver<{ price: string }>> = {
    current: undefined,
    load: () => new Promise(() => undefined),
  };
  const { register } = useForm<{ price: string }, { price: string }>({
    resolver: never,
    defaultValues: { price: '200.000' },
  });
  return (
    <form>
      <input aria-label="Precio" {...register('price')} />
    </form>
  );
}

test('a form says data-ready once React has hydrated it, and not in its server HTML', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PriceForm />);
  document.body.append(container);
  const form = container.querySelector('form');
  expect(form?.hasAttribute('data-ready')).toBe(false);
  await act(async () => {
    hydrateRoot(container, <PriceForm />);
  });
  expect(container.querySelector('form')).toBe(form);
  expect(form?.getAttribute('data-ready')).toBe('true');
  container.remove();
});
