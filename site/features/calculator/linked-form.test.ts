// A sub-form's part of the share link: what it writes is what it opens.
import { formNumber } from '../../lib/form/numbers';
import { buildShareUrl, readShareParams } from '../../lib/share-params';
import { defineFields } from '../../../core/tools/fields';
import { linkedFormOf, linkedValues, openLinked, type LinkedForm } from './linked-form';

type Texts = { amount: string; year: string; frequency: string };
const FORM: LinkedForm<Texts> = {
  part: 'early',
  defaults: { amount: '', year: '1', frequency: 'once' },
  numberKeys: ['amount', 'year'],
  labels: { amount: 'Importe', year: 'Año' },
  options: { frequency: ['once', 'yearly'] },
};

/** Through a real link: written by the links' writer, read back by the page's reader. */
function roundTrip(texts: Texts): Texts | undefined {
  const url = buildShareUrl('https://x.es', '/hipoteca', linkedValues(texts, FORM));
  return openLinked(readShareParams(new URL(url).hash, Object.keys(FORM.defaults)), FORM)?.texts;
}

describe('linkedValues', () => {
  it('writes the numbers typed the Spanish way as numbers, and the choices', () => {
    expect(linkedValues({ amount: '20.000,5', year: '3', frequency: 'yearly' }, FORM)).toEqual({
      amount: 20000.5,
      year: 3,
      frequency: 'yearly',
    });
  });

  it('leaves out an empty number and text that is not a number', () => {
    expect(linkedValues({ amount: 'mil', year: '', frequency: 'once' }, FORM)).toEqual({
      frequency: 'once',
    });
  });
});

describe('openLinked', () => {
  it('opens what was written: the same numbers and choices', () => {
    const texts: Texts = { amount: '20.000,5', year: '3', frequency: 'yearly' };
    const opened = roundTrip(texts);
    expect(opened).toBeDefined();
    expect(formNumber(opened?.amount)).toBe(20000.5);
    expect(linkedValues(opened as Texts, FORM)).toEqual(linkedValues(texts, FORM));
  });

  it('is undefined when the link carries none of its parameters', () => {
    expect(openLinked({ loanAmount: '200000' }, FORM)).toBeUndefined();
    expect(openLinked(undefined, FORM)).toBeUndefined();
  });

  it('shows a number that is not one as it came and names it; a choice that is not an option keeps its default', () => {
    expect(openLinked({ amount: '1e5', year: '', frequency: 'weekly' }, FORM)).toEqual({
      texts: { amount: '1e5', year: '', frequency: 'once' },
      errors: [
        'El enlace trae un valor no válido en "Importe": «1e5».',
        'El enlace trae vacío el campo "Año".',
      ],
    });
  });

  it('reads every number of the link table as the calculators do', () => {
    for (const [text, value] of [
      ['185.000', '185.000'],
      ['3.4', '3,4'],
      ['1250,5', '1.250,5'],
    ] as const) {
      expect(openLinked({ amount: text }, FORM)).toEqual({
        texts: { amount: value, year: '1', frequency: 'once' },
        errors: [],
      });
    }
  });
});

describe('linkedFormOf', () => {
  const ROWS = defineFields([
    {
      name: 'amount',
      label: 'Importe',
      unit: '€',
      empty: 'required',
      excel: false,
      notInExcel: '-',
    },
    {
      name: 'year',
      label: 'Año',
      default: 1500,
      empty: 'default',
      excel: false,
      notInExcel: '-',
    },
  ]);

  it('derives the keys, labels and starting texts (as the inputs show them) from the rows, then the choices', () => {
    const form = linkedFormOf('early', ROWS, {
      choices: { frequency: 'once' },
      options: { frequency: ['once', 'yearly'] },
    });
    expect(form).toEqual({
      part: 'early',
      defaults: { amount: '', year: '1.500', frequency: 'once' },
      numberKeys: ['amount', 'year'],
      labels: { amount: 'Importe', year: 'Año' },
      options: { frequency: ['once', 'yearly'] },
    });
  });

  it("takes the page's starting text or label for a row where it gives one", () => {
    const form = linkedFormOf('early', ROWS, {
      defaults: { amount: '20.000' },
      labels: { year: 'Año del pago' },
    });
    expect(form.defaults).toEqual({ amount: '20.000', year: '1.500' });
    expect(form.labels).toEqual({ amount: 'Importe', year: 'Año del pago' });
    expect(form.options).toBeUndefined();
  });
});
