// The seed's let-mode table is the one core/let-modes.ts falls back to, every row readable, and the
// build gives it to every page with the settings.
import { LET_MODE_FIGURES_DEFAULT, letModeFiguresOf } from '../core/let-modes';
import { loadSeed } from './seed';
import { siteSettings } from './pages';
import { seedFetch } from './source';

describe('letModeFigures in the seed', () => {
  const doc = loadSeed().find((entry) => entry._id === 'letModeFigures');

  it('is read whole, no row dropped, and matches the fallback', () => {
    expect(doc?._type).toBe('letModeFigures');
    const read = letModeFiguresOf(doc);
    expect(read.licences).toHaveLength((doc?.licences as unknown[]).length);
    expect(read).toEqual(LET_MODE_FIGURES_DEFAULT);
  });

  it('reaches the pages with the site settings', async () => {
    const settings = await siteSettings(seedFetch());
    expect(settings.letModes?.tourist.utilities).toBe(LET_MODE_FIGURES_DEFAULT.tourist.utilities);
    expect(settings.letModes?.licences.map((row) => row.municipality)).toContain('Málaga');
  });
});
