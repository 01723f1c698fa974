import { and, eq } from 'drizzle-orm';
import { membershipApplications } from '../../../shared/schema/membership';
import {
  type ActivityResolver,
  type Notified,
  staffRecipients,
  stillStaff,
} from '../notifications';

/** Applicants let in: each hears of it (the payload carries all it says). */
const decided: ActivityResolver<'membership_decided'> = async (_q, { actorId, payload }) => {
  const { userIds, communityName } = payload;
  return {
    recipients: userIds.map((id) => ({ id, type: 'membership_decided', ck: null })),
    actorId,
    // The community let them in, not one admin; the approval mail already exists.
    anonymous: true,
    subjectType: 'community',
    subjectId: 0,
    targetId: null,
    title: communityName,
    excerpt: null,
  };
};

/**
 * Someone applied to join: every admin hears of it (issue 36), unless the application was
 * decided or withdrawn before the fan-out ran.
 */
const applied: ActivityResolver<'membership_applied'> = async (q, { actorId, payload }) => {
  const [application] = await q
    .select({ id: membershipApplications.id })
    .from(membershipApplications)
    .where(
      and(
        eq(membershipApplications.id, payload.applicationId),
        eq(membershipApplications.state, 'pending'),
      ),
    );
  if (!application) return null;
  return {
    recipients: staffRecipients('membership_application'),
    actorId,
    subjectType: 'application',
    subjectId: application.id,
    targetId: null,
    title: 'Membership application',
    excerpt: null,
  };
};

/**
 * What the notifications feature knows of membership: a welcome opens the home page; a new
 * application opens the admins' queue, and only an admin sees it.
 */
export const membershipNotified: Notified = {
  activities: { membership_decided: decided, membership_applied: applied },
  subjects: {
    community: { href: () => '/' },
    application: {
      href: () => '/admin?tab=applications',
      visible: stillStaff('membership_application'),
    },
  },
};
