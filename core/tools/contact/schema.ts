// The agency contact form (spec section 5), shared by the browser form and the function.
import * as z from 'zod/mini';
import { LINE_BREAK_MESSAGE, isOneLine } from '../../text-input';
import { CONTACT_HONEYPOT, CONTACT_LIMITS, CONTACT_MESSAGES } from './fields';

const text = (min: number, max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, CONTACT_MESSAGES.tooLong));

/** Name, company, phone: one line, no tab or control character inside. */
const line = (min: number, max: number, message: string) =>
  text(min, max, message).check(z.refine(isOneLine, LINE_BREAK_MESSAGE));

/** A phone sent as a JSON number (600123456) is read as its digits. */
const phone = z.pipe(
  z.union([z.string(), z.pipe(z.number(), z.transform(String))], {
    error: CONTACT_MESSAGES.telefono,
  }),
  line(9, CONTACT_LIMITS.telefono, CONTACT_MESSAGES.telefono),
);

export const contactSchema = z.object({
  nombre: line(2, CONTACT_LIMITS.short, CONTACT_MESSAGES.nombre),
  empresa: line(2, CONTACT_LIMITS.short, CONTACT_MESSAGES.empresa),
  telefono: phone,
  email: z
    .string()
    .check(
      z.trim(),
      z.email(CONTACT_MESSAGES.email),
      z.maxLength(CONTACT_LIMITS.email, CONTACT_MESSAGES.email),
      z.refine(isOneLine, CONTACT_MESSAGES.email),
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
