// The agency contact form (spec section 5), shared by the browser form and the function.
import * as z from 'zod/mini';
import { CONTACT_HONEYPOT, CONTACT_LIMITS, CONTACT_MESSAGES } from './fields';

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

/** True when the honeypot was filled: the request comes from a bot. */
export function isBot(values: ContactValues): boolean {
  return (values[CONTACT_HONEYPOT] ?? '').trim() !== '';
}
