import { z } from 'zod';
import {
  INVITATION_STATES,
  JOIN_MODES,
  MAX_INVITATIONS_AT_ONCE,
  MEMBERSHIP_APPLICATION_STATES,
  MEMBERSHIP_STATES,
} from './choices';
import { memberSummary, timestamp, type Wire } from './common';
import { optionalText } from './fields';
import { emailAddress } from './users';

// Requests: what these endpoints accept (bodies, queries, params), beside what they answer.

export * from './application-answers';

/** An invitation link's token, carried from the address's fragment. */
export const invitationTokenSchema = z.object({
  token: z.string().min(1, 'The link is incomplete').max(200),
});

/**
 * Addresses to invite, as the form's pasted text splits them (commas, semicolons, spaces
 * or lines): each one checked, at most MAX_INVITATIONS_AT_ONCE at a time.
 */
export const invitationRequestSchema = z.object({
  emails: z
    .array(emailAddress)
    .min(1, 'Enter at least one e-mail address')
    .max(MAX_INVITATIONS_AT_ONCE, `At most ${MAX_INVITATIONS_AT_ONCE} addresses at a time`),
});
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;

/** Splits pasted text into addresses: the browser's form and its tests use this. */
export const splitAddresses = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/** Approve or decline one or many applications; a decline may carry a message. */
export const applicationDecisionSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1, 'Choose at least one application')
    .max(100, 'At most 100 applications at a time'),
  decision: z.enum(['approve', 'decline'], 'Choose approve or decline'),
  message: optionalText(1000),
});
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;

export const applicationFilters = z.object({
  state: z.enum(MEMBERSHIP_APPLICATION_STATES).default('pending'),
});

/** The joining part of the community settings. */
export const joinSettingsSchema = z.object({
  joinMode: z.enum(JOIN_MODES, 'Choose how people join'),
  membersMayInvite: z.boolean('Say whether members may invite'),
});
export type JoinSettings = z.infer<typeof joinSettingsSchema>;

// Responses: what these endpoints answer.

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
