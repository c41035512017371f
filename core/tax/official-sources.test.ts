import { IRPF_EXEMPTION_SOURCES, IRPF_SAVINGS_HISTORY } from './irpf-savings-scale';
import {
  PLUSVALIA_COEFFICIENT_HISTORY,
  PLUSVALIA_DEADLINES,
  PLUSVALIA_LAW_SOURCE,
  PLUSVALIA_MAX_LAND_REDUCTION,
  PLUSVALIA_MAX_RATE,
  PLUSVALIA_METHODS_SOURCE,
} from './plusvalia-coefficients';
import { SOURCES } from './purchase-sources';
import { purchaseProvenance } from './purchase-rates';
import type { OfficialSource, Provenance } from './sourced';
import { STATE_SOURCES } from './state-sources';
import { sourcesPageData } from '../sources-page';
import { REGIME_SOURCES } from '../tools/investment-analysis/regime-sources';
import { RENT_REDUCTION_SOURCE } from '../tools/investment-analysis/rent-reductions';

// Issue 26: every rule of the tax engine cites the official text. Blogs, law firms, lenders and
// commercial pages are not sources. Adding a host here is a decision to review, not a test fix.
const OFFICIAL_HOSTS = new Set([
  // Boletín Oficial del Estado (consolidated state and regional laws)
  'www.boe.es',
  // Regional gazettes
  'bocm.es', // Comunidad de Madrid
  'dogv.gva.es', // Comunitat Valenciana
  'dogc.gencat.cat', // Catalunya
  'portaldogc.gencat.cat',
  'www.juntadeandalucia.es', // BOJA
  'www.bon.navarra.es', // Navarra
  'doe.juntaex.es', // Extremadura
  'portaljuridic.gencat.cat', // Generalitat de Catalunya (DOGC texts)
  // Ministries, regional governments and their tax agencies
  'serviciostelematicosext.hacienda.gob.es', // TEAC, doctrine of the Ministry of Finance
  'www.hacienda.gob.es', // Ministerio de Hacienda, consolidated regional tax laws
  'sede.agenciatributaria.gob.es', // Agencia Tributaria
  'www.agenciatributaria.es',
  'www.bde.es', // Banco de España
  'www.tesoro.es', // Tesoro Público
  'clientebancario.bde.es', // Banco de España
  'www.aragon.es',
  'portaltributario.jccm.es', // Castilla-La Mancha
  'tributos.jcyl.es', // Castilla y León
  'atc.gencat.cat', // Agència Tributària de Catalunya
  'portaltributario.juntaex.es', // Extremadura
  'www.euskadi.eus', // Gobierno Vasco
]);

function host(url: string): string {
  return new URL(url).hostname;
}

const officialSources: [string, OfficialSource][] = [
  ...Object.entries(SOURCES),
  ...Object.entries(STATE_SOURCES),
  ...Object.entries(IRPF_EXEMPTION_SOURCES),
  ['PLUSVALIA_LAW_SOURCE', PLUSVALIA_LAW_SOURCE],
  ['PLUSVALIA_METHODS_SOURCE', PLUSVALIA_METHODS_SOURCE],
  ...PLUSVALIA_DEADLINES.sources.map((source, i): [string, OfficialSource] => [
    `PLUSVALIA_DEADLINES.sources[${i}]`,
    source,
  ]),
  // The analysis' rules on the rent (IRPF, IRNR): core/tools/investment-analysis.
  ...Object.entries(REGIME_SOURCES),
];

const figures: Provenance[] = [
  ...purchaseProvenance(),
  ...IRPF_SAVINGS_HISTORY,
  ...PLUSVALIA_COEFFICIENT_HISTORY,
  PLUSVALIA_MAX_RATE,
  PLUSVALIA_MAX_LAND_REDUCTION,
  RENT_REDUCTION_SOURCE,
];

describe('the official sources of the tax engine', () => {
  it.each(officialSources)('%s links an official host over https', (_name, source) => {
    expect(source.url).toMatch(/^https:\/\/\S+$/);
    expect(OFFICIAL_HOSTS).toContain(host(source.url));
  });

  it.each(officialSources)(
    '%s names the law, or says what is pending confirmation',
    (_name, source) => {
      expect(source.citation.length).toBeGreaterThan(20);
      if (source.pending === undefined) {
        expect(source.citation).toMatch(/(Ley|Decreto|Decret|Codi|Norma|art\.)/);
      }
    },
  );

  it('says what is missing whenever a source is pending confirmation', () => {
    for (const [name, source] of officialSources) {
      if (source.pending === undefined) continue;
      expect([name, source.pending.length > 10]).toEqual([name, true]);
    }
  });

  it('gives every dated figure an official source and its citation', () => {
    expect(figures.length).toBeGreaterThan(60);
    for (const figure of figures) {
      expect([figure.source, OFFICIAL_HOSTS.has(host(figure.source))]).toEqual([
        figure.source,
        true,
      ]);
      expect([figure.source, typeof figure.citation]).toEqual([figure.source, 'string']);
    }
  });

  it('links every rule of the page "Fuentes y actualizaciones" to an official host', () => {
    const rules = sourcesPageData().sections.flatMap((section) => section.rules);
    expect(rules.length).toBeGreaterThan(figures.length);
    for (const rule of rules) {
      expect([rule.source, OFFICIAL_HOSTS.has(host(rule.source))]).toEqual([rule.source, true]);
    }
  });

  it('refuses the blogs, law firms, lenders and shops the sources used to cite', () => {
    for (const url of [
      'https://lexxban.com/impuesto-de-transmisiones-patrimoniales',
      'https://lawyersinvalencia.com/en/tax-reduction',
      'https://uci.es/es/blog/itp-en-madrid',
      'https://www.bancsabadell.com/bsnacional/es/blog/impuestos',
      'https://tucasamegusta.com/modelo-600-i-t-p-comprador',
      'https://www.e-consulting.org/comunicacion/sala-de-prensa/iva',
      'https://boe.es.example.com/x',
    ]) {
      expect([url, OFFICIAL_HOSTS.has(host(url))]).toEqual([url, false]);
    }
  });
});
