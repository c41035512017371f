// The generator's streamed answer (`?stream=ndjson`): one JSON object a line, progress while the
// model writes, then the result or an error.
import type { GeneratorResponse } from './listing';

export const STREAM_QUERY = 'stream=ndjson';
export const NDJSON_TYPE = 'application/x-ndjson';

/** Characters received so far, the check of the finished answer, a second attempt. */
export type ModelProgress =
  | { stage: 'writing'; attempt: number; chars: number }
  | { stage: 'checking'; attempt: number }
  | { stage: 'retrying'; attempt: number };

export type StreamLine =
  | ({ type: 'progress' } & ModelProgress)
  | { type: 'result'; result: GeneratorResponse }
  | { type: 'error'; status: number; error: string };
