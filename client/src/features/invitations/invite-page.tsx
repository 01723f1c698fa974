import { INVITATION_DAYS } from '@shared/contracts/choices';
import { MailX } from 'lucide-react';
import { useId } from 'react';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/hooks/use-auth';
import { useConfig } from '@/lib/config';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';
import { useMayInvite } from './may-invite';

/**
 * `/invite`, reached from the user menu's Invite people (issue 21): a member invites people
 * they know when the admins allow it (admins always may), and follows their own
 * invitations. Under approval mode it says plainly that the people a member invites still
 * apply; an admin's invitation lets them in directly.
 */
export function InvitePage() {
  const ids = useId();
  const { user } = useAuth();
  const { config } = useConfig();
  const { mayInvite, isLoaded } = useMayInvite();
  // The server says whether the people this member invites still apply (`inviteWithoutReview`).
  const reviewed = user?.abilities.inviteWithoutReview !== true && config.joinMode === 'approval';

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Invite people"
        description={`Invite people you know by e-mail. Each gets a link to join that works for ${INVITATION_DAYS} days.`}
      />
      {mayInvite ? (
        <InviteForm
          title="Send invitations"
          heading="h2"
          note={
            reviewed ? (
              <p className="text-sm" data-testid="invitation-review-note">
                The people you invite will still be reviewed: they answer a few questions when they
                join, and an admin approves or declines each application.
              </p>
            ) : null
          }
        />
      ) : isLoaded ? (
        <EmptyState
          icon={<MailX className="size-10 text-muted-foreground" aria-hidden="true" />}
          title="Inviting is not open to members right now"
          text="An admin can allow members to invite people. Your invitations so far are below."
        />
      ) : (
        <Skeleton className="h-48 w-full rounded-xl" />
      )}
      <section aria-labelledby={`${ids}-mine`} className="grid gap-4">
        <h2 id={`${ids}-mine`} className="text-xl font-semibold">
          Your invitations
        </h2>
        <InvitationList showInviter={false} />
      </section>
    </div>
  );
}
