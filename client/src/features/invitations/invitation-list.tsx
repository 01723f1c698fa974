import { INVITATION_STATES, type InvitationState } from '@shared/contracts/choices';
import { MailPlus, RotateCw, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { ChoiceField, choicesOf } from '@/components/fields/choice-field';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryStates } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { dateTimeText, relativeTime } from '@/lib/dates';
import { handleMutationError } from '@/lib/errors';
import { displayName } from '@/lib/names';
import { cn } from '@/lib/utils';
import {
  INVITATIONS_FAILED,
  type Invitation,
  type InvitationChanges,
  useInvitations,
  useResendInvitation,
  useRevokeInvitation,
} from './api';
import { INVITATION_STATE_LABELS, invitationCountText, timesSentText } from './labels';
import { RevokeDialog } from './revoke-dialog';

const STATE_BADGE: Record<InvitationState, string> = {
  sent: 'bg-gold/30 text-foreground',
  accepted: 'bg-muted text-foreground',
  expired: 'text-muted-foreground',
  revoked: 'border-destructive-text/40 text-destructive-text',
};

const asState = (value: string): InvitationState | '' =>
  (INVITATION_STATES as readonly string[]).includes(value) ? (value as InvitationState) : '';

function When({ label, at }: { label: string; at: string }) {
  return (
    <span>
      {label}{' '}
      <time dateTime={at} title={dateTimeText(at)}>
        {relativeTime(at)}
      </time>
    </span>
  );
}

function InvitationCard({
  invitation: i,
  showInviter,
  onResend,
  onRevoke,
  busy,
}: {
  invitation: Invitation;
  showInviter: boolean;
  onResend: () => void;
  onRevoke: () => void;
  busy: boolean;
}) {
  const open = i.state === 'sent' || i.state === 'expired';
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-3 rounded-xl border bg-card p-4">
      <div className="grid min-w-0 flex-1 basis-56 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 font-semibold wrap-anywhere">{i.email}</p>
          <Badge className={cn(STATE_BADGE[i.state])}>{INVITATION_STATE_LABELS[i.state]}</Badge>
        </div>
        {showInviter && i.invitedBy ? (
          <p className="text-sm wrap-anywhere">Invited by {displayName(i.invitedBy)}</p>
        ) : null}
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          <When label="Sent" at={i.sentAt} />
          {i.state === 'accepted' && i.acceptedAt ? (
            <When label="Accepted" at={i.acceptedAt} />
          ) : null}
          {i.state === 'revoked' && i.revokedAt ? <When label="Revoked" at={i.revokedAt} /> : null}
          {i.state === 'sent' ? <When label="Expires" at={i.expiresAt} /> : null}
          {i.state === 'expired' ? <When label="Expired" at={i.expiresAt} /> : null}
          <span>{timesSentText(i.sendCount)}</span>
        </p>
      </div>
      {open ? (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={onResend}
            disabled={busy}
            aria-label={`Resend to ${i.email}`}
          >
            <RotateCw aria-hidden="true" />
            Resend
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={onRevoke}
            disabled={busy}
            aria-label={`Revoke the invitation to ${i.email}`}
          >
            <XCircle aria-hidden="true" />
            Revoke
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Invitations newest first with what became of each (sent, accepted, expired, revoked),
 * filtered by state; one still open can be sent again or revoked. The server answers an
 * admin with every invitation and a member with their own.
 */
export function InvitationList({
  showInviter,
  alsoRefresh,
}: {
  /** "Invited by …" on each card: the console, where they are everyone's. */
  showInviter: boolean;
} & InvitationChanges) {
  const ids = useId();
  const [state, setState] = useState<InvitationState | ''>('');
  const list = useInvitations(state);
  const invitations = list.data?.invitations ?? [];
  const total = list.data?.total ?? invitations.length;
  const resend = useResendInvitation({ alsoRefresh });
  const revoke = useRevokeInvitation({ alsoRefresh });
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  return (
    <>
      <search className="grid gap-3 md:grid-cols-[12rem]" aria-label="Filter invitations">
        <ChoiceField
          id={`${ids}-state`}
          label="State"
          value={state}
          onValueChange={(value) => setState(asState(value))}
          choices={choicesOf(INVITATION_STATE_LABELS)}
          noneLabel="All"
        />
      </search>

      <p className="text-sm text-muted-foreground" role="status" data-testid="invitation-count">
        {list.isSuccess ? invitationCountText(total) : '\u00a0'}
      </p>

      <QueryStates
        query={list}
        loading={
          <>
            <p className="sr-only" role="status">
              Loading invitations
            </p>
            <ListSkeleton />
          </>
        }
        error={INVITATIONS_FAILED}
        isEmpty={invitations.length === 0}
        empty={
          <EmptyState
            icon={<MailPlus className="size-10 text-muted-foreground" aria-hidden="true" />}
            title="No invitations found"
            text={state ? 'Try another state.' : 'Invitations you send appear here.'}
          />
        }
      >
        {() => (
          <>
            <ul className="grid gap-3" aria-label="Invitations">
              {invitations.map((invitation) => (
                <InvitationCard
                  key={invitation.id}
                  invitation={invitation}
                  showInviter={showInviter}
                  busy={resend.isPending || revoke.isPending}
                  onResend={() =>
                    resend.mutate(invitation.id, {
                      onSuccess: () => toast({ title: 'Invitation sent again' }),
                      onError: handleMutationError,
                    })
                  }
                  onRevoke={() => setRevoking(invitation)}
                />
              ))}
            </ul>
            <LoadMore pages={list} label="Load more invitations" />
          </>
        )}
      </QueryStates>

      {revoking ? (
        <RevokeDialog
          id={revoking.id}
          title="Revoke invitation?"
          description={`The link sent to ${revoking.email} stops working. You can invite the address again later.`}
          done="Invitation revoked"
          revoke={revoke}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </>
  );
}
