// Invitations' public face for other features (re-exports only): the form and the list the
// console's Invitations tab shares with a member's Invite people page (the page loads
// through the route table).

export { checkAddresses } from './address-checks';
export type { Invitation } from './api';
export { InvitationList } from './invitation-list';
export { InviteForm } from './invite-form';
export { LazyInviteLinks } from './invite-links-lazy';
export { INVITATION_STATE_LABELS, invitationCountText, timesSentText } from './labels';
export { useMayInvite } from './may-invite';
