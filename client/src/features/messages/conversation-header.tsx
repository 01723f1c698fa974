import { useId, useState } from 'react';
import { MemberLink } from '@/components/member-link';
import { useFocusOnArrival } from '@/hooks/use-focus-on-arrival';
import type { ThreadHead } from './api';
import { ConversationActions } from './conversation-actions';
import { MemberList, MembersButton } from './conversation-members';
import { GroupAvatar } from './group-avatar';

/**
 * Who the conversation is with, its subject and what can be done to it. A two-person
 * conversation names the other member (their avatar and name open their profile); a group
 * (issue 37) shows its name or members' names, and "N members" lists who is in it. The
 * heading takes the focus when the member arrives from sending the conversation's first
 * message (the inbox's New message).
 */
export function ConversationHeader({
  head,
  title,
  subject,
}: {
  head: ThreadHead;
  /** What the conversation is called (`conversationTitle`). */
  title: string;
  subject: string;
}) {
  const heading = useFocusOnArrival();
  const [showMembers, setShowMembers] = useState(false);
  const listId = useId();
  return (
    // One column no wider than the page (minmax(0, 1fr)): a long subject is cut, not the page widened.
    <header className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
          {head.isGroup ? (
            <GroupAvatar members={head.members} className="size-12" />
          ) : (
            <MemberLink
              member={head.otherMember}
              show="avatar"
              decorative
              avatarClassName="size-12"
              fallbackName={title}
            />
          )}
          <div className="flex min-w-0 flex-col gap-0.5">
            <h1
              ref={heading}
              tabIndex={-1}
              className="truncate text-xl font-bold tracking-tight outline-none"
            >
              {head.isGroup ? (
                title
              ) : (
                <MemberLink member={head.otherMember} fallbackName={title} className="inline" />
              )}
            </h1>
            <p className="truncate text-sm text-muted-foreground">
              <span className="sr-only">Subject: </span>
              {subject}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {head.isGroup ? (
            <MembersButton
              members={head.members}
              open={showMembers}
              onToggle={() => setShowMembers((on) => !on)}
              listId={listId}
            />
          ) : null}
          <ConversationActions head={head} />
        </div>
      </div>
      {head.isGroup && showMembers ? <MemberList members={head.members} id={listId} /> : null}
    </header>
  );
}
