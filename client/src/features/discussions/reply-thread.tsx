import { CornerDownRight, Pencil, Reply, Trash2 } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeleteWithReasonDialog } from '@/components/delete-with-reason-dialog';
import { FormattedText } from '@/components/formatted-text';
import { Button } from '@/components/ui/button';
import { BookmarkButton } from '@/features/bookmarks';
import { ReactionBar } from '@/features/reactions';
import { HiddenMark, ModerateMenu, ReportButton } from '@/features/reports';
import { anchorId } from '@/hooks/use-hash-anchor';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { authorName } from '@/lib/names';
import { cn } from '@/lib/utils';
import { type DiscussionReplyItem, replyReactionCache, useDeleteReply } from './api';
import { AuthorByline } from './author-byline';
import { ReplyForm } from './reply-form-loader';
import { buildThread, type ThreadNode } from './thread';

/** The discussion's own Reply button (discussion-detail-page), where focus goes after a delete. */
export const DISCUSSION_REPLY_BUTTON_ID = 'discussion-reply-button';
/** The Replies heading, the last place focus can go. */
const REPLIES_HEADING_ID = 'replies-heading';

/** A reply's element id: the `#reply-<id>` of its permalink (hooks/use-hash-anchor.ts). */
export const replyElementId = (replyId: number) => anchorId('reply', replyId);

interface ReplyThreadProps {
  discussionId: number;
  replies: DiscussionReplyItem[];
  /** A locked discussion shows its replies but offers no Reply buttons. */
  locked: boolean;
  /** The reply whose inline form is open (one at a time), or null. */
  replyingTo: number | null;
  onReplyingToChange: (replyId: number | null) => void;
}

type ItemProps = Omit<ReplyThreadProps, 'replies'> & {
  onDelete: (reply: DiscussionReplyItem) => void;
};

/** The replies in reading order (as the thread shows them: each followed by its answers). */
function readingOrder(nodes: ThreadNode<DiscussionReplyItem>[]): DiscussionReplyItem[] {
  return nodes.flatMap((node) => [node.reply, ...readingOrder(node.children)]);
}

/** Focuses an element that is not a control (a reply, a heading) without adding it to the tab order. */
function focusElement(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * The replies as a thread: answers indented under what they answer, three levels deep.
 * The member's own replies offer Delete (asked first), staff's Moderate menu Delete… on
 * someone else's (with a reason); afterwards focus moves to the next reply in the thread,
 * or else to the discussion's Reply button.
 */
export function ReplyThread({ replies, ...rest }: ReplyThreadProps) {
  const { discussionId, replyingTo, onReplyingToChange } = rest;
  const nodes = useMemo(() => buildThread(replies), [replies]);
  const remove = useDeleteReply(discussionId);
  const [toDelete, setToDelete] = useState<DiscussionReplyItem | null>(null);
  // Where focus goes once the dialog has closed after a delete; null: back to the opener.
  const focusAfter = useRef<(() => void) | null>(null);
  // The Delete button (or Moderate menu) that opened the dialog: it has no trigger of its own.
  const opener = useRef<HTMLElement | null>(null);
  const askToDelete = (reply: DiscussionReplyItem) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setToDelete(reply);
  };

  const answered = toDelete !== null && replies.some((r) => r.parentReplyId === toDelete.id);

  const afterDeleting = (deleted: DiscussionReplyItem) => {
    const order = readingOrder(nodes);
    const index = order.findIndex((r) => r.id === deleted.id);
    const next = order[index + 1];
    const previous = index > 0 ? order[index - 1] : undefined;
    return () => {
      const byId = (id: string) => document.getElementById(id);
      const target =
        (next && byId(replyElementId(next.id))) ??
        byId(DISCUSSION_REPLY_BUTTON_ID) ??
        (previous && byId(replyElementId(previous.id))) ??
        byId(REPLIES_HEADING_ID);
      if (target) focusElement(target);
    };
  };

  /** Once a delete dialog has closed: to where the thread continues, or back to Delete. */
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const focus = focusAfter.current;
    focusAfter.current = null;
    if (focus) focus();
    // Cancelled, or refused: the reply is still there, and so is its Delete (or Moderate) button.
    else if (opener.current?.isConnected) opener.current.focus();
  };

  const confirm = () => {
    if (!toDelete) return;
    const deleted = toDelete;
    remove.mutate(
      { id: deleted.id },
      {
        onSuccess: () => {
          toast({ title: 'Reply deleted' });
          if (replyingTo === deleted.id) onReplyingToChange(null);
          focusAfter.current = afterDeleting(deleted);
          setToDelete(null);
        },
        onError: (error) => {
          setToDelete(null);
          handleMutationError(error);
        },
      },
    );
  };

  return (
    <>
      <ReplyList nodes={nodes} {...rest} onDelete={askToDelete} />
      {toDelete?.deleteNeedsReason ? (
        <DeleteWithReasonDialog
          id={toDelete.id}
          title="Delete this reply?"
          description={
            answered
              ? `The reply by ${authorName(toDelete.author)} will be deleted; the answers to it stay in the thread, under “[deleted]”.`
              : `The reply by ${authorName(toDelete.author)} will be deleted. This cannot be undone.`
          }
          mutation={remove}
          successToast="Reply deleted"
          onDeleted={() => {
            if (replyingTo === toDelete.id) onReplyingToChange(null);
            focusAfter.current = afterDeleting(toDelete);
            setToDelete(null);
          }}
          onClose={() => setToDelete(null)}
          onCloseAutoFocus={returnFocus}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null && !toDelete.deleteNeedsReason}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        pending={remove.isPending}
        title="Delete this reply?"
        description={
          answered
            ? 'Are you sure you want to delete your reply? The answers to it stay in the thread, under “[deleted]”. This cannot be undone.'
            : 'Are you sure you want to delete your reply? This cannot be undone.'
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={confirm}
        onCloseAutoFocus={returnFocus}
      />
    </>
  );
}

function ReplyList({
  nodes,
  nested = false,
  ...rest
}: ItemProps & {
  nodes: ThreadNode<DiscussionReplyItem>[];
  nested?: boolean;
}) {
  return (
    <ul
      className={cn(
        'grid gap-3',
        nested && 'mt-3 ml-2 border-l-2 border-gold/50 pl-3 sm:ml-4 sm:pl-5',
      )}
    >
      {nodes.map((node) => (
        <ReplyItem key={node.reply.id} node={node} {...rest} />
      ))}
    </ul>
  );
}

function ReplyItem({ node, ...rest }: ItemProps & { node: ThreadNode<DiscussionReplyItem> }) {
  const { reply, answers, children, depth } = node;
  const { discussionId, locked, replyingTo, onReplyingToChange, onDelete } = rest;
  const open = replyingTo === reply.id;
  const name = authorName(reply.author);
  const formId = `reply-form-${reply.id}`;
  // A tombstone (decision 011) holds its answers' place: nobody answers or deletes it.
  const canAnswer = !locked && !reply.isDeleted;
  // Staff on someone else's reply (they would delete it with a reason): Hide from members
  // and Delete… in the Moderate menu every kind of item has (decisions 021, 022); Unhide
  // sits on its mark. The author's own Edit and Delete stay buttons.
  const staff = reply.deleteNeedsReason && !reply.isDeleted;
  const ownDelete = reply.canDelete && !staff;
  // The text turns into the reply form; the Edit button stays, so focus can come back to it.
  const [editing, setEditing] = useState(false);
  const canEdit = reply.canEdit && !reply.isDeleted;
  return (
    <li
      data-testid="reply"
      data-depth={depth}
      data-deleted={reply.isDeleted || undefined}
      data-hidden={reply.hidden || undefined}
      aria-label={reply.isDeleted ? 'Deleted reply' : `Reply by ${name}`}
    >
      <article
        id={replyElementId(reply.id)}
        tabIndex={-1}
        className={cn(
          'grid gap-2 rounded-xl border bg-card p-4 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring data-[anchored]:ring-2 data-[anchored]:ring-primary',
          reply.isDeleted && 'border-dashed bg-muted/40 shadow-none',
        )}
      >
        <AuthorByline post={reply} type="reply" size="sm" />
        {answers ? (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <CornerDownRight className="size-3.5" aria-hidden="true" />
            Replying to {authorName(answers.author)}
          </p>
        ) : null}
        {reply.hidden ? (
          <HiddenMark itemType="reply" itemId={reply.id} canUnhide={reply.canUnhide} />
        ) : null}
        {reply.isDeleted ? (
          <p className="text-sm text-muted-foreground italic">{reply.content}</p>
        ) : editing && canEdit ? (
          <div id={`${formId}-edit`}>
            <ReplyForm
              discussionId={discussionId}
              editing={reply}
              onDone={() => setEditing(false)}
            />
          </div>
        ) : (
          <FormattedText text={reply.content} mentions className="text-sm leading-relaxed" />
        )}
        {reply.isDeleted ? null : (
          <ReactionBar
            reactions={reply.reactions}
            myReactions={reply.myReactions}
            itemLabel={`reply by ${name}`}
            path={`/api/discussions/${discussionId}/replies/${reply.id}`}
            cache={replyReactionCache(discussionId, reply.id)}
          />
        )}
        {!reply.isDeleted || canAnswer || canEdit || ownDelete || reply.canReport || staff ? (
          <div className="-ml-2 flex flex-wrap gap-1">
            {canAnswer ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="h-8 text-muted-foreground"
                aria-expanded={open}
                aria-controls={open ? formId : undefined}
                aria-label={`Reply to ${name}`}
                onClick={() => onReplyingToChange(open ? null : reply.id)}
              >
                <Reply aria-hidden="true" />
                Reply
              </Button>
            ) : null}
            {/* A tombstone has nothing left to come back to. */}
            {reply.isDeleted ? null : (
              <BookmarkButton
                kind="reply"
                id={reply.id}
                item={`reply by ${name}`}
                variant="ghost"
                className="h-8 text-muted-foreground aria-pressed:text-foreground"
              />
            )}
            {canEdit ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="h-8 text-muted-foreground"
                aria-expanded={editing}
                aria-controls={editing ? `${formId}-edit` : undefined}
                aria-label="Edit your reply"
                onClick={() => setEditing((on) => !on)}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            ) : null}
            {ownDelete ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="h-8 text-muted-foreground hover:text-destructive-text"
                aria-label={reply.mine ? 'Delete your reply' : `Delete reply by ${name}`}
                onClick={() => onDelete(reply)}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            ) : null}
            {reply.canReport ? (
              <ReportButton
                itemType="reply"
                itemId={reply.id}
                what={`this reply by ${name}`}
                label={`Report reply by ${name}`}
              />
            ) : null}
            {staff ? (
              <ModerateMenu
                hide={reply.hidden ? undefined : { itemType: 'reply', itemId: reply.id }}
                onDelete={() => onDelete(reply)}
                label={`Moderate reply by ${name}`}
                size="sm"
                className="h-8"
              />
            ) : null}
          </div>
        ) : null}
      </article>
      {open && canAnswer ? (
        <div id={formId} className="mt-3 ml-2 sm:ml-4">
          <ReplyForm
            discussionId={discussionId}
            parentReplyId={reply.id}
            replyingTo={name}
            onDone={() => onReplyingToChange(null)}
          />
        </div>
      ) : null}
      {children.length > 0 ? <ReplyList nodes={children} nested {...rest} /> : null}
    </li>
  );
}
