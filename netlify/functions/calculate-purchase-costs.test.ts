// The purchase-costs function: the shared schema at the door, the tax engine behind it.
import fc from 'fast-check';
import handler from './calculate-purchase-costs';
import { calculatePurchaseCosts } from '../../core/tax/purchase-costs';
import { addYears, todayInMadrid } from '../../core/tax/dates';
import type { IsoDate } from '../../core/tax/sourced';

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
    const res = await post({ propertyType: 'casa', autonomousCommunity: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fields: {
        propertyPrice: 'Escribe el precio de la vivienda',
        propertyType: 'Selecciona el tipo de vivienda',
        autonomousCommunity: 'Selecciona la comunidad autónoma',
      },
    });
  });

  it('says a price of 0 must be positive (issue 23: only a missing one is asked for)', async () => {
    const res = await post({
      propertyPrice: 0,
      propertyType: 'used',
      autonomousCommunity: 'madrid',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fields: { propertyPrice: 'El precio de la vivienda debe ser mayor que 0' },
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

  describe('deedDate', () => {
    const valencia = {
      propertyPrice: 300000,
      propertyType: 'used',
      autonomousCommunity: 'valencia',
    };
    const dayAfter = (date: IsoDate) => {
      const next = new Date(`${date}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      return next.toISOString().slice(0, 10);
    };

    it('applies the rates in force on a valid deed date (Valencia, both sides of 1-6-2026)', async () => {
      const before = await post({ ...valencia, deedDate: '2026-05-31' });
      const after = await post({ ...valencia, deedDate: '2026-06-01' });
      expect([before.status, after.status]).toEqual([200, 200]);
      const [b, a] = [
        (await before.json()) as Record<string, unknown>,
        (await after.json()) as Record<string, unknown>,
      ];
      expect([b.itp, a.itp]).toEqual([30000, 27000]);
      expect([b.ratesAsOf, a.ratesAsOf]).toEqual(['2026-05-31', '2026-06-01']);
      expect(a.newestRule).toBe('2026-06-01');
    });

    it('defaults to today in Spain', async () => {
      const res = await post(valencia);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body.ratesAsOf).toBe(todayInMadrid());
    });

    it('refuses a date before the oldest rates held, in Spanish', async () => {
      const res = await post({ ...valencia, deedDate: '2024-12-31' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        fields: {
          deedDate:
            'No tenemos los tipos anteriores al 1 de enero de 2025: indica una fecha de escritura desde ese día.',
        },
      });
      expect((await post({ ...valencia, deedDate: '2025-01-01' })).status).toBe(200);
    });

    it('accepts a year ahead and refuses a day more, in Spanish', async () => {
      const limit = addYears(todayInMadrid(), 1);
      expect((await post({ ...valencia, deedDate: limit })).status).toBe(200);
      const res = await post({ ...valencia, deedDate: dayAfter(limit) });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { fields: Record<string, string> };
      expect(body.fields.deedDate).toMatch(
        /^La fecha de la escritura no puede ser posterior al \d{1,2} de [a-z]+ de \d{4}: no conocemos los tipos/,
      );
    });

    it.each([['2026-02-30'], ['23/11/2026'], ['2026-6-1'], [20260601], [''], [null]])(
      'refuses the malformed date %j with a Spanish 400',
      async (deedDate) => {
        const res = await post({ ...valencia, deedDate });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({
          fields: { deedDate: 'La fecha de la escritura debe ser una fecha válida (AAAA-MM-DD)' },
        });
      },
    );

    it('takes the Baleares island and refuses an unknown one', async () => {
      // 300,000 first home from 1-3-2026: in Mallorca (cap 307,089) the 4 % reaches only the first
      // 270,151.20 (DLeg 1/2014 DA 5ª): 10,806.05 + 29,848.80 × 8 % = 2,387.90 -> 13,193.95; Menorca
      // (cap 270,151.20) 8 % of the whole: 24,000
      const home = {
        propertyPrice: 300000,
        propertyType: 'used',
        autonomousCommunity: 'baleares',
        isFirstHome: true,
        deedDate: '2026-03-01',
      };
      const mallorca = (await (await post({ ...home, island: 'mallorca' })).json()) as {
        itp: number;
      };
      const menorca = (await (await post({ ...home, island: 'menorca' })).json()) as {
        itp: number;
      };
      expect([mallorca.itp, menorca.itp]).toEqual([13193.95, 24000]);
      const res = await post({ ...home, island: 'cabrera' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ fields: { island: 'Selecciona la isla' } });
    });
  });
});
