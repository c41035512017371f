// Test support: the describes every region's IRPF test shares, declared from that region's worked
// cases (each test file keeps the cases and the arithmetic behind them).
import type { CommunityCode } from '../../communities';
import { irpfQuota, irpfScalesFor, taxAdded } from '../quota';

/** The two halves of the cuota on one general base, after each half's minimum. */
export interface QuotaCase {
  base: number;
  state: number;
  regional: number;
}

/** 6.000 € of rent on top of `other` € of general income: the tax it adds and the last euro's rate. */
export type RentCase = readonly [other: number, tax: number, marginal: number];

/** The same cases every year, or each year its own (a year left out gets none). */
type ByYear<T> = readonly T[] | Readonly<Record<number, readonly T[]>>;

export interface RegionTests {
  code: CommunityCode;
  /** As the describes name it: 'Andalucía', 'Illes Balears'… */
  name: string;
  years: readonly number[];
  cases: ByYear<QuotaCase>;
  rent: ByYear<RentCase>;
  /** Ceuta and Melilla: the rent comes from a flat in the city (art. 68.4 LIRPF). */
  addedIsLocal?: boolean;
  /** Year asked -> year of the table used; the regional table's source is a BOE address. */
  tableYears?: Readonly<Record<number, number>>;
}

const RENT = 6_000;

function casesIn<T>(byYear: ByYear<T>, year: number): readonly T[] {
  return Array.isArray(byYear) ? byYear : ((byYear as Record<number, readonly T[]>)[year] ?? []);
}

function yearsOf<T>(byYear: ByYear<T>, years: readonly number[]): readonly number[] {
  return Array.isArray(byYear) ? years : Object.keys(byYear).map(Number);
}

/** The cases on `bases` from a table of state halves and one of regional halves by base. */
export function quotaCases(
  state: Readonly<Record<number, number>>,
  regional: Readonly<Record<number, number>> | undefined,
  bases: readonly number[] = [20_000, 40_000, 80_000],
): QuotaCase[] {
  return bases.map((base) => {
    const stateHalf = state[base];
    const regionalHalf = regional?.[base];
    if (stateHalf === undefined || regionalHalf === undefined) {
      throw new Error(`No worked case for ${base} €`);
    }
    return { base, state: stateHalf, regional: regionalHalf };
  });
}

/** Declares the cuota, rent and table-by-year describes of one region. */
export function describeRegionIrpf(region: RegionTests): void {
  const { code, name } = region;

  describe(`${name}: state and regional cuota from the gazette tables`, () => {
    for (const year of region.years) {
      const cases = casesIn(region.cases, year);
      if (cases.length === 0) throw new Error(`${name} ${year}: no cuota cases`);
      test.each(cases)(`${year}: $base € of general base`, ({ base, state, regional }) => {
        const quota = irpfQuota({ general: base, savings: 0 }, irpfScalesFor(code, year));
        expect(quota.state).toBeCloseTo(state, 6);
        expect(quota.regional).toBeCloseTo(regional, 6);
        expect(quota.localDeduction).toBe(0);
        expect(quota.total).toBeCloseTo(state + regional, 6);
      });
    }
  });

  const from = region.addedIsLocal ? 'from a flat in the city ' : '';
  describe(`${name}: the tax 6.000 € of rent ${from}adds`, () => {
    for (const year of yearsOf(region.rent, region.years)) {
      const rent = casesIn(region.rent, year);
      test.each(rent)(
        `${year}: on %s € of other income, %s €, marginal %s %%`,
        (other, tax, marginal) => {
          const added = taxAdded(
            {
              other: { general: other, savings: 0 },
              added: { general: RENT, savings: 0 },
              ...(region.addedIsLocal ? { addedIsLocal: true } : {}),
            },
            irpfScalesFor(code, year),
          );
          expect(added.tax).toBeCloseTo(tax, 6);
          expect(added.marginalRate).toBeCloseTo(marginal, 6);
        },
      );
    }
  });

  const tableYears = region.tableYears;
  if (!tableYears) return;
  describe(`${name}: the table by year`, () => {
    const asked = Object.keys(tableYears).map(Number);
    const used = Object.values(tableYears);
    test(`${asked.join(', ')} use the tables of ${used.join(', ')}, from the official text`, () => {
      for (const year of asked) {
        expect(irpfScalesFor(code, year).tableYear).toBe(tableYears[year]);
      }
      const latest = Math.max(...used);
      expect(irpfScalesFor(code, latest).regional.source).toMatch(/^https:\/\/www\.boe\.es\//);
    });
  });
}
