// The monthly refresh of the market figures: the Banco de España's latest monthly values, written to
// the editorial figures singleton in Sanity (as a draft for an editor to publish, or published), with
// the value they replace kept in the figure's history, and one Netlify build when published.
import { randomUUID } from 'node:crypto';
import type { MarketFigure } from '../../core/market-figures';
import { sanityClient, type SanityEnv } from '../../content/sanity-client';
import { triggerBuild } from '../sanity-rebuild';
import { BDE_CSV_BASE, bondSeries, euriborSeries, fetchFigure, type FigureKey } from './series';

export const FIGURES_ID = 'editorialFigures';
export const FIGURES_DRAFT_ID = `drafts.${FIGURES_ID}`;

export interface MarketFiguresEnv extends SanityEnv {
  /** A token that may write to the dataset (an Editor token); the build's read token is not enough. */
  SANITY_WRITE_TOKEN?: string;
  /** "true": publish the new values at once and rebuild; anything else: leave a draft to publish. */
  MARKET_FIGURES_PUBLISH?: string;
  /** "<file>:<code>" of the Euríbor's series, when not the default (series.ts). */
  MARKET_FIGURES_EURIBOR_SERIES?: string;
  /** "<file>:<code>" of the 10-year bond's monthly series (series.ts). */
  MARKET_FIGURES_BOND_SERIES?: string;
  NETLIFY_BUILD_HOOK_URL?: string;
  /** Tests only: the local fakes of the bank's tables and of Sanity's API (server/testing). */
  BDE_CSV_BASE_URL?: string;
  SANITY_API_HOST?: string;
}

export interface UpdateResult {
  /** The figures that got a new month. */
  written: FigureKey[];
  /** The document written: the draft, or the published singleton. */
  documentId?: string;
  rebuilt: boolean;
  /** Why a figure was not looked up or not written, in Spanish, for the log. */
  notes: string[];
}

type StoredFigure = MarketFigure & { _key?: string; _type?: string };
interface FiguresDoc {
  _id: string;
  _rev?: string;
  marketFigures?: Partial<
    Record<FigureKey, StoredFigure> & Record<`${FigureKey}History`, StoredFigure[]>
  >;
  [field: string]: unknown;
}

const stored = (figure: MarketFigure): StoredFigure => ({ _type: 'marketFigure', ...figure });

/** The `set` of a patch that makes `figure` current and moves the value it replaces to the history. */
function figurePatch(doc: FiguresDoc, key: FigureKey, figure: MarketFigure) {
  const current = doc.marketFigures?.[key];
  const history = doc.marketFigures?.[`${key}History`] ?? [];
  const kept =
    current && !history.some((old) => old.month === current.month)
      ? [...history, { ...stored(current), _key: randomUUID().slice(0, 12) }]
      : history;
  return {
    [`marketFigures.${key}`]: stored(figure),
    [`marketFigures.${key}History`]: kept.sort((a, b) => a.month.localeCompare(b.month)),
  };
}

/** Copies a published document as its draft, without the fields Sanity keeps for itself. */
function asDraft(published: FiguresDoc): FiguresDoc & { _type: string } {
  const fields = Object.fromEntries(
    Object.entries(published).filter(([name]) => !name.startsWith('_')),
  );
  return { ...fields, _id: FIGURES_DRAFT_ID, _type: FIGURES_ID };
}

async function latestFigures(env: MarketFiguresEnv, today: Date, fetchImpl: typeof fetch) {
  const bond = bondSeries(env.MARKET_FIGURES_BOND_SERIES);
  const notes = bond
    ? []
    : ['Bono a 10 años: MARKET_FIGURES_BOND_SERIES no está configurado; no se ha consultado.'];
  const base = env.BDE_CSV_BASE_URL?.trim() || BDE_CSV_BASE;
  const figures: [FigureKey, MarketFigure][] = [];
  const euribor = euriborSeries(env.MARKET_FIGURES_EURIBOR_SERIES);
  for (const spec of bond ? [euribor, bond] : [euribor]) {
    const figure = await fetchFigure(spec, today, base, fetchImpl);
    if (figure) figures.push([spec.figure, figure]);
    else notes.push(`${spec.code}: la tabla ${spec.file} aún no trae ningún mes cerrado.`);
  }
  return { figures, notes };
}

/**
 * One run. Throws when Sanity is not configured, a table cannot be read or the singleton is missing
 * (the scheduled function logs it and the next run tries again); writes nothing when no figure has a
 * month newer than the one held (in the draft, if there is one, else in the published document).
 */
export async function updateMarketFigures(
  env: MarketFiguresEnv,
  today = new Date(),
  fetchImpl: typeof fetch = fetch,
): Promise<UpdateResult> {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  const token = env.SANITY_WRITE_TOKEN?.trim();
  if (!projectId || !token) throw new Error('SANITY_PROJECT_ID or SANITY_WRITE_TOKEN is not set');
  const { figures, notes } = await latestFigures(env, today, fetchImpl);
  const client = sanityClient(
    { ...env, SANITY_PROJECT_ID: projectId },
    { perspective: 'raw', token, apiHost: env.SANITY_API_HOST?.trim() || undefined },
  );
  const docs = await client.fetch<FiguresDoc[]>('*[_id in [$id, $draft]]', {
    id: FIGURES_ID,
    draft: FIGURES_DRAFT_ID,
  });
  const published = docs.find((doc) => doc._id === FIGURES_ID);
  const draft = docs.find((doc) => doc._id === FIGURES_DRAFT_ID);
  if (!published) throw new Error(`Sanity has no published ${FIGURES_ID} document`);
  const publish = env.MARKET_FIGURES_PUBLISH?.trim().toLowerCase() === 'true';
  const held = publish ? published : (draft ?? published);
  const fresh = figures.filter(([key, figure]) => {
    const month = held.marketFigures?.[key]?.month ?? '';
    if (figure.month > month) return true;
    notes.push(`${key}: ${figure.month} ya estaba (${month}).`);
    return false;
  });
  if (fresh.length === 0) return { written: [], rebuilt: false, notes };
  const set = (doc: FiguresDoc) =>
    Object.assign({}, ...fresh.map(([key, figure]) => figurePatch(doc, key, figure))) as object;
  const transaction = client.transaction();
  if (publish) {
    transaction.patch(FIGURES_ID, (patch) =>
      patch.ifRevisionId(published._rev ?? '').set(set(published)),
    );
    // An editor's open draft gets the values too, or publishing it would bring the old ones back.
    if (draft) transaction.patch(FIGURES_DRAFT_ID, (patch) => patch.set(set(draft)));
  } else {
    if (!draft) transaction.createIfNotExists(asDraft(published));
    transaction.patch(FIGURES_DRAFT_ID, (patch) => patch.set(set(held)));
  }
  await transaction.commit({ visibility: 'sync' });
  const written = fresh.map(([key]) => key);
  const documentId = publish ? FIGURES_ID : FIGURES_DRAFT_ID;
  // A draft is not on the site: the build comes when an editor publishes it (the webhook).
  const hook = env.NETLIFY_BUILD_HOOK_URL?.trim();
  if (!publish || !hook) {
    if (publish) notes.push('NETLIFY_BUILD_HOOK_URL no está configurado: sin reconstrucción.');
    return { written, documentId, rebuilt: false, notes };
  }
  const build = await triggerBuild(hook, fetchImpl);
  if (!build.ok) notes.push(`El build hook respondió ${build.status ?? 'nada'}.`);
  return { written, documentId, rebuilt: build.ok, notes };
}
