// The agency contact form's rules without zod (spec section 5): messages, limits, honeypot,
// defaults. The page imports these; the zod schema in core/tools/contact/schema.ts loads on use.

export const CONTACT_MESSAGES = {
  nombre: 'El nombre debe tener al menos 2 caracteres',
  empresa: 'Escribe el nombre de la empresa',
  telefono: 'El teléfono debe tener al menos 9 dígitos',
  email: 'Escribe un correo válido, por ejemplo nombre@dominio.es',
  mensaje: 'El mensaje debe tener al menos 10 caracteres',
  /** Not in the spec: upper bounds keep one request small enough to store and e-mail. */
  tooLong: 'El texto es demasiado largo',
} as const;

/** Upper bounds per field (ours): generous for people, small for abuse. */
export const CONTACT_LIMITS = { short: 120, telefono: 30, email: 255, mensaje: 5000 } as const;

/**
 * Name of the hidden honeypot field. People never see it and leave it empty; bots that fill every
 * input give themselves away and get a fake success.
 */
export const CONTACT_HONEYPOT = 'website';

export const CONTACT_DEFAULTS = {
  nombre: '',
  empresa: '',
  telefono: '',
  email: '',
  mensaje: '',
  [CONTACT_HONEYPOT]: '',
};
