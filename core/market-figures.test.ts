import {
  BOND_10Y_DEFAULT,
  EURIBOR_12M_DEFAULT,
  figureMonthLabel,
  isFigureMonth,
  isStaleFigure,
  marketFiguresOf,
} from './market-figures';

const february = { month: '2026-02' };

describe('isStaleFigure', () => {
  it('counts the age from the last day of the figure’s month: 45 days is not stale', () => {
    // February 2026 ends on 1 March 00:00 UTC; 1 March + 45 days = 15 April.
    expect(isStaleFigure(february, new Date('2026-04-15T00:00:00Z'))).toBe(false);
  });
  it('is stale once more than 45 days have passed since the month ended', () => {
    expect(isStaleFigure(february, new Date('2026-04-15T00:00:01Z'))).toBe(true);
    expect(isStaleFigure(february, new Date('2026-04-16T00:00:00Z'))).toBe(true);
  });
  it('is not stale during its own month or the next one', () => {
    expect(isStaleFigure(february, new Date('2026-02-10T00:00:00Z'))).toBe(false);
    expect(isStaleFigure(february, new Date('2026-03-03T00:00:00Z'))).toBe(false);
  });
  it('takes another limit in days', () => {
    expect(isStaleFigure(february, new Date('2026-03-20T00:00:00Z'), 15)).toBe(true);
    expect(isStaleFigure(february, new Date('2026-03-10T00:00:00Z'), 15)).toBe(false);
  });
  it('treats December’s figure across the new year', () => {
    // December 2025 ends on 1 January 2026; + 45 days = 15 February.
    expect(isStaleFigure({ month: '2025-12' }, new Date('2026-02-15T00:00:00Z'))).toBe(false);
    expect(isStaleFigure({ month: '2025-12' }, new Date('2026-02-16T00:00:00Z'))).toBe(true);
  });
  it('asks to check a month it cannot read', () => {
    expect(isStaleFigure({ month: 'febrero' }, new Date('2026-03-01T00:00:00Z'))).toBe(true);
    expect(isStaleFigure({ month: '2026-13' }, new Date('2026-03-01T00:00:00Z'))).toBe(true);
  });
  it('finds the seeded figures stale in November 2026, the day this was written', () => {
    expect(isStaleFigure(EURIBOR_12M_DEFAULT, new Date('2026-11-26T00:00:00Z'))).toBe(true);
    expect(isStaleFigure(BOND_10Y_DEFAULT, new Date('2026-11-26T00:00:00Z'))).toBe(true);
  });
});

describe('figureMonthLabel', () => {
  it('writes the month in Spanish words', () => {
    expect(figureMonthLabel('2026-02')).toBe('febrero de 2026');
    expect(figureMonthLabel('2025-12')).toBe('diciembre de 2025');
  });
  it('returns text that is not a month unchanged', () => {
    expect(figureMonthLabel('pronto')).toBe('pronto');
    expect(isFigureMonth('2026-2')).toBe(false);
  });
});

describe('marketFiguresOf', () => {
  it('reads the figures of the page context', () => {
    const euribor12m = {
      value: 2.5,
      month: '2026-10',
      source: 'Banco de España',
      url: 'https://x.es',
    };
    const figures = marketFiguresOf({ settings: { marketFigures: { euribor12m } } });
    expect(figures.euribor12m).toEqual(euribor12m);
    expect(figures.bond10y).toBe(BOND_10Y_DEFAULT);
  });
  it('falls back to the defaults without a context or with a broken figure', () => {
    expect(marketFiguresOf(undefined).euribor12m).toBe(EURIBOR_12M_DEFAULT);
    const broken = { settings: { marketFigures: { euribor12m: { value: 'dos' }, bond10y: null } } };
    expect(marketFiguresOf(broken)).toEqual({
      euribor12m: EURIBOR_12M_DEFAULT,
      bond10y: BOND_10Y_DEFAULT,
      ruleStatuses: { rdl29_2026: 'pendingValidation' },
    });
  });
  it('takes the decree status an editor set, and only a known one', () => {
    const validated = { settings: { marketFigures: { ruleStatuses: { rdl29_2026: 'inForce' } } } };
    expect(marketFiguresOf(validated).ruleStatuses.rdl29_2026).toBe('inForce');
    const typo = { settings: { marketFigures: { ruleStatuses: { rdl29_2026: 'convalidado' } } } };
    expect(marketFiguresOf(typo).ruleStatuses.rdl29_2026).toBe('pendingValidation');
  });
  it('keeps the sources official: Banco de España for the Euríbor, Tesoro Público for the bond', () => {
    expect(new URL(EURIBOR_12M_DEFAULT.url).hostname).toMatch(/bde\.es$/);
    expect(new URL(BOND_10Y_DEFAULT.url).hostname).toMatch(/tesoro\.es$/);
  });
});
