import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { hiddenColumns } from './hidden';
import { users } from './users';

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
    ...hiddenColumns(),
  },
  (t) => [
    index('job_posting_posted_by_idx').on(t.postedBy),
    index('job_posting_active_created_idx').on(t.isActive, t.createdAt),
    index('job_posting_job_type_idx').on(t.jobType),
    index('job_posting_experience_idx').on(t.experienceLevel),
    index('job_posting_department_idx').on(t.department),
    index('job_posting_expires_idx').on(t.expiresAt),
    // The dashboard's open-positions count, from the index alone (active, not expired).
    index('job_posting_open_idx').on(t.expiresAt).where(sql`${t.isActive}`),
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
    // The poster's applications dialog pages newest first by (applied_at, id) per posting.
    index('job_application_job_applied_idx').on(t.jobId, t.appliedAt, t.id),
  ],
);

export type JobPosting = typeof jobPostings.$inferSelect;
