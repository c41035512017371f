import {
  NBSP,
  formatDate,
  formatEuros,
  formatEurosCents,
  formatNumber,
  formatPercent,
} from './format';
import { round } from './round';

describe('formatEuros', () => {
  it('writes euros without decimals, dots between thousands and the symbol after', () => {
    expect(formatEuros(250000)).toBe(`250.000${NBSP}€`);
    expect(formatEuros(1234567)).toBe(`1.234.567${NBSP}€`);
  });
  it('groups four-digit amounts, as Spanish property sites do', () => {
    expect(formatEuros(1200)).toBe(`1.200${NBSP}€`);
  });
  it('rounds half away from zero to whole euros', () => {
    expect(formatEuros(1200.5)).toBe(`1.201${NBSP}€`);
    expect(formatEuros(1200.49)).toBe(`1.200${NBSP}€`);
    expect(formatEuros(-1200.5)).toBe(`-1.201${NBSP}€`);
  });
  it('shows small and negative amounts', () => {
    expect(formatEuros(0)).toBe(`0${NBSP}€`);
    expect(formatEuros(999)).toBe(`999${NBSP}€`);
    expect(formatEuros(-300.87)).toBe(`-301${NBSP}€`);
  });
  it('never shows -0, NaN or Infinity', () => {
    expect(formatEuros(-0.2)).toBe(`0${NBSP}€`);
    expect(formatEuros(Number.NaN)).toBe(`0${NBSP}€`);
    expect(formatEuros(Number.POSITIVE_INFINITY)).toBe(`0${NBSP}€`);
  });
});

describe('formatEurosCents', () => {
  it('writes euros with two decimals after a comma', () => {
    expect(formatEurosCents(1001.247)).toBe(`1.001,25${NBSP}€`);
    expect(formatEurosCents(700)).toBe(`700,00${NBSP}€`);
  });
  it('rounds amounts that binary floating point stores just below the half', () => {
    // 1.005 is stored as 1.00499999999999989...; the amount typed was 1.005.
    expect(formatEurosCents(1.005)).toBe(`1,01${NBSP}€`);
  });
});

describe('formatPercent', () => {
  it('writes a percentage with two decimals and a no-break space before %', () => {
    expect(formatPercent(6.5)).toBe(`6,50${NBSP}%`);
    expect(formatPercent(7.2)).toBe(`7,20${NBSP}%`);
    expect(formatPercent(-6.02)).toBe(`-6,02${NBSP}%`);
  });
  it('takes the number of decimals to show', () => {
    expect(formatPercent(12.345, 1)).toBe(`12,3${NBSP}%`);
    expect(formatPercent(12.5, 0)).toBe(`13${NBSP}%`);
  });
  it('groups thousands in very large percentages', () => {
    expect(formatPercent(1500)).toBe(`1.500,00${NBSP}%`);
  });
});

describe('formatNumber', () => {
  it('writes whole numbers by default', () => {
    expect(formatNumber(85)).toBe('85');
    expect(formatNumber(85.6)).toBe('86');
    expect(formatNumber(1250)).toBe('1.250');
  });
  it('writes the requested decimals with a comma', () => {
    expect(formatNumber(2352.941, 2)).toBe('2.352,94');
    expect(formatNumber(3, 1)).toBe('3,0');
  });
});

describe('formatNumber up to a number of decimals', () => {
  it('shows the decimals a figure has, at most that many, and groups four digits', () => {
    expect(formatNumber(270151.2, { upTo: 2 })).toBe('270.151,2');
    expect(formatNumber(7.756, { upTo: 2 })).toBe('7,76');
    expect(formatNumber(1200, { upTo: 2 })).toBe('1.200');
    expect(formatNumber(0.1234, { upTo: 4 })).toBe('0,1234');
  });
  it('never shows -0 nor NaN', () => {
    expect(formatNumber(-0.001, { upTo: 2 })).toBe('0');
    expect(formatNumber(Number.NaN, { upTo: 2 })).toBe('0');
  });
  it('applies to percentages too', () => {
    expect(formatPercent(10, { upTo: 2 })).toBe(`10${NBSP}%`);
    expect(formatPercent(7.75, { upTo: 2 })).toBe(`7,75${NBSP}%`);
  });
});

describe('formatDate', () => {
  it('writes a calendar day with the month in words', () => {
    expect(formatDate('2025-07-25')).toBe('25 de julio de 2025');
    expect(formatDate('2024-01-01')).toBe('1 de enero de 2024');
    expect(formatDate('2025-12-31')).toBe('31 de diciembre de 2025');
  });
  it('gives an instant the day it was in Spain, not in the time zone of the machine', () => {
    // 22:30 UTC on 31 May is 00:30 on 1 June in Madrid (summer time, UTC+2).
    expect(formatDate(new Date('2026-05-31T22:30:00Z'))).toBe('1 de junio de 2026');
    expect(formatDate('2026-12-31T23:30:00.000Z')).toBe('1 de enero de 2027');
    expect(formatDate('2026-12-31T22:30:00.000Z')).toBe('31 de diciembre de 2026');
  });
  it('returns text that is not a date unchanged', () => {
    expect(formatDate('pronto')).toBe('pronto');
    expect(formatDate('2025-13-45')).toBe('2025-13-45');
  });
});

describe('the hand-written figures are the ones Intl writes in es-ES', () => {
  // A small deterministic generator (xorshift), so a failure names the same values every run.
  let seed = 0x2f6e2b1;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  const values = [
    0,
    -0,
    0.5,
    -0.5,
    1.005,
    2.675,
    999.995,
    999.5,
    1000,
    -1000,
    9999.999,
    123456789.125,
    1e15,
    -1e15 - 0.5,
    0.001,
    -0.004,
    1e21,
    1.2345678901234568e22,
    Number.MAX_SAFE_INTEGER,
    ...Array.from({ length: 4000 }, (_, i) => {
      const magnitude = 10 ** Math.floor(next() * 10 - 2);
      const sign = i % 3 === 0 ? -1 : 1;
      // Half of them cut to three decimals, where the halves that rounding decides lie.
      const raw = sign * next() * magnitude;
      return i % 2 === 0 ? Math.round(raw * 1000) / 1000 : raw;
    }),
  ];
  const intl = (decimals: number | { upTo: number }, currency: boolean) =>
    new Intl.NumberFormat('es-ES', {
      ...(currency ? { style: 'currency', currency: 'EUR' } : { style: 'decimal' }),
      minimumFractionDigits: typeof decimals === 'number' ? decimals : 0,
      maximumFractionDigits: typeof decimals === 'number' ? decimals : decimals.upTo,
      useGrouping: 'always',
    });
  // Intl rounds the exact binary value; ours rounds half away from zero first (round.ts), as the
  // suite's results are rounded: both are given the value rounded by round.ts.
  const cases: [string, (value: number) => string, Intl.NumberFormat, number][] = [
    ['formatEuros', formatEuros, intl(0, true), 0],
    ['formatEurosCents', formatEurosCents, intl(2, true), 2],
    ['formatNumber 2', (value) => formatNumber(value, 2), intl(2, false), 2],
    ['formatNumber 0', (value) => formatNumber(value), intl(0, false), 0],
    [
      'formatNumber upTo 3',
      (value) => formatNumber(value, { upTo: 3 }),
      intl({ upTo: 3 }, false),
      3,
    ],
  ];
  it.each(cases)('%s', (_, ours, theirs, decimals) => {
    const differ = values.filter((value) => {
      const rounded = round(value, decimals);
      return ours(value) !== theirs.format(rounded === 0 ? 0 : rounded);
    });
    expect(differ.map((value) => `${value}: ${ours(value)}`)).toEqual([]);
  });
  it('writes percentages with the sign after a no-break space', () => {
    expect(formatPercent(-12.345, 1)).toBe(`-12,3${NBSP}%`);
    expect(formatPercent(1234.5, { upTo: 2 })).toBe(`1.234,5${NBSP}%`);
  });
  it('writes every month of a calendar day as Intl does', () => {
    const long = new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month += 1) {
      const day = `2026-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`;
      expect(formatDate(day)).toBe(long.format(new Date(`${day}T00:00:00Z`)));
    }
  });
});
