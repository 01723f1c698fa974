import { z } from 'zod';
import { MEMBER_ROLES, MEMBER_STATES } from './choices';
import { timestamp, type Wire } from './common';

// Requests: what these endpoints accept (bodies, queries, params), beside what they answer.

/** The console's member list: a name or address to look for, a role, a state. */
export const adminMemberFilters = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(MEMBER_ROLES).optional(),
  state: z.enum(MEMBER_STATES).optional(),
});

export const roleChangeSchema = z.object({ role: z.enum(MEMBER_ROLES, 'Choose a role') });

/** Suspending: why (the member is not shown it; the staff are) and until when, or indefinitely. */
export const suspensionSchema = z.object({
  reason: z
    .string('A reason is required')
    .trim()
    .min(1, 'A reason is required')
    .max(500, 'Must be at most 500 characters'),
  /** An ISO date-time in the future, or null: until an admin lifts it. */
  until: z.iso
    .datetime({ offset: true, message: 'Must be a date and time' })
    .nullable()
    .refine((v) => v === null || Date.parse(v) > Date.now(), 'Must be in the future'),
});
export type Suspension = z.infer<typeof suspensionSchema>;

/** What becomes of a removed member's posts (decision 022): kept as "Former member", or deleted. */
export const REMOVAL_CONTENT = ['keep', 'delete'] as const;

/** Removing a member: what happens to their posts, and why (kept in the audit log). */
export const memberRemovalSchema = z.object({
  content: z.enum(REMOVAL_CONTENT, 'Choose what happens to their posts'),
  reason: z
    .string('A reason is required')
    .trim()
    .min(1, 'A reason is required')
    .max(500, 'Must be at most 500 characters'),
});
export type MemberRemoval = z.infer<typeof memberRemovalSchema>;

// Responses: what these endpoints answer.

/**
 * A member as the admin console lists them: who they are, their role and whether they are
 * suspended (and until when, and why). The e-mail address is shown to admins only.
 */
export const adminMember = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  role: z.enum(MEMBER_ROLES),
  joinedAt: timestamp,
  emailVerifiedAt: timestamp.nullable(),
  suspended: z.boolean(),
  suspendedUntil: timestamp.nullable(),
  suspensionReason: z.string().nullable(),
});
export type AdminMember = Wire<typeof adminMember>;
export const adminMembers = z.array(adminMember);

/** The console's test e-mail: where it went, by which way out, and the mail server's answer. */
export const mailTestResult = z.object({
  to: z.string(),
  via: z.string(),
  answer: z.string(),
});
export type MailTestResult = Wire<typeof mailTestResult>;
