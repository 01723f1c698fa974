import {
  MEMBERSHIP_APPLICATION_STATES,
  type MembershipApplicationState,
} from '@shared/contracts/choices';
import { Check, Inbox, type LucideIcon, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ChoiceField, choicesOf } from '@/components/fields/choice-field';
import { ListCount } from '@/components/list-count';
import { ListLoading } from '@/components/list-skeleton';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryStates } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { dateTimeText, relativeTime } from '@/lib/dates';
import { handleMutationError } from '@/lib/errors';
import { displayName } from '@/lib/names';
import {
  type AdminApplication,
  APPLICATIONS_FAILED,
  type DecisionResult,
  useApplications,
  useDecideApplications,
} from './applications-api';
import { DeclineDialog } from './decline-dialog';

export const APPLICATION_STATE_LABELS: Record<MembershipApplicationState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

const asState = (value: string): MembershipApplicationState =>
  (MEMBERSHIP_APPLICATION_STATES as readonly string[]).includes(value)
    ? (value as MembershipApplicationState)
    : 'pending';

/** "3 applications" / "1 application". */
export const applicationCountText = (total: number) =>
  `${total} ${total === 1 ? 'application' : 'applications'}`;

/**
 * The toast after a decision: "Application approved" for one, "3 applications approved"
 * for several, and how many another admin had decided already.
 */
export function decisionToast(
  decision: 'approve' | 'decline',
  asked: number,
  result: DecisionResult,
): { title: string; description?: string } {
  const done = decision === 'approve' ? 'approved' : 'declined';
  const skipped = result.skipped.length;
  const description =
    skipped > 0 ? `${skipped} ${skipped === 1 ? 'was' : 'were'} already decided` : undefined;
  if (asked === 1) {
    return result.decided === 1
      ? { title: `Application ${done}` }
      : { title: 'Nothing changed', description };
  }
  return { title: `${applicationCountText(result.decided)} ${done}`, description };
}

/** Only http(s) addresses become links: anything else is shown as text, never opened. */
export const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

/** "Title at Company", or whichever of the two was given. */
const workText = (a: Pick<AdminApplication, 'title' | 'company'>) =>
  [a.title, a.company].filter(Boolean).join(' at ');

function When({ label, at }: { label: string; at: string }) {
  return (
    <p className="text-xs text-muted-foreground">
      {label}{' '}
      <time dateTime={at} title={dateTimeText(at)}>
        {relativeTime(at)}
      </time>
    </p>
  );
}

/** Approve or Decline on a pending application; its name says whose ("Approve Ana Ruiz"). */
function DecisionButton({
  icon: Icon,
  verb,
  name,
  onClick,
  busy,
  variant,
}: {
  icon: LucideIcon;
  verb: string;
  name: string;
  onClick: () => void;
  busy: boolean;
  variant?: 'outline';
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant={variant}
      onClick={onClick}
      disabled={busy}
      aria-label={`${verb} ${name}`}
    >
      <Icon aria-hidden="true" />
      {verb}
    </Button>
  );
}

function ApplicationCard({
  application: a,
  selected,
  onSelect,
  onApprove,
  onDecline,
  busy,
}: {
  application: AdminApplication;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onApprove: () => void;
  onDecline: () => void;
  busy: boolean;
}) {
  const ids = useId();
  const name = displayName(a.applicant);
  const work = workText(a);
  const pending = a.state === 'pending';
  return (
    <li
      className="grid gap-3 rounded-xl border bg-card p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      aria-labelledby={`${ids}-name`}
      data-testid="application-card"
      data-application-id={a.id}
      tabIndex={-1}
    >
      <div className="flex min-w-0 items-start gap-3">
        {pending ? (
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-foreground"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={`Select ${name}`}
          />
        ) : null}
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={`${ids}-name`} className="font-semibold wrap-anywhere">
            {name}
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <span className="min-w-0 wrap-anywhere">{a.applicant.email}</span>
            {a.applicant.emailVerified ? (
              <Badge className="bg-muted text-foreground">E-mail confirmed</Badge>
            ) : (
              <Badge className="border-destructive-text/40 text-destructive-text">
                E-mail not confirmed
              </Badge>
            )}
          </p>
          {a.emailDomain ? (
            <p className="text-sm wrap-anywhere">
              <span className="font-medium">Domain:</span> {a.emailDomain}
            </p>
          ) : null}
          {work ? <p className="text-sm wrap-anywhere">{work}</p> : null}
          {a.website ? (
            <p className="text-sm wrap-anywhere">
              {isWebAddress(a.website) ? (
                <a
                  href={a.website.trim()}
                  target="_blank"
                  rel="noopener noreferrer nofollow ugc"
                  className="underline underline-offset-2 hover:no-underline"
                >
                  {a.website}
                </a>
              ) : (
                a.website
              )}
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid gap-1">
        <p className="text-sm font-medium">Why they want to join</p>
        <p className="max-w-prose text-sm whitespace-pre-wrap wrap-anywhere">{a.reason}</p>
      </div>
      {a.answers.length > 0 ? (
        // The admins' own questions, each as the applicant read it (decision 052).
        <dl className="grid gap-2">
          {a.answers.map((answer) => (
            <div key={answer.id} className="grid gap-1">
              <dt className="text-sm font-medium wrap-anywhere">{answer.question}</dt>
              <dd className="max-w-prose text-sm whitespace-pre-wrap wrap-anywhere">
                {answer.answer}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {a.invitedBy ? (
        <p className="text-sm wrap-anywhere">Invited by {displayName(a.invitedBy)}</p>
      ) : null}
      <div className="grid gap-0.5">
        <When label="Applied" at={a.createdAt} />
        {a.decidedAt && a.state !== 'pending' ? (
          <When label={APPLICATION_STATE_LABELS[a.state]} at={a.decidedAt} />
        ) : null}
      </div>
      {a.decisionMessage ? (
        <p className="text-sm whitespace-pre-wrap wrap-anywhere">
          <span className="font-medium">Message:</span> {a.decisionMessage}
        </p>
      ) : null}
      {pending ? (
        <div className="flex flex-wrap gap-2">
          <DecisionButton icon={Check} verb="Approve" name={name} onClick={onApprove} busy={busy} />
          <DecisionButton
            icon={X}
            verb="Decline"
            name={name}
            onClick={onDecline}
            busy={busy}
            variant="outline"
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * Where the focus goes once the decided cards have left the list: the first card after
 * the first of them still there, else the nearest before it, else the section's heading
 * (`null`). Worked out from the order when the admin decided, since the refreshed list no
 * longer has the cards.
 */
interface Refocus {
  decided: number[];
  after: number[];
  before: number[];
}

const refocusFor = (applications: AdminApplication[], decided: number[]): Refocus => {
  const ids = applications.map((a) => a.id);
  const at = ids.findIndex((id) => decided.includes(id));
  const others = (part: number[]) => part.filter((id) => !decided.includes(id));
  return {
    decided,
    after: others(ids.slice(at + 1)),
    before: others(ids.slice(0, Math.max(at, 0)).reverse()),
  };
};

function refocusTarget(plan: Refocus, present: ReadonlySet<number>): number | null {
  return (
    plan.after.find((id) => present.has(id)) ?? plan.before.find((id) => present.has(id)) ?? null
  );
}

/**
 * Applications (issue 21): the queue newest first with each applicant's answers, approved
 * or declined one at a time or many at once; the approved and declined ones for the record.
 */
export function ApplicationsSection() {
  const ids = useId();
  const [state, setState] = useState<MembershipApplicationState>('pending');
  const list = useApplications(state);
  const applications = list.data?.applications ?? [];
  const total = list.data?.total ?? applications.length;
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const [declining, setDeclining] = useState<{
    applications: AdminApplication[];
    refocus?: Refocus;
  } | null>(null);
  const decide = useDecideApplications();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // A card's own Approve or Decline took the focus with it when the card went (and the
  // selection's buttons go, or turn off, once it is decided): once the refreshed list is on
  // screen, the focus moves on to the next card, never to <body>.
  const [refocus, setRefocus] = useState<Refocus | null>(null);
  useEffect(() => {
    if (!refocus || applications.some((a) => refocus.decided.includes(a.id))) return;
    const target = refocusTarget(refocus, new Set(applications.map((a) => a.id)));
    const card =
      target === null
        ? null
        : listRef.current?.querySelector<HTMLElement>(`[data-application-id="${target}"]`);
    (card ?? headingRef.current)?.focus();
    setRefocus(null);
  }, [refocus, applications]);

  // Only what is on screen and still pending counts as chosen.
  const pendingIds = applications.filter((a) => a.state === 'pending').map((a) => a.id);
  const selected = pendingIds.filter((id) => chosen.has(id));
  const allSelected = pendingIds.length > 0 && selected.length === pendingIds.length;

  const select = (id: number, on: boolean) =>
    setChosen((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const forget = (gone: number[]) =>
    setChosen((was) => new Set([...was].filter((id) => !gone.includes(id))));

  const approve = (targets: number[], next?: Refocus) =>
    decide.mutate(
      { ids: targets, decision: 'approve' },
      {
        onSuccess: (result) => {
          forget(targets);
          if (next) setRefocus(next);
          toast(decisionToast('approve', targets.length, result));
        },
        onError: handleMutationError,
      },
    );

  const byId = new Map(applications.map((a) => [a.id, a]));
  const pendingOnly = state === 'pending';

  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-4">
      <h2
        id={`${ids}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold outline-none"
      >
        Applications
      </h2>
      <search className="grid gap-3 md:grid-cols-[12rem]" aria-label="Filter applications">
        <ChoiceField
          id={`${ids}-state`}
          label="State"
          value={state}
          onValueChange={(value) => {
            setState(asState(value));
            setChosen(new Set());
          }}
          choices={choicesOf(APPLICATION_STATE_LABELS)}
        />
      </search>

      <ListCount
        testId="application-count"
        text={list.isSuccess ? applicationCountText(total) : null}
      />

      {pendingOnly && pendingIds.length > 0 ? (
        <fieldset
          className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3"
          aria-label="Selected applications"
        >
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-5 accent-foreground"
              checked={allSelected}
              ref={(node) => {
                if (node) node.indeterminate = selected.length > 0 && !allSelected;
              }}
              onChange={(event) => setChosen(new Set(event.target.checked ? pendingIds : []))}
            />
            Select all
          </label>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              disabled={selected.length === 0 || decide.isPending}
              onClick={() => approve(selected, refocusFor(applications, selected))}
            >
              Approve selected ({selected.length})
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={selected.length === 0 || decide.isPending}
              onClick={() =>
                setDeclining({
                  applications: selected.flatMap((id) => byId.get(id) ?? []),
                  refocus: refocusFor(applications, selected),
                })
              }
            >
              Decline selected ({selected.length})
            </Button>
          </div>
        </fieldset>
      ) : null}

      <QueryStates
        query={list}
        loading={<ListLoading label="Loading applications" />}
        error={APPLICATIONS_FAILED}
        isEmpty={applications.length === 0}
        empty={
          <EmptyState
            icon={<Inbox className="size-10 text-muted-foreground" aria-hidden="true" />}
            title={
              pendingOnly
                ? 'No applications are waiting.'
                : `No ${APPLICATION_STATE_LABELS[state].toLowerCase()} applications.`
            }
            text={
              pendingOnly
                ? 'New applications appear here for an admin to approve or decline.'
                : 'Decisions appear here once an admin has made them.'
            }
          />
        }
      >
        {() => (
          <>
            <ul className="grid gap-3" aria-label="Applications" ref={listRef}>
              {applications.map((application) => (
                <ApplicationCard
                  key={application.id}
                  application={application}
                  selected={chosen.has(application.id)}
                  onSelect={(on) => select(application.id, on)}
                  onApprove={() =>
                    approve([application.id], refocusFor(applications, [application.id]))
                  }
                  onDecline={() =>
                    setDeclining({
                      applications: [application],
                      refocus: refocusFor(applications, [application.id]),
                    })
                  }
                  busy={decide.isPending}
                />
              ))}
            </ul>
            <LoadMore pages={list} label="Load more applications" />
          </>
        )}
      </QueryStates>

      {declining ? (
        <DeclineDialog
          applications={declining.applications}
          decide={decide}
          onDone={(result) => {
            forget(declining.applications.map((a) => a.id));
            if (declining.refocus) setRefocus(declining.refocus);
            toast(decisionToast('decline', declining.applications.length, result));
            setDeclining(null);
          }}
          onClose={() => setDeclining(null)}
        />
      ) : null}
    </section>
  );
}
