import { z } from 'zod';
import { APPLICATION_STATUSES, DEPARTMENTS, EXPERIENCE_LEVELS, JOB_TYPES } from './choices';
import {
  memberSummary,
  moderatedPermissions,
  optionalTimestamp,
  pageQuery,
  serialId,
  timestamp,
  type Wire,
} from './common';
import { httpUrl, optionalMarkdown, optionalText, requiredMarkdown, requiredText } from './fields';
import { reportable } from './reports';

// Requests: what these endpoints accept (bodies, queries, params), beside what they answer.

export {
  APPLICATION_STATUSES,
  DEPARTMENTS,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  jobSkillList,
} from './choices';

/** An optional choice from a list; '' (the form's "none") becomes null. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.enum(values)])
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Required skills arrive as comma-separated text or a JSON list and are stored one way:
 * trimmed, de-duplicated, joined with ", ".
 */
export const jobSkillsField = z
  .union([z.string().max(2000), z.array(z.string().max(100)).max(50)])
  .nullish()
  .transform((v) => {
    let list: string[] = [];
    if (Array.isArray(v)) list = v;
    else if (typeof v === 'string' && v.trim().startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(v);
        if (Array.isArray(parsed)) list = parsed.map(String);
      } catch {
        list = v.split(',');
      }
    } else if (typeof v === 'string') list = v.split(',');
    const clean = [...new Set(list.map((s) => s.trim()).filter(Boolean))];
    return clean.length ? clean.join(', ') : null;
  });

/** Post/Edit Job dialog (spec §5): title, company, description and type required. */
export const jobFormSchema = z.object({
  title: requiredText(200, 'Title is required'),
  company: requiredText(200, 'Company is required'),
  description: requiredMarkdown(20000, 'Description is required'),
  location: optionalText(200),
  jobType: z.enum(JOB_TYPES, { error: 'Job type is required' }),
  experienceLevel: optionalChoice(EXPERIENCE_LEVELS),
  department: optionalChoice(DEPARTMENTS),
  salaryRange: optionalText(100),
  skills: jobSkillsField,
  requirements: optionalMarkdown(10000),
  benefits: optionalMarkdown(10000),
  applicationUrl: httpUrl(),
  contactEmail: z
    .union([z.literal(''), z.email('Enter a valid email address').max(320)])
    .nullish()
    .transform((v) => (v ? v : null)),
  isActive: z.boolean().default(true),
  expiresAt: z
    .union([z.literal(''), z.coerce.date('Enter a valid date')])
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => !v || v.getTime() > Date.now(), 'The expiry date must be in the future'),
});
export type JobForm = z.input<typeof jobFormSchema>;

/** Apply dialog: a cover letter and a résumé (an uploaded document or a link), both optional. */
export const jobApplicationFormSchema = z.object({
  coverLetter: optionalText(10000),
  resumeUrl: z
    .string()
    .trim()
    .max(2048)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type JobApplicationForm = z.input<typeof jobApplicationFormSchema>;

export const applicationStatusSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, {
    error: 'Status must be pending, reviewed, accepted or declined',
  }),
});

/** A filter value, or 'all' (or nothing) for no filter (spec §7: omitted when 'all'). */
const filterOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal('all'), z.enum(values)])
    .optional()
    .transform((v) => (v === 'all' ? undefined : v));

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/** `GET /api/jobs`: a page, filtered by type, level, department, saved or posted by the viewer. */
export const jobListQuery = z.object({
  ...pageQuery,
  jobType: filterOf(JOB_TYPES),
  experienceLevel: filterOf(EXPERIENCE_LEVELS),
  department: filterOf(DEPARTMENTS),
  saved: flag,
  mine: flag,
});

/** `/api/jobs/:id/applications/:applicationId`. */
export const jobApplicationParams = z.object({ id: serialId, applicationId: serialId });

// Responses: what these endpoints answer.

/**
 * A posting as the board lists it (`GET /api/jobs`; decisions 047, 067): the card's facts,
 * the poster and the viewer's state, and a preview of the description (spec §9: its words,
 * the first 200 characters) instead of the long texts, which come with the posting itself.
 */
export const jobListItem = z.object({
  id: z.number(),
  title: z.string(),
  company: z.string(),
  preview: z.string(),
  location: z.string().nullable(),
  jobType: z.string(),
  experienceLevel: z.string().nullable(),
  department: z.string().nullable(),
  salaryRange: z.string().nullable(),
  skills: z.string().nullable(),
  skillList: z.array(z.string()),
  applicationUrl: z.string().nullable(),
  contactEmail: z.string().nullable(),
  postedBy: z.string(),
  isActive: z.boolean(),
  expiresAt: optionalTimestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
  poster: memberSummary.nullable(),
  saved: z.boolean(),
  myApplication: z.object({ id: z.number(), status: z.string() }).nullable(),
  /** Only for those who may see the applications; null for everyone else. */
  applicationCount: z.number().nullable(),
  ...moderatedPermissions,
  /** Whether the viewer may apply (not their own posting). */
  canApply: z.boolean(),
  ...reportable,
});
export type JobListItem = Wire<typeof jobListItem>;

/** A whole posting (`GET /api/jobs/{id}`, and what posting and editing answer). */
export const job = jobListItem.extend({
  description: z.string(),
  requirements: z.string().nullable(),
  benefits: z.string().nullable(),
});
export type Job = Wire<typeof job>;

/** An application as the poster sees it (`GET /api/jobs/{id}/applications`). */
export const jobApplication = z.object({
  id: z.number(),
  jobId: z.number(),
  coverLetter: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  status: z.string(),
  appliedAt: timestamp,
  applicant: memberSummary.nullable(),
});
export type JobApplication = Wire<typeof jobApplication>;

/** What applying answers: the new application, as its applicant sees it. */
export const ownApplication = jobApplication
  .omit({ applicant: true })
  .extend({ applicantId: z.string() });

/** What a status change answers. */
export const applicationStatusChange = z.object({ id: z.number(), status: z.string() });
