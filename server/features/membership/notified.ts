import type { ActivityResolver, Notified } from '../notifications';

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

/** What the notifications feature knows of membership: a welcome opens the home page. */
export const membershipNotified: Notified = {
  activities: { membership_decided: decided },
  subjects: { community: { href: () => '/' } },
};
