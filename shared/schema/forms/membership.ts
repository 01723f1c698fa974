import { z } from 'zod';
import { JOIN_MODES, MAX_INVITATIONS_AT_ONCE, MEMBERSHIP_APPLICATION_STATES } from '../choices';
import { optionalText } from '../fields';
import { emailAddress } from './users';

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
