import type { InvitationState } from '@shared/contracts/choices';
import { inviteLinkRequestSchema } from '@shared/contracts/membership';
import { Check, Copy, Link2, XCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ChoiceField } from '@/components/fields/choice-field';
import { TextField } from '@/components/fields/text-field';
import { SubmitButton } from '@/components/form';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryStates } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { dateTimeText, relativeTime } from '@/lib/dates';
import { handleMutationError } from '@/lib/errors';
import {
  INVITATIONS_FAILED,
  type Invitation,
  type InvitationChanges,
  useCreateInviteLink,
  useInvitations,
  useRevokeInvitation,
} from './api';
import { RevokeDialog } from './revoke-dialog';

/** A link's state in its own words: "accepted" is a link used by as many as it was for. */
const LINK_STATE_LABELS: Record<InvitationState, string> = {
  sent: 'Active',
  accepted: 'Used up',
  expired: 'Expired',
  revoked: 'Revoked',
};

const DAY_CHOICES = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '14', label: '14 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
];

const usesText = (link: Invitation) =>
  link.maxUses === null
    ? `Used ${link.useCount} ${link.useCount === 1 ? 'time' : 'times'}`
    : `Used ${link.useCount} of ${link.maxUses}`;

const nameOf = (link: Invitation) => link.label ?? `Invite link ${link.id}`;

/** The new link, with Copy: shown this once, as only its hash is kept. */
function CreatedLink({ url }: { url: string }) {
  const ids = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refusal): the field is selected to copy by hand.
      (document.getElementById(`${ids}-url`) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="grid gap-2 rounded-lg border border-gold/60 bg-gold/10 p-3">
      <label htmlFor={`${ids}-url`} className="text-sm font-medium">
        Your new invite link
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${ids}-url`}
          readOnly
          value={url}
          className="min-w-0 flex-1 basis-64 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${ids}-once`}
        />
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p id={`${ids}-once`} className="text-xs text-muted-foreground">
        Copy it now: it is shown only this once. Anyone holding it can join until it expires, is
        used up or you revoke it.
      </p>
    </div>
  );
}

function CreateLinkForm(changes: InvitationChanges) {
  const ids = useId();
  const create = useCreateInviteLink(changes);
  const [label, setLabel] = useState('');
  const [days, setDays] = useState('14');
  const [uses, setUses] = useState('');
  const [errors, setErrors] = useState<{ label?: string; maxUses?: string }>({});
  const [url, setUrl] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = inviteLinkRequestSchema.safeParse({
      label,
      days: Number(days),
      maxUses: uses.trim() === '' ? null : Number(uses),
    });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        setUrl(answer.url);
        setLabel('');
        setUses('');
        toast({ title: 'Invite link created' });
      },
      onError: handleMutationError,
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem] sm:items-start">
        <TextField
          id={`${ids}-label`}
          label="Name (optional)"
          hint="For you: where you share it."
          maxLength={100}
          value={label}
          error={errors.label}
          onChange={(event) => setLabel(event.target.value)}
        />
        <ChoiceField
          id={`${ids}-days`}
          label="Works for"
          value={days}
          onValueChange={setDays}
          choices={DAY_CHOICES}
        />
        <TextField
          id={`${ids}-uses`}
          label="Up to (people)"
          hint="Empty: no limit."
          inputMode="numeric"
          value={uses}
          error={errors.maxUses}
          onChange={(event) => setUses(event.target.value)}
        />
      </div>
      <div>
        <SubmitButton pending={create.isPending} pendingLabel="Creating...">
          <Link2 aria-hidden="true" />
          Create invite link
        </SubmitButton>
      </div>
      <div aria-live="polite">{url ? <CreatedLink url={url} /> : null}</div>
    </form>
  );
}

function LinkCard({ link, onRevoke }: { link: Invitation; onRevoke: () => void }) {
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-3 rounded-xl border bg-card p-4">
      <div className="grid min-w-0 flex-1 basis-56 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 font-semibold wrap-anywhere">{nameOf(link)}</p>
          <Badge
            className={
              link.state === 'sent' ? 'bg-gold/30 text-foreground' : 'text-muted-foreground'
            }
          >
            {LINK_STATE_LABELS[link.state]}
          </Badge>
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          <span>{usesText(link)}</span>
          <span>
            {link.state === 'expired' ? 'Expired' : 'Expires'}{' '}
            <time dateTime={link.expiresAt} title={dateTimeText(link.expiresAt)}>
              {relativeTime(link.expiresAt)}
            </time>
          </span>
        </p>
      </div>
      {link.state === 'sent' ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={onRevoke}
          aria-label={`Revoke ${nameOf(link)}`}
        >
          <XCircle aria-hidden="true" />
          Revoke
        </Button>
      ) : null}
    </li>
  );
}

/**
 * Shareable invite links (admins, decision 051): made for an event or a partner's list,
 * each with a name, how long it works and for how many; then every link with its uses,
 * and Revoke while it works.
 */
export function InviteLinks(changes: InvitationChanges) {
  const ids = useId();
  const list = useInvitations('', 'link');
  const links = list.data?.invitations ?? [];
  const revoke = useRevokeInvitation(changes);
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className="grid gap-3 rounded-xl border bg-card p-4"
    >
      <h3 id={`${ids}-heading`} className="font-semibold">
        Invite links
      </h3>
      <p className="text-sm text-muted-foreground">
        One link for many people, to share where e-mail will not reach them. People who join by it
        apply or join as the community's joining setting says.
      </p>
      <CreateLinkForm {...changes} />
      <QueryStates
        query={list}
        loading={<ListSkeleton />}
        error={INVITATIONS_FAILED}
        isEmpty={links.length === 0}
        empty={
          <EmptyState
            icon={<Link2 className="size-10 text-muted-foreground" aria-hidden="true" />}
            title="No invite links yet"
            text="Links you create appear here with how often they were used."
          />
        }
      >
        {() => (
          <>
            <ul className="grid gap-3" aria-label="Invite links">
              {links.map((link) => (
                <LinkCard key={link.id} link={link} onRevoke={() => setRevoking(link)} />
              ))}
            </ul>
            <LoadMore pages={list} label="Load more invite links" />
          </>
        )}
      </QueryStates>
      {revoking ? (
        <RevokeDialog
          id={revoking.id}
          title="Revoke invite link?"
          description={`${nameOf(revoking)} stops working for everyone who holds it. People who already joined by it stay members.`}
          done="Invite link revoked"
          revoke={revoke}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </section>
  );
}
