// The site address that links in e-mails point to.
import { normaliseSiteUrl } from '../core/site';

/** SITE_URL (required in production); locally the request's origin, so outbox links open this suite. */
export function mailSiteUrl(req: Request, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SITE_URL?.trim();
  if (configured || env.CONTEXT === 'production') return normaliseSiteUrl(configured);
  return new URL(req.url).origin;
}
