// Scheduled on the 5th of every month (08:00 UTC, once the Banco de España has published the
// previous month's averages): writes the new Euríbor and 10-year bond figures to Sanity
// (server/market-figures/update.ts) so that no page depends on an editor remembering them.
import type { Config } from '@netlify/functions';
import { updateMarketFigures } from '../../server/market-figures/update';

export default async function handler(): Promise<Response> {
  try {
    const result = await updateMarketFigures(process.env);
    const written = result.written.join(', ') || 'nothing new';
    console.log(
      `[market-figures] ${written} -> ${result.documentId ?? '-'}; rebuild: ${result.rebuilt}`,
    );
    for (const note of result.notes) console.log(`[market-figures] ${note}`);
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('[market-figures]', error instanceof Error ? error.message : error);
    return new Response(null, { status: 500 });
  }
}

export const config: Config = { schedule: '0 8 5 * *' };
