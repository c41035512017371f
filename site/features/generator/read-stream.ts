// Reads the generator's streamed answer (core/tools/generator/stream.ts) line by line: progress
// goes to the page as it comes, the last line is the result or the error. Loaded on submit.
import type { GeneratorResponse } from '../../../core/tools/generator/listing';
import {
  NDJSON_TYPE,
  type ModelProgress,
  type StreamLine,
} from '../../../core/tools/generator/stream';
import { formatNumber } from '../../../core/format';
import { ApiError } from '../../lib/api';

export const PROGRESS_TEXT = {
  writing: (chars: string) => `El modelo está redactando: ${chars} caracteres recibidos…`,
  /** The second attempt says so while it writes: the notice does not vanish with the next line. */
  rewriting: (chars: string) =>
    `Segundo intento (el primero no ha servido): ${chars} caracteres recibidos…`,
  checking: 'Comprobando que cada dato salga del formulario…',
  retrying: 'El primer intento no ha servido: el modelo lo redacta de nuevo…',
} as const;

export function progressText(progress: ModelProgress): string {
  if (progress.stage === 'writing') {
    const chars = formatNumber(progress.chars);
    return progress.attempt > 1 ? PROGRESS_TEXT.rewriting(chars) : PROGRESS_TEXT.writing(chars);
  }
  return PROGRESS_TEXT[progress.stage];
}

/** An answer that stops before its result: what a cut connection looks like to the visitor. */
const CUT = 502;

function progressOf(line: StreamLine & { type: 'progress' }): ModelProgress {
  if (line.stage === 'writing')
    return { stage: line.stage, attempt: line.attempt, chars: line.chars };
  return { stage: line.stage, attempt: line.attempt };
}

/** An `error` line (or a cut stream) raises the ApiError a plain answer with that status would. */
export async function readListingStream(
  res: Response,
  onProgress: (sentence: string) => void,
): Promise<GeneratorResponse> {
  if (!(res.headers.get('content-type') ?? '').includes(NDJSON_TYPE) || !res.body) {
    return res.json() as Promise<GeneratorResponse>;
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const lines = buffer.split('\n');
    buffer = done ? '' : (lines.pop() ?? '');
    for (const text of lines) {
      if (text.trim() === '') continue;
      const line = JSON.parse(text) as StreamLine;
      if (line.type === 'result') return line.result;
      if (line.type === 'error') throw new ApiError(line.status, JSON.stringify(line));
      onProgress(progressText(progressOf(line)));
    }
    if (done) throw new ApiError(CUT, '');
  }
}
