// The calculator's address prefill and share values: known values are taken, the rest ignored.
import {
  PURCHASE_LINK_KEYS,
  PURCHASE_NUMBER_KEYS,
} from '../../../core/tools/purchase-costs/fields';
import { toTexts, shareValuesOf } from '../calculator/calculator-values';
import { buildShareUrl, readShareParams } from '../../lib/share-params';
import { prefillFromShared } from './prefill';

const NUMBER_KEYS = PURCHASE_NUMBER_KEYS;

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
    expect(prefillFromQuery(url.search)).toEqual(values);
  });

  it('leaves empty and non-numeric fields out of the share link', () => {
    expect(
      shareValuesOf({ propertyPrice: 'mil', loanAmount: '', deedDate: '' }, NUMBER_KEYS, []),
    ).toEqual({});
  });
});
