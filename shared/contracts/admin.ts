import { z } from 'zod';
import { MEMBER_ROLES } from '../schema/choices';
import { timestamp, type Wire } from './common';

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
