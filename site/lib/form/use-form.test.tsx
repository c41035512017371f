/**
 * @jest-environment jsdom
 */
// The form engine in a DOM, as people use it: typing, Enter, restore, reset.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as z from 'zod/mini';
import NumberField from '../../components/form/NumberField';
import TextField from '../../components/form/TextField';
import { deferred, type Deferred } from '../deferred';
import { painted } from '../painted';
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
  it('after the press is drawn, gives the submit handler numbers read the Spanish way', async () => {
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    type('Nombre', 'Ático en Triana');
    type('Precio', '185.000 €');
    await act(() => fireEvent.submit(screen.getByRole('button')));
    // The press's own frame: the work it asks for waits for it.
    expect(onValid).not.toHaveBeenCalled();
    await act(painted);
    expect(onValid).toHaveBeenCalledWith({ name: 'Ático en Triana', price: 185000 });
  });

  it('after the press is drawn, shows every message under its field and focuses the first', async () => {
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    type('Precio', 'mil');
    const button = screen.getByRole('button');
    button.focus();
    await act(() => fireEvent.submit(button));
    // The press's own frame: nothing drawn nor moved yet.
    expect(button).toHaveFocus();
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
    await act(painted);
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
    // A second Enter in the press's own frame, and another while the first is being handled.
    await act(async () => {
      fireEvent.submit(screen.getByRole('button'));
      fireEvent.submit(screen.getByRole('button'));
      await painted();
    });
    await act(async () => {
      fireEvent.submit(screen.getByRole('button'));
      await painted();
    });
    expect(screen.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
    await act(async () => finish());
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-disabled');
  });

  it('draws the form again for a valid submit only when it shows a busy button', async () => {
    let renders = 0;
    function Quiet({ onValid }: { onValid: (values: Values) => void }) {
      renders += 1;
      const form = useForm<Texts, Values>({
        resolver: resolver(),
        defaultValues: { name: 'Piso', price: '200000' },
      });
      return (
        <form noValidate onSubmit={form.handleSubmit(onValid)}>
          <TextField
            label="Nombre"
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <button type="submit">Calcular</button>
        </form>
      );
    }
    const onValid = jest.fn();
    render(<Quiet onValid={onValid} />);
    const before = renders;
    await act(async () => {
      fireEvent.submit(screen.getByRole('button'));
      await painted();
    });
    expect(onValid).toHaveBeenCalledTimes(1);
    // Neither "submitting" nor an empty list of messages in place of the empty one draws it again.
    expect(renders).toBe(before);
  });

  it('a late restore never overwrites what the user typed', async () => {
    const formRef: { current?: Form<Texts, Values> } = {};
    render(<Harness onValid={jest.fn()} formRef={formRef} />);
    type('Precio', '150000');
    // A restore that arrives later (a stored form) keeps the fields the user changed.
    const form = current(formRef);
    expect([...form.changed()]).toEqual(['price']);
    act(() => {
      const values: Record<string, unknown> = form.getValues();
      const typed = Object.fromEntries([...form.changed()].map((f) => [f, values[f]]));
      form.reset({ name: 'Guardado', price: '99', ...typed });
    });
    expect(screen.getByLabelText('Precio')).toHaveValue('150000');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Guardado');
  });

  it('reset brings back the values and clears the messages', async () => {
    const formRef: { current?: Form<Texts, Values> } = {};
    render(<Harness onValid={jest.fn()} formRef={formRef} />);
    await act(() => fireEvent.submit(screen.getByRole('button')));
    await act(painted);
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

  describe('prerendered (the HTML is served before the code that hydrates it)', () => {
    type Choices = {
      price: string;
      rate: string;
      owner: boolean;
      extras: string[];
      region?: string;
    };
    const DEFAULTS: Choices = { price: '200000', rate: 'fixed', owner: true, extras: ['ascensor'] };

    function Choices({ onChange }: { onChange?: (values: Partial<Choices>) => void }) {
      const form = useForm<Choices, Choices>({
        resolver: deferred(() => Promise.resolve((values) => ({ values, errors: {} }) as never)),
        defaultValues: DEFAULTS,
      });
      React.useEffect(() => {
        const subscription = form.watch((values) => onChange?.(values));
        return () => subscription.unsubscribe();
      }, [form, onChange]);
      return (
        <form>
          <NumberField label="Precio" {...form.register('price')} />
          <label>
            Comunidad
            {/* No default: the first option shows, as the HTML has no option marked. */}
            <select {...form.register('region')}>
              <option value="">Elige</option>
              <option value="madrid">Madrid</option>
            </select>
          </label>
          {['fixed', 'variable'].map((rate) => (
            <label key={rate}>
              <input type="radio" {...form.register('rate', { value: rate })} /> {rate}
            </label>
          ))}
          <label>
            <input type="checkbox" {...form.register('owner')} /> Propietario
          </label>
          {['ascensor', 'terraza', 'garaje'].map((extra) => (
            <label key={extra}>
              <input type="checkbox" {...form.register('extras', { value: extra })} /> {extra}
            </label>
          ))}
        </form>
      );
    }

    /** The server's HTML in the document, as a browser shows it before any script. */
    function serve(): HTMLElement {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Choices />);
      document.body.append(container);
      return container;
    }

    afterEach(() => document.body.replaceChildren());

    it('shows every default in the HTML: the text, the chosen radio, the ticks', () => {
      serve();
      expect(screen.getByLabelText('Precio')).toHaveValue('200000');
      expect(screen.getByLabelText('fixed')).toBeChecked();
      expect(screen.getByLabelText('variable')).not.toBeChecked();
      expect(screen.getByLabelText('Propietario')).toBeChecked();
      expect(screen.getByLabelText('ascensor')).toBeChecked();
      expect(screen.getByLabelText('terraza')).not.toBeChecked();
    });

    it('keeps and announces what the visitor changed before hydration', async () => {
      const container = serve();
      // Typed, chosen and ticked while the page's code was still on its way.
      (screen.getByLabelText('Precio') as HTMLInputElement).value = '315.000';
      (screen.getByLabelText('variable') as HTMLInputElement).checked = true;
      (screen.getByLabelText('Propietario') as HTMLInputElement).checked = false;
      (screen.getByLabelText('garaje') as HTMLInputElement).checked = true;
      (screen.getByLabelText('Comunidad') as HTMLSelectElement).value = 'madrid';
      const seen: Partial<Choices>[] = [];
      await act(async () => {
        hydrateRoot(container, <Choices onChange={(values) => seen.push(values)} />);
      });
      expect(screen.getByLabelText('Precio')).toHaveValue('315.000');
      expect(screen.getByLabelText('variable')).toBeChecked();
      expect(screen.getByLabelText('Propietario')).not.toBeChecked();
      expect(screen.getByLabelText('ascensor')).toBeChecked();
      expect(seen.at(-1)).toEqual({
        price: '315.000',
        rate: 'variable',
        owner: false,
        extras: ['ascensor', 'garaje'],
        region: 'madrid',
      });
    });

    it('announces nothing when nothing was changed before hydration', async () => {
      const container = serve();
      const onChange = jest.fn();
      await act(async () => {
        hydrateRoot(container, <Choices onChange={onChange} />);
      });
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Precio')).toHaveValue('200000');
    });
  });
});
