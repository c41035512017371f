// The scheduled market-figures function against local fakes of the Banco de España's CSV tables,
// of Sanity's API and of the Netlify build hook: a new month reaches the dataset with its date and
// source and starts one build; a month already held writes nothing and builds nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import handler, { config } from './market-figures';
import { startFakeBde, type FakeBde, type FakeSeries } from '../../server/testing/fake-bde';
import { startFakeSanity, type FakeDoc, type FakeSanity } from '../../server/testing/fake-sanity';
import { seriesObservations } from '../../server/market-figures/bde-csv';
import { bdeTableCsv } from '../../server/testing/fake-bde';

const TOKEN = 'token-de-editor';
const BOND_CODE = 'D_BONO10_PRUEBA';
const FEBRUARY = {
  _type: 'marketFigure',
  value: 2.221,
  month: '2026-02',
  source: 'Banco de España',
  url: 'https://clientebancario.bde.es/tabla.html',
};
const SEED: FakeDoc = {
  _id: 'editorialFigures',
  _type: 'editorialFigures',
  _rev: 'rev-1',
  marketFigures: {
    euribor12m: FEBRUARY,
    bond10y: { ...FEBRUARY, value: 3.17, source: 'Tesoro Público' },
    ruleStatuses: { rdl29_2026: 'pendingValidation' },
  },
  referenceYields: [{ _key: 'a', label: 'x' }],
};

const euribor = (values: Record<string, number>): FakeSeries => ({
  code: 'D_1NBAF472',
  description: 'Tipo de interés. UEM. Mercado monetario. Euríbor. A 12 meses',
  values,
});
const bond = (values: Record<string, number>): FakeSeries => ({
  code: BOND_CODE,
  description: 'Bonos y obligaciones del Estado a 10 años. Rendimiento. Media mensual',
  values,
});

let bde: FakeBde;
let sanity: FakeSanity;
let hook: Server;
let hookCalls: string[];
const saved = { ...process.env };

beforeEach(async () => {
  bde = await startFakeBde({
    // November's row is not out yet ("..."); the series' other columns change nothing.
    'be1901.csv': [euribor({ '2026-01': 2.245, '2026-02': 2.221, '2026-03': 2.389 })],
    'be2205.csv': [bond({ '2026-02': 3.17, '2026-03': 3.24 })],
  });
  sanity = await startFakeSanity([SEED], TOKEN);
  hookCalls = [];
  hook = createServer((req, res) => {
    hookCalls.push(`${req.method} ${req.url}`);
    req.resume();
    res.writeHead(200).end('{}');
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    SANITY_PROJECT_ID: 'prueba',
    SANITY_DATASET: 'production',
    SANITY_WRITE_TOKEN: TOKEN,
    SANITY_API_HOST: sanity.baseURL,
    BDE_CSV_BASE_URL: bde.baseURL,
    MARKET_FIGURES_BOND_SERIES: `be2205.csv:${BOND_CODE}`,
    MARKET_FIGURES_PUBLISH: 'true',
    NETLIFY_BUILD_HOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/mf`,
  });
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(async () => {
  process.env = { ...saved };
  jest.restoreAllMocks();
  await Promise.all([bde.close(), sanity.close(), new Promise((r) => hook.close(r))]);
});

interface Stored {
  month: string;
  value: number;
  source?: string;
}
interface Figures {
  euribor12m: Stored;
  bond10y: Stored;
  euribor12mHistory?: Stored[];
  bond10yHistory?: Stored[];
  ruleStatuses?: unknown;
}
const figures = (id = 'editorialFigures') => sanity.docs.get(id)?.marketFigures as Figures;

describe('market-figures (scheduled)', () => {
  it('runs monthly, after the bank publishes the month before', () => {
    expect(config.schedule).toBe('0 8 5 * *');
  });

  it('publishes a new month of both figures with date and source, keeps the old one, builds once', async () => {
    expect((await handler()).status).toBe(204);
    const written = figures();
    expect(written.euribor12m).toEqual({
      _type: 'marketFigure',
      value: 2.389,
      month: '2026-03',
      source: 'Banco de España',
      url: expect.stringMatching(/^https:\/\/clientebancario\.bde\.es\//),
    });
    expect(written.bond10y).toMatchObject({
      value: 3.24,
      month: '2026-03',
      source: 'Banco de España',
    });
    expect(written.euribor12mHistory).toEqual([
      expect.objectContaining({ value: 2.221, month: '2026-02' }),
    ]);
    expect(written.bond10yHistory).toEqual([
      expect.objectContaining({ value: 3.17, source: 'Tesoro Público' }),
    ]);
    // The rest of the singleton is untouched.
    expect(written.ruleStatuses).toEqual({ rdl29_2026: 'pendingValidation' });
    expect(sanity.docs.get('editorialFigures')?.referenceYields).toEqual(SEED.referenceYields);
    expect(hookCalls).toEqual(['POST /build_hooks/mf']);
    expect(bde.requests.sort()).toEqual(['be1901.csv', 'be2205.csv']);
  });

  it('writes nothing and builds nothing when the bank has no newer month', async () => {
    bde.tables.set('be1901.csv', [euribor({ '2026-02': 2.221 })]);
    bde.tables.set('be2205.csv', [bond({ '2026-02': 3.17 })]);
    expect((await handler()).status).toBe(204);
    expect(sanity.mutations).toEqual([]);
    expect(hookCalls).toEqual([]);
    expect(figures().euribor12m).toEqual(FEBRUARY);
  });

  it('a second run in the same month finds the month held: one write, one build in all', async () => {
    await handler();
    await handler();
    expect(sanity.mutations).toHaveLength(1);
    expect(hookCalls).toHaveLength(1);
    expect(figures().euribor12mHistory).toHaveLength(1);
  });

  it('leaves a draft for an editor without the publish setting, and no build', async () => {
    delete process.env.MARKET_FIGURES_PUBLISH;
    await handler();
    expect(figures().euribor12m.month).toBe('2026-02');
    const draft = sanity.docs.get('drafts.editorialFigures');
    expect(draft?._type).toBe('editorialFigures');
    expect(figures('drafts.editorialFigures').euribor12m).toMatchObject({
      value: 2.389,
      month: '2026-03',
    });
    expect(draft?.referenceYields).toEqual(SEED.referenceYields);
    // Publishing the draft starts the build through the Sanity webhook.
    expect(hookCalls).toEqual([]);
  });

  it('refreshes the Euríbor alone, and says so, when the bond series is not configured', async () => {
    delete process.env.MARKET_FIGURES_BOND_SERIES;
    await handler();
    expect(figures().euribor12m.month).toBe('2026-03');
    expect(figures().bond10y).toMatchObject({ month: '2026-02', value: 3.17 });
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining('MARKET_FIGURES_BOND_SERIES'));
    expect(hookCalls).toHaveLength(1);
  });

  it('reads the Euríbor from another table when the setting names one', async () => {
    process.env.MARKET_FIGURES_EURIBOR_SERIES = 'ti_1_7.csv:D_1NBAF472';
    bde.tables.set('ti_1_7.csv', [euribor({ '2026-04': 2.41 })]);
    await handler();
    expect(figures().euribor12m).toMatchObject({ value: 2.41, month: '2026-04' });
    expect(bde.requests).not.toContain('be1901.csv');
  });

  it('fails without writing when the series code is not in the table', async () => {
    bde.tables.set('be1901.csv', [{ ...euribor({ '2026-03': 2.389 }), code: 'OTRA' }]);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await handler()).status).toBe(500);
    expect(logged).toHaveBeenCalledWith('[market-figures]', expect.stringMatching(/D_1NBAF472/));
    expect(sanity.mutations).toEqual([]);
    expect(hookCalls).toEqual([]);
  });
});

describe('the BdE CSV reader', () => {
  it('reads a Latin-1 table, skips "..." and the closing rows, and refuses a daily series', () => {
    const csv = bdeTableCsv('BE_19_1', [euribor({ '2025-12': 2.267 }), bond({ '2026-01': 3.1 })]);
    const text = new TextDecoder('latin1').decode(Buffer.from(csv, 'latin1'));
    expect(text).toContain('Euríbor');
    expect(seriesObservations(text, 'D_1NBAF472')).toEqual([{ month: '2025-12', value: 2.267 }]);
    const daily = bdeTableCsv('TI', [{ ...euribor({ '2026-01': 2 }), frequency: 'LABORABLE' }]);
    expect(() => seriesObservations(daily, 'D_1NBAF472')).toThrow(/no es mensual/);
  });
});
