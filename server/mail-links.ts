// The site address that links in e-mails point to.
import { normaliseSiteUrl } from '../core/site';

/**
 * SITE_URL when set (required in production). Locally, without it, the address the request came
 * to, so that the outbox's links open the suite that sent them (`npm start`, end-to-end tests).
 */
export function mailSiteUrl(req: Request, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SITE_URL?.trim();
  if (configured || env.CONTEXT === 'production') return normaliseSiteUrl(configured);
  return new URL(req.url).origin;
}
