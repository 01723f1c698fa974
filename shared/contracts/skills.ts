import { z } from 'zod';
import { permissions, timestamp, type Wire } from './common';

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
