import type { ReportItemType } from '@shared/contracts/choices';
import { Ban, EyeOff, Flag, MoreHorizontal, Trash2, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { DeleteWithReasonDialog } from '@/components/delete-with-reason-dialog';
import { ListLoading } from '@/components/list-skeleton';
import { LoadMore } from '@/components/load-more';
import { MemberLink } from '@/components/member-link';
import { EmptyState, QueryStates } from '@/components/query-states';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { EditedMarkWithVersions } from '@/features/editing';
import { HIDDEN_MARK, REASON_CHOICES } from '@/features/reports';
import { useAuth } from '@/hooks/use-auth';
import { toast } from '@/hooks/use-toast';
import { dateTimeText } from '@/lib/dates';
import { handleMutationError } from '@/lib/errors';
import { displayName } from '@/lib/names';
import {
  REPORTS_FAILED,
  type ReportedItemKey,
  type ReportGroup,
  useDeleteReported,
  useReportQueue,
  useResolveReports,
  useSuspendAuthor,
} from './reports-api';
import { SuspendDialog } from './suspend-dialog';

export const ITEM_KIND_LABELS: Record<ReportItemType, string> = {
  discussion: 'Discussion',
  reply: 'Reply',
  message: 'Message',
  profile: 'Profile',
  job: 'Job',
  resource: 'Resource',
  photo: 'Photo',
  event: 'Event',
};

/** "1 report" / "3 reports". */
export const reportCountText = (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`;

type Action = 'delete' | 'suspend';

/**
 * The moderation queue (decision 021): each reported item once, with how many reported it
 * and why, its author and an excerpt, a link into its page (a message shows its text here
 * instead), and what a moderator may do: dismiss, hide, delete with a reason, suspend the
 * author.
 */
export function ReportsSection() {
  const queue = useReportQueue();
  const resolve = useResolveReports();
  const remove = useDeleteReported();
  const [open, setOpen] = useState<{ group: ReportGroup; action: Action } | null>(null);
  const groups = queue.data?.groups ?? [];
  const close = () => setOpen(null);

  const quick = (group: ReportGroup, action: 'dismiss' | 'hide') =>
    resolve.mutate(
      { id: keyOf(group), action },
      {
        onSuccess: () =>
          toast({ title: action === 'dismiss' ? 'Reports dismissed' : 'Hidden from members' }),
        onError: handleMutationError,
      },
    );

  return (
    <section aria-labelledby="reports-heading" className="grid gap-4">
      <h2 id="reports-heading" className="text-lg font-semibold">
        Reported items
      </h2>
      <QueryStates
        query={queue}
        loading={
          <ListLoading
            label="Loading reports"
            skeleton={
              <SkeletonBars className="grid gap-3" bars={['h-32 rounded-xl', 'h-32 rounded-xl']} />
            }
          />
        }
        error={REPORTS_FAILED}
        isEmpty={groups.length === 0}
        empty={
          <EmptyState
            icon={<Flag className="size-10 text-muted-foreground" aria-hidden="true" />}
            title="Nothing to review"
            text="When members report something, it appears here."
          />
        }
      >
        {() => (
          <>
            <ul className="grid gap-3" aria-label="Reported items">
              {groups.map((group) => (
                <ReportCard
                  key={`${group.itemType}:${group.itemId}`}
                  group={group}
                  busy={resolve.isPending}
                  onQuick={(action) => quick(group, action)}
                  onOpen={(action) => setOpen({ group, action })}
                />
              ))}
            </ul>
            <LoadMore pages={queue} label="Load more reports" />
          </>
        )}
      </QueryStates>
      {open?.action === 'delete' ? (
        <DeleteWithReasonDialog
          id={keyOf(open.group)}
          title={`Delete this ${ITEM_KIND_LABELS[open.group.itemType].toLowerCase()}?`}
          description={`It will be deleted for everyone, and its ${reportCountText(open.group.count)} closed. This cannot be undone.`}
          mutation={remove}
          successToast="Deleted"
          onDeleted={close}
          onClose={close}
        />
      ) : null}
      {open?.action === 'suspend' && open.group.author ? (
        <SuspendAuthor group={open.group} onClose={close} />
      ) : null}
    </section>
  );
}

const keyOf = (group: ReportGroup): ReportedItemKey => ({
  itemType: group.itemType,
  itemId: group.itemId,
});

function SuspendAuthor({ group, onClose }: { group: ReportGroup; onClose: () => void }) {
  const suspend = useSuspendAuthor(keyOf(group));
  return <SuspendDialog name={displayName(group.author!)} mutation={suspend} onClose={onClose} />;
}

const isEditable = (
  itemType: ReportGroup['itemType'],
): itemType is 'discussion' | 'reply' | 'message' =>
  itemType === 'discussion' || itemType === 'reply' || itemType === 'message';

function ReportCard({
  group,
  busy,
  onQuick,
  onOpen,
}: {
  group: ReportGroup;
  busy: boolean;
  onQuick: (action: 'dismiss' | 'hide') => void;
  onOpen: (action: Action) => void;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const chosen = useRef(false);
  // Whether the reported item's earlier versions open from its mark: the server's answer.
  const { user } = useAuth();
  const kind = ITEM_KIND_LABELS[group.itemType];
  const heading = group.title ?? kind;
  const open = (action: Action) => {
    chosen.current = true;
    trigger.current?.focus();
    onOpen(action);
  };
  return (
    <li
      className="grid gap-3 rounded-xl border bg-card p-4"
      aria-label={`${kind}: ${heading}`}
      data-testid="report-group"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge className="bg-muted text-foreground">{kind}</Badge>
            <Badge className="border-destructive-text/40 text-destructive-text">
              {reportCountText(group.count)}
            </Badge>
            {group.hidden ? (
              <Badge className="gap-1">
                <EyeOff className="size-3.5" aria-hidden="true" />
                {HIDDEN_MARK}
              </Badge>
            ) : null}
          </div>
          <p className="font-semibold wrap-anywhere">{heading}</p>
          {group.author ? (
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
              <span>
                By <MemberLink member={group.author} />
              </span>
              {group.exists && isEditable(group.itemType) ? (
                // A reported message is readable to staff only through the queue, so its
                // earlier versions are opened from here (decision 036).
                <EditedMarkWithVersions
                  itemType={group.itemType}
                  itemId={Number(group.itemId)}
                  editedAt={group.editedAt}
                  canSeeEarlierVersions={user?.abilities.seeEarlierVersions === true}
                />
              ) : null}
            </p>
          ) : null}
        </div>
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button
              ref={trigger}
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              aria-label={`Actions for ${kind.toLowerCase()} ${heading}`}
            >
              <MoreHorizontal aria-hidden="true" />
              Actions
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            align="end"
            onCloseAutoFocus={(event) => {
              if (chosen.current) event.preventDefault();
              chosen.current = false;
            }}
          >
            <DropdownMenuItem onSelect={() => onQuick('dismiss')}>
              <X aria-hidden="true" />
              Dismiss
            </DropdownMenuItem>
            {group.exists && !group.hidden ? (
              <DropdownMenuItem onSelect={() => onQuick('hide')}>
                <EyeOff aria-hidden="true" />
                Hide
              </DropdownMenuItem>
            ) : null}
            {group.exists && group.itemType !== 'profile' ? (
              <DropdownMenuItem className="text-destructive-text" onSelect={() => open('delete')}>
                <Trash2 aria-hidden="true" />
                Delete…
              </DropdownMenuItem>
            ) : null}
            {group.author ? (
              <DropdownMenuItem className="text-destructive-text" onSelect={() => open('suspend')}>
                <Ban aria-hidden="true" />
                Suspend author…
              </DropdownMenuItem>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {group.exists ? (
        group.excerpt ? (
          <blockquote className="border-l-2 border-gold/50 pl-3 text-sm wrap-anywhere whitespace-pre-line">
            {group.excerpt}
          </blockquote>
        ) : null
      ) : (
        <p className="text-sm text-muted-foreground italic">This item no longer exists.</p>
      )}
      <ul className="grid gap-1 text-sm" aria-label="Reports">
        {group.reports.map((report) => (
          <li key={`${report.reporter.id}:${String(report.createdAt)}`} className="wrap-anywhere">
            <span className="font-medium">{REASON_CHOICES[report.reason].label}</span>
            {report.details ? <> — “{report.details}”</> : null}
            <span className="text-muted-foreground">
              {' '}
              · {displayName(report.reporter)}, {dateTimeText(report.createdAt)}
            </span>
          </li>
        ))}
      </ul>
      {group.href ? (
        <Link href={group.href} className="w-fit text-sm font-medium underline underline-offset-4">
          Open in context
        </Link>
      ) : group.itemType === 'message' ? (
        <p className="text-xs text-muted-foreground">
          A private message: only the reported text is shown.
        </p>
      ) : null}
    </li>
  );
}
