import { z } from 'zod';
import { PROFICIENCY_LEVELS } from './choices';
import { permissions, timestamp, type Wire } from './common';
import { optionalText } from './fields';

// Requests: what these endpoints accept (bodies, queries, params), beside what they answer.

export { PROFICIENCY_LEVELS } from './choices';

/** A skill's level: one of the spec's four. */
const proficiencyLevel = z.enum(PROFICIENCY_LEVELS);
/** Whole years, 0–50 (spec §5). */
const yearsOfExperience = z.coerce
  .number()
  .int('Years of experience must be a whole number')
  .min(0, 'Years of experience must be between 0 and 50')
  .max(50, 'Years of experience must be between 0 and 50');

/** Add New Skill dialog (spec §5): skill required, 0–50 years (default 1), intermediate. */
export const userSkillFormSchema = z.object({
  skillId: z
    .number({ error: 'Skill is required' })
    .int('Skill is required')
    .positive('Skill is required')
    .max(2_147_483_647, 'Skill not found'),
  proficiencyLevel: proficiencyLevel.default('intermediate'),
  yearsOfExperience: yearsOfExperience.default(1),
});
export type UserSkillForm = z.input<typeof userSkillFormSchema>;

/**
 * Edit Skill (issue 19): the level and the years, by the same rules as adding one. Both
 * are sent (the form shows both), so nothing falls back to a default unasked.
 */
export const userSkillEditSchema = z.object({ proficiencyLevel, yearsOfExperience });
export type UserSkillEditForm = z.input<typeof userSkillEditSchema>;

export const endorsementFormSchema = z.object({ comment: optionalText(500) });
export type EndorsementForm = z.input<typeof endorsementFormSchema>;

// Responses: what these endpoints answer.

/** A catalog entry as `GET /api/skills` pages it (by category, then name). */
export const catalogSkill = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
});
export type CatalogSkill = Wire<typeof catalogSkill>;

/**
 * A member's skill with its catalog entry embedded (`GET /api/users/{id}/skills`, and what
 * adding or editing one answers), with what the viewer may do to it: edit its level and
 * years or remove it (their own), or endorse it (anyone else's).
 */
export const memberSkill = z.object({
  id: z.number(),
  userId: z.string(),
  skillId: z.number(),
  proficiencyLevel: z.string(),
  yearsOfExperience: z.number(),
  isEndorsed: z.boolean(),
  endorsementCount: z.number(),
  createdAt: timestamp,
  updatedAt: timestamp,
  endorsedByMe: z.boolean(),
  skill: catalogSkill,
  ...permissions,
  /** Whether the viewer may endorse it (not their own). */
  canEndorse: z.boolean(),
});
export type MemberSkill = Wire<typeof memberSkill>;
