// The newsletter schema: valid, trimmed, Spanish messages and the 255-character limit.
import { newsletterSchema } from './schema';
import {
  NEWSLETTER_DEFAULTS,
  NEWSLETTER_EMAIL_INVALID,
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_EMAIL_TOO_LONG,
} from './fields';

function messages(input: unknown): string[] {
  const result = newsletterSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('newsletterSchema', () => {
  it('accepts a valid email and trims surrounding spaces', () => {
    expect(newsletterSchema.parse({ email: '  ana@example.es ' })).toEqual({
      email: 'ana@example.es',
    });
  });
  it('rejects the empty default with the Spanish message', () => {
    expect(messages(NEWSLETTER_DEFAULTS)).toEqual([NEWSLETTER_EMAIL_INVALID]);
  });
  it('rejects text that is not an email', () => {
    expect(messages({ email: 'ana@' })).toContain(NEWSLETTER_EMAIL_INVALID);
    expect(messages({ email: 'ana example.es' })).toContain(NEWSLETTER_EMAIL_INVALID);
  });
  it('accepts 255 characters and rejects 256', () => {
    const at255 = `${'a'.repeat(244)}@example.es`;
    expect(at255).toHaveLength(NEWSLETTER_EMAIL_MAX);
    expect(newsletterSchema.safeParse({ email: at255 }).success).toBe(true);
    expect(messages({ email: `a${at255}` })).toContain(NEWSLETTER_EMAIL_TOO_LONG);
  });
  it('rejects a missing email', () => {
    expect(newsletterSchema.safeParse({}).success).toBe(false);
  });
});
