import type { Database } from '../db/client';
import type { Config } from '../env';
import { communityProfile } from '../features/settings/community';
import { siteUrlOf } from '../lib/site-url';
import type { Brand } from './templates/layout';
import { oneLine } from './templates/one-line';

/**
 * The community as it is called now, its logo if it has one, (one line: a name saved before names were checked
 * cannot add lines to a message) and the site's address from the configuration.
 */
export async function brandOf(db: Database, config: Config): Promise<Brand> {
  const { communityName, logoUrl } = await communityProfile(db, config);
  const siteUrl = siteUrlOf(config);
  // From PUBLIC_URL, never a request's headers: mail is read far from any request.
  return { communityName: oneLine(communityName), siteUrl, logoUrl: logoUrl && siteUrl + logoUrl };
}
