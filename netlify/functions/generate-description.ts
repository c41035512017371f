// POST /api/generate-description: validates, rate-limits per client, writes the listing in every
// language asked for (model or offline, always checked), stores the Spanish text. With
// `?stream=ndjson` the answer is streamed: progress lines while the model writes, then the same body.
import type { Config } from '@netlify/functions';
import { listingSchema } from '../../core/tools/generator/schema';
import { ENERGY_RATING_REMINDER } from '../../core/tools/generator/fields';
import type { GeneratorResponse } from '../../core/tools/generator/listing';
import type { ListingValues } from '../../core/tools/generator/schema';
import { NDJSON_TYPE, STREAM_QUERY, type StreamLine } from '../../core/tools/generator/stream';
import { ModelError, type OnProgress } from '../../server/ai/model-description';
import { getDb } from '../../server/db/client';
import { logServerError } from '../../server/db/errors';
import { storeDescription, writeListing } from '../../server/generator';
import { endpoint, HTTP_MESSAGES, json, jsonError } from '../../server/http';
import { clientIp, createRateLimiter } from '../../server/rate-limit';

export const GENERATOR_ERRORS = {
  model:
    'El servicio de redacción no ha respondido a tiempo o ha fallado. Tus datos siguen en el formulario: inténtalo de nuevo en unos segundos.',
  rateLimited: (seconds: number) =>
    `Has generado demasiadas descripciones seguidas. Espera ${seconds} s y vuelve a intentarlo.`,
} as const;

/** Requests per client and minute (GENERATOR_RATE_LIMIT, default 10); Netlify's rule matches it. */
const DEFAULT_LIMIT = 10;
const WINDOW_MS = 60_000;
export const limiter = createRateLimiter(() => {
  const configured = Number(process.env.GENERATOR_RATE_LIMIT);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_LIMIT;
}, WINDOW_MS);

export default endpoint({
  method: 'POST',
  schema: listingSchema,
  async handle(values, req, context) {
    const decision = limiter.check(clientIp(req, context));
    if (!decision.allowed) {
      return jsonError(
        429,
        GENERATOR_ERRORS.rateLimited(decision.retryAfterSeconds),
        {},
        { 'Retry-After': String(decision.retryAfterSeconds) },
      );
    }
    if (new URL(req.url).search.slice(1).split('&').includes(STREAM_QUERY)) return streamed(values);
    const answer = await respond(values);
    return 'error' in answer ? jsonError(answer.status, answer.error) : json(answer);
  },
});

type Answer = GeneratorResponse | { status: number; error: string };

/** The listing, written and stored, or the 502 a failed model gets. */
async function respond(values: ListingValues, onProgress?: OnProgress): Promise<Answer> {
  let listing;
  try {
    listing = await writeListing(values, onProgress);
  } catch (error) {
    if (!(error instanceof ModelError)) throw error;
    console.error('[generate-description] model', error.cause ?? error);
    return { status: 502, error: GENERATOR_ERRORS.model };
  }
  const spanish = listing.variants.es;
  if (!spanish) throw new Error('the listing writer answered no Spanish variant');
  // The text is the user's result: a storage failure is logged, never a reason to withhold it.
  let saved = true;
  try {
    await storeDescription(getDb(), values, spanish.long);
  } catch (error) {
    saved = false;
    logServerError('generate-description', error, 'description not stored');
  }
  return {
    ...listing,
    title: spanish.title,
    description: spanish.long,
    energyReminder: ENERGY_RATING_REMINDER,
    saved,
  };
}

/** The answer as NDJSON: progress lines, then `result` or `error` (a failure after the 200). */
function streamed(values: ListingValues): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: StreamLine) =>
        controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      try {
        const answer = await respond(values, (progress) => send({ type: 'progress', ...progress }));
        send('error' in answer ? { type: 'error', ...answer } : { type: 'result', result: answer });
      } catch (error) {
        console.error('[generate-description]', error);
        send({ type: 'error', status: 500, error: HTTP_MESSAGES.internalError });
      }
      controller.close();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': `${NDJSON_TYPE}; charset=utf-8`,
      'Cache-Control': 'no-store',
      // Proxies must pass each line on as it comes.
      'X-Accel-Buffering': 'no',
    },
  });
}

export const config: Config = {
  path: '/api/generate-description',
  // Production: Netlify's own limiter per IP and domain, the same 10 a minute as the in-memory one.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
