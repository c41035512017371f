// The market figures' history travels from Sanity to every page's settings: oldest first, with an
// entry the build cannot read (no month as YYYY-MM, no value) left out rather than failing the build.
import { MARKET_FIGURES_DEFAULT } from '../core/market-figures';
import { marketFigures } from './pages';
import { loadSeed } from './seed';
import { seedFetch } from './source';

const bde = { _type: 'marketFigure', source: 'Banco de España', url: 'https://www.bde.es/' };

const withFigures = (extra: object) =>
  seedFetch(
    loadSeed().map((doc) =>
      doc._id === 'editorialFigures'
        ? { ...doc, marketFigures: { ...(doc.marketFigures as object), ...extra } }
        : doc,
    ),
  );

describe('marketFigures history', () => {
  it('is empty for both figures in the seed', async () => {
    expect((await marketFigures(seedFetch())).history).toEqual({ euribor12m: [], bond10y: [] });
  });

  it('reads each figure’s earlier values, sorted by month, dropping unreadable ones', async () => {
    const figures = await marketFigures(
      withFigures({
        euribor12mHistory: [
          { ...bde, _key: 'b', value: 2.245, month: '2026-01' },
          { ...bde, _key: 'a', value: 2.267, month: '2025-12' },
          { ...bde, _key: 'c', value: 2.3, month: 'enero' },
          { ...bde, _key: 'd', month: '2025-11' },
        ],
      }),
    );
    expect(figures.history?.euribor12m).toEqual([
      { value: 2.267, month: '2025-12', source: 'Banco de España', url: 'https://www.bde.es/' },
      { value: 2.245, month: '2026-01', source: 'Banco de España', url: 'https://www.bde.es/' },
    ]);
    expect(figures.history?.bond10y).toEqual([]);
    expect(figures.euribor12m).toEqual({
      value: MARKET_FIGURES_DEFAULT.euribor12m.value,
      month: '2026-02',
      source: MARKET_FIGURES_DEFAULT.euribor12m.source,
      url: MARKET_FIGURES_DEFAULT.euribor12m.url,
    });
  });
});
