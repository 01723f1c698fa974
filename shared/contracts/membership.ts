import { z } from 'zod';
import {
  INVITATION_STATES,
  JOIN_MODES,
  MEMBERSHIP_APPLICATION_STATES,
  MEMBERSHIP_STATES,
} from '../schema/choices';
import { memberSummary, timestamp, type Wire } from './common';

/** An application's answers as stored. */
const answers = {
  company: z.string().nullable(),
  title: z.string().nullable(),
  website: z.string().nullable(),
  reason: z.string(),
};

/**
 * `GET /api/membership`: where the signed-in account stands. An applicant's page shows
 * their answers (and withdraw); a declined one the admin's message and when they may
 * apply again. `application` is null for a member, or an applicant who has not answered
 * yet (an OpenID sign-in in approval mode).
 */
export const membershipStatus = z.object({
  state: z.enum(MEMBERSHIP_STATES),
  application: z
    .object({
      ...answers,
      state: z.enum(MEMBERSHIP_APPLICATION_STATES),
      createdAt: timestamp,
      decidedAt: timestamp.nullable(),
      decisionMessage: z.string().nullable(),
    })
    .nullable(),
  /** A declined applicant may apply again from then (null: now, or not applicable). */
  reapplyAt: timestamp.nullable(),
});
export type MembershipStatus = Wire<typeof membershipStatus>;

/** An application in the admins' queue, with who sent it and any invitation behind it. */
export const adminApplication = z.object({
  id: z.number(),
  ...answers,
  state: z.enum(MEMBERSHIP_APPLICATION_STATES),
  createdAt: timestamp,
  decidedAt: timestamp.nullable(),
  decisionMessage: z.string().nullable(),
  applicant: memberSummary.extend({ emailVerified: z.boolean() }),
  /** The part of the address after @: admins see at a glance who a company's people are. */
  emailDomain: z.string().nullable(),
  invitedBy: memberSummary.nullable(),
});
export type AdminApplication = Wire<typeof adminApplication>;
export const adminApplications = z.array(adminApplication);

/** `POST /api/admin/applications/decide`: how many were decided; the rest had been already. */
export const applicationDecisionResult = z.object({
  decided: z.number(),
  skipped: z.array(z.number()),
});

/** An invitation in a list: to whom, by whom, and what became of it. */
export const invitation = z.object({
  id: z.number(),
  email: z.string(),
  state: z.enum(INVITATION_STATES),
  admits: z.boolean(),
  invitedBy: memberSummary.nullable(),
  sentAt: timestamp,
  sendCount: z.number(),
  expiresAt: timestamp,
  acceptedAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type Invitation = Wire<typeof invitation>;
export const invitations = z.array(invitation);

/** `POST /api/invitations`: who was invited, and who was not and why. */
export const invitationResult = z.object({
  invited: z.array(z.string()),
  skipped: z.array(z.object({ email: z.string(), reason: z.string() })),
});
export type InvitationResult = Wire<typeof invitationResult>;

/**
 * `POST /api/invitations/check`: what the join page needs before the form: the address
 * (pre-filled), who invited, and whether the answers of an application are asked.
 */
export const invitationCheck = z.object({
  email: z.string(),
  inviterName: z.string().nullable(),
  needsApplication: z.boolean(),
});
export type InvitationCheck = Wire<typeof invitationCheck>;

/** The joining settings as the console shows them. */
export const joinSettings = z.object({
  joinMode: z.enum(JOIN_MODES),
  membersMayInvite: z.boolean(),
});
