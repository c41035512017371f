// The production build's check of the site owner's identity: Netlify's production context publishes
// the site, so it refuses a dataset whose owner is missing or template text (LSSI-CE art. 10).
import { assertPublishableIdentity } from '../core/owner';
import type { ContentFetch } from './pages';
import { settingsQuery } from './queries';
import type { SettingsQueryResult } from './sanity.types';

/**
 * Throws the Spanish message naming each missing or placeholder field when `context` is
 * 'production' (Netlify's CONTEXT); other contexts (local, deploy previews) build the demo site.
 * It reads the settings as stored: the pages' copy (siteSettings) has already dropped a dummy phone.
 * Returns whether the identity was checked.
 */
export async function checkOwnerForContext(
  context: string | undefined,
  fetch: ContentFetch,
): Promise<boolean> {
  if (context !== 'production') return false;
  assertPublishableIdentity(await fetch<SettingsQueryResult>(settingsQuery));
  return true;
}
