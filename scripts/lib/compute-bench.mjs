// Compute times against COMPUTE_BUDGET_MS, in Node with the engines bundled by esbuild (the method of
// analysis-bench.mjs: a warm-up, then the minimum, an idle core's figure, and the median, a shared
// one's): the yearly return of a heavy ten-property document and the investment analysis of a couple
// holding thirty years, each part the page computes and all of them together.
import { loadBundle, measure } from './analysis-bench.mjs';

export const COMPUTE_BUDGET_MS = 5;

const COMMUNITIES = ['madrid', 'cataluna', 'valencia', 'andalucia', 'galicia'];

/** Property `i` of the heavy document: bought years ago, two contracts, every kind of line. */
function heavyProperty(i, taxYear) {
  const rent = 650 + 40 * i;
  const bought = 2010 + (i % 8);
  return {
    name: `Piso ${i + 1}`,
    use: 'dwelling',
    community: COMMUNITIES[i % COMMUNITIES.length],
    municipality: null,
    habitualHome: false,
    owners: [
      { owner: 0, sharePercent: 50 + 5 * (i % 3) },
      { owner: 1, sharePercent: 50 - 5 * (i % 3) },
    ],
    acquisition: {
      kind: 'purchase',
      date: `${bought}-0${1 + (i % 9)}-15`,
      price: 140_000 + 9_000 * i,
      costs: 11_000 + 500 * i,
    },
    cadastral: { value: 70_000 + 4_000 * i, landValue: 28_000 + 1_500 * i, revisedYear: 2012 },
    furniture: [{ cost: 3_500 + 100 * i, date: `${taxYear - 2}-05-10` }],
    improvements: [{ cost: 8_000 + 300 * i, date: `${taxYear - 3}-09-01` }],
    expenses: {
      interest: 2_400 + 50 * i,
      repairs: 900 + 30 * i,
      ibi: 450 + 10 * i,
      communityFees: 720,
      insurance: 240,
      services: 120,
      management: 300,
      otherTaxes: 60,
      legal: 0,
      doubtfulDebts: 0,
    },
    carriedForward: [
      { year: taxYear - 2, amount: 400 + 20 * i },
      { year: taxYear - 1, amount: 250 },
    ],
    contracts: [
      {
        start: `${taxYear - 3}-02-01`,
        end: `${taxYear}-04-30`,
        monthlyRent: rent,
        relative: false,
        tenantAge: null,
        zonaTensionada: false,
        previousMonthlyRent: null,
        rehabilitation: false,
      },
      {
        start: `${taxYear}-06-01`,
        end: null,
        monthlyRent: rent + 60,
        relative: false,
        tenantAge: i % 2 === 0 ? 28 : null,
        zonaTensionada: i % 4 === 0,
        previousMonthlyRent: i % 4 === 0 ? rent + 80 : null,
        rehabilitation: false,
      },
    ],
  };
}

/** Ten properties of two resident owners: the document `#doc=` links open in the interaction bench. */
export function heavyReturnDocument(taxYear = 2025, count = 10) {
  return {
    version: 1,
    taxYear,
    owners: [
      { name: 'Ana', residence: 'resident', taxResidence: 'madrid', otherIncome: 32_000 },
      { name: 'Luis', residence: 'resident', taxResidence: 'madrid', otherIncome: 14_000 },
    ],
    properties: Array.from({ length: count }, (_, i) => heavyProperty(i, taxYear)),
  };
}

/**
 * A couple holding thirty years with a thirty-year mixed loan above what a bank lends at 50 (the
 * verdict is judged again at the feasible loan), plusvalía computed: the values of the share link
 * the interaction bench opens.
 */
export const COUPLE_30_YEARS = {
  holdYears: 30,
  loanTermYears: 30,
  rateType: 'mixed',
  fixedYears: 5,
  borrowerAge: 50,
  furniture: 4_000,
  renovation: 10_000,
  landCadastralValue: 40_000,
  plusvaliaRatePercent: 29,
  owners: 2,
  ownerSharePercent: 70,
  otherIncome: 38_000,
  secondOtherIncome: 12_000,
};

const ENTRY = `
export { computeReturn } from './core/tools/rental-return/compute';
export { parseReturnDocument } from './core/tools/rental-return/document';
export {
  ANALYSIS_DEFAULTS, analyseInvestment, sensitivities, maxPurchasePrice,
} from './core/tools/investment-analysis/index';
export { reductionAnswer } from './core/tools/investment-analysis/decree-alternative';
`;

/** `[{ group, name, min, median }]`: each group's last row is everything one change recomputes. */
export async function measureCompute({ runs = 200 } = {}) {
  const engine = await loadBundle(ENTRY, 'compute');
  const parsed = engine.parseReturnDocument(heavyReturnDocument());
  if (!parsed.ok) throw new Error(`heavy document: ${JSON.stringify(parsed.errors)}`);
  const doc = parsed.document;
  const json = heavyReturnDocument();
  const input = { ...engine.ANALYSIS_DEFAULTS, ...COUPLE_30_YEARS };
  const check = engine.analyseInvestment(input);
  if (check.couple?.bestOwnerSharePercent == null || !check.feasibleLoan.atFeasible)
    throw new Error('the couple case computes no best share or no verdict at the feasible loan');
  const target = { kind: 'irrAfterTax', value: 6 };

  const returnGroup = 'Declaración anual, 10 inmuebles (2 contratos, 2 propietarios cada uno)';
  const analysisGroup = 'Análisis de inversión, 2 propietarios, 30 años';
  const cases = [
    [returnGroup, 'parseReturnDocument', () => engine.parseReturnDocument(json)],
    [returnGroup, 'computeReturn', () => engine.computeReturn(doc)],
    [
      returnGroup,
      'todo (lectura + cálculo)',
      () => engine.computeReturn(engine.parseReturnDocument(json).document),
    ],
    [
      analysisGroup,
      'analyseInvestment (mejor reparto, préstamo viable)',
      () => engine.analyseInvestment(input),
    ],
    [analysisGroup, 'sensitivities (escenarios)', () => engine.sensitivities(input)],
    [
      analysisGroup,
      'maxPurchasePrice (TIR objetivo 6 %)',
      () => engine.maxPurchasePrice(input, target),
    ],
    [
      analysisGroup,
      'todo (análisis + escenarios + deducción + precio)',
      () => {
        engine.analyseInvestment(input);
        engine.sensitivities(input);
        engine.reductionAnswer(input);
        engine.maxPurchasePrice(input, target);
      },
    ],
  ];
  return cases.map(([group, name, run]) => ({ group, name, ...measure(run, runs) }));
}

/** The `## Compute` section's lines: a table per group, ✗ on a minimum at or over the budget. */
export function computeMarkdown(rows) {
  const lines = [
    '## Compute',
    '',
    `In Node, the engines bundled with esbuild, after a warm-up; budget < ${COMPUTE_BUDGET_MS} ms per row (the minimum: an idle core; the median: a shared one). ` +
      'The yearly return of ten properties, each with two contracts, expenses, an improvement, furniture, two owners and earlier excesses; ' +
      'the investment analysis of two owners (the best split searched) holding 30 years with a 30-year mixed loan above what a bank lends (the verdict judged again at the feasible loan), plusvalía computed.',
  ];
  for (const group of new Set(rows.map((row) => row.group))) {
    lines.push('', `${group}:`, '', '| cálculo | mín ms | mediana ms |', '|---|--:|--:|');
    for (const row of rows.filter((r) => r.group === group)) {
      const over = row.min >= COMPUTE_BUDGET_MS ? ' ✗' : '';
      lines.push(`| ${row.name} | ${row.min.toFixed(2)}${over} | ${row.median.toFixed(2)} |`);
    }
  }
  return lines;
}
