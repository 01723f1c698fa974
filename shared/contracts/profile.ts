import { z } from 'zod';
import { timestamp, type Wire } from './common';

/**
 * The signed-in member's own profile, as saving it answers (`PUT /api/auth/user`): every
 * column of `users` (none secret; the phone number is shown to its owner only).
 */
export const ownProfile = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  pastCompanies: z.array(z.string()).nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  openToConnect: z.boolean(),
  joinedAt: timestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OwnProfile = Wire<typeof ownProfile>;
