import type { InvitationState } from '@shared/contracts/choices';

export const INVITATION_STATE_LABELS: Record<InvitationState, string> = {
  sent: 'Sent',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** "3 invitations" / "1 invitation". */
export const invitationCountText = (total: number) =>
  `${total} ${total === 1 ? 'invitation' : 'invitations'}`;

/** "Sent once" / "Sent 3 times". */
export const timesSentText = (count: number) => (count === 1 ? 'Sent once' : `Sent ${count} times`);
