// Newsletter form rules (spec section 5); a new consent text needs a new version (sign-ups store it).

export const NEWSLETTER_EMAIL_INVALID = 'Por favor, introduce un email válido';
export const NEWSLETTER_EMAIL_TOO_LONG = 'El email no puede superar los 255 caracteres';
export const NEWSLETTER_EMAIL_MAX = 255;

export const NEWSLETTER_DEFAULTS = { email: '' };

export const NEWSLETTER_CONSENT = {
  version: '2026-11-26',
  text: 'Al suscribirte aceptas recibir la newsletter por correo hasta que te des de baja. Te enviaremos un correo para confirmar la suscripción.',
} as const;
