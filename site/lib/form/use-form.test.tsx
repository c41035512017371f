/**
 * @jest-environment jsdom
 */
// The form engine in a DOM, as people use it: typing, Enter, restore, reset.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import * as z from 'zod/mini';
import NumberField from '../../components/form/NumberField';
import TextField from '../../components/form/TextField';
import { deferred, type Deferred } from '../deferred';
import { numberResolver } from './resolvers';
import type { Resolver } from './schema';
import { useForm, type Form } from './use-form';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Escribe el nombre')),
  price: z.number().check(z.minimum(1, 'El precio debe ser mayor que 0')),
});
type Values = z.output<typeof schema>;
type Texts = { name: string; price: string };

function resolver(): Deferred<Resolver<Values>> {
  return deferred(() => Promise.resolve(numberResolver(schema, ['price'])));
}

function Harness({
  onValid,
  formRef,
  resolve = resolver(),
}: {
  onValid: (values: Values) => void | Promise<void>;
  formRef?: { current?: Form<Texts, Values> };
  resolve?: Deferred<Resolver<Values>>;
}) {
  const form = useForm<Texts, Values>({
    resolver: resolve,
    defaultValues: { name: '', price: '200000' },
  });
  if (formRef) formRef.current = form;
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField label="Nombre" error={errors.name?.message} {...form.register('name')} />
      <NumberField
        label="Precio"
        unit="€"
        error={errors.price?.message}
        {...form.register('price')}
      />
      <button type="submit" aria-disabled={isSubmitting || undefined}>
        Enviar
      </button>
    </form>
  );
}

/** The form the harness rendered last. */
function current(ref: { current?: Form<Texts, Values> }): Form<Texts, Values> {
  if (!ref.current) throw new Error('The harness has not rendered');
  return ref.current;
}

const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

describe('useForm', () => {
  it('gives the submit handler numbers read the Spanish way', async () => {
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    type('Nombre', 'Ático en Triana');
    type('Precio', '185.000 €');
    await act(() => fireEvent.submit(screen.getByRole('button')));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ático en Triana', price: 185000 });
  });

  it('focuses the first invalid field and shows every message under its field', async () => {
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    type('Precio', 'mil');
    await act(() => fireEvent.submit(screen.getByRole('button')));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Escribe el nombre');
    expect(screen.getByLabelText('Precio')).toHaveAccessibleDescription(
      'Escribe un número, por ejemplo 1.250,50',
    );
  });

  it('never submits twice while a submit is running (a second Enter)', async () => {
    let finish: () => void = () => undefined;
    const onValid = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<Harness onValid={onValid} />);
    type('Nombre', 'Piso');
    await act(async () => {
      fireEvent.submit(screen.getByRole('button'));
      await Promise.resolve();
    });
    await act(async () => {
      fireEvent.submit(screen.getByRole('button'));
      await Promise.resolve();
    });
    expect(screen.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
    await act(async () => finish());
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-disabled');
  });

  it('a late restore never overwrites what the user typed', async () => {
    const formRef: { current?: Form<Texts, Values> } = {};
    render(<Harness onValid={jest.fn()} formRef={formRef} />);
    type('Precio', '150000');
    // A restore that arrives later (a stored form) asks first whether the user has typed.
    const form = current(formRef);
    act(() => {
      if (!form.touched()) form.reset({ name: 'Guardado', price: '99' });
    });
    expect(screen.getByLabelText('Precio')).toHaveValue('150000');
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
  });

  it('reset brings back the values and clears the messages', async () => {
    const formRef: { current?: Form<Texts, Values> } = {};
    render(<Harness onValid={jest.fn()} formRef={formRef} />);
    await act(() => fireEvent.submit(screen.getByRole('button')));
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    act(() => current(formRef).reset({ name: 'Dúplex', price: '320000' }));
    expect(screen.getByLabelText('Nombre')).toHaveValue('Dúplex');
    expect(screen.getByLabelText('Precio')).toHaveValue('320000');
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
  });

  it("shows a server's per-field messages under their fields and focuses the first", () => {
    const formRef: { current?: Form<Texts, Values> } = {};
    render(<Harness onValid={jest.fn()} formRef={formRef} />);
    act(() => current(formRef).showFieldMessages({ price: 'El precio es demasiado alto' }));
    expect(screen.getByLabelText('Precio')).toHaveFocus();
    expect(screen.getByLabelText('Precio')).toHaveAccessibleDescription(
      'El precio es demasiado alto',
    );
  });

  it('notes English thousands in an amount without blocking it', () => {
    render(<Harness onValid={jest.fn()} />);
    type('Precio', '185,000');
    expect(screen.getByLabelText('Precio')).toHaveAccessibleDescription(
      /¿Querías escribir 185\.000\?/,
    );
    expect(screen.getByLabelText('Precio')).not.toHaveAttribute('aria-invalid');
  });
});
