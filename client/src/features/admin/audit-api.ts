import type { AuditEntryWire } from '@shared/contracts/audit';
import type { AuditAction } from '@shared/contracts/choices';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchPage } from '@/lib/pages';

export type AuditEntry = AuditEntryWire;

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_LOG_FAILED = 'Failed to fetch the audit log';

/** The log's filters; '' means any. */
export interface AuditLogFilters {
  action: AuditAction | '';
  q: string;
}

/** Every audit query's key starts with this: a console action refreshes them all. */
export const AUDIT_LOG_KEY = ['/api/admin/audit'] as const;

export const auditQueries = {
  all: AUDIT_LOG_KEY,
  /** Entries newest first, a page at a time; the total comes from X-Total-Count. */
  log: (filters: AuditLogFilters) =>
    infiniteQueryOptions({
      queryKey: [...AUDIT_LOG_KEY, filters] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
        if (filters.action) params.set('action', filters.action);
        if (filters.q) params.set('q', filters.q);
        if (pageParam) params.set('cursor', pageParam);
        return fetchPage<AuditEntry>(`${AUDIT_LOG_KEY[0]}?${params}`, AUDIT_LOG_FAILED);
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
};

export function useAuditLog(filters: AuditLogFilters) {
  return useInfiniteQuery({
    ...auditQueries.log(filters),
    select: (data) => ({
      entries: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
    // While the admin types, the last answer stays on screen instead of skeletons.
    placeholderData: keepPreviousData,
  });
}
