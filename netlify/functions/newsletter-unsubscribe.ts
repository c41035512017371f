// GET/POST /api/newsletter/unsubscribe?email=..&token=..: a signed link turns the subscription off.
import type { Config } from '@netlify/functions';
import { getDb } from '../../server/db/client';
import { htmlPage } from '../../server/html-page';
import { HTTP_MESSAGES, isDatabaseUnavailable, json, jsonError } from '../../server/http';
import { normaliseEmail, unsubscribe } from '../../server/newsletter';
import { verifyUnsubscribeToken } from '../../server/newsletter-token';

export const UNSUBSCRIBE_TEXT = {
  doneTitle: 'Te has dado de baja',
  done: (email: string) =>
    `Ya no recibirás el Newsletter Inmobiliario en ${email}. Si ha sido un error, puedes volver a suscribirte cuando quieras desde la web.`,
  invalidTitle: 'Enlace de baja no válido',
  invalid:
    'Este enlace de baja no es válido o está incompleto. Copia el enlace completo del último email que te enviamos o escríbenos y te daremos de baja.',
  errorTitle: 'No hemos podido darte de baja',
  home: 'Volver a InmoCalc',
} as const;

const HOME = { href: '/', text: UNSUBSCRIBE_TEXT.home };

/** Email and token from the query string (links and RFC 8058 one-click) or a JSON body. */
async function readParams(req: Request): Promise<{ email: string; token: string }> {
  const query = new URL(req.url).searchParams;
  let email = query.get('email') ?? '';
  let token = query.get('token') ?? '';
  if (req.method === 'POST' && (!email || !token)) {
    try {
      const body: unknown = JSON.parse((await req.text()).slice(0, 4096));
      if (typeof body === 'object' && body !== null) {
        const record = body as Record<string, unknown>;
        if (typeof record.email === 'string') email = record.email;
        if (typeof record.token === 'string') token = record.token;
      }
    } catch {
      // No usable body: the parameters stay as the query gave them.
    }
  }
  return { email: email.slice(0, 255), token: token.slice(0, 128) };
}

export default async function handler(req: Request): Promise<Response> {
  const asPage = req.method === 'GET' || req.method === 'HEAD';
  if (!asPage && req.method !== 'POST') {
    return jsonError(405, HTTP_MESSAGES.methodNotAllowed, {}, { Allow: 'GET, HEAD, POST' });
  }
  const { email, token } = await readParams(req);
  if (!email || !token || !verifyUnsubscribeToken(email, token)) {
    return asPage
      ? htmlPage(
          {
            title: UNSUBSCRIBE_TEXT.invalidTitle,
            paragraphs: [UNSUBSCRIBE_TEXT.invalid],
            link: HOME,
          },
          400,
        )
      : jsonError(400, UNSUBSCRIBE_TEXT.invalid);
  }
  const address = normaliseEmail(email);
  try {
    // HEAD (link checkers, previews) must not change anything.
    if (req.method !== 'HEAD') await unsubscribe(getDb(), address);
  } catch (error) {
    console.error('[newsletter-unsubscribe]', error);
    const message = isDatabaseUnavailable(error)
      ? HTTP_MESSAGES.unavailable
      : HTTP_MESSAGES.internalError;
    const status = isDatabaseUnavailable(error) ? 503 : 500;
    return asPage
      ? htmlPage({ title: UNSUBSCRIBE_TEXT.errorTitle, paragraphs: [message], link: HOME }, status)
      : jsonError(status, message);
  }
  // The same answer whether or not the address was subscribed: nothing is revealed.
  return asPage
    ? htmlPage({
        title: UNSUBSCRIBE_TEXT.doneTitle,
        paragraphs: [UNSUBSCRIBE_TEXT.done(address)],
        link: HOME,
      })
    : json({ message: UNSUBSCRIBE_TEXT.done(address), status: 'unsubscribed' });
}

export const config: Config = { path: '/api/newsletter/unsubscribe' };
