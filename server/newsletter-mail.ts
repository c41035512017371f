// The newsletter's e-mails: the sign-up confirmation, and every e-mail's headers.
import { SITE } from '../core/site';
import type { MailMessage } from './mail';
import { PENDING_HOURS } from './newsletter';
import { confirmUrl, unsubscribeUrl } from './newsletter-token';

export const CONFIRMATION_SUBJECT = `Confirma tu suscripción a la newsletter de ${SITE.name}`;

/** One-click unsubscribe (RFC 8058): clients show a button that POSTs to the signed link. */
export function unsubscribeHeaders(email: string, siteUrl?: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(email, siteUrl)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Without a click nothing is subscribed. */
export function confirmationMail(email: string, expiresAt: Date, siteUrl?: string): MailMessage {
  return {
    to: email,
    subject: CONFIRMATION_SUBJECT,
    headers: unsubscribeHeaders(email, siteUrl),
    text: [
      'Hola:',
      '',
      `Alguien (esperamos que tú) ha pedido suscribir esta dirección a la newsletter de ${SITE.name}. Para confirmarlo, abre este enlace y pulsa «Confirmar suscripción»:`,
      '',
      confirmUrl(email, expiresAt, siteUrl),
      '',
      `El enlace caduca en ${PENDING_HOURS} horas. Si no has sido tú, no hagas nada: sin confirmar no recibirás nada y borraremos tu dirección cuando caduque.`,
      '',
      `Si prefieres que no te volvamos a escribir: ${unsubscribeUrl(email, siteUrl)}`,
    ].join('\n'),
  };
}
