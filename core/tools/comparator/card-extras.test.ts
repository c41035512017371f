// The comparator cards' extras: purchase costs and analysis link per property, in one pass.
import { cardExtras } from './card-extras';
import type { Property } from './engine';

const flat = (id: string, location: string): Property => ({
  id,
  name: `Piso ${id}`,
  location,
  price: 185000,
  monthlyRent: 950,
  size: 74,
  rooms: 2,
  expenses: 150,
});

describe('cardExtras', () => {
  it('gives each property its purchase costs, their total and its analysis link', () => {
    const extras = cardExtras([flat('1', 'Centro'), flat('2', 'Chamberí, Madrid')]);
    // Unknown place: 10 % of 185,000 = 18,500.
    expect(extras.totals['1']).toBe(18500);
    expect(extras.costs['1']?.community).toBeUndefined();
    // Madrid: ITP 6 % = 11,100 plus the deed's fees, from the purchase-cost engine.
    expect(extras.costs['2']?.community).toBe('madrid');
    expect(extras.totals['2']).toBe(extras.costs['2']?.total);
    expect(extras.totals['2']).toBeGreaterThan(11100);
    expect(extras.hrefs['2']).toMatch(/^\/analisis-inversion\?price=185000&community=madrid&/);
  });
});
