// The newsletter form's rules without zod (spec section 5): messages, limit and defaults. The page
// imports these; the zod schema in core/tools/newsletter/schema.ts loads only when the form is used.

export const NEWSLETTER_EMAIL_INVALID = 'Por favor, introduce un email válido';
export const NEWSLETTER_EMAIL_TOO_LONG = 'El email no puede superar los 255 caracteres';
/** The column is varchar(255) (spec section 3). */
export const NEWSLETTER_EMAIL_MAX = 255;

/** The form starts empty. */
export const NEWSLETTER_DEFAULTS = { email: '' };
