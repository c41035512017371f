// Reduced rates and invariants of calculatePurchaseCosts (worked examples are in purchase-costs.test.ts).
import fc from 'fast-check';
import { COMMUNITY_CODES, type CommunityCode } from './communities';
import { calculatePurchaseCosts, type PurchaseCostsInput } from './purchase-costs';

/** Deed date of these examples: the day of the 2026-11 rates audit (see purchase-costs.dates.test.ts for history). */
const TODAY = '2026-11-23';
function used(price: number, community: CommunityCode, extra: Partial<PurchaseCostsInput> = {}) {
  return calculatePurchaseCosts({
    propertyPrice: price,
    propertyType: 'used',
    autonomousCommunity: community,
    hasLoan: false,
    deedDate: TODAY,
    ...extra,
  });
}
function newHome(price: number, community: CommunityCode, extra: Partial<PurchaseCostsInput> = {}) {
  return calculatePurchaseCosts({
    propertyPrice: price,
    propertyType: 'new',
    autonomousCommunity: community,
    hasLoan: false,
    deedDate: TODAY,
    ...extra,
  });
}

describe('calculatePurchaseCosts', () => {
  describe('reduced rates', () => {
    const first = { isFirstHome: true };
    it.each([
      ['andalucia', 150_000, {}, 9_000], // 6 % habitual home <= 150,000
      ['andalucia', 150_000, { buyerAge: 34 }, 5_250], // 3.5 % under 35
      ['andalucia', 150_000, { buyerAge: 35 }, 9_000], // 35 is too old: 6 %
      ['andalucia', 150_001, { buyerAge: 30 }, 10_500.07], // above the cap: 7 %
      ['baleares', 270_151.2, {}, 10_806.05], // 4 % = 10,806.048
      ['baleares', 270_151.2, { buyerAge: 35 }, 5_403.02], // 2 % = 5,403.024
      ['baleares', 270_151.2, { largeFamily: true }, 5_403.02], // 2 %
      ['baleares', 270_151.2, { buyerAge: 29, hasLoan: true }, 0], // 100 % bonus under 30
      ['baleares', 270_151.2, { buyerAge: 29 }, 5_403.02], // no mortgage (art. 14 quater.1.g): 2 %
      ['baleares', 270_151.21, { buyerAge: 29, hasLoan: true }, 21_612.1], // above the cap: 8 %
      // large family up to 350,000 €: 270,151.20 x 2 % = 5,403.024 + 29,848.80 x 8 % = 2,387.904
      ['baleares', 300_000, { largeFamily: true }, 7_790.93],
      ['baleares', 350_001, { largeFamily: true }, 28_000.08], // above 350,000 €: 8 %
      ['baleares', 300_000, { buyerAge: 35 }, 24_000], // under 36 only up to 270,151.20 €: 8 %
      // Asturias art. 32 bis (up to 35 or large family), one rate on the whole value
      ['asturias', 150_000, { buyerAge: 35 }, 6_000], // 150,000 x 4 %
      ['asturias', 150_001, { largeFamily: true }, 9_000.06], // 150,001 x 6 %
      ['asturias', 400_000, { buyerAge: 30 }, 24_000], // 400,000 x 6 % (general 9 % = 36,000)
      ['asturias', 150_000, { buyerAge: 36 }, 12_000], // 36 is too old: 150,000 x 8 %
      ['canarias', 150_000, {}, 7_500], // 5 %
      ['canarias', 200_000, { largeFamily: true }, 2_000], // DLeg 1/2009 art. 32: 200,000 x 1 %
      // Ley de Cantabria 5/2026: 7 % up to 300,000 € and 9 % above; 4 % under 40 or large family.
      ['cantabria', 200_000, {}, 14_000], // 200,000 x 7 %
      ['cantabria', 400_000, {}, 30_000], // 300,000 x 7 % = 21,000 + 100,000 x 9 % = 9,000
      ['cantabria', 200_000, { buyerAge: 39 }, 8_000], // 200,000 x 4 %
      ['cantabria', 200_000, { buyerAge: 40 }, 14_000], // 40 is too old: 7 %
      ['cantabria', 200_000, { largeFamily: true }, 8_000], // 4 %
      ['castilla-la-mancha', 180_000, { hasLoan: true }, 10_800], // 6 %, default loan 80 %
      ['castilla-la-mancha', 180_000, { hasLoan: true, loanAmount: 90_000 }, 16_200], // 50 % is not more than half
      ['castilla-la-mancha', 180_000, { hasLoan: true, buyerAge: 35 }, 9_000], // 5 %
      ['castilla-la-mancha', 180_000, {}, 16_200], // no loan: 9 %
      // DL 1/2013 (Castilla y León) art. 25.3.a and c: 4 %, under 36 or large family, no value cap.
      ['castilla-leon', 200_000, { buyerAge: 35 }, 8_000], // 200,000 x 4 %
      ['castilla-leon', 300_000, { largeFamily: true }, 12_000], // 300,000 x 4 %
      ['castilla-leon', 200_000, { buyerAge: 36 }, 16_000], // 36 is too old: 200,000 x 8 %
      ['cataluna', 300_000, { buyerAge: 35 }, 15_000], // 5 % up to 35
      ['cataluna', 300_000, { buyerAge: 36 }, 30_000], // 10 %
      ['cataluna', 300_000, { largeFamily: true }, 15_000], // art. 641-2: 300,000 x 5 %
      ['extremadura', 122_000, {}, 8_540], // 7 %
      ['extremadura', 200_000, { buyerAge: 35 }, 8_000], // 4 %
      ['extremadura', 200_001, { buyerAge: 35 }, 16_000.08], // 8 %
      ['extremadura', 200_000, { largeFamily: true }, 8_000], // Ley 1/2025 art. 41.1.b: 4 %
      ['galicia', 200_000, {}, 14_000], // 7 %
      ['galicia', 200_000, { buyerAge: 35 }, 6_000], // 3 %
      // Ley 5/2025 (Galicia): from 2026 the price is capped too, 240.000 € (400.000 € large families).
      ['galicia', 240_001, { buyerAge: 30 }, 19_200.08], // 240,001 x 8 % = 19,200.08
      ['galicia', 300_000, { largeFamily: true }, 9_000], // 300,000 x 3 %
      ['galicia', 400_001, { largeFamily: true }, 32_000.08], // 400,001 x 8 %
      ['madrid', 250_000, {}, 13_500], // 5.4 %
      ['madrid', 250_001, {}, 15_000.06], // 6 %
      ['madrid', 300_000, { largeFamily: true }, 12_000], // 4 %
      ['murcia', 200_000, { buyerAge: 40 }, 6_000], // 3 %
      ['murcia', 200_000, { buyerAge: 41 }, 15_500], // 7.75 %
      // DFL 129/1999 (Navarra) art. 8.1.a and 8.1.b.1.º: 6 %, and 5 % on the first 180,304 €.
      ['navarra', 200_000, {}, 12_000], // 200,000 x 6 %
      ['navarra', 180_304, { largeFamily: true }, 9_015.2], // 180,304 x 5 %
      ['navarra', 200_000, { largeFamily: true }, 10_196.96], // 9,015.20 + 19,696 x 6 % = 1,181.76
      ['pais-vasco', 200_000, { largeFamily: true }, 5_000], // 2.5 %
      ['la-rioja', 200_000, { buyerAge: 39 }, 8_000], // 4 %
      ['la-rioja', 200_000, { buyerAge: 40 }, 14_000], // 7 %
      ['valencia', 180_000, { buyerAge: 34 }, 10_800], // 6 %
      ['valencia', 200_000, { buyerAge: 34 }, 16_000], // 8 %
      ['valencia', 200_000, { buyerAge: 35 }, 18_000], // 9 % from 1-6-2026
      ['valencia', 200_000, { largeFamily: true }, 6_000], // 3 %
      ['ceuta', 200_000, { buyerAge: 25, largeFamily: true }, 6_000], // none: 6 % halved, 3 %
      ['melilla', 200_000, { buyerAge: 25, largeFamily: true }, 6_000], // none: 6 % halved, 3 %
    ] as [CommunityCode, number, Partial<PurchaseCostsInput>, number][])(
      '%s first home at %s with %j pays ITP %s',
      (code, price, extra, itp) => {
        expect(used(price, code, { ...first, ...extra }).itp).toBe(itp);
      },
    );

    it('applies no reduced rate when the home is not the first habitual home', () => {
      const result = used(150_000, 'andalucia', { buyerAge: 25, largeFamily: true });
      expect(result.itp).toBe(10_500);
      expect(result.notes).toContain(
        'Los tipos reducidos exigen que sea tu primera vivienda habitual; no se han aplicado.',
      );
    });

    it.each([
      ['andalucia', 150_000, { buyerAge: 34 }, 'ajd', 450], // 0.3 %
      ['murcia', 200_000, { buyerAge: 40 }, 'ajd', 200], // 0.1 %
      ['galicia', 200_000, {}, 'ajd', 2_000], // 1 %
      ['galicia', 200_000, { largeFamily: true }, 'ajd', 1_000], // 0.5 %
      ['galicia', 250_000, { buyerAge: 30 }, 'ajd', 3_750], // above 240,000: 250,000 x 1.5 %
      ['galicia', 300_000, { largeFamily: true }, 'ajd', 1_500], // 300,000 x 0.5 %
      // DL 5/2025 (Cataluña), art. 642-6 from 27-6-2025: AJD 100 % bonus up to 35 years.
      ['cataluna', 200_000, { buyerAge: 35 }, 'ajd', 0], // 200,000 x 1.5 % - 100 %
      // DLeg 1/2014 (Baleares): 1.2 % for a first home up to 270.151,20 € (art. 17), else 1.5 %
      ['baleares', 270_000, {}, 'ajd', 3_240], // 270,000 x 1.2 %
      ['baleares', 280_000, {}, 'ajd', 4_200], // 280,000 x 1.5 %
      ['baleares', 1_000_000, {}, 'ajd', 20_000], // art. 17 bis: 1,000,000 x 2 %
      // DL 62/2008 art. 13 (Cantabria): reduced rates on the first 300.000 €, 1.5 % above.
      ['cantabria', 200_000, {}, 'ajd', 2_000], // 200,000 x 1 %
      ['cantabria', 400_000, {}, 'ajd', 4_500], // 300,000 x 1 % = 3,000 + 100,000 x 1.5 % = 1,500
      ['cantabria', 200_000, { buyerAge: 39 }, 'ajd', 200], // 200,000 x 0.1 %
      ['cantabria', 400_000, { largeFamily: true }, 'ajd', 1_800], // 300 + 100,000 x 1.5 %
      ['cataluna', 200_000, { buyerAge: 36 }, 'ajd', 3_000], // 1.5 %
      // Ley 2/2026 (Extremadura), art. 47 from 5-8-2026: 0.5 % up to 200.000 €.
      ['extremadura', 200_000, {}, 'ajd', 1_000], // 200,000 x 0.5 %
      ['extremadura', 200_001, {}, 'ajd', 3_000.02], // 200,001 x 1.5 % = 3,000.015
      // Ley 8/2013 art. 21.2: first home up to 180.000 € financed over 50 %.
      ['castilla-la-mancha', 180_000, { hasLoan: true }, 'ajd', 1_350], // 0.75 %
      ['castilla-la-mancha', 180_000, { hasLoan: true, buyerAge: 35 }, 'ajd', 900], // 0.5 %
      ['castilla-la-mancha', 200_000, { hasLoan: true, buyerAge: 35 }, 'ajd', 3_000], // 1.5 %
      // DL 1/2013 (Castilla y León) art. 26.2.a and d: 0.5 % under 36 or large family, else 1.5 %.
      ['castilla-leon', 200_000, { buyerAge: 35 }, 'ajd', 1_000], // 200,000 x 0.5 %
      ['castilla-leon', 200_000, { largeFamily: true }, 'ajd', 1_000], // 200,000 x 0.5 %
      ['castilla-leon', 200_000, { buyerAge: 36 }, 'ajd', 3_000], // 200,000 x 1.5 %
      // DL 1/2010 (Madrid): art. 32.1 one rate on the whole value, art. 37 caps the jump at each
      // threshold, art. 38 bis 10 % off up to 250.000 €, art. 38 ter 95 % off for large families.
      ['madrid', 120_000, {}, 'ajd', 432], // 120,000 x 0.4 % = 480 - 10 % = 432
      ['madrid', 120_001, {}, 'ajd', 432.9], // art. 37: 480 + 1 = 481 (not 600.005) - 10 %
      ['madrid', 180_001, {}, 'ajd', 810.9], // art. 37: 900 + 1 = 901 (not 1,350.0075) - 10 %
      ['madrid', 250_000, {}, 'ajd', 1_687.5], // 250,000 x 0.75 % = 1,875 - 10 %
      ['madrid', 250_001, {}, 'ajd', 1_875.01], // above 250.000 €: 0.75 % = 1,875.0075
      ['madrid', 400_000, { largeFamily: true }, 'ajd', 150], // 400,000 x 0.75 % = 3,000 - 95 %
      ['madrid', 180_001, { largeFamily: true }, 'ajd', 45.05], // 901 - 95 % = 45.05
      ['navarra', 250_000, {}, 'ajd', 1_250], // DFL 129/1999 art. 22.2: 250,000 x 0.5 %
      ['madrid', 150_000, {}, 'ajd', 675], // 150,000 x 0.5 % = 750 - 10 %
      ['canarias', 150_000, {}, 'vat', 7_500], // IGIC 5 %
      ['canarias', 150_000, { buyerAge: 35 }, 'vat', 4_500], // IGIC 3 %
      ['canarias', 150_001, { buyerAge: 35 }, 'vat', 4_500.03], // IGIC 3 %: 2026 cap 200,000
      ['canarias', 200_000, { buyerAge: 40 }, 'vat', 6_000], // IGIC 3 %: age up to 40 in 2026
      ['canarias', 200_001, { buyerAge: 40 }, 'vat', 14_000.07], // IGIC 7 %
      ['canarias', 300_000, { largeFamily: true }, 'vat', 9_000], // IGIC 3 %: large family to 300,000
      ['canarias', 300_001, { largeFamily: true }, 'vat', 21_000.07], // IGIC 7 %
    ] as [CommunityCode, number, Partial<PurchaseCostsInput>, 'ajd' | 'vat', number][])(
      'new first home in %s at %s with %j pays %s %s',
      (code, price, extra, field, amount) => {
        expect(newHome(price, code, { ...first, ...extra })[field]).toBe(amount);
      },
    );

    it('caps the Madrid AJD jump without any bonus when the home is not habitual', () => {
      // DL 1/2010 art. 37: 900 + 1 = 901 instead of 180,001 x 0.75 % = 1,350.01
      expect(newHome(180_001, 'madrid').ajd).toBe(901);
      // 0.75 % x 180,453 = 1,353.40 > 900 + 453 = 1,353: still capped
      expect(newHome(180_453, 'madrid').ajd).toBe(1_353);
      // past 180,453.40 € the rate alone is lower: 180,454 x 0.75 % = 1,353.405
      expect(newHome(180_454, 'madrid').ajd).toBe(1_353.41);
      // 480 + 120.60 = 600.60, while 120,120.60 x 0.5 % = 600.603
      expect(newHome(120_120.6, 'madrid').ajd).toBe(600.6);
    });

    it('asks for the buyer age when a young rate could apply', () => {
      const notes = used(150_000, 'valencia', first).notes;
      expect(notes).toContain(
        'ITP: indica la edad del comprador para comprobar si te corresponde el tipo reducido para jóvenes.',
      );
    });

    it('lists the conditions it cannot check', () => {
      const notes = used(150_000, 'valencia', { ...first, buyerAge: 30 }).notes.join(' ');
      expect(notes).toContain('renta no superior a 25.000 € (40.000 € en declaración conjunta)');
    });
  });

  describe('invariants', () => {
    const inputs = fc.record({
      propertyPrice: fc.integer({ min: 1, max: 3_000_000 }),
      propertyType: fc.constantFrom('new' as const, 'used' as const),
      autonomousCommunity: fc.constantFrom(...COMMUNITY_CODES),
      isFirstHome: fc.boolean(),
      hasLoan: fc.boolean(),
      buyerAge: fc.option(fc.integer({ min: 18, max: 120 }), { nil: undefined }),
      largeFamily: fc.boolean(),
      referenceValue: fc.option(fc.integer({ min: 0, max: 3_000_000 }), { nil: undefined }),
    });

    it('makes every total the sum of its parts', () => {
      fc.assert(
        fc.property(inputs, (input) => {
          const r = calculatePurchaseCosts(input);
          const cents = (n: number) => Math.round(n * 100);
          expect(cents(r.breakdown.taxes)).toBe(cents(r.vat) + cents(r.itp) + cents(r.ajd));
          expect(cents(r.breakdown.officialFees)).toBe(cents(r.notaryFees) + cents(r.registryFees));
          expect(cents(r.breakdown.otherCosts)).toBe(
            cents(r.managementFees) + cents(r.appraisalFees),
          );
          expect(cents(r.totalCosts)).toBe(
            cents(r.breakdown.taxes) +
              cents(r.breakdown.officialFees) +
              cents(r.breakdown.otherCosts),
          );
          expect(cents(r.totalWithProperty)).toBe(cents(r.propertyPrice) + cents(r.totalCosts));
          expect(cents(r.cashNeeded)).toBe(
            Math.max(0, cents(r.totalWithProperty) - cents(r.loanAmount)),
          );
        }),
      );
    });

    it('never lowers the costs when the price rises', () => {
      fc.assert(
        fc.property(inputs, fc.integer({ min: 1, max: 500_000 }), (input, rise) => {
          const fixed = { ...input, referenceValue: undefined };
          const lower = calculatePurchaseCosts(fixed);
          const higher = calculatePurchaseCosts({
            ...fixed,
            propertyPrice: input.propertyPrice + rise,
          });
          expect(higher.totalCosts).toBeGreaterThanOrEqual(lower.totalCosts);
        }),
      );
    });

    it('charges either ITP or IVA+AJD, never both, with no negative amount', () => {
      fc.assert(
        fc.property(inputs, (input) => {
          const r = calculatePurchaseCosts(input);
          if (input.propertyType === 'used') expect(r.vat + r.ajd).toBe(0);
          else expect(r.itp).toBe(0);
          for (const value of [r.vat, r.itp, r.ajd, r.notaryFees, r.registryFees, r.cashNeeded]) {
            expect(value).toBeGreaterThanOrEqual(0);
          }
        }),
      );
    });
  });
});
