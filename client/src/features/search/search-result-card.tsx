import type { SearchResult } from '@shared/contracts/search';
import { Link } from 'wouter';
import { MarkedParts, SnippetText } from '@/components/snippet-text';
import { CategoryBadge } from '@/features/discussions';
import { useConfig } from '@/lib/config';
import { dateTimeText, relativeTime } from '@/lib/dates';
import { displayName } from '@/lib/names';
import { zonedDayClockText } from '@/lib/zoned-time';
import { MemberHitAvatar } from './hit-parts';
import { KindIcon } from './kinds';
import { titleParts } from './title-marks';

/**
 * One hit on the results page: what it is, where it leads, the match (in its title too),
 * who and when. A member's hit is the member: their photo and name once, no byline.
 */
export function SearchResultCard({
  hit,
  q,
  headingLevel = 2,
}: {
  hit: SearchResult;
  /** The words searched for, marked in the title. */
  q: string;
  /** 3 under the All view's group headings. */
  headingLevel?: 2 | 3;
}) {
  const { timeZone } = useConfig().config;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="flex gap-3 rounded-xl border bg-card p-4 shadow-sm"
      data-testid="search-result"
    >
      {hit.kind === 'members' ? (
        <MemberHitAvatar hit={hit} className="size-10 shrink-0" />
      ) : (
        <KindIcon kind={hit.kind} className="mt-1 size-5 shrink-0 text-muted-foreground" />
      )}
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Heading className="text-base font-semibold break-words">
          <Link href={hit.href} className="hover:underline focus-visible:underline">
            {hit.replyId !== null ? 'Reply in ' : null}
            <MarkedParts parts={titleParts(hit.title, q)} />
          </Link>
        </Heading>
        {hit.snippet ? <SnippetText snippet={hit.snippet} className="text-sm" /> : null}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {hit.category ? <CategoryBadge category={hit.category} /> : null}
          {hit.author && hit.kind !== 'members' ? <span>{displayName(hit.author)}</span> : null}
          {hit.startsAt ? (
            // An event: when it happens, on its own clock (else the community's), not when
            // it was posted.
            <time dateTime={hit.startsAt}>
              {zonedDayClockText(hit.startsAt, hit.timeZone ?? timeZone)}
            </time>
          ) : (
            <time dateTime={hit.createdAt} title={dateTimeText(hit.createdAt)}>
              {hit.kind === 'members'
                ? `Joined ${relativeTime(hit.createdAt)}`
                : relativeTime(hit.createdAt)}
            </time>
          )}
        </p>
      </div>
    </article>
  );
}
