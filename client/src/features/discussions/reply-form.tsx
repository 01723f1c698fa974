import { replyFormSchema } from '@shared/schema/forms/discussions';
import { useEffect, useRef } from 'react';
import { SubmitButton } from '@/components/form';
import { FormMentionTextareaField } from '@/components/mention-textarea';
import { Button } from '@/components/ui/button';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { useCreateReply } from './api';

interface ReplyFormProps {
  discussionId: number;
  /** The reply being answered; absent for a reply to the discussion itself. */
  parentReplyId?: number;
  /** Who is being answered, for the field's label. */
  replyingTo?: string;
  onDone: () => void;
}

/** Reply (spec §5: content required). Opens focused; Cancel or Escape closes it. */
export function ReplyForm({ discussionId, parentReplyId, replyingTo, onDone }: ReplyFormProps) {
  // The Reply button that opened the form gets focus back when it closes, so a keyboard
  // user stays where they were in the thread.
  const opener = useRef(document.activeElement as HTMLElement | null);
  const close = () => {
    onDone();
    opener.current?.focus();
  };
  const create = useCreateReply(discussionId);
  const { form, onSubmit, pending, dismiss } = useMutationForm({
    schema: replyFormSchema,
    defaultValues: { content: '' },
    mutation: create,
    toVariables: ({ content }) => ({ content, parentReplyId: parentReplyId ?? null }),
    draftKey: `reply:${discussionId}:${parentReplyId ?? 'thread'}`,
    onSuccess: () => {
      toast({ title: 'Reply posted successfully' });
      form.reset();
      close();
    },
    onDismiss: close,
  });

  useEffect(() => {
    form.setFocus('content');
  }, [form]);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !pending) dismiss();
      }}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
      aria-label={replyingTo ? `Reply to ${replyingTo}` : 'Reply to the discussion'}
    >
      <FormMentionTextareaField
        control={form.control}
        name="content"
        label={replyingTo ? `Reply to ${replyingTo}` : 'Your reply'}
        rows={4}
        maxLength={10000}
        placeholder="Write a reply..."
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={dismiss} disabled={pending}>
          Cancel
        </Button>
        <SubmitButton pending={pending} pendingLabel="Posting...">
          Post Reply
        </SubmitButton>
      </div>
    </form>
  );
}
