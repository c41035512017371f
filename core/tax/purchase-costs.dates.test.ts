// Rates by deed date (issue 11): each dated change, the day before and the day it applies.
import type { CommunityCode } from './communities';
import { todayInMadrid } from './dates';
import { calculatePurchaseCosts, type PurchaseCostsInput } from './purchase-costs';
import { RATES_HISTORY_FROM, newestRuleOn, purchaseRatesOn } from './purchase-rates';

function buy(
  deedDate: string,
  community: CommunityCode,
  price: number,
  extra: Partial<PurchaseCostsInput> = {},
) {
  return calculatePurchaseCosts({
    propertyPrice: price,
    propertyType: 'used',
    autonomousCommunity: community,
    hasLoan: false,
    deedDate: deedDate as PurchaseCostsInput['deedDate'],
    ...extra,
  });
}
const first = { isFirstHome: true };
const fresh = { propertyType: 'new' } as const;

describe('rates by deed date', () => {
  it.each([
    // Valencia, Ley 5/2025: ITP 10 % -> 9 % (11 % above 1 M€ unchanged), AJD 1.5 % -> 1.4 %
    ['valencia', '2026-05-31', 300_000, {}, 'itp', 30_000],
    ['valencia', '2026-06-01', 300_000, {}, 'itp', 27_000],
    ['valencia', '2026-05-31', 1_200_000, {}, 'itp', 132_000],
    ['valencia', '2026-06-01', 1_200_000, {}, 'itp', 132_000],
    ['valencia', '2026-05-31', 300_000, fresh, 'ajd', 4_500],
    ['valencia', '2026-06-01', 300_000, fresh, 'ajd', 4_200],
    // Murcia, Ley 3/2025: ITP 8 % -> 7.75 %, AJD 2 % -> 1.5 % from 25-7-2025
    ['murcia', '2025-07-24', 300_000, {}, 'itp', 24_000],
    ['murcia', '2025-07-25', 300_000, {}, 'itp', 23_250],
    ['murcia', '2025-07-24', 300_000, fresh, 'ajd', 6_000],
    ['murcia', '2025-07-25', 300_000, fresh, 'ajd', 4_500],
    // Cataluña, DL 5/2025 from 27-6-2025: 10 % up to 1 M€ and 11 % above -> 10/11/12/13 % tranches
    ['cataluna', '2025-06-26', 1_200_000, {}, 'itp', 122_000],
    ['cataluna', '2025-06-27', 1_200_000, {}, 'itp', 129_000],
    ['cataluna', '2025-06-26', 300_000, { ...first, buyerAge: 35 }, 'itp', 30_000],
    ['cataluna', '2025-06-27', 300_000, { ...first, buyerAge: 35 }, 'itp', 15_000],
    // Cataluña AJD: no young rate until art. 642-6 (100 % bonus up to 35) from 27-6-2025
    ['cataluna', '2025-06-26', 200_000, { ...first, ...fresh, buyerAge: 30 }, 'ajd', 3_000],
    ['cataluna', '2025-06-27', 200_000, { ...first, ...fresh, buyerAge: 30 }, 'ajd', 0],
    // Galicia, Ley 5/2025: the 7 % needs a price up to 240,000 € from 1-1-2026
    ['galicia', '2025-12-31', 250_000, first, 'itp', 17_500], // 250,000 x 7 %
    ['galicia', '2026-01-01', 250_000, first, 'itp', 20_000], // 250,000 x 8 %
    ['galicia', '2025-12-31', 250_000, { ...first, ...fresh }, 'ajd', 2_500], // 1 %
    ['galicia', '2026-01-01', 250_000, { ...first, ...fresh }, 'ajd', 3_750], // 1.5 %
    // Extremadura 7 %: 122,000 € cap, 180,000 € from 29-1-2025, 200,000 € from 8-4-2025
    ['extremadura', '2025-01-28', 180_000, first, 'itp', 14_400],
    ['extremadura', '2025-01-29', 180_000, first, 'itp', 12_600],
    ['extremadura', '2025-04-07', 200_000, first, 'itp', 16_000],
    ['extremadura', '2025-04-08', 200_000, first, 'itp', 14_000],
    // Ley 1/2025: the 4 % under 36 from 8-4-2025 (before, 180,000 € cap: 200,000 x 8 %)
    ['extremadura', '2025-04-07', 200_000, { ...first, buyerAge: 30 }, 'itp', 16_000],
    ['extremadura', '2025-04-08', 200_000, { ...first, buyerAge: 30 }, 'itp', 8_000],
    // Extremadura AJD, Ley 2/2026: 0.75 % up to 122,000 € -> 0.5 % up to 200,000 € from 5-8-2026
    ['extremadura', '2026-08-04', 120_000, { ...first, ...fresh }, 'ajd', 900], // 0.75 %
    ['extremadura', '2026-08-04', 200_000, { ...first, ...fresh }, 'ajd', 3_000], // 1.5 %
    ['extremadura', '2026-08-05', 200_000, { ...first, ...fresh }, 'ajd', 1_000], // 0.5 %
    // Baleares first home of 300,000 €: cap 270,151.20 €, by island from 1-3-2026; DA 5ª: then
    // the reduced rate covers the first 270,151.20 € only and the rest pays 8 %
    ['baleares', '2026-02-28', 300_000, { ...first, island: 'mallorca' }, 'itp', 24_000],
    // 270,151.20 x 4 % = 10,806.048 + 29,848.80 x 8 % = 2,387.904 -> 13,193.95
    ['baleares', '2026-03-01', 300_000, { ...first, island: 'mallorca' }, 'itp', 13_193.95],
    // 10,806.048 + 36,937.80 x 8 % = 2,955.024 -> 13,761.07
    ['baleares', '2026-03-01', 307_089, { ...first, island: 'mallorca' }, 'itp', 13_761.07],
    ['baleares', '2026-03-01', 307_090, { ...first, island: 'mallorca' }, 'itp', 24_567.2],
    // 10,806.048 + 108,060.80 x 8 % = 8,644.864 -> 19,450.91
    ['baleares', '2026-03-01', 378_212, { ...first, island: 'ibiza' }, 'itp', 19_450.91],
    // under 36: 270,151.20 x 2 % = 5,403.024 + 8,644.864 -> 14,047.89
    [
      'baleares',
      '2026-03-01',
      378_212,
      { ...first, island: 'formentera', buyerAge: 35 },
      'itp',
      14_047.89,
    ],
    // under 30 with a mortgage: 100 % bonus on the first 270,151.20 €, 29,848.80 x 8 % = 2,387.90
    [
      'baleares',
      '2026-03-01',
      300_000,
      { ...first, island: 'mallorca', buyerAge: 29, hasLoan: true },
      'itp',
      2_387.9,
    ],
    ['baleares', '2026-03-01', 300_000, { ...first, island: 'menorca' }, 'itp', 24_000],
    ['baleares', '2026-03-01', 300_000, first, 'itp', 24_000], // no island: lowest cap
    // Baleares tariff: average rate with two decimals (700,000 € -> 8.57 %)
    ['baleares', '2026-11-23', 700_000, {}, 'itp', 59_990],
    // Canarias, Ley 9/2025: ITP 5 % up to 200,000 € with effects from 1-1-2025 (180,000 x 5 %);
    // IGIC from 1-1-2026: 3 % up to 40 years (150,000 x 3 %), was 5 % at 40
    ['canarias', '2025-01-01', 180_000, first, 'itp', 9_000],
    ['canarias', '2026-01-01', 180_000, first, 'itp', 9_000],
    ['canarias', '2025-12-31', 150_000, { ...first, ...fresh, buyerAge: 40 }, 'vat', 7_500],
    ['canarias', '2026-01-01', 150_000, { ...first, ...fresh, buyerAge: 40 }, 'vat', 4_500],
    // IGIC in 2025, Ley 4/2012 art. 58 (Ley 19/2019): 3 % up to 35 years and 150,000 €,
    // 3 % for a large family up to 225,000 €, else 5 % up to 150,000 €, else 7 %:
    // 150,000 x 3 % = 4,500; 150,000 x 5 % = 7,500; 150,001 x 7 % = 10,500.07;
    // 225,000 x 3 % = 6,750; 225,001 x 7 % = 15,750.07
    ['canarias', '2025-06-01', 150_000, { ...first, ...fresh, buyerAge: 35 }, 'vat', 4_500],
    ['canarias', '2025-06-01', 150_000, { ...first, ...fresh, buyerAge: 36 }, 'vat', 7_500],
    ['canarias', '2025-06-01', 150_001, { ...first, ...fresh, buyerAge: 35 }, 'vat', 10_500.07],
    ['canarias', '2025-06-01', 225_000, { ...first, ...fresh, largeFamily: true }, 'vat', 6_750],
    [
      'canarias',
      '2025-06-01',
      225_001,
      { ...first, ...fresh, largeFamily: true },
      'vat',
      15_750.07,
    ],
    // Cantabria, Ley 5/2026 from 1-5-2026: habitual home 7 % below 200,000 € -> 7 % up to
    // 300,000 € and 9 % above; the 4 % young rate from under 36 to under 40
    ['cantabria', '2026-04-30', 199_999, first, 'itp', 13_999.93], // 199,999 x 7 %
    ['cantabria', '2026-04-30', 250_000, first, 'itp', 22_500], // 250,000 x 9 %
    ['cantabria', '2026-05-01', 250_000, first, 'itp', 17_500], // 250,000 x 7 %
    ['cantabria', '2026-04-30', 250_000, { ...first, buyerAge: 35 }, 'itp', 10_000], // 4 %
    ['cantabria', '2026-04-30', 250_000, { ...first, buyerAge: 38 }, 'itp', 22_500], // 9 %
    ['cantabria', '2026-05-01', 250_000, { ...first, buyerAge: 38 }, 'itp', 10_000], // 4 %
    ['cantabria', '2026-04-30', 300_000, { ...first, ...fresh, buyerAge: 38 }, 'ajd', 3_000], // 1 %
    ['cantabria', '2026-05-01', 300_000, { ...first, ...fresh, buyerAge: 38 }, 'ajd', 300], // 0.1 %
    // La Rioja, Ley 1/2025 (BOR 3-3-2025): 4 % for buyers under 40
    ['la-rioja', '2025-03-02', 200_000, { ...first, buyerAge: 30 }, 'itp', 14_000],
    ['la-rioja', '2025-03-03', 200_000, { ...first, buyerAge: 30 }, 'itp', 8_000],
  ] as [
    CommunityCode,
    string,
    number,
    Partial<PurchaseCostsInput>,
    'itp' | 'ajd' | 'vat',
    number,
  ][])('%s on %s, %s € %j: %s %s', (community, date, price, extra, field, amount) => {
    expect(buy(date, community, price, extra)[field]).toBe(amount);
  });

  it('says the deed date used and the newest rule of the community', () => {
    const before = buy('2026-05-31', 'valencia', 300_000);
    const after = buy('2026-06-01', 'valencia', 300_000);
    expect([before.ratesAsOf, before.newestRule]).toEqual(['2026-05-31', '2025-01-01']);
    expect([after.ratesAsOf, after.newestRule]).toEqual(['2026-06-01', '2026-06-01']);
    expect(newestRuleOn('murcia', '2026-11-23')).toBe('2025-07-25');
  });

  it('defaults the deed date to today in Spain', () => {
    expect(buy(todayInMadrid(), 'madrid', 200_000)).toEqual(
      calculatePurchaseCosts({
        propertyPrice: 200_000,
        propertyType: 'used',
        autonomousCommunity: 'madrid',
        hasLoan: false,
      }),
    );
  });

  it('refuses dates outside the tables instead of guessing', () => {
    expect(RATES_HISTORY_FROM).toBe('2025-01-01');
    expect(purchaseRatesOn('valencia', '2024-12-31')).toBeUndefined();
    expect(() => buy('2024-12-31', 'valencia', 300_000)).toThrow(
      'No tenemos los tipos anteriores al 1 de enero de 2025',
    );
    expect(() => buy('2126-01-01', 'valencia', 300_000)).toThrow(RangeError);
    expect(() => buy('2026-13-01', 'valencia', 300_000)).toThrow(
      'La fecha de la escritura debe ser una fecha válida (AAAA-MM-DD)',
    );
  });

  it('links each applied rate to its source, with its confidence', () => {
    const used = buy('2026-06-01', 'valencia', 300_000);
    expect(used.rateSources).toEqual([
      expect.objectContaining({ tax: 'ITP', validFrom: '2026-06-01', confidence: 'law' }),
    ]);
    expect(used.rateSources[0]?.url).toMatch(/^https:\/\//);
    const ceuta = buy('2026-11-23', 'ceuta', 300_000, fresh);
    expect(ceuta.rateSources.map((s) => s.tax)).toEqual(['IPSI', 'AJD']);
    expect(ceuta.rateSources[0]?.pending).toMatch(/art\. 33/);
  });
});

describe('pending confirmation in the result', () => {
  const notes = (community: CommunityCode, extra: Partial<PurchaseCostsInput> = {}) =>
    buy('2026-11-23', community, 300_000, extra).notes.join(' ');

  it.each([
    [
      'castilla-la-mancha',
      {},
      'Pendiente de confirmar: la Ley 1/2026, de 26 de marzo, modifica los arts. 19 y 21',
    ],
    [
      'castilla-la-mancha',
      fresh,
      'Pendiente de confirmar: la Ley 1/2026, de 26 de marzo, modifica el art. 21',
    ],
    ['canarias', fresh, 'el Decreto-ley 5/2026, de 27 de julio, modifica ese artículo'],
    ['baleares', {}, 'Pendiente de confirmar: la Orden 13/2026'],
  ] as [CommunityCode, Partial<PurchaseCostsInput>, string][])(
    '%s %j says "%s"',
    (community, extra, text) => {
      expect(notes(community, extra)).toContain(text);
    },
  );

  it('never hedges by naming a company, and the Madrid note is the law', () => {
    for (const community of ['valencia', 'madrid', 'canarias'] as const) {
      expect(notes(community)).not.toMatch(/promotora|anunciada en 2026|hasta su aprobación/);
    }
    expect(notes('madrid')).toContain('menos de 2.500 habitantes (Ley 5/2024)');
  });

  it('dates the Cantabria note of Ley 5/2026: not shown before 1 May 2026', () => {
    const note = (date: string) => buy(date, 'cantabria', 300_000).notes.join(' ');
    expect(note('2026-04-30')).not.toContain('Ley de Cantabria 5/2026');
    expect(note('2026-05-01')).toContain('Ley de Cantabria 5/2026');
    expect(note('2026-05-01')).not.toContain('Pendiente');
  });

  it('asks for the island in Baleares from 1 March 2026', () => {
    expect(notes('baleares', first)).toContain('Indica la isla');
    expect(notes('baleares', { ...first, island: 'ibiza' })).not.toContain('Indica la isla');
    expect(buy('2026-02-28', 'baleares', 300_000, first).notes.join(' ')).not.toContain(
      'Indica la isla',
    );
  });

  it('states the Galicia wealth cap of the deed year', () => {
    const galicia = (date: string) => buy(date, 'galicia', 200_000, first).notes.join(' ');
    expect(galicia('2025-12-31')).toContain('200.000 € más 30.000 €');
    expect(galicia('2026-01-01')).toContain('240.000 € más 30.000 €');
  });
});
