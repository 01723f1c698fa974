import {
  Bookmark,
  BookmarkCheck,
  CheckCircle2,
  ExternalLink,
  type LucideIcon,
  Pencil,
  Trash2,
  Undo2,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { HiddenMark, ModerateMenu, ReportButton } from '@/features/reports';
import { toast } from '@/hooks/use-toast';
import { errorStatus, handleMutationError } from '@/lib/errors';
import { itemLabel, newTabItemLabel } from '@/lib/item-label';
import { preloadOnIntent } from '@/lib/lazy-component';
import { cn } from '@/lib/utils';
import {
  afterWithdrawal,
  type JobListItem,
  prefetchJob,
  useApply,
  useToggleSaved,
  useWithdrawApplication,
} from './api';
import { applicationCountLabel, jobBadge, safeHttpUrl } from './labels';
import { StatusBadge } from './status-badge';

/** What a card (or the details view) asks the page to open. */
export interface JobActionHandlers {
  onApply: (job: JobListItem) => void;
  onEdit: (job: JobListItem) => void;
  onDelete: (job: JobListItem) => void;
  onApplications: (job: JobListItem) => void;
}

interface JobActionsProps extends JobActionHandlers {
  job: JobListItem;
  isPoster: boolean;
  /**
   * The id of the posting's title, for the shared Moderate and Report buttons; the
   * posting's own buttons carry its title in their names (`itemLabel`, decision 060).
   */
  describedBy?: string;
  className?: string;
}

/**
 * The poster's Applications, Edit and Delete; everyone else's Apply Now and Save (spec §6:
 * only the poster sees Edit/Delete), and for staff (`canDelete` on someone else's) the
 * Moderate menu every kind of item has: Hide from members, Delete… with a reason.
 */
export function JobActions({
  job,
  isPoster,
  describedBy,
  className,
  ...handlers
}: JobActionsProps) {
  if (isPoster) {
    const count = job.applicationCount ?? 0;
    return (
      <div className={cn('flex flex-wrap items-center gap-2', className)}>
        <DialogButton
          icon={Users}
          onClick={() => handlers.onApplications(job)}
          item={job.title}
          joiner="for"
        >
          {applicationCountLabel(count)}
        </DialogButton>
        <DialogButton
          icon={Pencil}
          onClick={() => handlers.onEdit(job)}
          onIntent={() => prefetchJob(job.id)}
          item={job.title}
        >
          Edit
        </DialogButton>
        <DeleteButton job={job} onDelete={handlers.onDelete} />
        {job.hidden ? <HiddenMark itemType="job" itemId={job.id} /> : null}
      </div>
    );
  }
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <ApplyControl job={job} onApply={handlers.onApply} />
      <SaveToggle job={job} />
      {/* Staff hide (decision 021) or delete (with a reason, decision 022) anyone's posting. */}
      {job.canDelete ? (
        <ModerateMenu
          hide={job.hidden ? undefined : { itemType: 'job', itemId: job.id }}
          onDelete={() => handlers.onDelete(job)}
          describedBy={describedBy}
          size="sm"
        />
      ) : null}
      {job.hidden ? <HiddenMark itemType="job" itemId={job.id} canUnhide={job.canDelete} /> : null}
      {job.canReport ? (
        <ReportButton
          itemType="job"
          itemId={job.id}
          what="this job posting"
          describedBy={describedBy}
        />
      ) : null}
    </div>
  );
}

function DeleteButton({
  job,
  onDelete,
}: {
  job: JobListItem;
  onDelete: (job: JobListItem) => void;
}) {
  return (
    <DialogButton
      icon={Trash2}
      onClick={() => onDelete(job)}
      item={job.title}
      className="text-destructive-text"
    >
      Delete
    </DialogButton>
  );
}

/** A posting's button that opens a dialog about it; its name ends with the posting's. */
function DialogButton({
  icon: Icon,
  onClick,
  onIntent,
  item,
  joiner,
  className,
  children,
}: {
  icon: LucideIcon;
  onClick: () => void;
  /** What to fetch before the press (the whole posting that Edit opens). */
  onIntent?: () => void;
  item: string;
  joiner?: string;
  className?: string;
  children: string;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className={className}
      onClick={onClick}
      {...(onIntent ? preloadOnIntent(onIntent) : {})}
      aria-haspopup="dialog"
      aria-label={itemLabel(children, item, joiner)}
    >
      <Icon aria-hidden="true" />
      {children}
    </Button>
  );
}

function ApplyControl({ job, onApply }: { job: JobListItem; onApply: (job: JobListItem) => void }) {
  const apply = useApply(job.id);
  const externalUrl = safeHttpUrl(job.applicationUrl);

  if (job.myApplication) {
    const { status } = job.myApplication;
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <span
          className="inline-flex h-9 items-center gap-1.5 rounded-md border border-green-300 bg-green-50 px-3 text-sm font-semibold text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-200"
          data-testid="applied"
        >
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Applied
        </span>
        {status !== 'pending' ? <StatusBadge status={status} /> : null}
        {externalUrl ? (
          <a
            href={externalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-gold-text underline underline-offset-2 hover:no-underline"
            aria-label={newTabItemLabel('Application page', job.title, 'for')}
          >
            Application page
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        ) : null}
        <WithdrawControl job={job} applicationId={job.myApplication.id} />
      </span>
    );
  }

  if (externalUrl) {
    // The company's own page opens in a new tab; the application is recorded here too,
    // so the card says 'Applied' and the poster sees who went to apply.
    return (
      <Button asChild size="sm">
        <a
          href={externalUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={newTabItemLabel('Apply Now', job.title, 'for')}
          data-apply-for={job.id}
          onClick={() => {
            if (apply.isPending) return;
            apply.mutate(undefined, {
              onSuccess: () =>
                toast({
                  title: 'Application recorded',
                  description: `Finish applying on ${job.company}'s page, opened in a new tab.`,
                }),
              onError: (error) => {
                // Already applied (another tab, another device): the refetch shows 'Applied'.
                if (errorStatus(error) !== 409) handleMutationError(error);
              },
            });
          }}
        >
          Apply Now
          <ExternalLink aria-hidden="true" />
        </a>
      </Button>
    );
  }

  return (
    <Button
      type="button"
      size="sm"
      onClick={() => onApply(job)}
      aria-haspopup="dialog"
      aria-label={itemLabel('Apply Now', job.title, 'for')}
      data-apply-for={job.id}
    >
      Apply Now
    </Button>
  );
}

function SaveToggle({ job }: { job: JobListItem }) {
  const toggle = useToggleSaved(job.id);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-pressed={job.saved}
      aria-label={itemLabel(job.saved ? 'Saved' : 'Save', job.title)}
      className="aria-pressed:border-gold aria-pressed:bg-accent"
      onClick={() => {
        if (!toggle.isPending) toggle.mutate(!job.saved, { onError: handleMutationError });
      }}
    >
      {job.saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      {job.saved ? 'Saved' : 'Save'}
    </Button>
  );
}

/**
 * The applicant takes their application back while the posting is open (a closed one keeps
 * it: the poster may already be deciding). Asks first; the Apply button comes back.
 */
function WithdrawControl({ job, applicationId }: { job: JobListItem; applicationId: number }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawApplication(job.id);
  const badge = jobBadge(job);
  if (badge === 'Inactive' || badge === 'Expired') return null;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Withdraw your application?"
      description={`Your application to ${job.title} at ${job.company} and the résumé you sent with it will be removed. You can apply again while the posting is open.`}
      confirmLabel="Withdraw application"
      pendingLabel="Withdrawing..."
      pending={withdraw.isPending}
      onConfirm={() =>
        withdraw.mutate(applicationId, {
          onSuccess: () => setOpen(false),
          onError: (error) => {
            setOpen(false);
            handleMutationError(error);
          },
        })
      }
      onCloseAutoFocus={(event) => {
        // Focus goes to Apply Now once the lists have refreshed (the trigger goes with them).
        if (!withdraw.isIdle) {
          event.preventDefault();
          void afterWithdrawal(job.id);
        }
      }}
      trigger={
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={itemLabel('Withdraw application', job.title, 'to')}
        >
          <Undo2 aria-hidden="true" />
          Withdraw application
        </Button>
      }
    />
  );
}
