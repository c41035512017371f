// GET/POST /api/newsletter/unsubscribe?token=..: each newsletter's signed link. GET shows a button
// and changes nothing (mail scanners open every link); its POST, and RFC 8058's one-click POST from
// the mail client, withdraw the subscription the token names.
import type { Config } from '@netlify/functions';
import { getDb } from '../../server/db/client';
import { logServerError } from '../../server/db/errors';
import { htmlPage } from '../../server/html-page';
import { HTTP_MESSAGES, isDatabaseUnavailable, json, jsonError } from '../../server/http';
import { findSignUp, unsubscribe } from '../../server/newsletter';
import { readLinkToken } from '../../server/newsletter-token';

export const UNSUBSCRIBE_TEXT = {
  askTitle: 'Darte de baja de la newsletter',
  ask: (email: string) =>
    `Pulsa el botón para dejar de recibir la newsletter de InmoCalc en ${email}.`,
  button: 'Darme de baja',
  doneTitle: 'Te has dado de baja',
  done: (email: string) =>
    `Ya no recibirás la newsletter de InmoCalc en ${email}. Si ha sido un error, puedes volver a suscribirte cuando quieras desde la web.`,
  invalidTitle: 'Enlace de baja no válido',
  invalid:
    'Este enlace de baja no es válido, está incompleto o es de una suscripción anterior. Usa el enlace del último correo que te enviamos o escríbenos y te daremos de baja.',
  errorTitle: 'No hemos podido darte de baja',
  home: 'Volver a InmoCalc',
} as const;

const HOME = { href: '/', text: UNSUBSCRIBE_TEXT.home };

type Answer = { status: number; title: string; message: string; form?: string };

/** A page for people (a link or its button); JSON for the mail client's one-click POST. */
function reply(req: Request, answer: Answer): Response {
  const asPage = req.method !== 'POST' || (req.headers.get('accept') ?? '').includes('text/html');
  if (!asPage) {
    return answer.status === 200
      ? json({ message: answer.message, status: 'unsubscribed' })
      : jsonError(answer.status, answer.message);
  }
  const form = answer.form ? { action: answer.form, button: UNSUBSCRIBE_TEXT.button } : undefined;
  return htmlPage(
    { title: answer.title, paragraphs: [answer.message], link: HOME, form },
    answer.status,
  );
}

const INVALID: Answer = {
  status: 400,
  title: UNSUBSCRIBE_TEXT.invalidTitle,
  message: UNSUBSCRIBE_TEXT.invalid,
};
const done = (email: string): Answer => ({
  status: 200,
  title: UNSUBSCRIBE_TEXT.doneTitle,
  message: UNSUBSCRIBE_TEXT.done(email),
});

async function answerFor(req: Request): Promise<Answer> {
  const url = new URL(req.url);
  const signUp = readLinkToken('unsubscribe', (url.searchParams.get('token') ?? '').slice(0, 128));
  if (!signUp) return INVALID;
  const db = getDb();
  if (req.method === 'POST') {
    const email = await unsubscribe(db, signUp);
    return email ? done(email) : INVALID;
  }
  // GET and HEAD only read.
  const current = await findSignUp(db, signUp);
  if (!current) return INVALID;
  if (current.status === 'unsubscribed') return done(current.email);
  return {
    status: 200,
    title: UNSUBSCRIBE_TEXT.askTitle,
    message: UNSUBSCRIBE_TEXT.ask(current.email),
    form: `${url.pathname}${url.search}`,
  };
}

export default async function handler(req: Request): Promise<Response> {
  if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
    return jsonError(405, HTTP_MESSAGES.methodNotAllowed, {}, { Allow: 'GET, HEAD, POST' });
  }
  try {
    return reply(req, await answerFor(req));
  } catch (error) {
    logServerError('newsletter-unsubscribe', error);
    const unavailable = isDatabaseUnavailable(error);
    return reply(req, {
      status: unavailable ? 503 : 500,
      title: UNSUBSCRIBE_TEXT.errorTitle,
      message: unavailable ? HTTP_MESSAGES.unavailable : HTTP_MESSAGES.internalError,
    });
  }
}

export const config: Config = { path: '/api/newsletter/unsubscribe' };
