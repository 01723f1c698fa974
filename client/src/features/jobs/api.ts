import type {
  APPLICATION_STATUSES,
  DEPARTMENTS,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
} from '@shared/contracts/choices';
import type {
  Job,
  JobApplication,
  JobApplicationForm,
  JobForm,
  JobListItem,
} from '@shared/contracts/jobs';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { Deletion } from '@/components/delete-with-reason-dialog';
import { onBookmarkChange, refreshBookmarks } from '@/features/bookmarks';
import { DASHBOARD_KEY } from '@/features/dashboard';
import { toast } from '@/hooks/use-toast';
import { apiRequest, deleteWithReason, getJson, queryClient, saveItem, sendJson } from '@/lib/api';
import { fetchPage, type Page } from '@/lib/pages';

export type JobType = (typeof JOB_TYPES)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export type Department = (typeof DEPARTMENTS)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type { Job, JobApplication, JobListItem } from '@shared/contracts/jobs';

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
/** Applications per page in the poster's dialog. */
export const APPLICATION_PAGE_SIZE = 50;
export const JOBS_KEY = ['/api/jobs'] as const;
const listKey = (filters: JobFilters) => [...JOBS_KEY, 'list', filters] as const;
const applicationsKey = (jobId: number) => [...JOBS_KEY, jobId, 'applications'] as const;

/**
 * The jobs feature's queries, one factory each: every hook and every invalidation reads
 * its key and function from here, so a key can never drift from its URL.
 */
export const jobQueries = {
  all: JOBS_KEY,
  /**
   * One whole posting by id: the board lists previews (decision 067), so the details and
   * the edit form read the description, requirements and benefits from here.
   */
  detail: (jobId: number) =>
    queryOptions({
      queryKey: [...JOBS_KEY, 'detail', jobId] as const,
      queryFn: () => getJson<Job>(`${JOBS_KEY[0]}/${jobId}`),
      retry: false,
    }),
  applications: (jobId: number) =>
    infiniteQueryOptions({
      queryKey: applicationsKey(jobId),
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const query = new URLSearchParams({ limit: String(APPLICATION_PAGE_SIZE) });
        if (pageParam) query.set('cursor', pageParam);
        return fetchPage<JobApplication>(
          `${JOBS_KEY[0]}/${jobId}/applications?${query}`,
          'Failed to fetch applications',
        );
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
};

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
    Page<JobListItem>,
    Error,
    { jobs: JobListItem[]; total: number | null },
    ReturnType<typeof listKey>,
    string | null
  >({
    queryKey: listKey(filters),
    initialPageParam: null,
    queryFn: ({ pageParam }) =>
      fetchPage<JobListItem>(jobsUrl(filters, pageParam), 'Failed to fetch jobs'),
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
    mutationFn: (body: JobPayload) => saveItem<Job>(JOBS_KEY[0], jobId, body),
    onSuccess: invalidateJobs,
  });
}

export function useDeleteJob() {
  return useMutation({
    mutationFn: ({ id, reason }: Deletion) => deleteWithReason(`${JOBS_KEY[0]}/${id}`, reason),
    onSuccess: (_, { id: jobId }) => {
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

type JobPages = InfiniteData<Page<JobListItem>, string | null>;

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

// A job's Save is its bookmark (issue 37): bookmarked or unbookmarked elsewhere (the Saved
// page), the cards' `saved` and the Saved view are asked again.
onBookmarkChange('job', () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }));

/**
 * Save (`true`) or unsave (`false`) a posting for the member's own list: a bookmark, so
 * the Bookmark buttons' keys and the Saved page are asked again too.
 */
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
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: JOBS_KEY }), refreshBookmarks()]),
  });
}

/** The poster's applications to one posting, newest first, a page at a time. */
export function useJobApplications(jobId: number, enabled = true) {
  return useInfiniteQuery({
    ...jobQueries.applications(jobId),
    enabled,
    select: (data) => ({
      applications: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
  });
}

type ApplicationPages = InfiniteData<Page<JobApplication>, string | null>;

export function useSetApplicationStatus(jobId: number) {
  return useMutation({
    mutationFn: (input: { applicationId: number; status: ApplicationStatus }) =>
      sendJson<{ id: number; status: string }>(
        'PATCH',
        `${JOBS_KEY[0]}/${jobId}/applications/${input.applicationId}`,
        { status: input.status },
      ),
    onSuccess: (updated) =>
      queryClient.setQueryData<ApplicationPages>(applicationsKey(jobId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((a) =>
                  a.id === updated.id ? { ...a, status: updated.status } : a,
                ),
              })),
            }
          : data,
      ),
  });
}

/** One whole posting by id, fetched only when `enabled`. */
export function useJob(jobId: number | null, enabled: boolean) {
  return useQuery({ ...jobQueries.detail(jobId ?? 0), enabled: enabled && jobId !== null });
}

/**
 * The applicant takes back their application (the posting must still be open). The
 * caller closes its confirmation first, then `afterWithdrawal` refreshes the lists (the
 * button that asked goes with them) and puts focus on the posting's Apply Now.
 */
export function useWithdrawApplication(jobId: number) {
  return useMutation({
    mutationFn: async (applicationId: number) => {
      await apiRequest('DELETE', `${JOBS_KEY[0]}/${jobId}/applications/${applicationId}`);
    },
    onSuccess: () => toast({ title: 'Application withdrawn' }),
  });
}

/** After a withdrawal (or a refusal): fresh lists, focus on Apply Now (in the open dialog). */
export async function afterWithdrawal(jobId: number) {
  await invalidateJobs();
  // The refreshed cards render a moment after the cache has the answer: look for the
  // button for up to a second.
  const selector = `[data-apply-for="${jobId}"]`;
  for (let tries = 0; tries < 20; tries++) {
    const target =
      document.querySelector<HTMLElement>(`[role="dialog"] ${selector}`) ??
      document.querySelector<HTMLElement>(selector);
    if (target) {
      target.focus();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts fetching a whole posting (a title or Edit hovered or focused), once. */
export function prefetchJob(jobId: number) {
  void queryClient.prefetchQuery(jobQueries.detail(jobId));
}

/** The whole posting, from the cache while it is fresh (Edit from a card or the details). */
export function fetchJob(jobId: number): Promise<Job> {
  return queryClient.fetchQuery(jobQueries.detail(jobId));
}
