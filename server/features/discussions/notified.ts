import { sql } from 'drizzle-orm';
import type { SubscriptionLevel } from '../../../shared/contracts/discussions';
import { mentionedIds } from '../../../shared/mentions';
import { discussionHref } from '../../../shared/permalinks';
import {
  discussionReactions,
  discussionReplies,
  discussions,
  replyReactions,
} from '../../../shared/schema/discussions';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import {
  type ActivityResolver,
  alreadyNotified,
  type Notified,
  plainExcerpt,
  type Recipient,
} from '../notifications';
import { categoryWatchers, levelsIn, mutedIn } from './following';
import { TOMBSTONE } from './queries';

/**
 * Who a new reply concerns, one entry each (issue 22): a mention wins over a reply to
 * their reply, which wins over a reply in their discussion, which wins over a reply in a
 * discussion they follow (issue 37). A member who muted the discussion hears nothing.
 */
export function replyRecipients(
  discussionId: number,
  mentioned: string[],
  parentAuthorId: string | null,
  discussionAuthorId: string,
  levels: { of(id: string): SubscriptionLevel; followers(): string[] },
): Recipient[] {
  const byId = new Map<string, Recipient>();
  const add = (id: string, type: Recipient['type'], ck: string | null) => {
    if (!byId.has(id) && levels.of(id) !== 'muted') byId.set(id, { id, type, ck });
  };
  for (const id of mentioned) add(id, 'mention', null);
  if (parentAuthorId) add(parentAuthorId, 'reply_reply', `reply_reply:${discussionId}`);
  if (levels.of(discussionAuthorId) === 'following') {
    add(discussionAuthorId, 'discussion_reply', `discussion_reply:${discussionId}`);
  }
  for (const id of levels.followers()) {
    add(id, 'followed_reply', `followed_reply:${discussionId}`);
  }
  return [...byId.values()];
}

/** A new discussion: the members it mentions, then those who watch its category. */
const discussionStarted: ActivityResolver<'discussion'> = async (q, { actorId, payload }) => {
  const { discussionId } = payload;
  const [d] = await selectRows<{
    title: string;
    content: string;
    hidden: boolean;
    category_id: number;
    author_id: string;
  }>(
    q as Database,
    sql`select title, content, hidden_at is not null as hidden, category_id, author_id
        from ${discussions} where id = ${discussionId}`,
  );
  if (!d || d.hidden) return null;
  const mentioned = new Set(mentionedIds(d.content));
  const watchers = await categoryWatchers(q, d.category_id, d.author_id);
  return {
    recipients: [
      ...[...mentioned].map((id) => ({ id, type: 'mention' as const, ck: null })),
      ...watchers
        .filter((id) => !mentioned.has(id))
        .map((id) => ({ id, type: 'category_discussion' as const, ck: null })),
    ],
    actorId,
    subjectType: 'discussion',
    subjectId: discussionId,
    targetId: null,
    title: d.title,
    excerpt: plainExcerpt(d.content),
  };
};

/** A new reply: whom it mentions, the author it answers, the discussion's author. */
const replyPosted: ActivityResolver<'reply'> = async (q, { actorId, payload }) => {
  const { discussionId, replyId } = payload;
  const [r] = await selectRows<{
    content: string;
    hidden: boolean;
    title: string;
    discussion_author: string;
    discussion_hidden: boolean;
    parent_author: string | null;
  }>(
    q as Database,
    sql`select r.content, r.hidden_at is not null as hidden, d.title,
          d.author_id as discussion_author, d.hidden_at is not null as discussion_hidden,
          p.author_id as parent_author
        from ${discussionReplies} r
        join ${discussions} d on d.id = r.discussion_id
        left join ${discussionReplies} p on p.id = r.parent_reply_id
          and p.content <> ${TOMBSTONE}
        where r.id = ${replyId} and r.discussion_id = ${discussionId}`,
  );
  if (!r || r.hidden || r.discussion_hidden || r.content === TOMBSTONE) return null;
  return {
    recipients: replyRecipients(
      discussionId,
      mentionedIds(r.content),
      r.parent_author,
      r.discussion_author,
      await levelsIn(q, discussionId, r.discussion_author),
    ),
    actorId,
    subjectType: 'discussion',
    subjectId: discussionId,
    targetId: replyId,
    title: r.title,
    excerpt: plainExcerpt(r.content),
  };
};

/** An edit's new mentions (issue 23): the text as it reads now, hidden or not. */
const mentionAdded: ActivityResolver<'mention'> = async (q, { actorId, payload }) => {
  const { discussionId, replyId, userIds } = payload;
  const [m] = await selectRows<{ title: string; content: string; hidden: boolean }>(
    q as Database,
    replyId === null
      ? sql`select title, content, hidden_at is not null as hidden
            from ${discussions} where id = ${discussionId}`
      : sql`select d.title, r.content,
              (r.hidden_at is not null or d.hidden_at is not null) as hidden
            from ${discussionReplies} r join ${discussions} d on d.id = r.discussion_id
            where r.id = ${replyId} and r.discussion_id = ${discussionId}
              and r.content <> ${TOMBSTONE}`,
  );
  if (!m || m.hidden) return null;
  // Still mentioned (an edit undone before the fan-out ran tells nobody), and not told
  // already: the item's own activity, fanned out after the edit, read the new text too.
  const still = new Set(mentionedIds(m.content));
  const told = await alreadyNotified(q, {
    type: 'mention',
    subjectType: 'discussion',
    subjectId: discussionId,
    targetId: replyId,
  });
  const muted = await mutedIn(q, discussionId);
  return {
    recipients: userIds
      .filter((id) => still.has(id) && !told.has(id) && !muted.has(id))
      .map((id) => ({ id, type: 'mention', ck: null })),
    actorId,
    subjectType: 'discussion',
    subjectId: discussionId,
    targetId: replyId,
    title: m.title,
    excerpt: plainExcerpt(m.content),
  };
};

/**
 * A member's first reaction to a post (issue 37): its author hears of it, one entry per
 * post collapsing the burst ("Ada and 4 others reacted to …"), unless the post or its
 * discussion is hidden now, or the reaction was taken back before the fan-out ran.
 */
const reacted: ActivityResolver<'reaction'> = async (q, { actorId, payload }) => {
  const { discussionId, replyId } = payload;
  const [p] = await selectRows<{
    title: string;
    content: string;
    author_id: string;
    hidden: boolean;
    still: boolean;
  }>(
    q as Database,
    replyId === null
      ? sql`select d.title, d.content, d.author_id, d.hidden_at is not null as hidden,
              exists (select 1 from ${discussionReactions} x
                where x.item_id = d.id and x.user_id = ${actorId}) as still
            from ${discussions} d where d.id = ${discussionId}`
      : sql`select d.title, r.content, r.author_id,
              (r.hidden_at is not null or d.hidden_at is not null) as hidden,
              exists (select 1 from ${replyReactions} x
                where x.item_id = r.id and x.user_id = ${actorId}) as still
            from ${discussionReplies} r join ${discussions} d on d.id = r.discussion_id
            where r.id = ${replyId} and r.discussion_id = ${discussionId}
              and r.content <> ${TOMBSTONE}`,
  );
  if (!p || p.hidden || !p.still) return null;
  // An author who muted the discussion hears nothing of it, reactions included.
  if ((await mutedIn(q, discussionId)).has(p.author_id)) return null;
  return {
    recipients: [
      { id: p.author_id, type: 'reaction', ck: `reaction:${discussionId}:${replyId ?? 0}` },
    ],
    actorId,
    subjectType: 'discussion',
    subjectId: discussionId,
    targetId: replyId,
    title: p.title,
    excerpt: plainExcerpt(p.content),
  };
};

/**
 * What the notifications feature knows of discussions (decision 025): their activities,
 * and that an entry opens the discussion at the reply (the element id its page gives each
 * reply).
 */
export const discussionsNotified: Notified = {
  activities: {
    discussion: discussionStarted,
    reply: replyPosted,
    mention: mentionAdded,
    reaction: reacted,
  },
  subjects: {
    discussion: {
      href: (row) => discussionHref(row.subjectId, row.targetId),
      // The excerpt quotes the reply: a hidden or removed reply hides the entry too.
      visible: ({ subjectId, targetId, seen }) => sql`exists (
          select 1 from ${discussions} d where d.id = ${subjectId}::int
            and ${seen(sql.raw('d.hidden_at'), sql.raw('d.author_id'))})
        and (${targetId} is null or exists (
          select 1 from ${discussionReplies} r where r.id = ${targetId}::int
            and r.content <> ${TOMBSTONE} and ${seen(sql.raw('r.hidden_at'), sql.raw('r.author_id'))}))`,
    },
  },
};
