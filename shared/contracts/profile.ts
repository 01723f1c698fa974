import { currentMember } from './auth';
import type { Wire } from './common';

/**
 * The signed-in member's own profile, as saving it answers (`PUT /api/auth/user`). It is
 * the same shape as `GET /api/auth/user` answers (every column of `users`, none secret; the
 * phone number is shown to its owner only), so it is that one contract, not a copy that
 * could drift: the client writes the saved answer straight back as the current member.
 */
export const ownProfile = currentMember;
export type OwnProfile = Wire<typeof ownProfile>;
