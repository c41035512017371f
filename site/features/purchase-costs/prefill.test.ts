// The calculator's address prefill and share values: known values are taken, the rest ignored.
import { fieldNames, zeroWhenEmptyOf, type FieldRow } from '../../../core/tools/fields';
import { PURCHASE_FIELDS, PURCHASE_LINK_KEYS } from '../../../core/tools/purchase-costs/fields';
import { purchaseCostsSchema } from '../../../core/tools/purchase-costs/schema';
import { numberResolver } from '../../lib/form/resolvers';
import { toTexts, shareValuesOf } from '../calculator/calculator-values';
import { buildShareUrl, linkParams, readShareParams } from '../../lib/share-params';
import { prefillFromShared } from './prefill';

const NUMBER_KEYS = fieldNames(PURCHASE_FIELDS);

/** What the calculator opens with for an address (the hook reads the link's known keys). */
const prefillFromQuery = (search: string) =>
  prefillFromShared(readShareParams(search, PURCHASE_LINK_KEYS));

/** The share link's values for what the form holds (number fields as typed text). */
const shareValuesOfForm = (values: Record<string, unknown>) =>
  shareValuesOf(toTexts(values, NUMBER_KEYS), NUMBER_KEYS, []);

describe('prefillFromQuery', () => {
  it('reads the community, the price and the type a community page links with', () => {
    expect(prefillFromQuery('?community=valencia&price=300000&type=new')).toEqual({
      autonomousCommunity: 'valencia',
      propertyPrice: 300000,
      propertyType: 'new',
    });
  });

  it('ignores unknown communities, malformed prices and other types', () => {
    expect(prefillFromQuery('?community=narnia&price=abc&type=castle')).toEqual({});
    expect(prefillFromQuery('?price=-5')).toEqual({});
    // Below its row's minimum (an age under 18, a negative loan): left out, like a malformed one.
    expect(prefillFromQuery('?buyerAge=12&loanAmount=-1&referenceValue=-3')).toEqual({});
    expect(prefillFromQuery('?buyerAge=18&loanAmount=0')).toEqual({ buyerAge: 18, loanAmount: 0 });
    expect(prefillFromQuery('?hasLoan=maybe&island=atlantis&deedDate=ayer')).toEqual({});
    expect(prefillFromQuery('')).toEqual({});
  });

  it('round-trips every field through a share link', () => {
    const values = {
      propertyPrice: 250000.5,
      propertyType: 'used' as const,
      autonomousCommunity: 'baleares' as const,
      island: 'menorca' as const,
      isFirstHome: true,
      hasLoan: false,
      largeFamily: true,
      buyerAge: 33,
      referenceValue: 240000,
      deedDate: '2026-12-01',
    };
    const url = new URL(buildShareUrl('https://example.es', '/x', shareValuesOfForm(values)));
    expect(prefillFromQuery(url.hash)).toEqual(values);
  });

  it('round-trips each number field of the table, the loan with "Compro con hipoteca"', () => {
    const rows: readonly FieldRow[] = PURCHASE_FIELDS;
    for (const row of rows) {
      const values = { [row.name]: row.integer ? 33 : 123456.78, hasLoan: true };
      const url = new URL(buildShareUrl('https://example.es', '/x', shareValuesOfForm(values)));
      expect(linkParams(url).get(row.share ?? row.name)).not.toBeNull();
      expect(prefillFromQuery(url.hash)).toEqual(values);
    }
  });

  it('leaves empty and non-numeric fields out of the share link', () => {
    expect(
      shareValuesOf({ propertyPrice: 'mil', loanAmount: '', deedDate: '' }, NUMBER_KEYS, []),
    ).toEqual({});
  });
});

describe('the form', () => {
  const resolve = numberResolver(
    purchaseCostsSchema,
    NUMBER_KEYS,
    zeroWhenEmptyOf(PURCHASE_FIELDS),
  );
  const typed = { propertyType: 'used', autonomousCommunity: 'madrid', hasLoan: true };

  it("asks for an empty price with the price's own message, not 'Este campo es obligatorio'", () => {
    for (const propertyPrice of ['', '  ']) {
      expect(resolve({ ...typed, propertyPrice }).errors.propertyPrice?.message).toBe(
        'Escribe el precio de la vivienda',
      );
    }
    expect(resolve({ ...typed, propertyPrice: '0' }).errors.propertyPrice?.message).toBe(
      'El precio de la vivienda debe ser mayor que 0',
    );
    expect(resolve({ ...typed, propertyPrice: 'mil' }).errors.propertyPrice?.message).toBe(
      'Escribe un número, por ejemplo 1.250,50',
    );
  });

  it('leaves an empty loan, age and reference value for the rules that give them meaning', () => {
    const { values } = resolve({
      ...typed,
      propertyPrice: '250.000',
      loanAmount: '',
      buyerAge: '',
      referenceValue: '',
    });
    expect(values).toEqual({ ...typed, propertyPrice: 250000, isFirstHome: false });
  });
});
