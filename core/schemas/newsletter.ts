// The newsletter sign-up form (spec section 5), shared by the browser form and the function.
import * as z from 'zod/mini';

export const NEWSLETTER_EMAIL_INVALID = 'Por favor, introduce un email válido';
export const NEWSLETTER_EMAIL_TOO_LONG = 'El email no puede superar los 255 caracteres';
/** The column is varchar(255) (spec section 3). */
export const NEWSLETTER_EMAIL_MAX = 255;

export const newsletterSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.email(NEWSLETTER_EMAIL_INVALID),
      z.maxLength(NEWSLETTER_EMAIL_MAX, NEWSLETTER_EMAIL_TOO_LONG),
    ),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** The form starts empty. */
export const NEWSLETTER_DEFAULTS: NewsletterInput = { email: '' };
