// A comparator property's purchase costs: the engine's for the community its location names, 10 % otherwise.
import { calculatePurchaseCosts } from '../../tax/purchase-costs';
import { propertyPurchaseCosts } from './purchase-costs';

const DEED = '2026-11-20';

describe('propertyPurchaseCosts', () => {
  it("uses the purchase-cost engine for the location's community: used home, no loan", () => {
    const costs = propertyPurchaseCosts({ price: 185000, location: 'Chamberí, Madrid' }, DEED);
    const engine = calculatePurchaseCosts({
      propertyPrice: 185000,
      propertyType: 'used',
      autonomousCommunity: 'madrid',
      isFirstHome: false,
      hasLoan: false,
      deedDate: DEED,
    });
    // Madrid's ITP is 6 %: 185,000 × 6 % = 11,100, plus notary, registry and gestoría.
    expect(engine.itp).toBe(11100);
    expect(engine.appraisalFees).toBe(0);
    expect(costs.total).toBe(engine.totalCosts);
    expect(costs.total).toBeCloseTo(
      11100 + engine.notaryFees + engine.registryFees + engine.managementFees,
      2,
    );
    expect(costs.community).toBe('madrid');
    expect(costs.note).toBe(
      'Comunidad de Madrid, vivienda usada sin hipoteca: ITP, notaría, registro y gestoría.',
    );
  });
  it('differs between communities with different ITP', () => {
    // Andalucía's ITP is 7 %: 1 point more than Madrid's on 185,000 is 1,850 euros more.
    const madrid = propertyPurchaseCosts({ price: 185000, location: 'Madrid' }, DEED);
    const seville = propertyPurchaseCosts({ price: 185000, location: 'Nervión, Sevilla' }, DEED);
    expect(seville.community).toBe('andalucia');
    expect(seville.total - madrid.total).toBeCloseTo(1850, 2);
  });
  it('uses 10 % of the price, and says so, when the location names no community', () => {
    // 185,000 × 10 % = 18,500.
    const costs = propertyPurchaseCosts({ price: 185000, location: 'Centro' }, DEED);
    expect(costs).toEqual({
      total: 18500,
      note: 'No reconocemos la comunidad en la ubicación: usamos un 10 % del precio, como la calculadora de rentabilidad. Escribe la ciudad o la provincia para calcularlos.',
    });
  });
  it('falls back to the 10 % when the date is outside the rate tables', () => {
    const costs = propertyPurchaseCosts({ price: 100000, location: 'Madrid' }, '1990-01-01');
    expect(costs.total).toBe(10000);
    expect(costs.community).toBeUndefined();
  });
});
