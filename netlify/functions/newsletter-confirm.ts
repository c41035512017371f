// GET/POST /api/newsletter/confirm?email=..&expires=..&token=..: the confirmation e-mail's signed
// link. GET shows a button (mail scanners that follow links must not subscribe anyone); its POST
// confirms the pending sign-up.
import type { Config } from '@netlify/functions';
import { getDb } from '../../server/db/client';
import { htmlPage } from '../../server/html-page';
import { HTTP_MESSAGES, isDatabaseUnavailable, jsonError } from '../../server/http';
import { confirmSubscription, normaliseEmail } from '../../server/newsletter';
import { verifyConfirmToken } from '../../server/newsletter-token';

export const CONFIRM_TEXT = {
  askTitle: 'Confirma tu suscripción',
  ask: (email: string) =>
    `Pulsa el botón para recibir la newsletter de InmoCalc en ${email}. Podrás darte de baja cuando quieras con el enlace de cada correo.`,
  button: 'Confirmar suscripción',
  doneTitle: 'Suscripción confirmada',
  done: (email: string) =>
    `Gracias: recibirás la newsletter en ${email}. Cada correo lleva un enlace para darte de baja con un clic.`,
  invalidTitle: 'Enlace de confirmación no válido',
  invalid:
    'Este enlace no es válido, está incompleto o ha caducado (dura 48 horas). Vuelve a suscribirte desde la web y te enviaremos uno nuevo.',
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
  const email = (url.searchParams.get('email') ?? '').slice(0, 255);
  const expires = Number(url.searchParams.get('expires'));
  const token = (url.searchParams.get('token') ?? '').slice(0, 128);
  if (!email || !token || !verifyConfirmToken(email, expires, token)) return invalidPage();
  const address = normaliseEmail(email);
  if (req.method !== 'POST') {
    return htmlPage({
      title: CONFIRM_TEXT.askTitle,
      paragraphs: [CONFIRM_TEXT.ask(address)],
      link: HOME,
      form: { action: `${url.pathname}${url.search}`, button: CONFIRM_TEXT.button },
    });
  }
  try {
    const confirmed = await confirmSubscription(getDb(), address);
    if (!confirmed) return invalidPage();
  } catch (error) {
    console.error('[newsletter-confirm]', error);
    const unavailable = isDatabaseUnavailable(error);
    const message = unavailable ? HTTP_MESSAGES.unavailable : HTTP_MESSAGES.internalError;
    return htmlPage(
      { title: CONFIRM_TEXT.errorTitle, paragraphs: [message], link: HOME },
      unavailable ? 503 : 500,
    );
  }
  return htmlPage({
    title: CONFIRM_TEXT.doneTitle,
    paragraphs: [CONFIRM_TEXT.done(address)],
    link: HOME,
  });
}

export const config: Config = { path: '/api/newsletter/confirm' };
