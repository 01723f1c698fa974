import { jobFormSchema } from '@shared/contracts/jobs';
import { format } from 'date-fns';
import { z } from 'zod';
import type { Job, JobPayload } from './api';

/**
 * What the dialog's inputs hold: strings, as HTML inputs do ('' for a choice left open).
 * The schema turns them into the API's payload, then checks it with the shared job rules,
 * so the dialog and the server refuse the same input with the same words.
 */
const fieldsSchema = z.object({
  title: z.string(),
  company: z.string(),
  location: z.string(),
  jobType: z.string(),
  experienceLevel: z.string(),
  department: z.string(),
  salaryRange: z.string(),
  description: z.string(),
  requirements: z.string(),
  benefits: z.string(),
  skills: z.string(),
  applicationUrl: z.string(),
  contactEmail: z.string(),
  /** `yyyy-MM-dd` from a date input, or ''. */
  expiresAt: z.string(),
  isActive: z.boolean(),
});
export type JobFields = z.infer<typeof fieldsSchema>;
export type JobFieldName = keyof JobFields;

/**
 * A posting runs through the whole of its last day, in the member's own time zone: the
 * date input's day becomes 23:59:59.999 local time.
 */
export function endOfDayFromInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(y, m - 1, d, 23, 59, 59, 999);
  return Number.isNaN(date.getTime()) ? null : date;
}

const toPayload = (v: JobFields) => ({
  title: v.title,
  company: v.company,
  location: v.location,
  jobType: v.jobType,
  experienceLevel: v.experienceLevel,
  department: v.department,
  salaryRange: v.salaryRange,
  description: v.description,
  requirements: v.requirements,
  benefits: v.benefits,
  skills: v.skills,
  applicationUrl: v.applicationUrl,
  contactEmail: v.contactEmail.trim(),
  isActive: v.isActive,
  // An unreadable date reaches the shared rule as itself, so it says 'Enter a valid date'.
  expiresAt: v.expiresAt ? (endOfDayFromInput(v.expiresAt) ?? v.expiresAt) : '',
});

// The cast only restates the shared schema's types for what the transform hands it.
const sharedRules = jobFormSchema as unknown as z.ZodType<JobPayload, ReturnType<typeof toPayload>>;
export const jobDialogSchema = fieldsSchema.transform(toPayload).pipe(sharedRules);

export const EMPTY_JOB_FIELDS: JobFields = {
  title: '',
  company: '',
  location: '',
  jobType: '',
  experienceLevel: '',
  department: '',
  salaryRange: '',
  description: '',
  requirements: '',
  benefits: '',
  skills: '',
  applicationUrl: '',
  contactEmail: '',
  expiresAt: '',
  isActive: true,
};

export function jobToFields(job: Job): JobFields {
  return {
    title: job.title,
    company: job.company,
    location: job.location ?? '',
    jobType: job.jobType,
    experienceLevel: job.experienceLevel ?? '',
    department: job.department ?? '',
    salaryRange: job.salaryRange ?? '',
    description: job.description,
    requirements: job.requirements ?? '',
    benefits: job.benefits ?? '',
    skills: job.skillList.join(', '),
    applicationUrl: job.applicationUrl ?? '',
    contactEmail: job.contactEmail ?? '',
    expiresAt: job.expiresAt ? format(new Date(job.expiresAt), 'yyyy-MM-dd') : '',
    isActive: job.isActive,
  };
}

/** The field names the API reports issues on, as the dialog knows them. */
export const JOB_FIELD_NAMES = new Set<string>(Object.keys(EMPTY_JOB_FIELDS));
