import { z } from 'zod';
import { optionalOneLineText, optionalText, requiredText } from './fields';

// Requests: what these endpoints accept (this area has no answer schemas of its own).

/** Whether the runtime knows `name` as an IANA time zone (America/Chicago, Europe/Paris, UTC). */
export function isTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TIME_ZONE_INVALID = 'Time zone must be an IANA name such as America/Chicago';
export const CONTACT_PHONE_INVALID =
  'Phone must be a phone number such as (713) 555-0142 or +44 20 7946 0958';

/** A time zone the runtime knows, stored in its own spelling ("america/chicago" → America/Chicago). */
const canonicalZone = (v: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: v }).resolvedOptions().timeZone;

/** A required time zone (the setup page's). */
export const timeZoneName = z
  .string('Choose a time zone')
  .trim()
  .min(1, 'Choose a time zone')
  .max(64)
  .refine(isTimeZone, TIME_ZONE_INVALID)
  .transform(canonicalZone);

/**
 * The community's profile (decision 023): its name, place and zone. Every field may be left
 * blank: blank is null, and null shows the environment's default (COMMUNITY_NAME,
 * COMMUNITY_CITY, …). The About page's texts and contacts are their own section
 * (shared/contracts/about.ts, decision 049).
 */
export const communityProfileSchema = z.object({
  communityName: optionalOneLineText(100, 'Community name'),
  city: optionalText(100),
  region: optionalText(100),
  timeZone: optionalText(64)
    .refine((v) => v === null || isTimeZone(v), TIME_ZONE_INVALID)
    .transform((v) => (v === null ? null : canonicalZone(v))),
});
export type CommunityProfileInput = z.input<typeof communityProfileSchema>;
export type CommunityProfileSettings = z.output<typeof communityProfileSchema>;

export const CATEGORY_NAME_REQUIRED = 'Name is required';

/** A discussion category as an admin adds or renames it. */
export const categoryNameSchema = z.object({
  name: requiredText(100, CATEGORY_NAME_REQUIRED),
});
export type CategoryName = z.infer<typeof categoryNameSchema>;

export const categoryMoveSchema = z.object({
  direction: z.enum(['up', 'down'], 'Choose up or down'),
});

export const categoryArchiveSchema = z.object({
  archived: z.boolean('Say whether the category is archived'),
});

/** A skill in the catalog as an admin adds or renames it. */
export const skillNameSchema = z.object({
  name: requiredText(100, 'Name is required'),
});
export type SkillName = z.infer<typeof skillNameSchema>;

/** Merge the skill in the address into `targetId`. */
export const skillMergeSchema = z.object({
  targetId: z
    .number('Choose the skill to merge into')
    .int()
    .positive('Choose the skill to merge into'),
});

export const skillCatalogQuery = z.object({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});
