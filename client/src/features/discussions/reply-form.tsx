import { useRef } from 'react';
import { SubmitButton } from '@/components/form';
import { InlineForm } from '@/components/inline-form';
import { FormMarkdownField } from '@/components/markdown-editor';
import { Button } from '@/components/ui/button';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { useCreateReply, useEditReply } from './api';

/** The reply's checks, downloaded apart from the page (useMutationForm's `schema` loader). */
const replyChecks = () => import('@shared/contracts/discussions').then((m) => m.replyFormSchema);

export interface ReplyFormProps {
  discussionId: number;
  /** The reply being answered; absent for a reply to the discussion itself. */
  parentReplyId?: number;
  /** Who is being answered, for the field's label. */
  replyingTo?: string;
  /** The member's own reply being edited (issue 23): the form starts from its text. */
  editing?: { id: number; content: string };
  onDone: () => void;
}

/**
 * Reply (spec §5: content required), or the edit of one's own reply. Opens focused;
 * Cancel or Escape closes it.
 */
export function ReplyForm({
  discussionId,
  parentReplyId,
  replyingTo,
  editing,
  onDone,
}: ReplyFormProps) {
  // The Reply button that opened the form gets focus back when it closes, so a keyboard
  // user stays where they were in the thread.
  const opener = useRef(document.activeElement as HTMLElement | null);
  const close = () => {
    onDone();
    opener.current?.focus();
  };
  const create = useCreateReply(discussionId);
  const edit = useEditReply(discussionId, editing?.id ?? 0);
  const { form, onSubmit, pending, dismiss } = useMutationForm({
    schema: replyChecks,
    defaultValues: { content: editing?.content ?? '' },
    mutation: editing ? edit : create,
    toVariables: ({ content }) =>
      editing ? { content } : { content, parentReplyId: parentReplyId ?? null },
    // An edit starts from what is stored, never from an old draft.
    draftKey: editing ? null : `reply:${discussionId}:${parentReplyId ?? 'thread'}`,
    onSuccess: () => {
      toast({ title: editing ? 'Reply updated' : 'Reply posted successfully' });
      form.reset();
      close();
    },
    onDismiss: close,
  });

  const label = editing
    ? 'Edit your reply'
    : replyingTo
      ? `Reply to ${replyingTo}`
      : 'Reply to the discussion';

  return (
    <InlineForm
      onSubmit={onSubmit}
      pending={pending}
      onDismiss={dismiss}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
      aria-label={label}
    >
      <FormMarkdownField
        control={form.control}
        name="content"
        label={editing ? 'Edit your reply' : replyingTo ? `Reply to ${replyingTo}` : 'Your reply'}
        rows={4}
        maxLength={10000}
        placeholder="Write a reply..."
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={dismiss} disabled={pending}>
          Cancel
        </Button>
        <SubmitButton pending={pending} pendingLabel={editing ? 'Saving...' : 'Posting...'}>
          {editing ? 'Save' : 'Post Reply'}
        </SubmitButton>
      </div>
    </InlineForm>
  );
}
