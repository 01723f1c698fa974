import { EditedMark } from '@/components/edited-mark';
import { MemberLink } from '@/components/member-link';
import { EditedMarkWithVersions } from '@/features/editing';
import { relativeTime } from '@/lib/dates';
import { authorName } from '@/lib/names';
import { cn } from '@/lib/utils';
import type { DiscussionAuthor } from './api';

/** Who wrote it and when: avatar (photo, else initials), name and relative time. */
export function AuthorByline({
  post: { author, createdAt, editedAt, id, canSeeEarlierVersions },
  type,
  size = 'default',
  className,
}: {
  /** The post: its author, when it was written and last edited ("edited" beside the time). */
  post: {
    author: DiscussionAuthor;
    createdAt: string;
    editedAt?: string | null;
    id?: number;
    canSeeEarlierVersions?: boolean;
  };
  /**
   * What the post is, where its earlier versions may open from the edited mark (for who may
   * see them: its `canSeeEarlierVersions`, staff); without it the mark only says "edited".
   */
  type?: 'discussion' | 'reply';
  size?: 'default' | 'sm';
  className?: string;
}) {
  const exact = new Date(createdAt);
  return (
    <div className={cn('flex min-w-0 items-center gap-2.5', className)}>
      {/* Above a card's stretched title link, so the author's profile opens instead. */}
      <MemberLink
        member={author}
        show="avatar"
        decorative
        className="relative z-10"
        avatarClassName={size === 'sm' ? 'size-7' : 'size-9'}
        fallbackClassName={size === 'sm' ? 'text-xs' : undefined}
      />
      <p className="min-w-0 text-sm">
        <MemberLink
          member={author}
          name={authorName(author)}
          className="relative z-10 inline font-semibold"
        />
        <span className="text-muted-foreground" aria-hidden="true">
          {' · '}
        </span>
        <span className="sr-only">, </span>
        <time
          dateTime={createdAt}
          title={Number.isNaN(exact.getTime()) ? undefined : exact.toLocaleString()}
          className="text-muted-foreground"
        >
          {relativeTime(createdAt)}
        </time>
        {editedAt ? (
          <>
            <span className="text-muted-foreground" aria-hidden="true">
              {' · '}
            </span>
            <span className="sr-only">, </span>
            {type && id !== undefined ? (
              <EditedMarkWithVersions
                itemType={type}
                itemId={id}
                editedAt={editedAt}
                canSeeEarlierVersions={canSeeEarlierVersions ?? false}
              />
            ) : (
              <EditedMark editedAt={editedAt} />
            )}
          </>
        ) : null}
      </p>
    </div>
  );
}
