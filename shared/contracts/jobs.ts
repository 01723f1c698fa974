import { z } from 'zod';
import {
  memberSummary,
  moderatedPermissions,
  optionalTimestamp,
  timestamp,
  type Wire,
} from './common';
import { reportable } from './reports';

/** A posting as every `/api/jobs` answer carries it (poster and the viewer's state embedded). */
export const job = z.object({
  id: z.number(),
  title: z.string(),
  company: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  jobType: z.string(),
  experienceLevel: z.string().nullable(),
  department: z.string().nullable(),
  salaryRange: z.string().nullable(),
  skills: z.string().nullable(),
  skillList: z.array(z.string()),
  requirements: z.string().nullable(),
  benefits: z.string().nullable(),
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
