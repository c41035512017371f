import type { CommunityCode } from '../communities';
import { irpfQuota, irpfScalesFor, taxAdded } from './quota';
import { STATE_IRPF } from './state';
import type { RegionalIrpf } from './types';

// A table where every community's half is the state's: the arithmetic below is the state scale twice.
const mirror = (code: CommunityCode, extra: Partial<RegionalIrpf> = {}): RegionalIrpf => ({
  code,
  regime: 'common',
  years: STATE_IRPF,
  ...extra,
});
const table = new Proxy({} as Record<CommunityCode, RegionalIrpf>, {
  get: (_, code: string) =>
    code === 'ceuta'
      ? mirror('ceuta', { regime: 'ceuta-melilla', localDeductionPercent: 60 })
      : mirror(code as CommunityCode),
});

describe('irpfQuota: arts. 56, 63 and 66 LIRPF', () => {
  const scales = irpfScalesFor('madrid', 2026, table);

  test('20.000 € of general base: the scale on the base minus the scale on the minimum, per half', () => {
    // Half: 12.450 × 9,5 % = 1.182,75 + 7.550 × 12 % = 906 -> 2.088,75; minimum 5.550 × 9,5 % = 527,25
    // 2.088,75 − 527,25 = 1.561,50 per half, 3.123 in all.
    const quota = irpfQuota({ general: 20_000, savings: 0 }, scales);
    expect(quota.state).toBeCloseTo(1_561.5, 6);
    expect(quota.total).toBeCloseTo(3_123, 6);
  });

  test('the minimum not used by a small general base lowers the savings base', () => {
    // General 3.000 is all minimum (285 − 285 = 0); 2.550 of minimum left: savings taxed 10.000 − 2.550
    // = 7.450 at the half savings scale: 6.000 × 9,5 % = 570 + 1.450 × 10,5 % = 152,25 -> 722,25 a half.
    const quota = irpfQuota({ general: 3_000, savings: 10_000 }, scales);
    expect(quota.total).toBeCloseTo(1_444.5, 6);
  });
});

describe('taxAdded: the cuota with the income minus the cuota without', () => {
  test('6.000 € of rent on 20.000 € crosses into the 15 % tranche', () => {
    // With: 26.000 -> 2.112,75 + 5.800 × 15 % = 870 -> 2.982,75 − 527,25 = 2.455,50 a half, 4.911.
    // 4.911 − 3.123 = 1.788; the last euro pays 15 + 15 = 30 %.
    const added = taxAdded(
      { other: { general: 20_000, savings: 0 }, added: { general: 6_000, savings: 0 } },
      irpfScalesFor('madrid', 2026, table),
    );
    expect(added.tax).toBeCloseTo(1_788, 6);
    expect(added.marginalRate).toBe(30);
  });

  test('a loss lowers the tax, never below a zero base', () => {
    const added = taxAdded(
      { other: { general: 20_000, savings: 0 }, added: { general: -25_000, savings: 0 } },
      irpfScalesFor('madrid', 2026, table),
    );
    expect(added.tax).toBeCloseTo(-3_123, 6);
    expect(added.marginalRate).toBe(0);
  });

  test('Ceuta: 60 % of the cuota on income obtained there (art. 68.4)', () => {
    // Everything local: (4.911 − 3.123) × 40 % = 715,20.
    const added = taxAdded(
      {
        other: { general: 20_000, savings: 0 },
        added: { general: 6_000, savings: 0 },
        addedIsLocal: true,
      },
      irpfScalesFor('ceuta', 2026, table),
    );
    expect(added.tax).toBeCloseTo(715.2, 6);
    expect(added.marginalRate).toBeCloseTo(12, 6);
  });

  test('a year beyond the tables uses the last one held', () => {
    const scales = irpfScalesFor('madrid', 2031, table);
    expect(scales.tableYear).toBe(2026);
    expect(irpfScalesFor('madrid', 2020, table).tableYear).toBe(2025);
  });
});
