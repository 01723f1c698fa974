import { copyLink, idFromSearch } from '@/lib/links';

/** The `job` parameter of a `/jobs?job=ID` address, or null when absent or not an id. */
export function jobIdFromSearch(search: string): number | null {
  return idFromSearch(search, 'job');
}

/** This page's address with the `job` parameter set (or removed), filters kept. */
export function searchWithJob(search: string, jobId: number | null): string {
  const params = new URLSearchParams(search);
  if (jobId === null) params.delete('job');
  else params.set('job', String(jobId));
  const query = params.toString();
  return `/jobs${query ? `?${query}` : ''}`;
}

/** The address a posting is shared by. */
export const jobPermalink = (jobId: number) => `${window.location.origin}/jobs?job=${jobId}`;

export function copyJobLink(jobId: number): Promise<void> {
  return copyLink(jobPermalink(jobId), 'Job link copied to clipboard');
}
