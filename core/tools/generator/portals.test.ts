// Portal presets: one row per portal with a length and either a source or 'pendiente de confirmar'.
import { PORTALS } from './listing-fields';
import { longLimit, PORTAL_PRESETS } from './portals';

describe('PORTAL_PRESETS', () => {
  it('has a row for every preset portal, each sourced or marked pending', () => {
    for (const portal of PORTALS.filter((p) => p !== 'custom')) {
      const preset = PORTAL_PRESETS[portal as Exclude<typeof portal, 'custom'>];
      expect(preset.maxLength).toBeGreaterThanOrEqual(500);
      expect(preset.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (preset.source === undefined) expect(preset.note).toMatch(/^Pendiente de confirmar/);
      else expect(preset.source).toMatch(/^https:\/\//);
    }
  });
});

describe('longLimit', () => {
  it("uses the preset's length, or the custom one", () => {
    expect(longLimit('fotocasa')).toBe(PORTAL_PRESETS.fotocasa.maxLength);
    expect(longLimit('custom', 900)).toBe(900);
  });
});
