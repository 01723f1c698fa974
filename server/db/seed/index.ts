import type { SeedContext } from './context';
import { seedDiscussions } from './discussions';
import { seedEvents } from './events';
import { seedGallery } from './gallery';
import { seedJobs } from './jobs';
import { seedMembers } from './members';
import { seedNetworking } from './networking';
import { seedProfiles } from './profiles';
import { seedResources } from './resources';

/**
 * Seeders in order; each adds one feature's demo rows and returns a short summary.
 * A feature adds its seeder here (members stay first).
 */
export const SEEDERS: { name: string; run: (ctx: SeedContext) => Promise<string> }[] = [
  { name: 'members', run: seedMembers },
  { name: 'events', run: seedEvents },
  { name: 'discussions', run: seedDiscussions },
  { name: 'profiles', run: seedProfiles },
  { name: 'networking', run: seedNetworking },
  { name: 'jobs', run: seedJobs },
  { name: 'resources', run: seedResources },
  { name: 'gallery', run: seedGallery },
];
