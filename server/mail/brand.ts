import type { Database } from '../db/client';
import type { Config } from '../env';
import { communityProfile } from '../features/settings/community';
import { siteUrlOf } from '../lib/site-url';
import type { Brand } from './templates/layout';
import { oneLine } from './templates/one-line';

/**
 * The community as it is called now (one line: a name saved before names were checked
 * cannot add lines to a message) and the site's address from the configuration.
 */
export async function brandOf(db: Database, config: Config): Promise<Brand> {
  const { communityName } = await communityProfile(db, config);
  return { communityName: oneLine(communityName), siteUrl: siteUrlOf(config) };
}
