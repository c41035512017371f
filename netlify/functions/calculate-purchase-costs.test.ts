// The purchase-costs function: the shared schema at the door, the tax engine behind it.
import handler from './calculate-purchase-costs';
import { calculatePurchaseCosts } from '../../core/tax/purchase-costs';

const post = (body: unknown) =>
  handler(
    new Request('http://localhost/api/calculate-purchase-costs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

describe('POST /api/calculate-purchase-costs', () => {
  it('answers the engine result for a valid request, with the spec defaults applied', async () => {
    const res = await post({
      propertyPrice: 200000,
      propertyType: 'used',
      autonomousCommunity: 'madrid',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    const expected = calculatePurchaseCosts({
      propertyPrice: 200000,
      propertyType: 'used',
      autonomousCommunity: 'madrid',
      isFirstHome: false,
      hasLoan: true,
    });
    expect(body).toEqual(JSON.parse(JSON.stringify(expected)));
    // Madrid's 6 % ITP on a used home of 200.000 € (reference table).
    expect(body.itp).toBe(12000);
    for (const field of [
      'totalCosts',
      'totalWithProperty',
      'vat',
      'notaryFees',
      'registryFees',
      'managementFees',
      'appraisalFees',
    ]) {
      expect(typeof body[field]).toBe('number');
    }
  });

  it('answers 400 with the spec messages for each invalid field', async () => {
    const res = await post({ propertyPrice: 0, propertyType: 'casa', autonomousCommunity: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fields: {
        propertyPrice: 'El precio de la vivienda es requerido',
        propertyType: 'Selecciona el tipo de vivienda',
        autonomousCommunity: 'Selecciona la comunidad autónoma',
      },
    });
  });

  it('refuses a negative loan amount', async () => {
    const res = await post({
      propertyPrice: 150000,
      propertyType: 'new',
      autonomousCommunity: 'andalucia',
      hasLoan: true,
      loanAmount: -1,
    });
    expect(res.status).toBe(400);
  });
});
