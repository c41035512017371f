// The 19 community pages: each builds from the seed and the engine, and every figure is the API's answer.
import handler from '../../netlify/functions/calculate-purchase-costs';
import { COMMUNITY_CODES } from '../../core/tax/communities';
import { todayInMadrid } from '../../core/tax/dates';
import type { PurchaseCostsResult } from '../../core/tax/purchase-costs';
import { seedFetch } from '../../content/source';
import { EXAMPLE_PRICES, conditionsOf } from './community-page-data';
import { scaleSentence } from './scale-sentence';
import {
  communityGuidesQuery,
  communityPageContexts,
  createCommunityPages,
  introParagraphs,
  type CommunityGuideDoc,
} from './community-pages';

const TODAY = todayInMadrid();

async function api(body: unknown): Promise<PurchaseCostsResult> {
  const res = await handler(
    new Request('http://localhost/api/calculate-purchase-costs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as PurchaseCostsResult;
}

async function seedGuides(): Promise<CommunityGuideDoc[]> {
  return seedFetch()<CommunityGuideDoc[]>(communityGuidesQuery);
}

describe('community pages', () => {
  it('creates one page per community from the seed, at /gastos-compra-vivienda/<code>', async () => {
    const created: { path: string; component: string }[] = [];
    const count = await createCommunityPages(
      { actions: { createPage: (page) => created.push(page) }, reporter: { info: () => {} } },
      seedFetch(),
      TODAY,
    );
    expect(count).toBe(19);
    expect(created.map((page) => page.path)).toEqual(
      COMMUNITY_CODES.map((code) => `/gastos-compra-vivienda/${code}`),
    );
    expect(new Set(created.map((page) => page.component)).size).toBe(1);
  });

  it('fails the build when a community has no intro document', async () => {
    const guides = (await seedGuides()).filter((guide) => guide.community !== 'galicia');
    expect(() => communityPageContexts(guides, TODAY)).toThrow(/galicia/);
  });

  const contexts = async () => communityPageContexts(await seedGuides(), TODAY);

  it.each(COMMUNITY_CODES.map((code) => [code]))(
    '%s: every figure of the worked table is the API answer for the same input',
    async (code) => {
      const page = (await contexts()).find((context) => context.code === code);
      expect(page?.examples).toHaveLength(6);
      for (const row of page?.examples ?? []) {
        expect(row.input.deedDate).toBe(TODAY);
        const answer = await api(row.input);
        expect(row.taxes).toBe(answer.breakdown.taxes);
        expect(row.officialFees).toBe(answer.breakdown.officialFees);
        expect(row.otherCosts).toBe(answer.breakdown.otherCosts);
        expect(row.totalCosts).toBe(answer.totalCosts);
        expect(row.share).toBeCloseTo((answer.totalCosts / answer.propertyPrice) * 100, 2);
      }
    },
  );

  it('covers used and new homes at 150.000, 300.000 and 600.000 €', async () => {
    const page = (await contexts())[0];
    const cells = page?.examples.map(
      (row) => `${row.input.propertyType}:${row.input.propertyPrice}`,
    );
    expect(cells).toEqual([
      ...EXAMPLE_PRICES.map((price) => `used:${price}`),
      ...EXAMPLE_PRICES.map((price) => `new:${price}`),
    ]);
  });

  it('cites the rates the API applies, with their start date and source', async () => {
    for (const page of await contexts()) {
      const used = await api({ ...page.examples[0]?.input, isFirstHome: false });
      const itp = page.taxes.find((tax) => tax.tax === 'ITP');
      expect(used.rateSources[0]).toMatchObject({
        url: itp?.general.source,
        validFrom: itp?.general.validFrom,
      });
      expect(page.taxes.map((tax) => tax.tax)).toEqual(['ITP', used.vatName, 'AJD']);
    }
  });

  it('titles each page with its community and year, and links the prefilled calculator', async () => {
    const valencia = (await contexts()).find((page) => page.code === 'valencia');
    expect(valencia?.route.title).toBe(
      `Gastos de compra de vivienda en Comunitat Valenciana (${TODAY.slice(0, 4)})`,
    );
    expect(valencia?.calculatorUrl).toBe('/calculadora-gastos-compra-vivienda#community=valencia');
    for (const page of await contexts()) {
      expect(page.route.title.length).toBeLessThanOrEqual(60);
      expect(page.route.description.length).toBeGreaterThanOrEqual(70);
      expect(page.route.description.length).toBeLessThanOrEqual(160);
      expect(page.intro.length).toBeGreaterThan(0);
    }
  });

  it('answers the FAQ total-cost question with the table figures', async () => {
    for (const page of await contexts()) {
      const used = page.examples.find(
        (row) => row.input.propertyType === 'used' && row.input.propertyPrice === 300_000,
      );
      const total = page.faq.find((item) => item.question.includes('300.000'));
      const figure = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2 }).format(
        used?.totalCosts ?? NaN,
      );
      expect(total?.answer).toContain(figure);
    }
  });

  it('lists the recent changes of a community whose rates changed, newest first', async () => {
    const valencia = (await contexts()).find((page) => page.code === 'valencia');
    const dates = valencia?.changes.map((change) => change.date) ?? [];
    expect(dates.length).toBeGreaterThan(0);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('conditionsOf', () => {
  it('words the decidable conditions and the assumptions of a reduced rate', () => {
    expect(
      conditionsOf({
        label: 'x',
        value: 3.5,
        source: 'https://example.es',
        validFrom: '2025-01-01',
        habitualHome: true,
        group: 'young',
        maxAge: 35,
        maxValue: 180_000,
        assumptions: ['no tener otra vivienda'],
      }),
    ).toEqual(['vivienda habitual', 'comprador de hasta 35 años', 'valor de hasta 180.000 €']);
  });
});

describe('scaleSentence', () => {
  it('words a flat rate and a scale by tranches for a sentence', () => {
    expect(scaleSentence({ mode: 'marginal', brackets: [{ upTo: null, rate: 6 }] })).toBe(
      'del 6 %',
    );
    expect(
      scaleSentence({
        mode: 'whole-value',
        brackets: [
          { upTo: 1_000_000, rate: 9 },
          { upTo: null, rate: 11 },
        ],
      }),
    ).toBe(
      'por tramos: 9 % hasta 1.000.000 €, 11 % por encima de 1.000.000 € (todo el valor paga el tipo del tramo en que cae)',
    );
  });
});

describe('introParagraphs', () => {
  it('splits the intro on blank lines and folds the spaces of each paragraph', () => {
    expect(introParagraphs('Uno\ndos.\n\n  Tres.  \n')).toEqual(['Uno dos.', 'Tres.']);
  });
});
