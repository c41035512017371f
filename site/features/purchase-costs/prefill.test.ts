// The calculator's address prefill: known values are taken, the rest ignored.
import { prefillFromQuery } from './prefill';

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
    expect(prefillFromQuery('')).toEqual({});
  });
});
