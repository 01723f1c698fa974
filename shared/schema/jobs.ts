import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod';
import { createdAt, updatedAt } from './columns';
import { httpUrl, optionalText, requiredText } from './fields';
import { users } from './users';

/** Spec §9. */
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'remote'] as const;
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior'] as const;
export const DEPARTMENTS = ['engineering', 'marketing', 'sales', 'design'] as const;

export const jobPostings = pgTable(
  'job_posting',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    company: varchar('company', { length: 200 }).notNull(),
    description: text('description').notNull(),
    location: varchar('location', { length: 200 }),
    jobType: varchar('job_type', { length: 20 }).notNull(),
    experienceLevel: varchar('experience_level', { length: 20 }),
    department: varchar('department', { length: 40 }),
    salaryRange: varchar('salary_range', { length: 100 }),
    skills: text('skills'),
    requirements: text('requirements'),
    benefits: text('benefits'),
    applicationUrl: varchar('application_url', { length: 2048 }),
    contactEmail: varchar('contact_email', { length: 320 }),
    postedBy: varchar('posted_by', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_posting_posted_by_idx').on(t.postedBy),
    index('job_posting_active_created_idx').on(t.isActive, t.createdAt),
    index('job_posting_job_type_idx').on(t.jobType),
    index('job_posting_experience_idx').on(t.experienceLevel),
    index('job_posting_department_idx').on(t.department),
    index('job_posting_expires_idx').on(t.expiresAt),
  ],
);

export const jobApplications = pgTable(
  'job_application',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    applicantId: varchar('applicant_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coverLetter: text('cover_letter'),
    resumeUrl: varchar('resume_url', { length: 2048 }),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('job_application_job_applicant_uq').on(t.jobId, t.applicantId),
    index('job_application_applicant_idx').on(t.applicantId),
  ],
);

/** A member's saved postings (the Save button). */
export const savedJobs = pgTable(
  'saved_job',
  {
    userId: varchar('user_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('saved_job_job_idx').on(t.jobId)],
);

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

/** The stored skills text as a list, for responses and cards. */
export const jobSkillList = (skills: string | null) =>
  skills
    ? skills
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** Post/Edit Job dialog (spec §5): title, company, description and type required. */
export const jobFormSchema = createInsertSchema(jobPostings, {
  title: requiredText(200, 'Title is required'),
  company: requiredText(200, 'Company is required'),
  description: requiredText(20000, 'Description is required'),
  location: optionalText(200),
  jobType: z.enum(JOB_TYPES, { error: 'Job type is required' }),
  experienceLevel: optionalChoice(EXPERIENCE_LEVELS),
  department: optionalChoice(DEPARTMENTS),
  salaryRange: optionalText(100),
  skills: jobSkillsField,
  requirements: optionalText(10000),
  benefits: optionalText(10000),
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
}).omit({ id: true, postedBy: true, createdAt: true, updatedAt: true });
export type JobForm = z.input<typeof jobFormSchema>;
export type JobPosting = typeof jobPostings.$inferSelect;

/** Spec §4: pending by default; the poster moves an application on. */
export const APPLICATION_STATUSES = ['pending', 'reviewed', 'accepted', 'declined'] as const;

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
