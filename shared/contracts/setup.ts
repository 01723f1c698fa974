import { z } from 'zod';
import { timeZoneName } from './community';
import { oneLineText } from './fields';
import { passwordNotPersonal, signUpFields } from './users';

// The first run and the admins' setup checklist (issue 36, decision 048).

// Requests: what these endpoints accept.

/**
 * `POST /api/setup`: a fresh install's first admin and the community's name, city and
 * zone, in one form. Its fields are the sign-up's, so the same words refuse the same input.
 */
export const setupFields = signUpFields
  .pick({ email: true, password: true, firstName: true, lastName: true })
  .extend({
    communityName: oneLineText(100, 'Community name'),
    city: oneLineText(100, 'City'),
    timeZone: timeZoneName,
  });
export const setupSchema = setupFields.superRefine(passwordNotPersonal);
export type SetupInput = z.input<typeof setupSchema>;
export type Setup = z.output<typeof setupSchema>;

// Responses: what they answer (the browser takes only their types).

/**
 * What a new community needs before its members arrive, in the order the checklist shows
 * it. Each ticks itself from the data: nobody marks an item done by hand.
 */
export const SETUP_ITEMS = [
  'details',
  'about',
  'categories',
  'members',
  'event',
  'welcome',
] as const;
export type SetupItem = (typeof SETUP_ITEMS)[number];

/** `GET /api/admin/setup`: each item and whether it is done, and whether the admins put the list away. */
export const setupChecklist = z.object({
  dismissed: z.boolean(),
  items: z.array(z.object({ key: z.enum(SETUP_ITEMS), done: z.boolean() })),
});
export type SetupChecklist = z.infer<typeof setupChecklist>;

/**
 * A new member's first steps (issue 36), ticked from their own rows: a photo, their title and
 * company, a skill, a first post (a discussion or a reply: introducing themselves).
 */
export const FIRST_STEPS = ['photo', 'headline', 'skills', 'introduce'] as const;
export type FirstStep = (typeof FIRST_STEPS)[number];

/** `GET /api/me/first-steps`. */
export const firstSteps = z.object({
  items: z.array(z.object({ key: z.enum(FIRST_STEPS), done: z.boolean() })),
});
export type FirstSteps = z.infer<typeof firstSteps>;
