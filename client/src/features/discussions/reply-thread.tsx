import { CornerDownRight, Reply } from 'lucide-react';
import { LinkifiedText } from '@/components/linkified-text';
import { Button } from '@/components/ui/button';
import { authorName } from '@/lib/names';
import { cn } from '@/lib/utils';
import type { DiscussionReplyItem } from './api';
import { AuthorByline } from './author-byline';
import { ReplyForm } from './reply-form';
import { buildThread, type ThreadNode } from './thread';

interface ReplyThreadProps {
  discussionId: number;
  replies: DiscussionReplyItem[];
  /** A locked discussion shows its replies but offers no Reply buttons. */
  locked: boolean;
  /** The reply whose inline form is open (one at a time), or null. */
  replyingTo: number | null;
  onReplyingToChange: (replyId: number | null) => void;
}

/** The replies as a thread: answers indented under what they answer, three levels deep. */
export function ReplyThread({ replies, ...rest }: ReplyThreadProps) {
  return <ReplyList nodes={buildThread(replies)} {...rest} />;
}

function ReplyList({
  nodes,
  nested = false,
  ...rest
}: Omit<ReplyThreadProps, 'replies'> & {
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

function ReplyItem({
  node,
  ...rest
}: Omit<ReplyThreadProps, 'replies'> & { node: ThreadNode<DiscussionReplyItem> }) {
  const { reply, answers, children, depth } = node;
  const { discussionId, locked, replyingTo, onReplyingToChange } = rest;
  const open = replyingTo === reply.id;
  const name = authorName(reply.author);
  const formId = `reply-form-${reply.id}`;
  return (
    <li data-testid="reply" data-depth={depth} aria-label={`Reply by ${name}`}>
      <article className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
        <AuthorByline author={reply.author} createdAt={reply.createdAt} size="sm" />
        {answers ? (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <CornerDownRight className="size-3.5" aria-hidden="true" />
            Replying to {authorName(answers.author)}
          </p>
        ) : null}
        <LinkifiedText text={reply.content} className="text-sm leading-relaxed" />
        {locked ? null : (
          <div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="-ml-2 h-8 text-muted-foreground"
              aria-expanded={open}
              aria-controls={open ? formId : undefined}
              aria-label={`Reply to ${name}`}
              onClick={() => onReplyingToChange(open ? null : reply.id)}
            >
              <Reply aria-hidden="true" />
              Reply
            </Button>
          </div>
        )}
      </article>
      {open ? (
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
