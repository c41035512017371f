// The streamed answer's reader: lines split anywhere, progress in order, the result, the errors.
import { ApiError } from '../../lib/api';
import { PROGRESS_TEXT, readListingStream } from './read-stream';

const RESULT = { source: 'model', title: 'Piso', description: 'Texto.' };

/** A streamed answer whose bytes arrive in the given pieces. */
const streamed = (pieces: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } },
  );

describe('readListingStream', () => {
  it('hears every progress line in order and returns the result, whatever the cut of the bytes', async () => {
    const text = [
      JSON.stringify({ type: 'progress', stage: 'writing', attempt: 1, chars: 1240 }),
      JSON.stringify({ type: 'progress', stage: 'checking', attempt: 1 }),
      JSON.stringify({ type: 'result', result: RESULT }),
    ].join('\n');
    const pieces = text.match(/[\s\S]{1,7}/g) ?? [];
    const heard: unknown[] = [];
    const result = await readListingStream(streamed(pieces), (p) => heard.push(p));
    expect(result).toEqual(RESULT);
    expect(heard).toEqual([PROGRESS_TEXT.writing('1.240'), PROGRESS_TEXT.checking]);
  });

  it('says the second attempt while it writes, not only in the line between the two', async () => {
    const text = [
      JSON.stringify({ type: 'progress', stage: 'writing', attempt: 1, chars: 800 }),
      JSON.stringify({ type: 'progress', stage: 'retrying', attempt: 2 }),
      JSON.stringify({ type: 'progress', stage: 'writing', attempt: 2, chars: 1240 }),
      JSON.stringify({ type: 'result', result: RESULT }),
    ].join('\n');
    const heard: unknown[] = [];
    await readListingStream(streamed([text]), (p) => heard.push(p));
    expect(heard).toEqual([
      PROGRESS_TEXT.writing('800'),
      PROGRESS_TEXT.retrying,
      'Segundo intento (el primero no ha servido): 1.240 caracteres recibidos…',
    ]);
  });

  it('raises the error line as the ApiError of its status, with its Spanish sentence', async () => {
    const line = { type: 'error', status: 502, error: 'El servicio ha fallado.' };
    const failure = readListingStream(streamed([`${JSON.stringify(line)}\n`]), () => undefined);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 502,
      serverMessage: 'El servicio ha fallado.',
    });
  });

  it('raises a 502 when the stream ends without a result', async () => {
    const cut = streamed([JSON.stringify({ type: 'progress', stage: 'retrying', attempt: 2 })]);
    await expect(readListingStream(cut, () => undefined)).rejects.toMatchObject({ status: 502 });
  });

  it('reads a plain JSON answer as it is', async () => {
    const plain = Response.json(RESULT);
    await expect(readListingStream(plain, () => undefined)).resolves.toEqual(RESULT);
  });
});
