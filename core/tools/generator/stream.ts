// The generator's streamed answer (issue 28): with `?stream=ndjson` the function answers one JSON
// object a line: progress while the model writes, then the result (the usual JSON body) or an error.
import type { GeneratorResponse } from './listing';

/** Appended to the endpoint's address to ask for the streamed answer. */
export const STREAM_QUERY = 'stream=ndjson';
export const NDJSON_TYPE = 'application/x-ndjson';

/**
 * How far the model has come: characters of the answer received so far, the check of the
 * finished answer, a second attempt.
 */
export type ModelProgress =
  | { stage: 'writing'; attempt: number; chars: number }
  | { stage: 'checking'; attempt: number }
  | { stage: 'retrying'; attempt: number };

/** One line of the streamed answer; the last is `result` or `error`. */
export type StreamLine =
  | ({ type: 'progress' } & ModelProgress)
  | { type: 'result'; result: GeneratorResponse }
  | { type: 'error'; status: number; error: string };
