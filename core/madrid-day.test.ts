import { madridDay } from './madrid-day';

const zone = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('madridDay', () => {
  it('moves to the next day at midnight in Madrid, not in UTC', () => {
    // Summer (UTC+2): 22:30 UTC on 31 May is 00:30 on 1 June; 21:59 UTC is still 31 May.
    expect(madridDay(new Date('2026-05-31T22:30:00Z'))).toBe('2026-06-01');
    expect(madridDay(new Date('2026-05-31T21:59:59Z'))).toBe('2026-05-31');
    // Winter (UTC+1): 23:00 UTC on 31 December is New Year in Madrid, 22:59 is not.
    expect(madridDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(madridDay(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    // The last minute asked is remembered: the next one is counted again.
    expect(madridDay(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(madridDay(new Date('2026-12-31T23:00:00.001Z'))).toBe('2027-01-01');
    expect(madridDay(new Date('2026-12-31T22:59:30Z'))).toBe('2026-12-31');
  });
  it('changes the hour at 1:00 UTC on the last Sunday of March and of October', () => {
    // 2026: the last Sunday of March is the 29th, of October the 25th. 22:30 UTC is 23:30 in
    // winter (UTC+1), the same day, and 00:30 in summer (UTC+2), the next day.
    expect(madridDay(new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
    expect(madridDay(new Date('2026-03-28T22:30:00Z'))).toBe('2026-03-28');
    expect(madridDay(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
    expect(madridDay(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
  });
  it('gives the day of the time-zone database for every half hour around each change, 1996-2037', () => {
    const differ: string[] = [];
    for (let year = 1996; year <= 2037; year += 1) {
      for (const month of [2, 9]) {
        // Every half hour of the last eight days of the month and the first of the next.
        const from = Date.UTC(year, month, 24);
        for (let time = from; time < from + 9 * 86_400_000; time += 1_800_000) {
          const instant = new Date(time);
          if (madridDay(instant) !== zone.format(instant)) differ.push(instant.toISOString());
        }
      }
    }
    expect(differ).toEqual([]);
  });
  it('leaves years outside the rule to the time-zone database', () => {
    for (const iso of ['1990-06-30T22:30:00Z', '1980-01-01T00:00:00Z', '2040-07-01T22:30:00Z']) {
      expect(madridDay(new Date(iso))).toBe(zone.format(new Date(iso)));
    }
  });
});
