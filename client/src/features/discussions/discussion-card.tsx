import { Eye, MessageSquare } from 'lucide-react';
import { Link } from 'wouter';
import { previewText } from '@/lib/preview';
import type { DiscussionItem } from './api';
import { AuthorByline } from './author-byline';
import { CategoryBadge } from './category-badge';
import { DiscussionFlags } from './discussion-flags';
import { countLabel } from './preview';

/** A discussion in the list; the title's link covers the whole card. */
export function DiscussionCard({ discussion }: { discussion: DiscussionItem }) {
  return (
    <article
      className="relative grid gap-3 rounded-xl border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md data-[pinned=true]:border-l-4 data-[pinned=true]:border-l-gold"
      data-pinned={discussion.isPinned}
      data-testid="discussion-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <DiscussionFlags discussion={discussion} />
        <CategoryBadge category={discussion.category} />
      </div>
      <h2 className="text-lg leading-snug font-semibold break-words">
        <Link
          href={`/discussions/${discussion.id}`}
          className="outline-none after:absolute after:inset-0 after:rounded-xl hover:underline"
        >
          {discussion.title}
        </Link>
      </h2>
      <p className="break-words text-muted-foreground">{previewText(discussion.content)}</p>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <AuthorByline author={discussion.author} createdAt={discussion.createdAt} size="sm" />
        <p className="flex items-center gap-4 text-sm text-muted-foreground">
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
