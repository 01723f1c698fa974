import { useId } from 'react';
import { preloadOnIntent } from '@/lib/lazy-component';
import { type JobListItem, prefetchJob } from './api';
import { jobTitleButtonId } from './focus';
import { type JobActionHandlers, JobActions } from './job-actions';
import { JobBadge, JobCompanyLine, JobFacts, PostedBy, SkillChips } from './job-parts';

interface JobCardProps extends JobActionHandlers {
  job: JobListItem;
  isPoster: boolean;
  onDetails: (job: JobListItem) => void;
}

/** A posting in the list: the facts, a 200-character preview and the member's actions. */
export function JobCard({ job, isPoster, onDetails, ...handlers }: JobCardProps) {
  const titleId = useId();
  return (
    <article
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
      aria-labelledby={titleId}
      data-testid="job-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <h2 id={titleId} className="text-lg leading-snug font-semibold wrap-anywhere">
            <button
              id={jobTitleButtonId(job.id)}
              type="button"
              className="rounded-sm text-left hover:underline"
              onClick={() => onDetails(job)}
              // The details read the whole posting: fetched on the way to the press.
              {...preloadOnIntent(() => prefetchJob(job.id))}
              aria-haspopup="dialog"
            >
              {job.title}
            </button>
          </h2>
          <JobCompanyLine job={job} />
        </div>
        <JobBadge job={job} />
      </div>
      <JobFacts job={job} />
      <p className="wrap-anywhere text-muted-foreground" data-testid="job-preview">
        {job.preview}
      </p>
      <SkillChips skills={job.skillList} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-t pt-4">
        <PostedBy job={job} />
        <JobActions job={job} isPoster={isPoster} describedBy={titleId} {...handlers} />
      </div>
    </article>
  );
}
