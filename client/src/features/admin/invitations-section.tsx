import { useId } from 'react';
import { InvitationList, InviteForm, LazyInviteLinks } from '@/features/invitations';
import { queryClient } from '@/lib/api';
import { AUDIT_LOG_KEY } from './audit-api';

/** An admin's invitations are written to the audit log: its page follows at once. */
const refreshAuditLog = () => queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY });

/**
 * Invitations (issue 21): invite by e-mail, one or a pasted list, and every invitation
 * with what became of it; one still open can be sent again or revoked. Shareable invite
 * links (decision 051) sit between the two.
 */
export function InvitationsSection() {
  const ids = useId();
  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-4">
      <h2 id={`${ids}-heading`} className="text-xl font-semibold">
        Invitations
      </h2>
      <InviteForm title="Invite people" alsoRefresh={refreshAuditLog} />
      <LazyInviteLinks alsoRefresh={refreshAuditLog} />
      <InvitationList showInviter alsoRefresh={refreshAuditLog} />
    </section>
  );
}
