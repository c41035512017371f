// GET/POST /api/newsletter/confirm?token=..: the confirmation e-mail's signed link. GET shows a
// button and changes nothing (mail scanners open every link); only its POST confirms the sign-up
// the token names.
import type { Config } from '@netlify/functions';
import { getDb } from '../../server/db/client';
import { logServerError } from '../../server/db/errors';
import { htmlPage } from '../../server/html-page';
import { HTTP_MESSAGES, isDatabaseUnavailable, jsonError } from '../../server/http';
import { mailSiteUrl } from '../../server/mail-links';
import { confirmSubscription, findSignUp } from '../../server/newsletter';
import { readLinkToken, unsubscribeUrl } from '../../server/newsletter-token';

export const CONFIRM_TEXT = {
  askTitle: 'Confirma tu suscripción',
  ask: (email: string) =>
    `Pulsa el botón para recibir la newsletter de InmoCalc en ${email}. Podrás darte de baja cuando quieras con el enlace de cada correo.`,
  button: 'Confirmar suscripción',
  doneTitle: 'Suscripción confirmada',
  done: (email: string) =>
    `Gracias: recibirás la newsletter en ${email}. Cada correo lleva un enlace para darte de baja con un clic.`,
  unsubscribe: 'Si has cambiado de idea, date de baja aquí',
  invalidTitle: 'Enlace de confirmación no válido',
  invalid:
    'Este enlace no es válido, está incompleto, ha caducado (dura 48 horas) o es de una suscripción anterior. Vuelve a suscribirte desde la web y te enviaremos uno nuevo.',
  errorTitle: 'No hemos podido confirmar tu suscripción',
  home: 'Volver a InmoCalc',
} as const;

const HOME = { href: '/', text: CONFIRM_TEXT.home };

const invalidPage = () =>
  htmlPage(
    { title: CONFIRM_TEXT.invalidTitle, paragraphs: [CONFIRM_TEXT.invalid], link: HOME },
    400,
  );

export default async function handler(req: Request): Promise<Response> {
  if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
    return jsonError(405, HTTP_MESSAGES.methodNotAllowed, {}, { Allow: 'GET, HEAD, POST' });
  }
  const url = new URL(req.url);
  const signUp = readLinkToken('confirm', (url.searchParams.get('token') ?? '').slice(0, 128));
  if (!signUp) return invalidPage();
  try {
    const db = getDb();
    if (req.method !== 'POST') {
      // Read only: the page says whose sign-up it is, or that the link no longer works.
      const current = await findSignUp(db, signUp);
      if (!current || current.status === 'unsubscribed') return invalidPage();
      return htmlPage({
        title: CONFIRM_TEXT.askTitle,
        paragraphs: [CONFIRM_TEXT.ask(current.email)],
        link: HOME,
        form: { action: `${url.pathname}${url.search}`, button: CONFIRM_TEXT.button },
      });
    }
    const email = await confirmSubscription(db, signUp);
    if (!email) return invalidPage();
    return htmlPage({
      title: CONFIRM_TEXT.doneTitle,
      paragraphs: [CONFIRM_TEXT.done(email)],
      link: HOME,
      extraLink: { href: unsubscribeUrl(signUp, mailSiteUrl(req)), text: CONFIRM_TEXT.unsubscribe },
    });
  } catch (error) {
    logServerError('newsletter-confirm', error);
    const unavailable = isDatabaseUnavailable(error);
    const message = unavailable ? HTTP_MESSAGES.unavailable : HTTP_MESSAGES.internalError;
    return htmlPage(
      { title: CONFIRM_TEXT.errorTitle, paragraphs: [message], link: HOME },
      unavailable ? 503 : 500,
    );
  }
}

export const config: Config = { path: '/api/newsletter/confirm' };
