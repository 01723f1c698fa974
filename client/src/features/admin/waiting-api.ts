import type { CurrentMember } from '@shared/contracts/auth';
import type { AdminApplication } from '@shared/contracts/membership';
import type { ReportGroup } from '@shared/contracts/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPage } from '@/lib/pages';

export const APPLICATIONS_KEY = ['/api/admin/applications'] as const;
export const REPORTS_KEY = ['/api/moderation/reports'] as const;
export const APPLICATIONS_FAILED = 'Failed to fetch applications';
export const REPORTS_FAILED = 'Failed to fetch reports';

/**
 * What waits on the staff (issue 36): the console's tab counts, and the same queries behind
 * the count on the user menu's Admin entry, so the two never disagree. Each asks one row
 * and reads the total; the keys sit under their lists' prefixes, so a decision or a
 * resolution that refreshes a list refreshes its count.
 */
export const waitingQueries = {
  pendingApplications: () =>
    queryOptions({
      queryKey: [...APPLICATIONS_KEY, 'pending-count'] as const,
      queryFn: async () => {
        const page = await fetchPage<AdminApplication>(
          `${APPLICATIONS_KEY[0]}?state=pending&limit=1`,
          APPLICATIONS_FAILED,
        );
        return page.total ?? page.items.length;
      },
    }),
  openReports: () =>
    queryOptions({
      queryKey: [...REPORTS_KEY, 'open-count'] as const,
      queryFn: async () => {
        const page = await fetchPage<ReportGroup>(`${REPORTS_KEY[0]}?limit=1`, REPORTS_FAILED);
        return page.total ?? page.items.length;
      },
    }),
};

/** The counts a new application or report changes: the live hint for the bell refreshes them. */
export const STAFF_WAITING_KEYS = [
  waitingQueries.pendingApplications().queryKey,
  waitingQueries.openReports().queryKey,
];

/**
 * How many items wait on this member in the console: applications for admins, reported
 * items for moderators and admins, from the abilities the server answered (never the
 * role). Zero for everyone else, with nothing asked.
 */
export function useStaffWaiting(abilities: CurrentMember['abilities'] | undefined) {
  const applications = useQuery({
    ...waitingQueries.pendingApplications(),
    enabled: abilities?.administer === true,
  });
  const reports = useQuery({
    ...waitingQueries.openReports(),
    enabled: abilities?.moderate === true,
  });
  return (
    (abilities?.administer ? (applications.data ?? 0) : 0) +
    (abilities?.moderate ? (reports.data ?? 0) : 0)
  );
}
