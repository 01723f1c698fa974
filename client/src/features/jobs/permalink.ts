import { toast } from '@/hooks/use-toast';

/** The `job` parameter of a `/jobs?job=ID` address, or null when absent or not an id. */
export function jobIdFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('job');
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
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

export async function copyJobLink(jobId: number): Promise<void> {
  const url = jobPermalink(jobId);
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link Copied', description: 'Job link copied to clipboard' });
  } catch {
    toast({
      title: 'Error',
      description: `The link could not be copied. Copy it by hand: ${url}`,
      variant: 'destructive',
    });
  }
}
