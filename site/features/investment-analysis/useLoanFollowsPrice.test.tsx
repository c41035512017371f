/**
 * @jest-environment jsdom
 */
// The analysis form's loan follows the price as it is typed, until the visitor types a loan; a
// reset (a link, a stored form, a scenario) with its own loan is not followed.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import * as z from 'zod/mini';
import NumberField from '../../components/form/NumberField';
import { deferred } from '../../lib/deferred';
import { numberResolver } from '../../lib/form/resolvers';
import { useForm, type Form } from '../../lib/form/use-form';
import { useLoanFollowsPrice } from './useLoanFollowsPrice';

const schema = z.object({ price: z.number(), loanAmount: z.number() });
type Values = z.output<typeof schema>;
type Texts = { price: string; loanAmount: string };

function Harness({ formRef }: { formRef: { current?: Form<Texts, Values> } }) {
  const form = useForm<Texts, Values>({
    resolver: deferred(() => Promise.resolve(numberResolver(schema, ['price', 'loanAmount']))),
    defaultValues: { price: '200.000', loanAmount: '160.000' },
  });
  formRef.current = form;
  useLoanFollowsPrice(form as unknown as Parameters<typeof useLoanFollowsPrice>[0]);
  return (
    <form className="analysis-form" noValidate>
      <NumberField label="Precio" unit="€" {...form.register('price')} />
      <NumberField label="Importe del préstamo" unit="€" {...form.register('loanAmount')} />
    </form>
  );
}

const price = () => screen.getByLabelText(/Precio/);
const loan = () => screen.getByLabelText(/Importe del préstamo/);

describe('useLoanFollowsPrice', () => {
  it('lends 80 % of each price typed, and the form holds it', () => {
    const formRef: { current?: Form<Texts, Values> } = {};
    render(<Harness formRef={formRef} />);
    fireEvent.change(price(), { target: { value: '120.000' } });
    // 120.000 × 80 % = 96.000.
    expect(loan()).toHaveValue('96.000');
    expect(formRef.current?.getValues().loanAmount).toBe('96.000');
    fireEvent.change(price(), { target: { value: '185.000' } });
    expect(loan()).toHaveValue('148.000');
  });

  it('leaves a typed loan as typed', () => {
    render(<Harness formRef={{}} />);
    fireEvent.change(loan(), { target: { value: '150.000' } });
    fireEvent.change(price(), { target: { value: '120.000' } });
    expect(loan()).toHaveValue('150.000');
  });

  it('leaves the loan a reset brings when it is not 80 % of its price', async () => {
    const formRef: { current?: Form<Texts, Values> } = {};
    render(<Harness formRef={formRef} />);
    await act(async () => formRef.current?.reset({ price: '200.000', loanAmount: '150.000' }));
    fireEvent.change(price(), { target: { value: '120.000' } });
    expect(loan()).toHaveValue('150.000');
    // A reset to an 80 % loan follows again: 250.000 × 80 % = 200.000.
    await act(async () => formRef.current?.reset({ price: '250.000', loanAmount: '200.000' }));
    fireEvent.change(price(), { target: { value: '100.000' } });
    expect(loan()).toHaveValue('80.000');
  });
});
