import type {
  APPLICATION_STATUSES,
  DEPARTMENTS,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
} from '@shared/schema/choices';
import type { JobApplicationForm, JobForm } from '@shared/schema/forms/jobs';
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { DASHBOARD_KEY } from '@/features/dashboard';
import { apiRequest, queryClient } from '@/lib/api';
import { fetchPage, type Page } from '@/lib/pages';

export type JobType = (typeof JOB_TYPES)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export type Department = (typeof DEPARTMENTS)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface JobPoster {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
}

/** A posting as every `/api/jobs` answer carries it (poster and the viewer's state embedded). */
export interface Job {
  id: number;
  title: string;
  company: string;
  description: string;
  location: string | null;
  jobType: string;
  experienceLevel: string | null;
  department: string | null;
  salaryRange: string | null;
  skills: string | null;
  skillList: string[];
  requirements: string | null;
  benefits: string | null;
  applicationUrl: string | null;
  contactEmail: string | null;
  postedBy: string;
  isActive: boolean;
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
  poster: JobPoster | null;
  saved: boolean;
  myApplication: { status: string } | null;
  /** Only for the poster; null for everyone else. */
  applicationCount: number | null;
}

export interface JobApplicant extends JobPoster {
  title: string | null;
  company: string | null;
}

/** An application as the poster sees it (`GET /api/jobs/{id}/applications`). */
export interface JobApplication {
  id: number;
  jobId: number;
  coverLetter: string | null;
  resumeUrl: string | null;
  status: string;
  appliedAt: string;
  applicant: JobApplicant | null;
}

/** Which postings the list shows: open ones, the member's saved ones, or their own. */
export type JobView = 'all' | 'saved' | 'mine';

export interface JobFilters {
  view: JobView;
  jobType: JobType | 'all';
  experienceLevel: ExperienceLevel | 'all';
  department: Department | 'all';
}

/** Cards per page; the server allows up to 200. */
export const JOB_PAGE_SIZE = 20;
export const JOBS_KEY = ['/api/jobs'] as const;
const listKey = (filters: JobFilters) => [...JOBS_KEY, 'list', filters] as const;
const applicationsKey = (jobId: number) => [...JOBS_KEY, jobId, 'applications'] as const;

/** The query string for one page; 'all' filters are left out (spec §7). */
export function jobsUrl(filters: JobFilters, cursor: string | null = null): string {
  const query = new URLSearchParams({ limit: String(JOB_PAGE_SIZE) });
  if (filters.jobType !== 'all') query.set('jobType', filters.jobType);
  if (filters.experienceLevel !== 'all') query.set('experienceLevel', filters.experienceLevel);
  if (filters.department !== 'all') query.set('department', filters.department);
  if (filters.view === 'saved') query.set('saved', 'true');
  if (filters.view === 'mine') query.set('mine', 'true');
  if (cursor) query.set('cursor', cursor);
  return `${JOBS_KEY[0]}?${query}`;
}

/** Newest first; `total` is how many match in all (X-Total-Count), not the page's length. */
export function useJobs(filters: JobFilters) {
  return useInfiniteQuery<
    Page<Job>,
    Error,
    { jobs: Job[]; total: number | null },
    ReturnType<typeof listKey>,
    string | null
  >({
    queryKey: listKey(filters),
    initialPageParam: null,
    queryFn: ({ pageParam }) => fetchPage<Job>(jobsUrl(filters, pageParam), 'Failed to fetch jobs'),
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => ({
      jobs: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
  });
}

/** Every jobs list and the dashboard's 'n Active Postings' refetch after a change. */
function invalidateJobs() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]);
}

/** The payload the Post/Edit dialog sends (the shared form schema's input). */
export type JobPayload = JobForm;

export function useSaveJob(jobId: number | null) {
  return useMutation({
    mutationFn: async (body: JobPayload): Promise<Job> => {
      const res = jobId
        ? await apiRequest('PUT', `${JOBS_KEY[0]}/${jobId}`, body)
        : await apiRequest('POST', JOBS_KEY[0], body);
      return res.json();
    },
    onSuccess: invalidateJobs,
  });
}

export function useDeleteJob() {
  return useMutation({
    mutationFn: async (jobId: number) => {
      await apiRequest('DELETE', `${JOBS_KEY[0]}/${jobId}`);
    },
    onSuccess: (_, jobId) => {
      queryClient.removeQueries({ queryKey: applicationsKey(jobId) });
      return invalidateJobs();
    },
  });
}

/**
 * Apply: `body` undefined sends no body (the posting's own application page took the
 * details); the dialog sends a cover letter and a résumé.
 */
export function useApply(jobId: number) {
  return useMutation({
    mutationFn: async (body?: JobApplicationForm) => {
      await apiRequest('POST', `${JOBS_KEY[0]}/${jobId}/applications`, body);
    },
    // A refusal ('You have already applied to this job') also means the card is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

type JobPages = InfiniteData<Page<Job>, string | null>;

/** Writes `saved` into every cached list at once, so the button answers before the server. */
function setSavedInLists(jobId: number, saved: boolean) {
  queryClient.setQueriesData<JobPages>({ queryKey: [...JOBS_KEY, 'list'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((job) => (job.id === jobId ? { ...job, saved } : job)),
          })),
        }
      : data,
  );
}

/** Save (`true`) or unsave (`false`) a posting for the member's own list. */
export function useToggleSaved(jobId: number) {
  return useMutation({
    mutationFn: async (save: boolean) => {
      await apiRequest(save ? 'PUT' : 'DELETE', `${JOBS_KEY[0]}/${jobId}/saved`);
    },
    onMutate: async (save) => {
      await queryClient.cancelQueries({ queryKey: JOBS_KEY });
      setSavedInLists(jobId, save);
    },
    onError: (_, save) => setSavedInLists(jobId, !save),
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

/** The poster's applications to one posting, newest first. */
export function useJobApplications(jobId: number, enabled = true) {
  return useQuery<JobApplication[]>({
    queryKey: applicationsKey(jobId),
    enabled,
    queryFn: async () => {
      let res: Response;
      try {
        res = await fetch(`${JOBS_KEY[0]}/${jobId}/applications`, { credentials: 'include' });
      } catch {
        throw new Error('Failed to fetch applications');
      }
      if (!res.ok) throw new Error('Failed to fetch applications');
      return (await res.json()) as JobApplication[];
    },
  });
}

export function useSetApplicationStatus(jobId: number) {
  return useMutation({
    mutationFn: async (input: { applicationId: number; status: ApplicationStatus }) => {
      const res = await apiRequest(
        'PATCH',
        `${JOBS_KEY[0]}/${jobId}/applications/${input.applicationId}`,
        { status: input.status },
      );
      return (await res.json()) as { id: number; status: string };
    },
    onSuccess: (updated) =>
      queryClient.setQueryData<JobApplication[]>(applicationsKey(jobId), (list) =>
        list?.map((a) => (a.id === updated.id ? { ...a, status: updated.status } : a)),
      ),
  });
}
