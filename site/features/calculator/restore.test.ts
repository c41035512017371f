/**
 * @jest-environment jsdom
 */
// The pages' readers of numbers in links follow the link codec's one table (core/testing/link-numbers.ts).
import { YIELD_DEFAULTS, YIELD_FIELDS } from '../../../core/tools/yield/fields';
import { storedPropertySchema } from '../../../core/tools/comparator/schema';
import { LINK_NUMBER_CASES, PRICE_LABEL, priceError } from '../../../core/testing/link-numbers';
import { toInputText } from '../../lib/form/numbers';
import { decodeProperties } from '../comparator/decode-properties';
import { prefillFromShared } from '../purchase-costs/prefill';
import { fromShared, openLink, openStored } from './restore';

const YIELD_KEYS = YIELD_FIELDS.map((field) => field.name);

describe('openLink (every calculator page)', () => {
  it('names the price as the yield page does', () => {
    expect(YIELD_FIELDS.find((field) => field.name === 'purchasePrice')?.label).toBe(PRICE_LABEL);
  });

  it.each(LINK_NUMBER_CASES)(
    'shows %j as the number %p, typed the Spanish way, or as it came with the field named',
    (text, value) => {
      const opened = openLink(
        { purchasePrice: text, monthlyRent: '950' },
        { keys: YIELD_KEYS, fields: YIELD_FIELDS, defaults: YIELD_DEFAULTS },
      );
      // The other, good value is restored in every case.
      expect(opened.texts.monthlyRent).toBe('950');
      if (value === undefined) {
        expect(opened.linkErrors).toEqual([priceError(text)]);
        expect(opened.texts.purchasePrice).toBe(text);
      } else {
        expect(opened.linkErrors).toEqual([]);
        expect(opened.texts.purchasePrice).toBe(toInputText(value));
      }
    },
  );

  it('hands a tool its own reader only the values the codec could read', () => {
    const seen: Partial<Record<string, string>>[] = [];
    const opened = openLink<'price', { price: number; community: string }>(
      { price: '0x10', community: 'madrid' },
      {
        keys: ['price'],
        fields: [],
        defaults: {},
        open: (shared) => {
          seen.push(shared);
          return { community: shared.community };
        },
      },
    );
    expect(seen).toEqual([{ community: 'madrid' }]);
    // Without a label the parameter's name stands in, so the message still says which one.
    expect(opened.linkErrors).toEqual(['El enlace trae un valor no válido en "price": «0x10».']);
  });

  it('names a number the link carries outside the form and keeps it from the tool', () => {
    const seen: Partial<Record<string, string>>[] = [];
    const opened = openLink<'price', { price: number }>(
      { price: '185000', itp: '9.000', purchaseCostsTotal: '1e5' },
      {
        keys: ['price'],
        fields: [],
        defaults: {},
        linkNumbers: [
          { name: 'itp', label: 'ITP' },
          { name: 'purchaseCostsTotal', label: 'Total gastos de compra' },
        ],
        open: (shared) => {
          seen.push(shared);
          return { price: 185000 };
        },
      },
    );
    expect(seen).toEqual([{ price: '185000', itp: '9.000' }]);
    expect(opened.texts).toEqual({ price: '185.000' });
    expect(opened.linkErrors).toEqual([
      'El enlace trae un valor no válido en "Total gastos de compra": «1e5».',
    ]);
  });
});

describe('openStored', () => {
  afterEach(() => window.localStorage.clear());

  it('gives back the texts shown, and writes numbers stored by an earlier version as typed', () => {
    window.localStorage.setItem(
      'k',
      JSON.stringify({ purchasePrice: '185.000,5', monthlyRent: 950 }),
    );
    expect(openStored('k', YIELD_KEYS, YIELD_DEFAULTS)?.texts).toMatchObject({
      purchasePrice: '185.000,5',
      monthlyRent: '950',
      vacancyMonths: toInputText(YIELD_DEFAULTS.vacancyMonths),
    });
  });

  it('ignores what is not a stored form', () => {
    window.localStorage.setItem('k', JSON.stringify([1, 2]));
    expect(openStored('k', YIELD_KEYS, YIELD_DEFAULTS)).toBeUndefined();
  });
});

describe.each(LINK_NUMBER_CASES)('the other readers of %j (meaning %p)', (text, value) => {
  it('fromShared keeps the number, or the default', () => {
    expect(fromShared({ price: text }, { price: 7 }, ['price'])).toEqual({ price: value ?? 7 });
  });

  it('the purchase-cost prefill keeps a positive price, never one read another way', () => {
    const prefill = prefillFromShared({ price: text });
    expect(prefill.propertyPrice).toBe(value !== undefined && value > 0 ? value : undefined);
  });

  it('the comparator keeps the property, or leaves it out and names the field', () => {
    const decoded = decodeProperties(
      `?name1=A&location1=B&price1=${encodeURIComponent(text)}&monthlyRent1=900&size1=80&rooms1=2&expenses1=0`,
      1,
      storedPropertySchema,
    );
    if (value === undefined) {
      expect(decoded).toEqual({
        properties: [],
        errors: [
          text.trim() === ''
            ? 'El enlace trae vacío el campo "Precio (vivienda 1)".'
            : `El enlace trae un valor no válido en "Precio (vivienda 1)": «${text}».`,
        ],
      });
    } else if (value >= 1) {
      expect(decoded?.properties[0]?.price).toBe(value);
    } else {
      // Readable but not a price: dropped by the schema, as a typed one would be refused.
      expect(decoded).toEqual({ properties: [], errors: [] });
    }
  });
});
