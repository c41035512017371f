// The newsletter sign-up form (spec section 5), shared by the browser form and the function.
import * as z from 'zod/mini';
import {
  NEWSLETTER_EMAIL_INVALID,
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_EMAIL_TOO_LONG,
} from './fields';

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
