import { COMMUNITY_CODES } from './communities';
import { PURCHASE_RATES, RATES_AS_OF, purchaseProvenance } from './purchase-rates';

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

describe('PURCHASE_RATES', () => {
  it('has ITP, AJD and new-home tax for each of the 19 communities', () => {
    expect(Object.keys(PURCHASE_RATES).sort()).toEqual([...COMMUNITY_CODES].sort());
    expect(COMMUNITY_CODES).toHaveLength(19);
  });
  it('uses IVA 10 % except IGIC 7 % in Canarias and IPSI 4 % in Ceuta and Melilla', () => {
    for (const code of COMMUNITY_CODES) {
      const tax = PURCHASE_RATES[code].newHomeTax;
      const expected =
        code === 'canarias'
          ? ['IGIC', 7]
          : code === 'ceuta' || code === 'melilla'
            ? ['IPSI', 4]
            : ['IVA', 10];
      expect([tax.name, tax.general.brackets[0]?.rate]).toEqual(expected);
    }
  });
  it('dates the Cataluña scale from 27 June 2025 and the Murcia cut from 25 July 2025', () => {
    expect(PURCHASE_RATES.cataluna.itp.general.validFrom).toBe('2025-06-27');
    expect(PURCHASE_RATES.murcia.itp.general.validFrom).toBe('2025-07-25');
    expect(PURCHASE_RATES.murcia.ajd.general.validFrom).toBe('2025-07-25');
  });
  it('keeps every rate between 0 % and 13 %, with tranches in increasing order', () => {
    for (const code of COMMUNITY_CODES) {
      const { itp, ajd, newHomeTax } = PURCHASE_RATES[code];
      for (const tax of [itp, ajd, newHomeTax]) {
        const tops = tax.general.brackets.map(
          (bracket) => bracket.upTo ?? Number.POSITIVE_INFINITY,
        );
        expect([...tops].sort((a, b) => a - b)).toEqual(tops);
        expect(tax.general.brackets.at(-1)?.upTo).toBeNull();
        for (const rate of [
          ...tax.general.brackets.map((b) => b.rate),
          ...tax.reduced.map((r) => r.value),
        ]) {
          expect(rate).toBeGreaterThanOrEqual(0);
          expect(rate).toBeLessThanOrEqual(13);
        }
      }
    }
  });
});

describe('purchaseProvenance', () => {
  it('gives every figure a real date and a web address', () => {
    const items = purchaseProvenance();
    expect(items.length).toBeGreaterThan(57);
    for (const item of items) {
      expect(item.validFrom).toMatch(ISO_DATE);
      expect(item.source).toMatch(/^https?:\/\/[^\s]+$/);
    }
  });
});

describe('RATES_AS_OF', () => {
  it('is the latest start date of the rates in force (Extremadura AJD, 5 August 2026)', () => {
    expect(RATES_AS_OF).toBe('2026-08-05');
  });
});
