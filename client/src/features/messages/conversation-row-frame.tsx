import type * as React from 'react';
import { type LinkedMember, MemberLink } from '@/components/member-link';
import { relativeTime } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { absoluteTime } from './times';

/**
 * A row about a conversation (the inbox's, a message-search hit's): the other member's
 * avatar and name, which open their profile above the row's own link, and a time. The
 * row's link, stretched over the whole row, comes in `children`.
 */
export function ConversationRowFrame({
  member,
  nameClassName,
  afterName,
  at,
  timeClassName,
  className,
  children,
  ...props
}: React.ComponentProps<'div'> & {
  member: LinkedMember;
  nameClassName: string;
  /** Shown after the name, on its line (a hit's subject). */
  afterName?: React.ReactNode;
  at: string;
  timeClassName: string;
}) {
  return (
    <div
      className={cn(
        'relative flex items-start gap-3 p-4 transition-colors focus-within:bg-accent hover:bg-accent sm:gap-4',
        className,
      )}
      {...props}
    >
      <MemberLink
        member={member}
        show="avatar"
        decorative
        avatarClassName="size-11"
        className="relative z-10 shrink-0"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex items-baseline justify-between gap-3">
          <p className="min-w-0 truncate">
            <MemberLink
              member={member}
              className="relative z-10 inline"
              nameClassName={nameClassName}
            />
            {afterName}
          </p>
          <time
            dateTime={at}
            title={absoluteTime(at)}
            className={cn('shrink-0 text-xs', timeClassName)}
          >
            {relativeTime(at)}
          </time>
        </div>
        {children}
      </div>
    </div>
  );
}
