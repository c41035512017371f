// The calculator's address prefill and share values: known values are taken, the rest ignored.
import { buildShareUrl } from '../../lib/share-params';
import { prefillFromQuery, shareValuesOf } from './prefill';

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
    const url = new URL(buildShareUrl('https://example.es', '/x', shareValuesOf(values)));
    expect(prefillFromQuery(url.search)).toEqual(values);
  });

  it('leaves empty and non-numeric fields out of the share link', () => {
    expect(
      shareValuesOf({ propertyPrice: Number.NaN, loanAmount: undefined, deedDate: '' }),
    ).toEqual({});
  });
});
