// A sub-form's part of the share link: what it writes is what it opens.
import { formNumber } from '../../lib/form/numbers';
import { buildShareUrl, readShareParams } from '../../lib/share-params';
import { linkedTexts, linkedValues, type LinkedForm } from './linked-form';

type Texts = { amount: string; year: string; frequency: string };
const FORM: LinkedForm<Texts> = {
  part: 'early',
  defaults: { amount: '', year: '1', frequency: 'once' },
  numberKeys: ['amount', 'year'],
  options: { frequency: ['once', 'yearly'] },
};

/** Through a real link: written by the links' writer, read back by the page's reader. */
function roundTrip(texts: Texts): Texts | undefined {
  const url = buildShareUrl('https://x.es', '/hipoteca', linkedValues(texts, FORM));
  return linkedTexts(readShareParams(new URL(url).search, Object.keys(FORM.defaults)), FORM);
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

describe('linkedTexts', () => {
  it('opens what was written: the same numbers and choices', () => {
    const texts: Texts = { amount: '20.000,5', year: '3', frequency: 'yearly' };
    const opened = roundTrip(texts);
    expect(opened).toBeDefined();
    expect(formNumber(opened?.amount)).toBe(20000.5);
    expect(linkedValues(opened as Texts, FORM)).toEqual(linkedValues(texts, FORM));
  });

  it('is undefined when the link carries none of its parameters', () => {
    expect(linkedTexts({ loanAmount: '200000' }, FORM)).toBeUndefined();
    expect(linkedTexts(undefined, FORM)).toBeUndefined();
  });

  it('keeps the default of a number that is not one and of a choice that is not an option', () => {
    expect(linkedTexts({ amount: 'mil', year: '2', frequency: 'weekly' }, FORM)).toEqual({
      amount: '',
      year: '2',
      frequency: 'once',
    });
  });
});
