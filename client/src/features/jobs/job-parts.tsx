import {
  Banknote,
  Briefcase,
  Building2,
  CalendarClock,
  GraduationCap,
  Layers,
  MapPin,
} from 'lucide-react';
import { MemberLink } from '@/components/member-link';
import { Badge } from '@/components/ui/badge';
import { dayText, relativeTime } from '@/lib/dates';
import { cn } from '@/lib/utils';
import type { JobListItem } from './api';
import { departmentLabel, experienceLevelLabel, jobBadge, jobTypeLabel } from './labels';

const BADGE_CLASSES = {
  New: 'border-gold bg-gold text-ink',
  Active:
    'border-green-300 bg-green-100 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-200',
  Inactive:
    'border-gray-300 bg-gray-100 text-gray-800 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100',
  Expired:
    'border-gray-300 bg-gray-100 text-gray-800 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100',
} as const;

/** Spec §4: 'New' for 7 days, then 'Active'; the poster's closed postings say why. */
export function JobBadge({ job }: { job: JobListItem }) {
  const badge = jobBadge(job);
  return (
    <Badge className={BADGE_CLASSES[badge]} data-testid="job-badge">
      {badge}
    </Badge>
  );
}

/** Company and location under the title. */
export function JobCompanyLine({ job, className }: { job: JobListItem; className?: string }) {
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground',
        className,
      )}
    >
      <span className="inline-flex min-w-0 items-center gap-1.5 font-medium text-foreground">
        <Building2 className="size-4 shrink-0" aria-hidden="true" />
        <span className="wrap-anywhere">{job.company}</span>
      </span>
      {job.location ? (
        <span className="inline-flex min-w-0 items-center gap-1.5">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="wrap-anywhere">{job.location}</span>
        </span>
      ) : null}
    </p>
  );
}

/** Type, level, department and salary as a row of facts. */
export function JobFacts({ job }: { job: JobListItem }) {
  const facts = [
    { key: 'type', icon: Briefcase, label: 'Job type', text: jobTypeLabel(job.jobType) },
    {
      key: 'level',
      icon: GraduationCap,
      label: 'Experience level',
      text: experienceLevelLabel(job.experienceLevel),
    },
    {
      key: 'department',
      icon: Layers,
      label: 'Department',
      text: departmentLabel(job.department),
    },
    { key: 'salary', icon: Banknote, label: 'Salary', text: job.salaryRange },
  ].filter((f) => f.text);
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Job details">
      {facts.map(({ key, icon: Icon, label, text }) => (
        <li
          key={key}
          className="inline-flex max-w-full items-center gap-1.5 rounded-md bg-muted px-2 py-1 text-xs font-medium"
          data-fact={key}
        >
          <Icon className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">{label}: </span>
          <span className="wrap-anywhere">{text}</span>
        </li>
      ))}
    </ul>
  );
}

export function SkillChips({ skills, className }: { skills: string[]; className?: string }) {
  if (skills.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Skills">
      {skills.map((skill) => (
        <li key={skill}>
          <Badge className="border-gold/60 bg-accent font-medium text-accent-foreground">
            {skill}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** 'Posted 2 days ago by Name', and when the posting closes. */
export function PostedBy({ job }: { job: JobListItem }) {
  const exact = new Date(job.createdAt);
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <MemberLink
        member={job.poster}
        show="avatar"
        decorative
        avatarClassName="size-7"
        fallbackClassName="text-xs"
      />
      <p className="flex min-w-0 flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
        <span className="min-w-0">
          Posted{' '}
          <time
            dateTime={job.createdAt}
            title={Number.isNaN(exact.getTime()) ? undefined : exact.toLocaleString()}
          >
            {relativeTime(job.createdAt)}
          </time>{' '}
          by <MemberLink member={job.poster} className="inline font-semibold text-foreground" />
        </span>
        {job.expiresAt ? (
          <span className="inline-flex items-center gap-1 whitespace-nowrap">
            <span className="sr-only">. </span>
            <CalendarClock className="size-3.5" aria-hidden="true" />
            {new Date(job.expiresAt).getTime() > Date.now() ? 'Closes' : 'Closed'}{' '}
            {dayText(job.expiresAt)}
          </span>
        ) : null}
      </p>
    </div>
  );
}
