import type { Joining } from '../../auth/joining';
import { recordApplication } from './applications';
import { acceptInvitation, invitationAdmits, usableInvitation } from './invitations';
import { checkAnswers } from './questions';
import { joinSettings } from './settings';

/** Membership's side of creating an account, provided to auth at startup. */
export const joining: Joining = {
  joinSettings,
  usableInvitation,
  invitationAdmits,
  acceptInvitation,
  recordApplication,
  checkAnswers,
};
