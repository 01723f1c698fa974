import { z } from 'zod';
import { memberSummary, permissions, timestamp, type Wire } from './common';
import { reportable } from './reports';

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
 * card's text, never a phone number; `isSelf` marks the viewer's own card, and `canEdit`
 * that they change its profile and skills (and endorse none of them).
 */
export const directoryMember = memberSummary.extend({
  pastCompanies: z.array(z.string()).nullable(),
  bio: z.string().nullable(),
  /** Their LinkedIn or website (https only). */
  website: z.string().nullable(),
  openToConnect: z.boolean(),
  joinedAt: timestamp,
  skills: z.array(directorySkill),
  /** The viewer's own card: who they are (You, no Message), apart from what they may do. */
  isSelf: z.boolean(),
  canEdit: permissions.canEdit,
  ...reportable,
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

export { PROFILE_PREVIEW_LIMIT } from './choices';

/** A discussion the member started, as their profile lists it (newest first). */
export const profileDiscussion = z.object({
  id: z.number(),
  title: z.string(),
  categoryName: z.string(),
  replyCount: z.number(),
  createdAt: timestamp,
});
export type ProfileDiscussion = Wire<typeof profileDiscussion>;

/** An upcoming event the member organises (soonest first). */
export const profileEvent = z.object({
  id: z.number(),
  title: z.string(),
  startDate: timestamp,
  endDate: timestamp.nullable(),
  location: z.string().nullable(),
  isVirtual: z.boolean(),
  /** The event's own zone; null: the community's. */
  timeZone: z.string().nullable(),
});
export type ProfileEvent = Wire<typeof profileEvent>;

/** An open job the member posted (newest first). */
export const profileJob = z.object({
  id: z.number(),
  title: z.string(),
  company: z.string(),
  location: z.string().nullable(),
  jobType: z.string(),
  createdAt: timestamp,
});
export type ProfileJob = Wire<typeof profileJob>;

/**
 * A member's profile page (`GET /api/users/{id}/profile`): the directory's view of them
 * (never a phone number; `isSelf` marks the viewer's own profile), and up to
 * `PROFILE_PREVIEW_LIMIT` of their latest discussions, upcoming events they organise and
 * open jobs they posted, each list with its full count.
 */
export const memberProfile = z.object({
  member: directoryMember,
  discussions: z.array(profileDiscussion),
  discussionCount: z.number(),
  events: z.array(profileEvent),
  upcomingEventCount: z.number(),
  jobs: z.array(profileJob),
  openJobCount: z.number(),
});
export type MemberProfile = Wire<typeof memberProfile>;
