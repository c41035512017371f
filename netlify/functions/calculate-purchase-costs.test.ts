// The purchase-costs function: the shared schema at the door, the tax engine behind it.
import fc from 'fast-check';
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

  it('refuses other methods with 405 and Allow: POST', async () => {
    const res = await handler(
      new Request('http://localhost/api/calculate-purchase-costs', { method: 'GET' }),
    );
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await handler(
      new Request('http://localhost/api/calculate-purchase-costs', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'propertyPrice=200000',
      }),
    );
    expect(res.status).toBe(415);
  });

  it('refuses a body over 16 KB with 413', async () => {
    const res = await post({ propertyPrice: 200000, padding: 'x'.repeat(17 * 1024) });
    expect(res.status).toBe(413);
  });

  it('refuses malformed JSON and hostile values with 400, never a 500', async () => {
    const hostile: unknown[] = [
      '{"propertyPrice":',
      { propertyPrice: '200000', propertyType: 'used', autonomousCommunity: 'madrid' },
      { propertyPrice: 1e308 * 10, propertyType: 'used', autonomousCommunity: 'madrid' },
      { propertyPrice: 200000, propertyType: 'used', autonomousCommunity: '__proto__' },
      { __proto__: { propertyPrice: 1 }, propertyType: 'new', autonomousCommunity: 'madrid' },
      [],
      null,
    ];
    for (const body of hostile) {
      const res = await handler(
        new Request('http://localhost/api/calculate-purchase-costs', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      );
      expect(res.status).toBe(400);
    }
  });

  it('answers every JSON body with 200 or 400, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({
            propertyPrice: fc.oneof(fc.double(), fc.integer(), fc.string()),
            propertyType: fc.constantFrom('new', 'used', 'otro'),
            autonomousCommunity: fc.constantFrom('madrid', 'canarias', 'ceuta', 'x'),
            hasLoan: fc.oneof(fc.boolean(), fc.constant('sí')),
            loanAmount: fc.oneof(fc.double(), fc.integer({ min: -1, max: 2_000_000 })),
            buyerAge: fc.integer({ min: 0, max: 200 }),
          }),
        ),
        async (body) => {
          const res = await post(body);
          expect([200, 400]).toContain(res.status);
        },
      ),
      { numRuns: 300 },
    );
  });
});
