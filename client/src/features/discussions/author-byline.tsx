import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { relativeTime } from '@/lib/dates';
import { authorName, userInitials } from '@/lib/names';
import { cn } from '@/lib/utils';
import type { DiscussionAuthor } from './api';

/** Who wrote it and when: avatar (photo, else initials), name and relative time. */
export function AuthorByline({
  author,
  createdAt,
  size = 'default',
  className,
}: {
  author: DiscussionAuthor;
  createdAt: string;
  size?: 'default' | 'sm';
  className?: string;
}) {
  const exact = new Date(createdAt);
  return (
    <div className={cn('flex min-w-0 items-center gap-2.5', className)}>
      <Avatar className={size === 'sm' ? 'size-7' : 'size-9'}>
        {author.profileImageUrl ? <AvatarImage src={author.profileImageUrl} alt="" /> : null}
        <AvatarFallback className={size === 'sm' ? 'text-xs' : undefined}>
          {userInitials(author)}
        </AvatarFallback>
      </Avatar>
      <p className="min-w-0 text-sm">
        <span className="font-semibold break-words">{authorName(author)}</span>
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
      </p>
    </div>
  );
}
