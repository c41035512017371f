// The newsletter form's rules without zod (spec section 5): messages, limit and defaults. The page
// imports these; the zod schema in core/tools/newsletter/schema.ts loads only when the form is used.

export const NEWSLETTER_EMAIL_INVALID = 'Por favor, introduce un email válido';
export const NEWSLETTER_EMAIL_TOO_LONG = 'El email no puede superar los 255 caracteres';
/** The column is varchar(255) (spec section 3). */
export const NEWSLETTER_EMAIL_MAX = 255;

/** The form starts empty. */
export const NEWSLETTER_DEFAULTS = { email: '' };

/**
 * The consent the form shows beside its button, and its version: each sign-up stores the version it
 * agreed to (server/newsletter.ts). Change the version whenever the text changes.
 */
export const NEWSLETTER_CONSENT = {
  version: '2026-11-26',
  text: 'Al suscribirte aceptas recibir la newsletter por correo hasta que te des de baja. Te enviaremos un correo para confirmar la suscripción.',
} as const;
