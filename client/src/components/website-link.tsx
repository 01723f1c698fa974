import { Globe } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * What a member's web address is called on screen: "LinkedIn" for a LinkedIn profile, the
 * site's name otherwise ("bayou.example"), so a card does not show a long address.
 */
export function websiteLabel(url: string): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    return host === 'linkedin.com' || host.endsWith('.linkedin.com') ? 'LinkedIn' : host;
  } catch {
    return url;
  }
}

/**
 * A member's LinkedIn or website (issue 36): opened in a new tab, as every address a member
 * typed is (no referrer, no ranking credit), named for whose it is.
 */
export function WebsiteLink({
  url,
  owner,
  className,
}: {
  url: string;
  /** Whose address it is, for the link's name: "Ada Lovelace on LinkedIn". */
  owner: string;
  className?: string;
}) {
  const label = websiteLabel(url);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      aria-label={`${owner} on ${label} (opens in a new tab)`}
      title={url}
      className={cn(
        'inline-flex min-w-0 items-center gap-1.5 text-sm text-gold-text underline-offset-4 hover:underline',
        className,
      )}
    >
      <Globe className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{label}</span>
    </a>
  );
}
