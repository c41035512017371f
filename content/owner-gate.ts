// The production build's check of the site owner's identity: Netlify's production context publishes
// the site, so it refuses a dataset whose owner is missing or template text (LSSI-CE art. 10).
import { assertPublishableIdentity } from '../core/owner';
import { siteSettings, type ContentFetch } from './pages';

/**
 * Throws the Spanish message naming each missing or placeholder field when `context` is
 * 'production' (Netlify's CONTEXT); other contexts (local, deploy previews) build the demo site.
 * Returns whether the identity was checked.
 */
export async function checkOwnerForContext(
  context: string | undefined,
  fetch: ContentFetch,
): Promise<boolean> {
  if (context !== 'production') return false;
  assertPublishableIdentity(await siteSettings(fetch));
  return true;
}
