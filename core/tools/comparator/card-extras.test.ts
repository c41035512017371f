// The comparator cards' extras: purchase costs, yields and analysis link per property, and the winners.
import { BOND_10Y_DEFAULT } from '../../market-figures';
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
  it('gives each property its purchase costs, its yields over them and its analysis link', () => {
    const extras = cardExtras([flat('1', 'Centro'), flat('2', 'Chamberí, Madrid')]);
    const unknown = extras.figures['1'];
    const madrid = extras.figures['2'];
    // Unknown place: 10 % of 185,000 = 18,500; net (950 − 150) × 12 / 203,500 = 4.72 %.
    expect(unknown?.costs.total).toBe(18500);
    expect(unknown?.metrics).toEqual({ grossYield: 6.16, netYield: 4.72, pricePerM2: 2500 });
    // Madrid: ITP 6 % = 11,100 plus the deed's fees: lower costs, higher net yield.
    expect(madrid?.costs.community).toBe('madrid');
    expect(madrid?.costs.total).toBeGreaterThan(11100);
    expect(madrid?.metrics.netYield).toBe(
      Math.round((9600 / (185000 + (madrid?.costs.total ?? 0))) * 10000) / 100,
    );
    expect(madrid?.href).toMatch(/^\/analisis-inversion#price=185000&community=madrid&/);
    // Same gross yield, tie to the first; the cheaper purchase wins the net yield.
    expect(extras.best).toEqual({ grossYield: '1', netYield: '2', pricePerM2: '1' });
  });
  it("says whether each net yield reaches the bond, the page's figure or the seed's", () => {
    // 4,72 % net (above) against the seed's 3,17 %: yes; against a 5 % figure: no.
    const seed = cardExtras([flat('1', 'Centro')]);
    expect(BOND_10Y_DEFAULT.value).toBeLessThan(4.72);
    expect(seed.benchmark).toBe(BOND_10Y_DEFAULT);
    expect(seed.figures['1']?.verdict).toBe('yes');
    const high = { ...BOND_10Y_DEFAULT, value: 5, month: '2026-11' };
    const against = cardExtras([flat('1', 'Centro')], high);
    expect(against.figures['1']?.verdict).toBe('no');
    expect(against.benchmark).toBe(high);
    // Exactly the bond's yield counts as reaching it.
    expect(cardExtras([flat('1', 'Centro')], { ...high, value: 4.72 }).figures['1']?.verdict).toBe(
      'yes',
    );
  });
  it('names no winners for a single property', () => {
    expect(cardExtras([flat('1', 'Madrid')]).best).toBeUndefined();
  });
});
