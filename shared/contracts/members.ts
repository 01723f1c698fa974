import { z } from 'zod';
import { memberSummary, permissions, timestamp, type Wire } from './common';

/** A skill as the directory embeds it in each member (best first). */
export const directorySkill = z.object({
  /** The user_skill id: what endorsements are made against. */
  id: z.number(),
  skillId: z.number(),
  name: z.string(),
  category: z.string().nullable(),
  proficiencyLevel: z.string(),
  yearsOfExperience: z.number(),
  endorsementCount: z.number(),
  isEndorsed: z.boolean(),
  endorsedByMe: z.boolean(),
  /** Whether the viewer may endorse it (not their own). */
  canEndorse: z.boolean(),
});
export type DirectorySkill = Wire<typeof directorySkill>;

/**
 * What one member may see of another (`GET /api/users`): the member summary and the
 * card's text, never a phone number; `canEdit` marks the viewer's own card (they change
 * its profile and skills, and endorse none of them).
 */
export const directoryMember = memberSummary.extend({
  pastCompanies: z.array(z.string()).nullable(),
  bio: z.string().nullable(),
  openToConnect: z.boolean(),
  joinedAt: timestamp,
  skills: z.array(directorySkill),
  canEdit: permissions.canEdit,
});
export type DirectoryMember = Wire<typeof directoryMember>;

/** Who endorsed a skill (`GET /api/user-skills/{id}/endorsements`), newest first. */
export const endorsement = z.object({
  id: z.number(),
  comment: z.string().nullable(),
  createdAt: timestamp,
  endorser: memberSummary,
});
export type Endorsement = Wire<typeof endorsement>;

/** What endorsing answers: the new endorsement and the skill's new standing. */
export const endorsed = z.object({
  endorsement: endorsement.omit({ endorser: true }),
  userSkill: z.object({
    id: z.number(),
    endorsementCount: z.number(),
    isEndorsed: z.boolean(),
    endorsedByMe: z.boolean(),
  }),
});
