import {
  APPLICATION_STATUSES,
  DEPARTMENTS,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
} from '@shared/contracts/choices';
import type { ApplicationStatus, Department, ExperienceLevel, JobListItem, JobType } from './api';

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  remote: 'Remote',
};

export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  entry: 'Entry',
  mid: 'Mid',
  senior: 'Senior',
};

export const DEPARTMENT_LABELS: Record<Department, string> = {
  engineering: 'Engineering',
  marketing: 'Marketing',
  sales: 'Sales',
  design: 'Design',
};

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  reviewed: 'Reviewed',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** A stored value's label; a value the client does not know shows as it is. */
function labelOf<T extends string>(labels: Record<T, string>, value: string | null): string | null {
  if (!value) return null;
  return (labels as Record<string, string>)[value] ?? value;
}

export const jobTypeLabel = (v: string | null) => labelOf(JOB_TYPE_LABELS, v);
export const experienceLevelLabel = (v: string | null) => labelOf(EXPERIENCE_LEVEL_LABELS, v);
export const departmentLabel = (v: string | null) => labelOf(DEPARTMENT_LABELS, v);
export const applicationStatusLabel = (v: string) => labelOf(APPLICATION_STATUS_LABELS, v) ?? v;

export const isJobType = (v: string): v is JobType => (JOB_TYPES as readonly string[]).includes(v);
export const isExperienceLevel = (v: string): v is ExperienceLevel =>
  (EXPERIENCE_LEVELS as readonly string[]).includes(v);
export const isDepartment = (v: string): v is Department =>
  (DEPARTMENTS as readonly string[]).includes(v);
export const isApplicationStatus = (v: string): v is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(v);

/** Spec §4/§9: a posting is 'New' for 7 days after it was created. */
export const NEW_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The card's badge. Open postings are 'New' (created less than 7 days ago) or 'Active'
 * (spec §4); a poster's own closed posting says why it is off the board instead.
 */
export function jobBadge(
  job: Pick<JobListItem, 'createdAt' | 'isActive' | 'expiresAt'>,
  now = new Date(),
): 'New' | 'Active' | 'Inactive' | 'Expired' {
  if (!job.isActive) return 'Inactive';
  if (job.expiresAt && new Date(job.expiresAt).getTime() <= now.getTime()) return 'Expired';
  const age = now.getTime() - new Date(job.createdAt).getTime();
  return age < NEW_FOR_MS ? 'New' : 'Active';
}

/** '1 application', '3 applications'. */
export const applicationCountLabel = (n: number) =>
  `${n} ${n === 1 ? 'application' : 'applications'}`;

/** An uploaded résumé is served from `/objects/...`; a link is shown as it was given. */
export function resumeLabel(url: string): string {
  if (url.startsWith('/objects/')) return 'View résumé';
  try {
    return `Résumé on ${new URL(url).hostname}`;
  } catch {
    return 'View résumé';
  }
}

/** http(s) addresses only: anything else stays plain text (spec-notes: URL fields). */
export function safeHttpUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/objects/')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
