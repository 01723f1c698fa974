import { z } from 'zod';
import { MAX_APPLICATION_QUESTIONS } from './application-answers';
import {
  INVITATION_STATES,
  JOIN_MODES,
  MAX_INVITATION_NOTE,
  MAX_INVITATIONS_AT_ONCE,
  MAX_INVITE_LINK_DAYS,
  MAX_INVITE_LINK_USES,
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
  /** A few words from the inviter, quoted in the e-mail and on the join page (plain text). */
  note: optionalText(MAX_INVITATION_NOTE),
});

/**
 * A shareable invite link (decision 051): admins make one for an event or a partner list;
 * whoever holds it joins as the join mode says, until it expires, is used up or withdrawn.
 */
export const inviteLinkRequestSchema = z.object({
  label: optionalText(100),
  days: z
    .number('Choose how long the link works')
    .int()
    .min(1, 'Choose how long the link works')
    .max(MAX_INVITE_LINK_DAYS, `At most ${MAX_INVITE_LINK_DAYS} days`),
  /** Null: as many people as hold it until it expires. */
  maxUses: z
    .number('Enter how many people may use it')
    .int('Enter a whole number')
    .min(1, 'At least 1 person')
    .max(MAX_INVITE_LINK_USES, `At most ${MAX_INVITE_LINK_USES} people`)
    .nullish()
    .transform((v) => v ?? null),
});
export type InviteLinkRequest = z.input<typeof inviteLinkRequestSchema>;

/** Which invitations a list shows: e-mail invitations (the default) or shareable links. */
export const INVITATION_KINDS = ['email', 'link'] as const;
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

/** An answer as stored: with the question's words as the applicant read them. */
export const answeredQuestion = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type AnsweredQuestion = z.infer<typeof answeredQuestion>;

/** An application's answers as stored. */
const answers = {
  company: z.string().nullable(),
  title: z.string().nullable(),
  website: z.string().nullable(),
  reason: z.string(),
  /** The answers to the admins' own questions, each under the question as it was asked. */
  answers: z.array(answeredQuestion).max(MAX_APPLICATION_QUESTIONS),
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
  /** Null for a shareable link. */
  email: z.string().nullable(),
  note: z.string().nullable(),
  label: z.string().nullable(),
  maxUses: z.number().nullable(),
  useCount: z.number(),
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

/** `POST /api/admin/invite-links`: the new link (shown this once: only its hash is kept). */
export const inviteLinkCreated = z.object({ url: z.string(), invitation });
export type InviteLinkCreated = Wire<typeof inviteLinkCreated>;

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
  /** Null for a shareable link: the newcomer gives their own address (and confirms it). */
  email: z.string().nullable(),
  /** The inviter's note, if they wrote one. */
  note: z.string().nullable(),
  inviterName: z.string().nullable(),
  needsApplication: z.boolean(),
});
export type InvitationCheck = Wire<typeof invitationCheck>;

/** The joining settings as the console shows them. */
export const joinSettings = z.object({
  joinMode: z.enum(JOIN_MODES),
  membersMayInvite: z.boolean(),
});
