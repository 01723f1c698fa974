import { APPLICATION_STATUSES } from '@shared/contracts/choices';
import { FileText, Inbox, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { LinkifiedText } from '@/components/linkified-text';
import { LoadMore } from '@/components/load-more';
import { QueryStates } from '@/components/query-states';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { relativeTime } from '@/lib/dates';
import { handleMutationError } from '@/lib/errors';
import { displayName, userInitials } from '@/lib/names';
import {
  type JobApplication,
  type JobListItem,
  useJobApplications,
  useSetApplicationStatus,
} from './api';
import { focusJobOrList, useFocusReturn } from './focus';
import {
  APPLICATION_STATUS_LABELS,
  applicationCountLabel,
  applicationStatusLabel,
  isApplicationStatus,
  resumeLabel,
  safeHttpUrl,
} from './labels';
import { StatusBadge } from './status-badge';

/** The poster's view of the applications to one posting, where each is moved on. */
export function ApplicationsDialog({
  job,
  open,
  onOpenChange,
}: {
  job: JobListItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <ApplicationsContent job={job} /> : null}
    </Dialog>
  );
}

function ApplicationsContent({ job }: { job: JobListItem }) {
  const applications = useJobApplications(job.id);
  const returnFocus = useFocusReturn(focusJobOrList(job.id));
  const count = applications.data?.total ?? job.applicationCount ?? 0;

  const body = (
    <QueryStates
      query={applications}
      loading={
        <div className="grid gap-3" aria-hidden="true">
          {[0, 1].map((i) => (
            <div key={i} className="grid gap-2 rounded-lg border p-4">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </div>
      }
      error="Failed to fetch applications"
      errorClassName="py-8"
      isEmpty={!applications.data?.applications.length}
      empty={
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
          <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">No applications yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            When members apply, their cover letters and résumés appear here.
          </p>
        </div>
      }
    >
      {() => (
        <>
          <ul className="grid gap-3" aria-label="Applications">
            {(applications.data?.applications ?? []).map((application) => (
              <li key={application.id}>
                <ApplicationItem jobId={job.id} application={application} />
              </li>
            ))}
          </ul>
          <LoadMore pages={applications} />
        </>
      )}
    </QueryStates>
  );

  return (
    <DialogContent className="max-w-2xl" onCloseAutoFocus={returnFocus}>
      <DialogHeader>
        <DialogTitle>Applications</DialogTitle>
        <DialogDescription>
          {job.title} at {job.company} · {applicationCountLabel(count)}
        </DialogDescription>
      </DialogHeader>
      {body}
    </DialogContent>
  );
}

function ApplicationItem({ jobId, application }: { jobId: number; application: JobApplication }) {
  const ids = useId();
  const setStatus = useSetApplicationStatus(jobId);
  // Said once the server took the change (a toast behind a modal dialog is hidden from readers).
  const [announcement, setAnnouncement] = useState('');
  const applicant = application.applicant;
  const name = displayName(applicant);
  const resumeHref = safeHttpUrl(application.resumeUrl);
  const role = [applicant?.title, applicant?.company].filter(Boolean).join(' at ');

  return (
    <article
      className="grid gap-3 rounded-lg border bg-card p-4"
      aria-labelledby={`${ids}-name`}
      data-testid="application"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar className="size-10">
            {applicant?.profileImageUrl ? (
              <AvatarImage src={applicant.profileImageUrl} alt="" />
            ) : null}
            <AvatarFallback>{userInitials(applicant)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <h3 id={`${ids}-name`} className="font-semibold wrap-anywhere">
              {name}
            </h3>
            <p className="text-sm wrap-anywhere text-muted-foreground">
              {role ? `${role} · ` : ''}
              <time dateTime={application.appliedAt}>
                Applied {relativeTime(application.appliedAt)}
              </time>
            </p>
          </div>
        </div>
        <StatusBadge status={application.status} />
      </div>

      {application.coverLetter ? (
        <div className="grid gap-1">
          <h4 className="text-sm font-medium">Cover letter</h4>
          <LinkifiedText
            text={application.coverLetter}
            className="max-h-60 overflow-y-auto rounded-md bg-muted/60 p-3 text-sm"
          />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No cover letter.</p>
      )}

      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          {resumeHref ? (
            <a
              href={resumeHref}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1.5 font-medium text-gold-text underline underline-offset-2 hover:no-underline"
            >
              <FileText className="size-4" aria-hidden="true" />
              {resumeLabel(resumeHref)}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <span className="text-muted-foreground">No résumé</span>
          )}
          {applicant?.email ? (
            <a
              href={`mailto:${applicant.email}`}
              className="inline-flex items-center gap-1.5 font-medium text-gold-text underline underline-offset-2 hover:no-underline"
            >
              <Mail className="size-4" aria-hidden="true" />
              Email {name}
            </a>
          ) : null}
        </div>
        <div className="grid w-full gap-1.5 sm:w-44">
          <Label htmlFor={`${ids}-status`} className="text-xs">
            Status
          </Label>
          <Select
            value={application.status}
            disabled={setStatus.isPending}
            onValueChange={(next) => {
              if (!isApplicationStatus(next) || next === application.status) return;
              setStatus.mutate(
                { applicationId: application.id, status: next },
                {
                  onSuccess: () =>
                    setAnnouncement(
                      `${name}'s application marked ${applicationStatusLabel(next).toLowerCase()}.`,
                    ),
                  onError: handleMutationError,
                },
              );
            }}
          >
            <SelectTrigger id={`${ids}-status`} aria-label={`Status of ${name}'s application`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {APPLICATION_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {APPLICATION_STATUS_LABELS[status]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <p className="sr-only" role="status" data-testid="status-announcement">
        {announcement}
      </p>
    </article>
  );
}
