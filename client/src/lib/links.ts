import { toast } from '@/hooks/use-toast';

/**
 * A positive id from one parameter of an address's query (`?job=42`), or null when the
 * parameter is absent or not an id: a hand-edited address opens nothing rather than fail.
 */
export function idFromSearch(search: string, name: string): number | null {
  const raw = new URLSearchParams(search).get(name);
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Copies an item's permalink to the clipboard and says so ('Link Copied', with
 * `copiedText`, e.g. 'Job link copied to clipboard'); where the browser refuses, the
 * toast gives the link to copy by hand.
 */
export async function copyLink(url: string, copiedText: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link Copied', description: copiedText });
  } catch {
    toast({
      title: 'Error',
      description: `The link could not be copied. Copy it by hand: ${url}`,
      variant: 'destructive',
    });
  }
}
