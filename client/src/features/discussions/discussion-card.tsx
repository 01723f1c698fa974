import { Clock, Eye, MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { relativeTime } from '@/lib/dates';
import type { DiscussionListItem } from './api';
import { AuthorByline } from './author-byline';
import { CategoryBadge } from './category-badge';
import { DiscussionFlags } from './discussion-flags';
import { countLabel } from './preview';

/**
 * What is new to the member: 'New' for a discussion they never opened, else 'n new
 * replies' since they last read it; null when nothing is.
 */
export function unreadLabel(
  discussion: Pick<DiscussionListItem, 'isNew' | 'newReplyCount'>,
): string | null {
  if (discussion.isNew) return 'New';
  if (discussion.newReplyCount > 0) {
    return countLabel(discussion.newReplyCount, 'new reply', 'new replies');
  }
  return null;
}

/** When the last reply came, in the app's relative style; null without replies. */
function LastReply({ discussion }: { discussion: DiscussionListItem }) {
  if (discussion.replyCount === 0) return null;
  const exact = new Date(discussion.lastActivityAt);
  return (
    <span className="inline-flex items-center gap-1.5" data-testid="last-activity">
      <Clock className="size-4" aria-hidden="true" />
      <span>
        last reply{' '}
        <time
          dateTime={discussion.lastActivityAt}
          title={Number.isNaN(exact.getTime()) ? undefined : exact.toLocaleString()}
        >
          {relativeTime(discussion.lastActivityAt)}
        </time>
      </span>
    </span>
  );
}

/**
 * A discussion in the list; the title's link covers the whole card. The started time is
 * the byline's; the last reply's sits with the counts. What is new to the member is a
 * badge, also read out with the title's link.
 */
export function DiscussionCard({ discussion }: { discussion: DiscussionListItem }) {
  const unread = unreadLabel(discussion);
  const unreadId = useId();
  return (
    <article
      className="relative grid gap-3 rounded-xl border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md data-[pinned=true]:border-l-4 data-[pinned=true]:border-l-gold"
      data-pinned={discussion.isPinned}
      data-unread={unread !== null}
      data-testid="discussion-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        {unread ? (
          // A dot and an outline, so it never reads as a category's filled pill.
          <Badge
            id={unreadId}
            className="gap-1.5 border-gold bg-card text-foreground"
            data-testid="unread-badge"
          >
            <span className="size-2 shrink-0 rounded-full bg-gold" aria-hidden="true" />
            {unread}
          </Badge>
        ) : null}
        <DiscussionFlags discussion={discussion} />
        <CategoryBadge category={discussion.category} />
      </div>
      <h2 className="text-lg leading-snug font-semibold wrap-anywhere">
        <Link
          href={`/discussions/${discussion.id}`}
          aria-describedby={unread ? unreadId : undefined}
          className="outline-none after:absolute after:inset-0 after:rounded-xl hover:underline"
        >
          {discussion.title}
        </Link>
      </h2>
      <p className="wrap-anywhere text-muted-foreground">{discussion.excerpt}</p>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <AuthorByline
          post={{ author: discussion.author, createdAt: discussion.createdAt }}
          size="sm"
        />
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <LastReply discussion={discussion} />
          <span className="inline-flex items-center gap-1.5">
            <MessageSquare className="size-4" aria-hidden="true" />
            {countLabel(discussion.replyCount, 'reply', 'replies')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Eye className="size-4" aria-hidden="true" />
            {countLabel(discussion.viewCount, 'view', 'views')}
          </span>
        </p>
      </div>
    </article>
  );
}
