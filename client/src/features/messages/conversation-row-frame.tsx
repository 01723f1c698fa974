import type * as React from 'react';
import { MemberLink } from '@/components/member-link';
import { relativeTime } from '@/lib/dates';
import { cn } from '@/lib/utils';
import type { ConversationPeople } from './conversation-names';
import { GroupAvatar } from './group-avatar';
import { absoluteTime } from './times';

/**
 * A row about a conversation (the inbox's, a message-search hit's): who it is with and a
 * time. In a two-person conversation the other member's avatar and name open their
 * profile, above the row's own link; a group (issue 37) shows its members' faces and its
 * title as text, since the row's link is the way in. That link, stretched over the whole
 * row, comes in `children`.
 */
export function ConversationRowFrame({
  people,
  title,
  nameClassName,
  afterName,
  at,
  timeClassName,
  className,
  children,
  ...props
}: React.ComponentProps<'div'> & {
  people: ConversationPeople;
  /** What the conversation is called (`conversationTitle`, or a hit's own). */
  title: string;
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
      {people.isGroup ? (
        <GroupAvatar members={people.members} className="size-11" />
      ) : (
        <MemberLink
          member={people.otherMember}
          fallbackName={title}
          show="avatar"
          decorative
          avatarClassName="size-11"
          className="relative z-10 shrink-0"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex items-baseline justify-between gap-3">
          <p className="min-w-0 truncate">
            {people.isGroup ? (
              <span className={nameClassName} data-testid="conversation-title">
                {title}
              </span>
            ) : (
              <MemberLink
                member={people.otherMember}
                fallbackName={title}
                className="relative z-10 inline"
                nameClassName={nameClassName}
              />
            )}
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
