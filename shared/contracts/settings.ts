import { z } from 'zod';
import type { Wire } from './common';

/**
 * `GET`/`PUT /api/admin/settings/community`: what the admins chose (null where they left the
 * environment's default) and the defaults themselves, which the console shows as hints.
 */
export const communityProfileSettings = z.object({
  settings: z.object({
    communityName: z.string().nullable(),
    city: z.string().nullable(),
    region: z.string().nullable(),
    timeZone: z.string().nullable(),
  }),
  defaults: z.object({
    communityName: z.string(),
    city: z.string(),
    region: z.string(),
    timeZone: z.string(),
  }),
});
export type CommunityProfileAnswer = Wire<typeof communityProfileSettings>;

/** `GET /api/admin/categories` (and every category write): a category as the console lists it. */
export const adminCategory = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  position: z.number(),
  archived: z.boolean(),
  discussionCount: z.number(),
});
export type AdminCategory = Wire<typeof adminCategory>;

/** `GET /api/admin/skills` (and every skill write): a catalog skill and how many members hold it. */
export const adminSkill = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string().nullable(),
  memberCount: z.number(),
});
export type AdminSkill = Wire<typeof adminSkill>;
