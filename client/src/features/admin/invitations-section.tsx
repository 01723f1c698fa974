import {
  INVITATION_STATES,
  type InvitationState,
  MAX_INVITATIONS_AT_ONCE,
} from '@shared/schema/choices';
import { invitationRequestSchema, splitAddresses } from '@shared/schema/forms/membership';
import { MailPlus, RotateCw, Send, XCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ChoiceField, choicesOf } from '@/components/fields/choice-field';
import { TextAreaField } from '@/components/fields/text-field';
import { SubmitButton } from '@/components/form';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryStates } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { relativeTime } from '@/lib/dates';
import { handleMutationError } from '@/lib/errors';
import { displayName } from '@/lib/names';
import { cn } from '@/lib/utils';
import {
  INVITATIONS_FAILED,
  type Invitation,
  type InvitationResult,
  useInvitations,
  useInvite,
  useResendInvitation,
  useRevokeInvitation,
} from './invitations-api';
import { dateTimeText } from './labels';
import { ListSkeleton } from './members-section';

export const INVITATION_STATE_LABELS: Record<InvitationState, string> = {
  sent: 'Sent',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
};

const STATE_BADGE: Record<InvitationState, string> = {
  sent: 'bg-gold/30 text-foreground',
  accepted: 'bg-muted text-foreground',
  expired: 'text-muted-foreground',
  revoked: 'border-destructive-text/40 text-destructive-text',
};

const asState = (value: string): InvitationState | '' =>
  (INVITATION_STATES as readonly string[]).includes(value) ? (value as InvitationState) : '';

/** "3 invitations" / "1 invitation". */
export const invitationCountText = (total: number) =>
  `${total} ${total === 1 ? 'invitation' : 'invitations'}`;

/** "Sent once" / "Sent 3 times". */
export const timesSentText = (count: number) => (count === 1 ? 'Sent once' : `Sent ${count} times`);

/**
 * The pasted text checked as the server checks it, with its words: nothing is sent unless
 * every address is one, and at most MAX_INVITATIONS_AT_ONCE; a bad address is named.
 */
export function checkAddresses(text: string): { emails: string[] } | { error: string } {
  const emails = splitAddresses(text);
  const parsed = invitationRequestSchema.safeParse({ emails });
  if (parsed.success) return { emails: parsed.data.emails };
  const issue = parsed.error.issues[0];
  const index = issue.path[1];
  if (typeof index === 'number' && emails[index] !== undefined) {
    return { error: `${issue.message}: ${emails[index]}` };
  }
  return { error: issue.message };
}

function InviteForm() {
  const ids = useId();
  const invite = useInvite();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<InvitationResult | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const checked = checkAddresses(text);
    if ('error' in checked) {
      setError(checked.error);
      document.getElementById(`${ids}-emails`)?.focus();
      return;
    }
    setError(undefined);
    invite.mutate(checked, {
      onSuccess: (answer) => {
        setResult(answer);
        setText('');
        toast({
          title: answer.invited.length > 0 ? 'Invitations sent' : 'No invitations sent',
          description: `${answer.invited.length} invited`,
        });
      },
      onError: handleMutationError,
    });
  };

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className="grid gap-3 rounded-xl border bg-card p-4"
    >
      <h3 id={`${ids}-heading`} className="font-semibold">
        Invite people
      </h3>
      <form noValidate onSubmit={submit} className="grid gap-3">
        <TextAreaField
          id={`${ids}-emails`}
          label="E-mail addresses"
          hint={`One or more, separated by commas, spaces or lines. Up to ${MAX_INVITATIONS_AT_ONCE} at a time.`}
          error={error}
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <div>
          <SubmitButton pending={invite.isPending} pendingLabel="Sending...">
            <Send aria-hidden="true" />
            Send invitations
          </SubmitButton>
        </div>
      </form>
      <div aria-live="polite">
        {result ? (
          <div className="grid gap-2 text-sm" data-testid="invitation-result">
            <p className="font-medium">{result.invited.length} invited</p>
            {result.skipped.length > 0 ? (
              <>
                <p className="font-medium" id={`${ids}-skipped`}>
                  Not invited
                </p>
                <ul className="grid gap-1" aria-labelledby={`${ids}-skipped`}>
                  {result.skipped.map((skip) => (
                    <li key={skip.email} className="wrap-anywhere">
                      <span className="font-medium">{skip.email}</span>: {skip.reason}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

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
  onResend,
  onRevoke,
  busy,
}: {
  invitation: Invitation;
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
        {i.invitedBy ? (
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
 * Invitations (issue 21): invite by e-mail, one or a pasted list, and every invitation
 * with what became of it; one still open can be sent again or revoked.
 */
export function InvitationsSection() {
  const ids = useId();
  const [state, setState] = useState<InvitationState | ''>('');
  const list = useInvitations(state);
  const invitations = list.data?.invitations ?? [];
  const total = list.data?.total ?? invitations.length;
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-4">
      <h2 id={`${ids}-heading`} className="text-xl font-semibold">
        Invitations
      </h2>
      <InviteForm />

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
            <LoadMore
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              label="Load more invitations"
            />
          </>
        )}
      </QueryStates>

      {revoking ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setRevoking(null);
          }}
          title="Revoke invitation?"
          description={`The link sent to ${revoking.email} stops working. You can invite the address again later.`}
          confirmLabel="Revoke"
          pendingLabel="Revoking..."
          pending={revoke.isPending}
          onConfirm={() =>
            revoke.mutate(revoking.id, {
              onSuccess: () => {
                toast({ title: 'Invitation revoked' });
                setRevoking(null);
              },
              onError: (error) => {
                setRevoking(null);
                handleMutationError(error);
              },
            })
          }
        />
      ) : null}
    </section>
  );
}
