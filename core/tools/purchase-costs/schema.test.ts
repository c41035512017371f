import { purchaseCostsSchema } from './schema';
import { rowOf } from '../fields';
import {
  COMMUNITY_OPTIONS,
  DEFAULT_LOAN_SHARE,
  defaultLoanAmount,
  PURCHASE_FIELDS,
  type PurchaseNumberKey,
} from './fields';
import { PURCHASE_COMMUNITY_REQUIRED, PURCHASE_TYPE_REQUIRED } from './messages';

const minMessage = (name: PurchaseNumberKey) => rowOf(PURCHASE_FIELDS, name).min?.message;
const PURCHASE_PRICE_REQUIRED = rowOf(PURCHASE_FIELDS, 'propertyPrice').required;
const PURCHASE_LOAN_MIN = minMessage('loanAmount');
const PURCHASE_AGE_RANGE = minMessage('buyerAge');
const PURCHASE_REFERENCE_MIN = minMessage('referenceValue');

const valid = { propertyPrice: 200_000, propertyType: 'used', autonomousCommunity: 'madrid' };

function fieldMessages(input: unknown): Record<string, string[]> {
  const result = purchaseCostsSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('purchaseCostsSchema', () => {
  it('accepts the spec request and fills the defaults', () => {
    expect(purchaseCostsSchema.parse(valid)).toEqual({
      ...valid,
      isFirstHome: false,
      hasLoan: true,
    });
  });

  it('accepts any price above 0 and says 0 or below must be positive', () => {
    for (const propertyPrice of [1, 0.5]) {
      expect(purchaseCostsSchema.safeParse({ ...valid, propertyPrice }).success).toBe(true);
    }
    // Issue 23: an empty field is no longer read as 0, so a typed 0 is a wrong price, not a
    // missing one.
    for (const propertyPrice of [0, -5]) {
      expect(fieldMessages({ ...valid, propertyPrice }).propertyPrice).toEqual([
        'El precio de la vivienda debe ser mayor que 0',
      ]);
    }
  });

  it('asks for a missing, textual or infinite price with the same message', () => {
    expect(PURCHASE_PRICE_REQUIRED).toBe('Escribe el precio de la vivienda');
    for (const propertyPrice of [undefined, '200000', Number.POSITIVE_INFINITY, Number.NaN]) {
      expect(fieldMessages({ ...valid, propertyPrice }).propertyPrice).toEqual([
        PURCHASE_PRICE_REQUIRED,
      ]);
    }
  });

  it('accepts only new or used homes', () => {
    expect(purchaseCostsSchema.safeParse({ ...valid, propertyType: 'new' }).success).toBe(true);
    for (const propertyType of ['', 'nueva', undefined]) {
      expect(fieldMessages({ ...valid, propertyType })).toEqual({
        propertyType: ['Selecciona el tipo de vivienda'],
      });
    }
    expect(PURCHASE_TYPE_REQUIRED).toBe('Selecciona el tipo de vivienda');
  });

  it('accepts the 19 community codes and nothing else', () => {
    for (const { value } of COMMUNITY_OPTIONS) {
      expect(purchaseCostsSchema.safeParse({ ...valid, autonomousCommunity: value }).success).toBe(
        true,
      );
    }
    for (const autonomousCommunity of ['', 'Madrid', 'portugal', undefined]) {
      expect(fieldMessages({ ...valid, autonomousCommunity })).toEqual({
        autonomousCommunity: ['Selecciona la comunidad autónoma'],
      });
    }
    expect(PURCHASE_COMMUNITY_REQUIRED).toBe('Selecciona la comunidad autónoma');
  });

  it('accepts a loan of 0 and rejects a negative one', () => {
    expect(purchaseCostsSchema.safeParse({ ...valid, loanAmount: 0 }).success).toBe(true);
    expect(fieldMessages({ ...valid, loanAmount: -0.01 })).toEqual({
      loanAmount: [PURCHASE_LOAN_MIN],
    });
  });

  it('accepts whole ages from 18 to 120', () => {
    for (const buyerAge of [18, 120]) {
      expect(purchaseCostsSchema.safeParse({ ...valid, buyerAge }).success).toBe(true);
    }
    for (const buyerAge of [17, 121, 30.5]) {
      expect(fieldMessages({ ...valid, buyerAge })).toEqual({ buyerAge: [PURCHASE_AGE_RANGE] });
    }
  });

  it('accepts a reference value of 0 and rejects a negative one', () => {
    expect(purchaseCostsSchema.safeParse({ ...valid, referenceValue: 0 }).success).toBe(true);
    expect(fieldMessages({ ...valid, referenceValue: -1 })).toEqual({
      referenceValue: [PURCHASE_REFERENCE_MIN],
    });
  });

  it('rejects non-boolean switches and drops unknown fields', () => {
    expect(
      Object.keys(fieldMessages({ ...valid, isFirstHome: 'yes', largeFamily: 1 })).sort(),
    ).toEqual(['isFirstHome', 'largeFamily']);
    expect(purchaseCostsSchema.parse({ ...valid, __proto__x: 1, admin: true })).not.toHaveProperty(
      'admin',
    );
  });

  it('reports every bad field at once', () => {
    expect(Object.keys(fieldMessages({})).sort()).toEqual([
      'autonomousCommunity',
      'propertyPrice',
      'propertyType',
    ]);
  });
});

describe('COMMUNITY_OPTIONS', () => {
  it('offers the 19 communities with Spanish names', () => {
    expect(COMMUNITY_OPTIONS).toHaveLength(19);
    expect(COMMUNITY_OPTIONS).toContainEqual({ value: 'castilla-leon', label: 'Castilla y León' });
    expect(COMMUNITY_OPTIONS).toContainEqual({ value: 'valencia', label: 'Comunitat Valenciana' });
  });
});

describe('defaultLoanAmount', () => {
  it('is 80 % of the price, in cents', () => {
    expect(DEFAULT_LOAN_SHARE).toBe(0.8);
    expect(defaultLoanAmount(250_000)).toBe(200_000);
    expect(defaultLoanAmount(123_456.78)).toBe(98_765.42); // 98,765.424
  });
  it('is 0 for no price', () => {
    expect(defaultLoanAmount(0)).toBe(0);
  });
});
