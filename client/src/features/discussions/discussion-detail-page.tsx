import { ArrowLeft, Eye, Lock, MessageSquare, MessageSquareOff, Reply } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { FormattedText } from '@/components/formatted-text';
import { LoadMore } from '@/components/load-more';
import { NotFoundState, QueryStates } from '@/components/query-states';
import { ItemCardSkeleton } from '@/components/skeleton-bars';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { BookmarkButton } from '@/features/bookmarks';
import { ReactionBar } from '@/features/reactions';
import { HiddenMark, ReportButton } from '@/features/reports';
import { useFocusOnArrival } from '@/hooks/use-focus-on-arrival';
import { useHashAnchor } from '@/hooks/use-hash-anchor';
import { useIdlePreload } from '@/lib/lazy-component';
import {
  type DiscussionItem,
  discussionReactionCache,
  isDiscussionNotFound,
  type OpenedDiscussionItem,
  useDiscussion,
  useReplies,
} from './api';
import { AuthorByline } from './author-byline';
import { CategoryBadge } from './category-badge';
import { DeleteDiscussionButton } from './delete-discussion-button';
import { DiscussionFlags } from './discussion-flags';
import { EditDiscussionButton } from './edit-discussion-button';
import { FollowButtons } from './following-buttons';
import { ModerateMenu } from './moderate-menu';
import { useOpenWhereLeftOff } from './open-where-left-off';
import { countLabel } from './preview';
import { ReplyForm } from './reply-form-loader';
import { DISCUSSION_REPLY_BUTTON_ID, ReplyThread } from './reply-thread';

/** The discussion's own Reply form, as opposed to a reply's. */
const DISCUSSION = 0;

/** The page column; `back` adds the link to the list (the not-found state has its own). */
function Frame({ children, back = true }: { children: ReactNode; back?: boolean }) {
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      {back ? (
        <Link
          href="/discussions"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Discussions
        </Link>
      ) : null}
      {children}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <ItemCardSkeleton label="Loading discussion">
      <Skeleton className="h-5 w-28" />
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </ItemCardSkeleton>
  );
}

/** The discussion itself: flags, category, title, author, content, counts and actions. */
function DiscussionArticle({
  discussion,
  replyOpen,
  onToggleReply,
}: {
  discussion: OpenedDiscussionItem;
  replyOpen: boolean;
  onToggleReply: () => void;
}) {
  const heading = useFocusOnArrival();
  return (
    <article className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-7">
      <div className="flex flex-wrap items-center gap-2">
        <DiscussionFlags discussion={discussion} />
        <CategoryBadge category={discussion.category} />
        {discussion.hidden ? (
          // Staff (who may pin) can show it again; its author only sees the mark.
          <HiddenMark
            itemType="discussion"
            itemId={discussion.id}
            canUnhide={discussion.canUnhide}
          />
        ) : null}
      </div>
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl leading-tight font-bold tracking-tight wrap-anywhere outline-none sm:text-3xl"
      >
        {discussion.title}
      </h1>
      <AuthorByline post={discussion} type="discussion" />
      <FormattedText text={discussion.content} mentions className="leading-relaxed" />
      <ReactionBar
        reactions={discussion.reactions}
        myReactions={discussion.myReactions}
        itemLabel="this discussion"
        path={`/api/discussions/${discussion.id}`}
        cache={discussionReactionCache(discussion.id)}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <p className="flex items-center gap-4 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5" data-testid="reply-count">
            <MessageSquare className="size-4" aria-hidden="true" />
            {countLabel(discussion.replyCount, 'reply', 'replies')}
          </span>
          <span className="inline-flex items-center gap-1.5" data-testid="view-count">
            <Eye className="size-4" aria-hidden="true" />
            {countLabel(discussion.viewCount, 'view', 'views')}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          {discussion.canReply ? (
            <Button
              id={DISCUSSION_REPLY_BUTTON_ID}
              type="button"
              variant={replyOpen ? 'outline' : 'default'}
              aria-expanded={replyOpen}
              aria-controls={replyOpen ? 'discussion-reply-form' : undefined}
              onClick={onToggleReply}
            >
              <Reply aria-hidden="true" />
              Reply
            </Button>
          ) : null}
          <FollowButtons discussionId={discussion.id} level={discussion.subscription} />
          <BookmarkButton
            kind="discussion"
            id={discussion.id}
            item={discussion.title}
            size="default"
          />
          {discussion.canEdit ? <EditDiscussionButton discussion={discussion} /> : null}
          {discussion.canDelete && !discussion.deleteNeedsReason ? (
            <DeleteDiscussionButton discussionId={discussion.id} />
          ) : null}
          <ModerateMenu discussion={discussion} />
          {discussion.canReport ? (
            <ReportButton
              itemType="discussion"
              itemId={discussion.id}
              what="this discussion"
              label="Report this discussion"
              className="h-9"
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}

function RepliesSection({
  discussion,
  replyingTo,
  onReplyingToChange,
}: {
  discussion: DiscussionItem;
  replyingTo: number | null;
  onReplyingToChange: (id: number | null) => void;
}) {
  const replies = useReplies(discussion.id);
  useHashAnchor('reply', replies);
  const body = (
    <QueryStates
      query={replies}
      loading={
        <div className="grid gap-3" aria-busy="true">
          <span className="sr-only">Loading replies</span>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-24 w-full rounded-xl" />
          ))}
        </div>
      }
      error="Failed to fetch replies"
      errorClassName="rounded-xl border bg-card px-4 py-10"
      isEmpty={!replies.data?.length}
      empty={
        <p className="rounded-xl border border-dashed px-4 py-8 text-center text-muted-foreground">
          {discussion.isLocked ? 'No replies.' : 'No replies yet. Be the first to reply.'}
        </p>
      }
    >
      {() => (
        <>
          <ReplyThread
            discussionId={discussion.id}
            replies={replies.data ?? []}
            locked={!discussion.canReply}
            replyingTo={replyingTo}
            onReplyingToChange={onReplyingToChange}
          />
          <LoadMore label="Load more replies" pages={replies} />
        </>
      )}
    </QueryStates>
  );
  return (
    <section aria-labelledby="replies-heading" className="grid gap-4">
      <h2 id="replies-heading" className="text-xl font-semibold tracking-tight">
        Replies ({discussion.replyCount})
      </h2>
      {body}
    </section>
  );
}

export function DiscussionDetailPage({ id }: { id: string }) {
  // Anything but a plain positive number cannot name a discussion: not found, no request.
  const discussionId = /^\d{1,10}$/.test(id) && Number(id) > 0 ? Number(id) : null;
  const discussion = useDiscussion(discussionId);
  useOpenWhereLeftOff(discussionId, discussion.data?.firstUnreadReplyId);
  // Which Reply form is open: the discussion's (DISCUSSION), a reply's id, or none.
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  useIdlePreload(ReplyForm.preload);

  const notFound = discussionId === null || isDiscussionNotFound(discussion.error);
  return (
    // The not-found state has its own way back.
    <Frame back={!notFound}>
      <QueryStates
        query={discussion}
        isNotFound={notFound}
        notFound={
          <NotFoundState
            icon={<MessageSquareOff className="size-12 text-muted-foreground" aria-hidden="true" />}
            title="Discussion Not Found"
            text="The discussion you're looking for doesn't exist or has been removed."
            backHref="/discussions"
            backLabel="Back to Discussions"
          />
        }
        loading={<DetailSkeleton />}
        error="Failed to fetch discussion"
        errorClassName="rounded-xl border bg-card px-4 py-10"
      >
        {() => {
          const data = discussion.data;
          if (!data) return null;
          return (
            <>
              <DiscussionArticle
                discussion={data}
                replyOpen={replyingTo === DISCUSSION}
                onToggleReply={() => setReplyingTo(replyingTo === DISCUSSION ? null : DISCUSSION)}
              />
              {data.isLocked ? (
                <p
                  role="note"
                  className="flex items-start gap-2 rounded-xl border border-gold bg-accent px-4 py-3 text-sm text-accent-foreground"
                >
                  <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {data.canReply
                    ? 'This discussion is locked. Members cannot reply; as a moderator you still can.'
                    : 'This discussion is locked. New replies are closed.'}
                </p>
              ) : null}
              {data.canReply && replyingTo === DISCUSSION ? (
                <div id="discussion-reply-form">
                  <ReplyForm discussionId={data.id} onDone={() => setReplyingTo(null)} />
                </div>
              ) : null}
              <RepliesSection
                discussion={data}
                replyingTo={replyingTo}
                onReplyingToChange={setReplyingTo}
              />
            </>
          );
        }}
      </QueryStates>
    </Frame>
  );
}
