// The yearly review: every rate entry was checked in the last 12 months (docs/rates.md: server/rates-doc.test.ts).
import { todayInMadrid } from './dates';
import { reviewedEntries, staleEntries } from './rates-review';

describe('rate review', () => {
  it('has no entry last checked more than 12 months ago (names the stale ones)', () => {
    expect(staleEntries(todayInMadrid())).toEqual([]);
  });
  it('names an entry once its last check is more than 12 months old', () => {
    const rows = reviewedEntries();
    expect(staleEntries('2027-11-23', rows)).toEqual([]);
    const stale = staleEntries('2027-11-24', rows);
    expect(stale).toHaveLength(rows.length);
    expect(stale).toContain(
      'Comunitat Valenciana · ITP · 9 % a 11 % · desde 2026-06-01 (revisado: 2026-11-23)',
    );
    const [row] = rows;
    if (!row) throw new Error('no entries');
    const never = { ...row, entry: { ...row.entry, lastChecked: undefined } };
    expect(staleEntries('2026-11-23', [never])).toEqual([`${never.name} (revisado: nunca)`]);
  });
  it('gives every entry a source address and an ISO start date', () => {
    for (const { name, entry } of reviewedEntries()) {
      expect([name, entry.source]).toEqual([name, expect.stringMatching(/^https?:\/\/\S+$/)]);
      expect([name, entry.validFrom]).toEqual([name, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
    }
  });
});
