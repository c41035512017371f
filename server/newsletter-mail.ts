// The newsletter's e-mails: the sign-up confirmation, and the unsubscribe headers of each newsletter.
import { SITE } from '../core/site';
import type { MailMessage } from './mail';
import { PENDING_HOURS, type ConfirmationToSend, type SignUp } from './newsletter';
import { confirmUrl, unsubscribeUrl } from './newsletter-token';

export const CONFIRMATION_SUBJECT = `Confirma tu suscripción a la newsletter de ${SITE.name}`;

/** One-click unsubscribe (RFC 8058): clients show a button that POSTs to the signed link. */
export function unsubscribeHeaders(signUp: SignUp, siteUrl?: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(signUp, siteUrl)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** One link, to a page whose button confirms; no unsubscribe link, as nothing is subscribed yet. */
export function confirmationMail(request: ConfirmationToSend, siteUrl?: string): MailMessage {
  return {
    to: request.email,
    subject: CONFIRMATION_SUBJECT,
    text: [
      'Hola:',
      '',
      `Alguien (esperamos que tú) ha pedido suscribir esta dirección a la newsletter de ${SITE.name}. Para confirmarlo, abre este enlace y pulsa «Confirmar suscripción»:`,
      '',
      confirmUrl(request.signUp, siteUrl),
      '',
      `El enlace caduca en ${PENDING_HOURS} horas. Si no has sido tú, no hagas nada: sin confirmar no te suscribimos ni te volvemos a escribir, y borraremos tu dirección cuando caduque.`,
    ].join('\n'),
  };
}
