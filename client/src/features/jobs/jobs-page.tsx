import { Bookmark, Briefcase, Plus, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryStates } from '@/components/query-states';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { WindowList } from '@/components/window-list';
import { toast } from '@/hooks/use-toast';
import { errorStatus } from '@/lib/errors';
import { useIdlePreload } from '@/lib/lazy-component';
import { fetchJob, type Job, type JobFilters, type JobListItem, useJob, useJobs } from './api';
import { JOB_LIST_ID } from './focus';
import type { JobActionHandlers } from './job-actions';
import { JobCard } from './job-card';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  filtersToHref,
  hasChoiceFilters,
  JobFilterBar,
  ViewSwitch,
} from './job-filters';
import { jobIdFromSearch, searchWithJob } from './permalink';

// Forms download when first opened, keeping zod and react-hook-form out of the first load.
const ApplyDialog = lazyDialog(() => import('./apply-dialog').then((m) => m.ApplyDialog));
const JobFormDialog = lazyDialog(() => import('./job-form-dialog').then((m) => m.JobFormDialog));
const DeleteJobDialog = lazyDialog(() =>
  import('./delete-job-dialog').then((m) => m.DeleteJobDialog),
);
const ApplicationsDialog = lazyDialog(() =>
  import('./applications-dialog').then((m) => m.ApplicationsDialog),
);
// Most visits open a posting: its dialog downloads once the board has painted (below).
const JobDetailsDialog = lazyDialog(() =>
  import('./job-details-dialog').then((m) => m.JobDetailsDialog),
);

function ListSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true" data-testid="jobs-loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-3 rounded-xl border bg-card p-5">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-5 w-14 rounded-full" />
          </div>
          <Skeleton className="h-4 w-1/3" />
          <SkeletonBars className="flex gap-2" bars={['h-6 w-20', 'h-6 w-16', 'h-6 w-24']} />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      ))}
    </div>
  );
}

/** Does the list being shown include this posting? (After posting, show it.) */
function listShows(filters: JobFilters, job: JobListItem): boolean {
  if (filters.view === 'saved') return false;
  if (filters.jobType !== 'all' && filters.jobType !== job.jobType) return false;
  if (filters.experienceLevel !== 'all' && filters.experienceLevel !== job.experienceLevel) {
    return false;
  }
  if (filters.department !== 'all' && filters.department !== job.department) return false;
  return true;
}

const countText = (filters: JobFilters, total: number) => {
  if (filters.view === 'saved') return `${total} saved ${total === 1 ? 'job' : 'jobs'}`;
  if (filters.view === 'mine') return `${total} ${total === 1 ? 'posting' : 'postings'}`;
  return `${total} open ${total === 1 ? 'position' : 'positions'}`;
};

/** A posting that could not be read: removed (404), or the request failed. */
function sayPostingNotLoaded(error: unknown) {
  toast({
    title: 'Job not found',
    description:
      errorStatus(error) === 404
        ? 'This posting was removed or the link is wrong.'
        : 'The posting could not be loaded. Try again later.',
    variant: 'destructive',
  });
}

export function JobsPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const filters = filtersFromSearch(search);
  const jobs = useJobs(filters);
  useIdlePreload(JobDetailsDialog.preload);

  // undefined: closed; null: Post a Job; a job: Edit.
  const [formJob, setFormJob] = useState<Job | null | undefined>(undefined);
  const [applyJob, setApplyJob] = useState<JobListItem | null>(null);
  const [applicationsJob, setApplicationsJob] = useState<JobListItem | null>(null);
  const [deleteJob, setDeleteJob] = useState<JobListItem | null>(null);
  // The open posting is the address's `?job=ID`, so it can be shared, refreshed and left
  // with Back; opening and closing replace the entry rather than adding one.
  const detailsId = jobIdFromSearch(search);
  const setDetailsId = (id: number | null) =>
    navigate(searchWithJob(window.location.search, id), { replace: true });

  const setFilters = (next: JobFilters) => navigate(filtersToHref(next), { replace: true });
  // The poster's own controls (Applications, Edit): whose it is, as the server says.
  const isPoster = (job: JobListItem) => job.mine;
  // The board lists previews (decision 067): the details read the whole posting, with the
  // list's own fields over it, which change there first (Save, Apply), so they show the
  // posting as it is now. A shared address may name a posting not on the loaded page.
  const listed =
    detailsId === null ? null : (jobs.data?.jobs.find((j) => j.id === detailsId) ?? null);
  const whole = useJob(detailsId, detailsId !== null);
  const full = whole.data?.id === detailsId ? whole.data : null;
  const detailsJob = full && listed ? { ...full, ...listed } : full;
  const missing = detailsId !== null && whole.isError;
  useEffect(() => {
    if (!missing) return;
    sayPostingNotLoaded(whole.error);
    navigate(searchWithJob(window.location.search, null), { replace: true });
  }, [missing, whole.error, navigate]);
  const findFresh = (job: JobListItem | null) =>
    job ? (jobs.data?.jobs.find((j) => j.id === job.id) ?? job) : null;

  const handlers: JobActionHandlers = {
    onApply: (job) => {
      setDetailsId(null);
      setApplyJob(job);
    },
    onEdit: (job) => {
      setDetailsId(null);
      // The form starts from the whole posting (the details had it already, or a hover did).
      fetchJob(job.id).then(setFormJob, sayPostingNotLoaded);
    },
    onDelete: (job) => {
      setDetailsId(null);
      setDeleteJob(job);
    },
    onApplications: (job) => {
      setDetailsId(null);
      setApplicationsJob(job);
    },
  };

  const postButton = (
    <Button type="button" onClick={() => setFormJob(null)}>
      <Plus aria-hidden="true" />
      Post a Job
    </Button>
  );

  // Why the list is empty: nothing saved, nothing matching, nothing posted.
  const emptyList = (): ReactNode => {
    const filtered = hasChoiceFilters(filters);
    const clear = (
      <Button
        type="button"
        variant="outline"
        onClick={() => setFilters({ ...DEFAULT_FILTERS, view: filters.view })}
      >
        Clear filters
      </Button>
    );
    if (filters.view === 'saved') {
      return (
        <EmptyState
          icon={<Bookmark className="size-10 text-muted-foreground" aria-hidden="true" />}
          title={filtered ? 'No saved jobs match these filters' : 'No saved jobs yet'}
          text={
            filtered
              ? 'Try another job type, level or department.'
              : 'Save postings you want to come back to and they will wait for you here.'
          }
          action={filtered ? clear : undefined}
        />
      );
    } else if (filtered) {
      return (
        <EmptyState
          icon={<SearchX className="size-10 text-muted-foreground" aria-hidden="true" />}
          title="No jobs match these filters"
          text="Try another job type, level or department, or clear the filters."
          action={clear}
        />
      );
    } else if (filters.view === 'mine') {
      return (
        <EmptyState
          icon={<Briefcase className="size-10 text-muted-foreground" aria-hidden="true" />}
          title="You have not posted any jobs yet"
          text="Hiring? Post the role and reach Houston's business community."
          action={postButton}
        />
      );
    } else {
      return (
        <EmptyState
          icon={<Briefcase className="size-10 text-muted-foreground" aria-hidden="true" />}
          title="No job postings yet"
          text="Be the first to share an opportunity with the community."
          action={postButton}
        />
      );
    }
  };
  const list = (
    <QueryStates
      query={jobs}
      loading={<ListSkeleton />}
      error="Failed to fetch jobs"
      isEmpty={!jobs.data?.jobs.length}
      empty={emptyList()}
    >
      {() => (
        <>
          <WindowList
            className="grid gap-4"
            rowGap={16}
            estimateRowHeight={220}
            items={jobs.data?.jobs ?? []}
            getKey={(job) => job.id}
            renderItem={(job) => (
              <JobCard
                job={job}
                isPoster={isPoster(job)}
                onDetails={(j) => setDetailsId(j.id)}
                {...handlers}
              />
            )}
          />
          <LoadMore pages={jobs} />
        </>
      )}
    </QueryStates>
  );

  const total = jobs.data?.total;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Job Opportunities"
        description="Discover roles at member companies, or post your own."
        actions={postButton}
      />
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ViewSwitch value={filters.view} onChange={(view) => setFilters({ ...filters, view })} />
          {typeof total === 'number' && !jobs.isError ? (
            <p
              className="text-sm text-muted-foreground"
              aria-live="polite"
              data-testid="jobs-count"
            >
              {countText(filters, total)}
            </p>
          ) : null}
        </div>
        <JobFilterBar filters={filters} onChange={setFilters} />
      </div>
      <section
        id={JOB_LIST_ID}
        tabIndex={-1}
        aria-label={
          filters.view === 'saved'
            ? 'Saved jobs'
            : filters.view === 'mine'
              ? 'My postings'
              : 'Job postings'
        }
        className="grid content-start gap-4 outline-none"
        aria-busy={jobs.isFetching || undefined}
      >
        {list}
      </section>

      <JobFormDialog
        open={formJob !== undefined}
        onOpenChange={(open) => {
          if (!open) setFormJob(undefined);
        }}
        job={formJob ?? null}
        onSaved={(saved) => {
          if (formJob === null && !listShows(filters, saved)) {
            navigate(filtersToHref(DEFAULT_FILTERS), { replace: true });
          }
        }}
      />
      {applyJob ? (
        <ApplyDialog
          job={applyJob}
          open
          onOpenChange={(open) => {
            if (!open) setApplyJob(null);
          }}
        />
      ) : null}
      {applicationsJob ? (
        <ApplicationsDialog
          job={findFresh(applicationsJob) ?? applicationsJob}
          open
          onOpenChange={(open) => {
            if (!open) setApplicationsJob(null);
          }}
        />
      ) : null}
      {deleteJob ? (
        <DeleteJobDialog
          job={deleteJob}
          open
          onOpenChange={(open) => {
            if (!open) setDeleteJob(null);
          }}
        />
      ) : null}
      <JobDetailsDialog
        open={detailsJob !== null}
        job={detailsJob}
        isPoster={detailsJob ? isPoster(detailsJob) : false}
        onOpenChange={(open) => {
          if (!open) setDetailsId(null);
        }}
        {...handlers}
      />
    </div>
  );
}
