// The agency contact form (spec section 5), shared by the browser form and the function.
import * as z from 'zod/mini';

export const CONTACT_MESSAGES = {
  nombre: 'El nombre debe tener al menos 2 caracteres',
  empresa: 'El nombre de la empresa es requerido',
  telefono: 'El teléfono debe tener al menos 9 dígitos',
  email: 'Email inválido',
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

const text = (min: number, max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, CONTACT_MESSAGES.tooLong));

export const contactSchema = z.object({
  nombre: text(2, CONTACT_LIMITS.short, CONTACT_MESSAGES.nombre),
  empresa: text(2, CONTACT_LIMITS.short, CONTACT_MESSAGES.empresa),
  telefono: text(9, CONTACT_LIMITS.telefono, CONTACT_MESSAGES.telefono),
  email: z
    .string()
    .check(
      z.trim(),
      z.email(CONTACT_MESSAGES.email),
      z.maxLength(CONTACT_LIMITS.email, CONTACT_MESSAGES.email),
    ),
  mensaje: text(10, CONTACT_LIMITS.mensaje, CONTACT_MESSAGES.mensaje),
  [CONTACT_HONEYPOT]: z.optional(z.string().check(z.maxLength(CONTACT_LIMITS.short))),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

export const CONTACT_DEFAULTS: ContactInput = {
  nombre: '',
  empresa: '',
  telefono: '',
  email: '',
  mensaje: '',
  [CONTACT_HONEYPOT]: '',
};

/** True when the honeypot was filled: the request comes from a bot. */
export function isBot(values: ContactValues): boolean {
  return (values[CONTACT_HONEYPOT] ?? '').trim() !== '';
}
